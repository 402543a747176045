import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { mintJwt, sql } from '../support/admin';
import { client } from '../support/clients';
import { createUser, rest, unique } from '../support/rest';

/** supabase-js as a signed-in user holding `token`. */
function userClient(token: string) {
  return createClient(inject('apiUrl'), inject('anonKey'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

describe('REST authentication', () => {
  it('takes the API key from the `apikey` query parameter, as the hosted gateway does (a beacon sets no headers)', async () => {
    const url = `${inject('apiUrl')}/rest/v1/books?select=id&limit=1`;
    const without = await fetch(url);
    expect(without.status).toBe(401);
    const keyed = await fetch(`${url}&apikey=${inject('anonKey')}`);
    expect(keyed.status).toBe(200);
    expect(Array.isArray(await keyed.json())).toBe(true);
    const forged = await fetch(`${url}&apikey=not-a-jwt`);
    expect(forged.status).toBe(401);
  });

  it('answers 401 PGRST303 for an expired JWT', async () => {
    const token = await mintJwt({ exp: Math.floor(Date.now() / 1000) - 60 });
    const response = await rest('/books?select=id&limit=1', { token });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    });
    expect(response.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    );
  });

  it('answers 401 PGRST301 for a JWT with a bad signature or a malformed one', async () => {
    const token = await mintJwt();
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    const bad = await rest('/books?select=id&limit=1', { token: forged });
    expect(bad.status).toBe(401);
    expect(bad.json).toMatchObject({ code: 'PGRST301' });
    const malformed = await rest('/books?select=id&limit=1', { token: 'not-a-jwt' });
    expect(malformed.status).toBe(401);
    expect(malformed.json).toMatchObject({
      code: 'PGRST301',
      message: 'Expected 3 parts in JWT; got 1',
    });
  });

  it('answers 401 without any API key', async () => {
    const response = await fetch(`${inject('apiUrl')}/rest/v1/books?select=id`);
    expect(response.status).toBe(401);
  });

  it('answers 401 for a JWT whose role does not exist', async () => {
    const token = await mintJwt({ role: 'superuser' });
    const response = await rest('/books?select=id&limit=1', { token });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ code: 'PGRST301' });
  });

  it('serves only the exposed schemas: other profiles answer 406 PGRST106', async () => {
    const { error, status } = await client().schema('storage').from('objects').select('*');
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST106',
      message: 'Invalid schema: storage',
      hint: 'Only the following schemas are exposed: public',
    });
    const write = await rest('/books', {
      method: 'POST',
      headers: { 'Content-Profile': 'auth' },
      body: '{}',
    });
    expect(write.status).toBe(406);
    const publicProfile = await rest('/books?select=id&limit=1', {
      headers: { 'Accept-Profile': 'public' },
    });
    expect(publicProfile.status).toBe(200);
    expect(publicProfile.headers.get('content-profile')).toBe('public');
  });
});

