#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:local-server`: requests per second and p50/p95 latency of three typical
 * calls made through supabase-js against the local server — a 20-row select with an embedded
 * relation, a filtered exact count, an insert — on PGlite and on PostgreSQL, next to the same
 * SQL run directly on the same kind of database (the server's overhead ratio). It prints
 * figures; it does not pass or fail.
 */
import { rmSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/adapter.mjs';
import { migrate } from '../src/db/migrate.mjs';
import { startPostgresCluster } from '../test/support/pg-cluster.mjs';
import { startLocalServer, TEST_MIGRATIONS, TEST_SEED } from '../test/support/server.mjs';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = 30;

const FILL = `insert into public.books (title, author_id, price, stock, tags)
  select 'Libro ' || g, 1 + g % 3, 10000 + g * 10, g % 7, array['bench']
  from generate_series(1, 500) g`;

const RAW = {
  select: `select coalesce(json_agg(t), '[]') from (
      select b.id, b.title, b.price, json_build_object('name', a.name) as author
      from public.books b left join public.authors a on a.id = b.author_id
      order by b.id limit 20) t`,
  count: `select count(*) from public.books where price > 30000`,
  insert: `insert into public.reviews (book_id, rating, body) values (1, 5, 'bench') returning id`,
};

/** @param {number[]} samples ms */
function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const total = samples.reduce((sum, value) => sum + value, 0);
  return { rps: (samples.length / total) * 1000, p50: at(0.5), p95: at(0.95) };
}

/** @param {() => PromiseLike<unknown>} fn */
async function measure(fn) {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  /** @type {number[]} */
  const samples = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

/** @param {'pglite' | 'postgres'} kind */
async function benchDatabase(kind) {
  const cluster =
    kind === 'postgres'
      ? process.env.DATABASE_URL
        ? undefined
        : await startPostgresCluster()
      : undefined;
  const databaseUrl = kind === 'postgres' ? (process.env.DATABASE_URL ?? cluster?.url) : undefined;
  const server = await startLocalServer({ databaseUrl });
  /** @type {import('../src/db/adapter.mjs').Database | undefined} */
  let raw;
  try {
    const supabase = createClient(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: /** @type {any} */ (WebSocket) },
    });
    const fill = await fetch(`${server.url}/pg/query`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, 'content-type': 'application/json' },
      body: JSON.stringify({ query: FILL }),
    });
    if (!fill.ok) throw new Error(`filling the bench data failed: ${await fill.text()}`);

    /** @param {{ error: unknown }} result */
    const check = (result) => {
      if (result.error) throw new Error(JSON.stringify(result.error));
    };
    const viaServer = {
      select: () =>
        supabase
          .from('books')
          .select('id,title,price,author:authors(name)')
          .order('id')
          .limit(20)
          .then(check),
      count: () =>
        supabase
          .from('books')
          .select('*', { count: 'exact', head: true })
          .gt('price', 30000)
          .then(check),
      insert: () =>
        supabase.from('reviews').insert({ book_id: 1, rating: 5, body: 'bench' }).then(check),
    };

    // The same SQL straight on the same kind of database: the PostgreSQL cluster itself, or
    // a PGlite instance of its own (the server's PGlite can't be shared across processes).
    if (kind === 'postgres') raw = await openDatabase({ databaseUrl });
    else {
      raw = await openDatabase({});
      await migrate(raw, { migrationsDir: TEST_MIGRATIONS, seedFile: TEST_SEED });
      await raw.query(FILL);
    }
    const db = raw;
    /** @type {Array<Record<string, string | number>>} */
    const rows = [];
    for (const name of /** @type {const} */ (['select', 'count', 'insert'])) {
      const server_ = await measure(viaServer[name]);
      const direct = await measure(() => db.query(RAW[name]));
      rows.push({
        database: kind,
        call: { select: '20 rows + embed', count: 'filtered count', insert: 'insert' }[name],
        'server req/s': Math.round(server_.rps),
        'server p50 ms': Number(server_.p50.toFixed(2)),
        'server p95 ms': Number(server_.p95.toFixed(2)),
        'raw SQL q/s': Math.round(direct.rps),
        'raw p50 ms': Number(direct.p50.toFixed(2)),
        'overhead (p50)': `${(server_.p50 / direct.p50).toFixed(1)}×`,
      });
    }
    return rows;
  } finally {
    await raw?.close().catch(() => {});
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
    cluster?.stop();
  }
}

const results = [...(await benchDatabase('pglite')), ...(await benchDatabase('postgres'))];
console.log(
  `\nLocal server bench (${ITERATIONS} sequential calls each, after ${WARMUP} warm-up calls)\n`,
);
console.table(results);
