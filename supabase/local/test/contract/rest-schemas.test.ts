import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { sql } from '../support/admin';
import { client } from '../support/clients';
import { rest, unique, type TargetServer } from '../support/rest';
import { removeDataDir, startLocalServer, type RunningLocalServer } from '../support/server.mjs';

/**
 * Exposed schemas (issue 25, gap 4): PostgREST's `db-schemas`, from config.toml's
 * `[api] schemas` or SUPABASE_LOCAL_DB_SCHEMAS. The first schema is the default; another is
 * chosen with `Accept-Profile` (GET, HEAD) or `Content-Profile` (POST, PATCH, PUT, DELETE),
 * which supabase-js's `.schema()` sends. The suite's server exposes `public` only; this file
 * also starts one exposing `public, warehouse` (the test schema's second schema).
 */

describe('REST profiles with one exposed schema', () => {
  it('refuses another schema with PGRST106, naming the exposed ones', async () => {
    const { data, error, status } = await client().schema('warehouse').from('bins').select('*');
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public',
      message: 'Invalid schema: warehouse',
    });
    const rpc = await client().schema('warehouse').rpc('bin_count');
    expect(rpc.status).toBe(406);
    expect(rpc.error?.message).toBe('Invalid schema: warehouse');
  });

  it('sends Content-Profile only when the schema was negotiated', async () => {
    const plain = await rest('/books?select=id&limit=1');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-profile')).toBeNull();
    const negotiated = await rest('/books?select=id&limit=1', {
      headers: { 'Accept-Profile': 'public' },
    });
    expect(negotiated.headers.get('content-profile')).toBe('public');
  });
});