describe('REST row level security', () => {
  it('shows users only their own notes, anon none, and service_role all', async () => {
    const alice = await createUser();
    const bob = await createUser();
    const body = unique('nota');
    const inserted = await userClient(alice.token)
      .from('notes')
      .insert({ body })
      .select('body, user_id');
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual([{ body, user_id: alice.id }]);

    const own = await userClient(alice.token).from('notes').select('body').eq('body', body);
    expect(own.data).toEqual([{ body }]);
    const other = await userClient(bob.token).from('notes').select('body').eq('body', body);
    expect(other.error).toBeNull();
    expect(other.data).toEqual([]);
    const anon = await client().from('notes').select('body').eq('body', body);
    expect(anon.data).toEqual([]);
    const service = await client('service_role')
      .from('notes')
      .select('body, user_id')
      .eq('body', body);
    expect(service.data).toEqual([{ body, user_id: alice.id }]);
  });

  it("does not let a user change or delete another user's notes", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const body = unique('nota');
    await userClient(alice.token).from('notes').insert({ body });
    const update = await userClient(bob.token)
      .from('notes')
      .update({ body: 'hackeada' })
      .eq('body', body)
      .select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    const removal = await userClient(bob.token).from('notes').delete().eq('body', body).select();
    expect(removal.data).toEqual([]);
    expect(await sql(`select count(*)::int as n from public.notes where body = '${body}'`)).toEqual(
      [{ n: 1 }],
    );
  });

  it("answers 403 42501 when a user writes a row the policy forbids (another user's id)", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const { error, status } = await userClient(bob.token)
      .from('notes')
      .insert({ body: unique('nota'), user_id: alice.id });
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
    });
  });

  it('answers 401 to anon and 403 to a user for a write no policy allows', async () => {
    const anon = await client()
      .from('books')
      .insert({ title: unique('libro') });
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    const user = await createUser();
    const signedIn = await userClient(user.token)
      .from('books')
      .insert({ title: unique('libro') });
    expect(signedIn.status).toBe(403);
    expect(signedIn.error?.code).toBe('42501');
  });

  it('lets only authenticated users execute spend_points: anon gets 401', async () => {
    const anon = await client().rpc('spend_points', { amount: 10 });
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function spend_points',
    });
    const user = await createUser();
    const signedIn = await userClient(user.token).rpc('spend_points', { amount: 10 });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data).toBe(90);
  });

  it('lets service_role bypass row level security', async () => {
    const title = unique('libro');
    const { data, error, status } = await client('service_role')
      .from('books')
      .insert({ title })
      .select('title');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ title }]);
  });

  it('exposes the request to SQL as PostgREST does (request.jwt.claims, request.method)', async () => {
    const user = await createUser();
    const { data } = await userClient(user.token).rpc('whoami');
    expect(data).toMatchObject({ uid: user.id, role: 'authenticated' });
  });
});

describe('REST schema cache', () => {
  it('serves a table created after start', async () => {
    const table = unique('tmp').replace(/-/g, '_');
    await sql(`create table public.${table} (id int primary key, label text)`);
    await sql(`grant select on public.${table} to anon`);
    await sql(`insert into public.${table} values (1, 'uno')`);
    const { data, error } = await client().from(table).select('label');
    expect(error).toBeNull();
    expect(data).toEqual([{ label: 'uno' }]);
  });

  it('sees a column added after start', async () => {
    const table = unique('tmp').replace(/-/g, '_');
    await sql(`create table public.${table} (id int primary key)`);
    await sql(`grant all on public.${table} to anon`);
    expect((await client().from(table).select('id')).error).toBeNull();
    await sql(`alter table public.${table} add column extra text default 'nuevo'`);
    await sql(`insert into public.${table} (id) values (1)`);
    const { data, error } = await client().from(table).select('extra');
    expect(error).toBeNull();
    expect(data).toEqual([{ extra: 'nuevo' }]);
  });

  it('serves a function created after start', async () => {
    const name = unique('fn').replace(/-/g, '_');
    await sql(
      `create function public.${name}(x integer) returns integer language sql immutable as $$ select x * 2 $$`,
    );
    const { data, error } = await client().rpc(name, { x: 21 });
    expect(error).toBeNull();
    expect(data).toBe(42);
  });

  it('reloads on DDL (NOTIFY pgrst from the event triggers): a changed column type', async () => {
    const table = unique('tmp').replace(/-/g, '_');
    await sql(`create table public.${table} (id int primary key, code int)`);
    await sql(`grant select on public.${table} to anon`);
    await sql(`insert into public.${table} values (1, 5)`);
    expect((await client().from(table).select('id').eq('code', 5)).data).toEqual([{ id: 1 }]);
    await sql(`alter table public.${table} alter column code type text`);
    await sql(`update public.${table} set code = 'abc'`);
    // The reload is asynchronous: until it lands, the value is still typed as an integer.
    const deadline = Date.now() + 10_000;
    let result = await client().from(table).select('id').eq('code', 'abc');
    while (result.error && Date.now() < deadline) {
      expect(['22P02', '42883']).toContain(result.error.code);
      result = await client().from(table).select('id').eq('code', 'abc');
    }
    expect(result.error).toBeNull();
    expect(result.data).toEqual([{ id: 1 }]);
  });

  it('forgets a dropped table', async () => {
    const table = unique('tmp').replace(/-/g, '_');
    await sql(`create table public.${table} (id int)`);
    await sql(`grant select on public.${table} to anon`);
    expect((await client().from(table).select('id')).status).toBe(200);
    await sql(`drop table public.${table}`);
    const deadline = Date.now() + 10_000;
    let last = await client().from(table).select('id');
    while (last.error?.code !== 'PGRST205' && Date.now() < deadline) {
      // The first request may still find the old cache and get PostgreSQL's 42P01 (404).
      expect(last.status).toBe(404);
      last = await client().from(table).select('id');
    }
    expect(last.error?.code).toBe('PGRST205');
  });
});

