import { describe, expect, it } from 'vitest';
import { createFakeSupabase } from '../../../testing/fake-supabase';
import { isAlreadySubscribed, subscribeNewsletter } from './subscribe-newsletter';

describe('subscribeNewsletter', () => {
  it('subscribes the email from the footer and returns its discount code', async () => {
    const signup = { email: 'ana@example.com', discount_code: 'NEWSLETTERAB12CD' };
    const { client, requests } = createFakeSupabase(() => ({ data: signup, error: null }));

    await expect(subscribeNewsletter(client, 'ana@example.com')).resolves.toEqual(signup);
    expect(requests).toEqual([
      {
        kind: 'rpc',
        name: 'subscribe_newsletter',
        args: { p_email: 'ana@example.com', p_source: 'footer' },
        calls: [],
      },
    ]);
  });

  it('throws the server error, which tells an email already subscribed apart', async () => {
    const duplicate = { code: '23505', message: 'Este email ya está suscrito al newsletter' };
    const { client } = createFakeSupabase(() => ({ data: null, error: duplicate }));

    const failure: unknown = await subscribeNewsletter(client, 'ana@example.com').catch(
      (error: unknown) => error,
    );
    expect(failure).toBe(duplicate);
    expect(isAlreadySubscribed(failure)).toBe(true);
    expect(isAlreadySubscribed({ code: 'P0001' })).toBe(false);
    expect(isAlreadySubscribed(new Error('offline'))).toBe(false);
  });

  it('refuses an answer without a discount code rather than showing an empty one', async () => {
    const { client } = createFakeSupabase(() => ({ data: { email: 'a@b.co' }, error: null }));

    await expect(subscribeNewsletter(client, 'a@b.co')).rejects.toThrow(/discount code/);
  });
});
