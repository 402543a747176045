import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sql } from '../support/admin';
import { client } from '../support/clients';
import { ownDatabase } from '../support/databases';
import { removeDataDir, startLocalServer, type RunningLocalServer } from '../support/server.mjs';

/**
 * The `extensions` schema on the search path (issue 25, gap 2). pgcrypto and uuid-ossp live in
 * `extensions`, as on a hosted project, and a project calls them unqualified: the owner's
 * session (migrations, seed, /pg/query) has `"$user", public, extensions`, as hosted's
 * `postgres` role has, and every REST request runs with PostgREST's
 * `search_path = <the request's schema>, <db-extra-search-path>` (`[api] extra_search_path`,
 * default `public, extensions`). The test schema's migration (20240101001050_rest_schemas.sql)
 * calls them while migrating.
 */

interface ExtensionCalls {
  uuid: string;
  random_uuid: string;
  bytes: number;
  crypt_matches: boolean;
  crypt_rejects: boolean;
}

// Blowfish salts only: on PGlite, pgcrypto's OpenSSL-backed algorithms (md5 crypt, digest())
// fail now and then ("crypt(3) returned NULL", "Cipher cannot be initialized").
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectCalls(result: ExtensionCalls) {
  expect(result.uuid).toMatch(UUID);
  expect(result.random_uuid).toMatch(UUID);
  expect(result.bytes).toBe(12);
  expect(result.crypt_matches).toBe(true);
  expect(result.crypt_rejects).toBe(false);
}

describe('REST and the owner: the extensions schema on the search path', () => {
  it('resolves extension functions unqualified in a migration, as the owner', async () => {
    const { data, error } = await client()
      .from('extension_checks')
      .select('id, result')
      .eq('source', 'migration');
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data?.[0]?.id).toMatch(UUID);
    expectCalls(data?.[0]?.result as ExtensionCalls);
  });

  it('resolves them in a function called over REST (search_path public, extensions)', async () => {
    const { data, error, status } = await client().rpc('extension_calls');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expectCalls(data as ExtensionCalls);
  });

  it('resolves them in SQL the owner runs through /pg/query', async () => {
    const [row] = await sql<{ matches: boolean; id: string }>(
      `select crypt('x', gen_salt('bf', 4)) like '$2a$04$%' as matches, uuid_generate_v4()::text as id`,
    );
    expect(row).toEqual({ matches: true, id: expect.stringMatching(UUID) });
  });
});

describe('a seed and [api] extra_search_path', () => {
  let server: RunningLocalServer | undefined;
  let supabase: SupabaseClient;
  let folder: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'bonis-search-path-'));
    const seed = path.join(folder, 'seed.sql');
    // As a `supabase/seed.sql` that loads on the Supabase CLI: extensions unqualified.
    writeFileSync(
      seed,
      `insert into public.extension_checks (source, result) values ('seed', public.extension_calls());
insert into public.extension_checks (id, source, result)
  values (uuid_generate_v4(), 'seed-inline',
          jsonb_build_object('bf_crypt', crypt('clave', gen_salt('bf', 4)) like '$2a$04$%'));
`,
    );
    // A database of its own: the seed runs only on a fresh one.
    const own = await ownDatabase('rest_search_path');
    dropDatabase = own.drop;
    server = await startLocalServer({
      databaseUrl: own.url,
      seed,
      // PostgREST's own default: requests see `public` only, not `extensions`.
      env: { SUPABASE_LOCAL_DB_EXTRA_SEARCH_PATH: 'public' },
    });
    supabase = createClient(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
  });

  afterAll(async () => {
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
    await dropDatabase?.();
    rmSync(folder, { recursive: true, force: true });
  });

  it('loads a seed that calls the extensions unqualified', async () => {
    const { data, error } = await supabase
      .from('extension_checks')
      .select('source, result')
      .like('source', 'seed%')
      .order('source');
    expect(error).toBeNull();
    expect(data?.map((row) => row.source)).toEqual(['seed', 'seed-inline']);
    expectCalls(data?.[0]?.result as ExtensionCalls);
    expect(data?.[1]?.result).toEqual({ bf_crypt: true });
  });

  it('runs requests with the configured extra search path only', async () => {
    const { data, error, status } = await supabase.rpc('extension_calls');
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: '42883' });
    expect(error?.message).toMatch(/^function gen_salt\(unknown, integer\) does not exist$/);
  });
});