describe('REST robustness', () => {
  it('answers 405 PGRST117 for an unsupported method and {} 404 for an unknown path', async () => {
    const method = await rest('/books', { method: 'PROPFIND' });
    expect(method.status).toBe(405);
    expect(method.json).toMatchObject({
      code: 'PGRST117',
      message: 'Unsupported HTTP method: PROPFIND',
    });
    const path = await rest('/books/1/extra');
    expect(path.status).toBe(404);
    expect(path.json).toEqual({});
  });

  it('describes the API at the root (OpenAPI)', async () => {
    const response = await rest('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/openapi+json');
    const spec = response.json as {
      paths: Record<string, unknown>;
      definitions: Record<string, unknown>;
    };
    expect(spec.paths).toHaveProperty('/books');
    expect(spec.paths).toHaveProperty('/rpc/add_numbers');
    expect(spec.definitions).toHaveProperty('books');
  });

  it('keeps serving after a burst of bad requests, never answering 500', async () => {
    const bad = [
      rest('/books?select=((('),
      rest('/books?id=eq'),
      rest('/books?id=in.(1,2'),
      rest('/books?price=gt.muchisimo'),
      rest('/books?order=title.sideways'),
      rest('/books?limit=abc&offset=-5'),
      rest('/books?select=title->>', {}),
      rest('/books?metadata->>x=like.*'),
      rest('/books', { method: 'POST', body: '[1, 2' }),
      rest('/books', { method: 'POST', body: '"texto"' }),
      rest('/books', { method: 'PATCH', body: '{"nope": 1}' }),
      rest('/rpc/add_numbers', { method: 'POST', body: '{"a": "uno", "b": 2}' }),
      rest('/rpc/add_numbers', { method: 'POST', body: '{"a": 99999999999, "b": 2}' }),
      rest('/rpc/add_numbers', {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body: '<a/>',
      }),
      rest('/books?select=title&id=eq.1', {
        headers: { Accept: 'application/vnd.pgrst.plan+json' },
      }),
      rest(`/books?select=${'a,'.repeat(500)}a`),
    ];
    const responses = await Promise.all(bad);
    for (const response of responses) {
      expect(response.status, response.text).toBeGreaterThanOrEqual(200);
      expect(response.status, response.text).toBeLessThan(500);
      if (response.status >= 400) {
        expect(response.json, response.text).toHaveProperty('code');
        expect(response.json, response.text).toHaveProperty('message');
      }
    }
    const { data, error } = await client().rpc('add_numbers', { a: 2, b: 2 });
    expect(error).toBeNull();
    expect(data).toBe(4);
  });

  it('serves concurrent requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client().rpc('add_numbers', { a: i, b: 1 })),
    );
    expect(results.map((result) => result.data)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
