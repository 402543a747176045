import { describe, expect, it } from 'vitest';
import { createSupabaseClient, keyRole } from './client';

const encode = (claims: object) =>
  ['header', btoa(JSON.stringify(claims)).replace(/=+$/, ''), 'signature'].join('.');

describe('createSupabaseClient', () => {
  it('creates a client for an http URL and an anon key', () => {
    const client = createSupabaseClient({
      url: 'http://127.0.0.1:54321',
      anonKey: encode({ role: 'anon' }),
    });
    expect(typeof client.from).toBe('function');
  });

  it('refuses a service-role key, which must never reach a browser', () => {
    expect(() =>
      createSupabaseClient({
        url: 'http://127.0.0.1:54321',
        anonKey: encode({ role: 'service_role' }),
      }),
    ).toThrow(/service-role/);
  });

  it('refuses a URL that is not http(s) and a missing key', () => {
    expect(() => createSupabaseClient({ url: 'localhost:54321', anonKey: 'k' })).toThrow(/http/);
    expect(() => createSupabaseClient({ url: 'http://127.0.0.1:54321', anonKey: '' })).toThrow(
      /anon key/,
    );
  });

  it('reads the role claim of a key and tolerates keys that are not JWTs', () => {
    expect(keyRole(encode({ role: 'anon' }))).toBe('anon');
    expect(keyRole('not-a-jwt')).toBeUndefined();
  });
});
