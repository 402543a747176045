import { describe, expect, it } from 'vitest';
import { createBonisClient, createSupabaseClient, keyRole } from './client';

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

describe('createBonisClient', () => {
  it('creates a client from the runtime config connection, with supabase-js options', () => {
    const client = createBonisClient({
      url: 'http://127.0.0.1:54321',
      anonKey: encode({ role: 'anon' }),
      options: { auth: { persistSession: false }, global: { headers: { 'x-client': 'bonis' } } },
    });
    expect(typeof client.from).toBe('function');
    expect(client.storage.from('product-images').getPublicUrl('a.png').data.publicUrl).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/product-images/a.png',
    );
  });

  it('applies the same refusals as createSupabaseClient', () => {
    expect(() =>
      createBonisClient({
        url: 'http://127.0.0.1:54321',
        anonKey: encode({ role: 'service_role' }),
      }),
    ).toThrow(/service-role/);
    expect(() => createBonisClient({ url: 'ftp://127.0.0.1', anonKey: 'k' })).toThrow(/http/);
    expect(() => createBonisClient({ url: 'https://x.supabase.co', anonKey: '' })).toThrow(
      /anon key/,
    );
  });

  it('sends the anon key and the options headers with every request', async () => {
    const seen: Request[] = [];
    const fetchSpy: typeof fetch = async (input, init) => {
      seen.push(new Request(input, init));
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const anonKey = encode({ role: 'anon' });
    const client = createSupabaseClient(
      { url: 'http://127.0.0.1:54321', anonKey },
      { global: { fetch: fetchSpy, headers: { 'x-client': 'bonis' } } },
    );
    const { data, error } = await client
      .from('categories')
      .select('id, name')
      .eq('is_active', true);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const [request] = seen;
    expect(request?.url).toBe(
      'http://127.0.0.1:54321/rest/v1/categories?select=id%2Cname&is_active=eq.true',
    );
    expect(request?.headers.get('apikey')).toBe(anonKey);
    expect(request?.headers.get('x-client')).toBe('bonis');
  });
});
