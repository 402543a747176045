import { describe, expect, it } from 'vitest';
import { getSupabase } from '@bonis/supabase-client';
import { supabaseMock } from '@bonis/test-utils';
import { isAlreadySubscribed, subscribeNewsletter } from './subscribe-newsletter';

describe('subscribeNewsletter', () => {
  it('subscribes the email from the footer and returns the address the code was sent to', async () => {
    const signup = { email: 'ana@example.com' };
    supabaseMock.rpc('subscribe_newsletter', () => signup);

    await expect(subscribeNewsletter(getSupabase(), 'ana@example.com')).resolves.toEqual(signup);
    expect(supabaseMock.rpcCalls('subscribe_newsletter')).toEqual([
      { p_email: 'ana@example.com', p_source: 'footer' },
    ]);
  });

  it('throws the server error, which tells an email already subscribed apart', async () => {
    supabaseMock.rpc('subscribe_newsletter', () =>
      supabaseMock.error({ code: '23505', message: 'Este email ya está suscrito al newsletter' }),
    );

    const failure: unknown = await subscribeNewsletter(getSupabase(), 'ana@example.com').catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      code: '23505',
      message: 'Este email ya está suscrito al newsletter',
    });
    expect(isAlreadySubscribed(failure)).toBe(true);
    expect(isAlreadySubscribed({ code: 'P0001' })).toBe(false);
    expect(isAlreadySubscribed(new Error('offline'))).toBe(false);
  });

  it('refuses an answer without the email rather than showing an empty one', async () => {
    supabaseMock.rpc('subscribe_newsletter', () => ({}));

    await expect(subscribeNewsletter(getSupabase(), 'a@b.co')).rejects.toThrow(/without the email/);
  });
});