describe('REST with two exposed schemas (public, warehouse)', () => {
  let server: RunningLocalServer;
  let target: TargetServer;
  let supabase: SupabaseClient;
  let warehouse: ReturnType<SupabaseClient['schema']>;

  beforeAll(async () => {
    server = await startLocalServer({
      databaseUrl: inject('databaseUrl') || undefined,
      env: { SUPABASE_LOCAL_DB_SCHEMAS: 'public, warehouse' },
    });
    target = server;
    supabase = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    warehouse = supabase.schema('warehouse');
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('reads the first schema by default and another one by profile', async () => {
    const own = await supabase.from('books').select('title').eq('id', 1).single();
    expect(own.error).toBeNull();
    expect(own.data).toEqual({ title: 'Cien años de soledad' });
    const other = await warehouse.from('books').select('id, shelf').order('id');
    expect(other.error).toBeNull();
    expect(other.data).toEqual([
      { id: 1, shelf: 'A1' },
      { id: 2, shelf: 'B7' },
    ]);
  });

  it('names the schema in Content-Profile on every answer with a body', async () => {
    const byDefault = await rest('/books?select=id&limit=1', { on: target });
    expect(byDefault.headers.get('content-profile')).toBe('public');
    const chosen = await rest('/books?select=shelf&limit=1', {
      on: target,
      headers: { 'Accept-Profile': 'warehouse' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('content-profile')).toBe('warehouse');
    expect(chosen.json).toEqual([{ shelf: 'A1' }]);
    // A read takes Accept-Profile only: Content-Profile on a GET is not a profile.
    const ignored = await rest('/books?select=title&id=eq.1', {
      on: target,
      headers: { 'Content-Profile': 'warehouse' },
    });
    expect(ignored.json).toEqual([{ title: 'Cien años de soledad' }]);
  });

  it('refuses a schema that is not exposed', async () => {
    const response = await rest('/objects?select=id', {
      on: target,
      headers: { 'Accept-Profile': 'storage' },
    });
    expect(response.status).toBe(406);
    expect(response.json).toEqual({
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public, warehouse',
      message: 'Invalid schema: storage',
    });
    const write = await rest('/bins', {
      on: target,
      method: 'POST',
      headers: { 'Content-Profile': 'auth' },
      body: '{}',
    });
    expect(write.status).toBe(406);
    expect(write.json).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: auth' });
  });

  it('inserts, updates and deletes in the chosen schema (Content-Profile)', async () => {
    const label = unique('bin');
    const inserted = await warehouse.from('bins').insert({ label }).select('id, label, code');
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    const [row] = inserted.data ?? [];
    expect(row?.label).toBe(label);
    // The column default calls uuid_generate_v4() from `extensions`.
    expect(row?.code).toMatch(/^[0-9a-f-]{36}$/);
    const updated = await warehouse
      .from('bins')
      .update({ label: `${label}-2` })
      .eq('id', row?.id)
      .select('label')
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ label: `${label}-2` });
    const deleted = await warehouse.from('bins').delete().eq('id', row?.id).select('id');
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([{ id: row?.id }]);
    const [left] = await sql<{ count: number }>(
      `select count(*)::int as count from warehouse.bins where id = ${Number(row?.id)}`,
      target,
    );
    expect(left?.count).toBe(0);
  });

  it('embeds within the schema, not into another one', async () => {
    const label = unique('bin');
    const bin = await warehouse.from('bins').insert({ label }).select('id').single();
    expect(bin.error).toBeNull();
    const item = await warehouse
      .from('items')
      .insert({ bin_id: bin.data?.id, author_id: 1, name: 'tornillo' })
      .select('name, bins(label)')
      .single();
    expect(item.error).toBeNull();
    expect(item.data).toEqual({ name: 'tornillo', bins: { label } });
    const across = await warehouse.from('items').select('name, authors(name)');
    expect(across.status).toBe(400);
    expect(across.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'items' and 'authors' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'items' and 'authors' in the schema 'warehouse', but no matches were found.",
    });
  });

  it('calls functions of the chosen schema, with its search path', async () => {
    const label = unique('bin');
    // add_bin and bin_count name `bins` unqualified: they resolve through the request's
    // search path, which starts with the profile's schema.
    const added = await warehouse.rpc('add_bin', { label });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ label, code: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const counted = await warehouse.rpc('bin_count');
    expect(counted.error).toBeNull();
    const [expected] = await sql<{ count: number }>(
      'select count(*)::int as count from warehouse.bins',
      target,
    );
    expect(counted.data).toBe(expected?.count);
    const read = await warehouse.rpc('bin_count', {}, { get: true });
    expect(read.error).toBeNull();
    expect(read.data).toBe(expected?.count);
    const wrongSchema = await supabase.rpc('bin_count');
    expect(wrongSchema.status).toBe(404);
    expect(wrongSchema.error).toMatchObject({
      code: 'PGRST202',
      message:
        'Could not find the function public.bin_count without parameters in the schema cache',
    });
  });

  it('names the schema when a table is not there', async () => {
    const { error, status } = await warehouse.from('authors').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'warehouse.authors' in the schema cache",
    });
  });

  it('finds a table created after start in a second schema', async () => {
    const name = `shelf_${Date.now().toString(36)}`;
    await sql(`create table warehouse.${name} (id int primary key, note text)`, target);
    await sql(`grant select on warehouse.${name} to anon`, target);
    await sql(`insert into warehouse.${name} values (1, 'nueva')`, target);
    const { data, error } = await warehouse.from(name).select('note');
    expect(error).toBeNull();
    expect(data).toEqual([{ note: 'nueva' }]);
  });

  it('describes each schema in its own OpenAPI document', async () => {
    const other = await warehouse.getOpenApiSpec();
    expect(other.error).toBeNull();
    const paths = Object.keys((other.data as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/bins', '/items', '/books', '/rpc/add_bin']),
    );
    expect(paths).not.toContain('/authors');
    const own = await supabase.getOpenApiSpec();
    const ownPaths = Object.keys((own.data as { paths: Record<string, unknown> }).paths);
    expect(ownPaths).toEqual(expect.arrayContaining(['/authors', '/books']));
    expect(ownPaths).not.toContain('/bins');
    const raw = await rest('/', { on: target, headers: { 'Accept-Profile': 'warehouse' } });
    expect(raw.headers.get('content-profile')).toBe('warehouse');
  });
});
