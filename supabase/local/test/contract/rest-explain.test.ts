import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { sql } from '../support/admin';
import { client } from '../support/clients';
import { rest, unique, type TargetServer } from '../support/rest';
import { removeDataDir, startLocalServer, type RunningLocalServer } from '../support/server.mjs';

/**
 * EXPLAIN through `Accept: application/vnd.pgrst.plan` (issue 25, gap 7): PostgREST's
 * db-plan-enabled, off by default as on hosted Supabase (then the plan media type is simply not
 * available: 406 PGRST107), on with SUPABASE_LOCAL_DB_PLAN_ENABLED (or
 * `alter role authenticator set pgrst.db_plan_enabled = 'true'`). supabase-js's `.explain()`
 * sends `application/vnd.pgrst.plan+<format>; for="<the media type>"; options=<a|b>;`.
 */

interface JsonPlan {
  Plan: { 'Node Type': string; 'Actual Total Time'?: number; Output?: string[] };
  'Execution Time'?: number;
  Settings?: Record<string, string>;
}

describe('EXPLAIN with db-plan-enabled off (the default)', () => {
  it('answers 406 PGRST107: the plan media type is not available', async () => {
    const { data, error, status } = await client().from('books').select('id').explain();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message:
        'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
    });
    const json = await rest('/books?select=id', {
      headers: {
        Accept: 'application/vnd.pgrst.plan+json; for="application/json"; options=analyze',
      },
    });
    expect(json.status).toBe(406);
    expect(json.json).toMatchObject({
      message:
        'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"; options=analyze',
    });
  });

  it('still answers with the next acceptable media type', async () => {
    const response = await rest('/books?select=id&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.plan+json, application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([{ id: 1 }]);
  });
});

describe('EXPLAIN with db-plan-enabled on', () => {
  let server: RunningLocalServer;
  let target: TargetServer;
  let supabase: SupabaseClient;

  beforeAll(async () => {
    server = await startLocalServer({
      databaseUrl: inject('databaseUrl') || undefined,
      env: {
        SUPABASE_LOCAL_DB_PLAN_ENABLED: 'true',
        SUPABASE_LOCAL_DB_TX_END: 'commit-allow-override',
      },
    });
    target = server;
    supabase = createClient(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('explains a read as text, the default format', async () => {
    const { data, error, status } = await supabase
      .from('books')
      .select('title, authors(name)')
      .eq('id', 1)
      .explain();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(typeof data).toBe('string');
    expect(data as unknown as string).toMatch(/^Aggregate {2}\(cost=/);
    expect(data as unknown as string).toMatch(/\n$/);
    const raw = await rest('/books?select=title', {
      on: target,
      headers: { Accept: 'application/vnd.pgrst.plan' },
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
    );
    expect(raw.headers.get('content-range')).toBeNull();
  });

  it('explains as JSON with analyze, verbose and settings', async () => {
    const { data, error } = await supabase
      .from('books')
      .select('id')
      .limit(2)
      .explain({ format: 'json', analyze: true, verbose: true, settings: true });
    expect(error).toBeNull();
    const [plan] = data as unknown as JsonPlan[];
    expect(plan?.Plan['Node Type']).toBe('Aggregate');
    expect(typeof plan?.Plan['Actual Total Time']).toBe('number');
    expect(plan?.Plan.Output).toBeInstanceOf(Array);
    expect(typeof plan?.['Execution Time']).toBe('number');
    const raw = await rest('/books?select=id', {
      on: target,
      headers: {
        Accept: 'application/vnd.pgrst.plan+json; for="application/json"; options=verbose|analyze;',
      },
    });
    expect(raw.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose; charset=utf-8',
    );
    expect(raw.text.endsWith(']\n')).toBe(true);
  });

  it('explains the query of a single object without checking its rows', async () => {
    const response = await rest('/books?select=id', {
      on: target,
      headers: {
        Accept: 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"',
        'Accept-Profile': 'public',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; charset=utf-8',
    );
    expect(response.headers.get('content-profile')).toBe('public');
    expect(response.json).toEqual([expect.objectContaining({ Plan: expect.any(Object) })]);
  });

  it('explains a write without running it, and runs it with analyze', async () => {
    const title = unique('plan');
    const planned = await supabase.from('books').insert({ title }).select('id').explain();
    expect(planned.error).toBeNull();
    expect(planned.status).toBe(200);
    expect(planned.data as unknown as string).toMatch(/Insert on books/);
    const count = async () =>
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from public.books where title = '${title}'`,
          target,
        )
      )[0]?.n;
    expect(await count()).toBe(0);
    // As EXPLAIN ANALYZE does, and PostgREST: the write is committed.
    const analyzed = await supabase
      .from('books')
      .insert({ title })
      .explain({ analyze: true, format: 'json' });
    expect(analyzed.error).toBeNull();
    expect(await count()).toBe(1);
    // Unless the transaction is rolled back (db-tx-end allows Prefer: tx=rollback here).
    const rolledBack = await supabase
      .from('books')
      .update({ stock: 99 })
      .eq('title', title)
      .rollback()
      .explain({ analyze: true });
    expect(rolledBack.error).toBeNull();
    expect(rolledBack.data as unknown as string).toMatch(/Update on books/);
    const [row] = await sql<{ stock: number }>(
      `select stock from public.books where title = '${title}'`,
      target,
    );
    expect(row?.stock).toBe(0);
    const deleted = await supabase.from('books').delete().eq('title', title).explain();
    expect(deleted.error).toBeNull();
    expect(deleted.data as unknown as string).toMatch(/Delete on books/);
    expect(await count()).toBe(1);
    await sql(`delete from public.books where title = '${title}'`, target);
  });

  it('explains a function call', async () => {
    const { data, error, status } = await supabase
      .rpc('books_by_author', { author: 1 })
      .select('title')
      .explain({ format: 'json' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect((data as unknown as JsonPlan[])[0]?.Plan['Node Type']).toBe('Aggregate');
    const get = await rest('/rpc/add_numbers?a=1&b=2', {
      on: target,
      headers: { Accept: 'application/vnd.pgrst.plan+text' },
    });
    expect(get.status).toBe(200);
    expect(get.text).toMatch(/cost=/);
  });

  it('refuses a plan of a media type the resource cannot produce', async () => {
    const response = await rest('/books?select=id', {
      on: target,
      headers: { Accept: 'application/vnd.pgrst.plan+json; for="text/xml"' },
    });
    expect(response.status).toBe(406);
    expect(response.json).toMatchObject({
      code: 'PGRST107',
      message:
        'None of these media types are available: application/vnd.pgrst.plan+json; for="text/xml"',
    });
  });
});
