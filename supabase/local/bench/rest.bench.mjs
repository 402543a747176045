#!/usr/bin/env node
// @ts-check
/**
 * What a REST read costs next to raw SQL, on PostgreSQL: a 20-row select of books with their
 * author embedded (`/books?select=id,title,price,author:authors(name)&order=id&limit=20`).
 *
 *   node supabase/local/bench/rest.bench.mjs [--iterations 1000] [--database-url postgres://...]
 *
 * Starts a throwaway PostgreSQL cluster (unless --database-url) with the contract suite's
 * schema plus 200 books, and times, each over warm connections:
 *   1. raw SQL        the hand-written query for the same JSON (one join, json_agg)
 *   2. generated SQL  the statement the REST service plans for the request
 *   3. as the caller  (2) inside runAsCaller: BEGIN, set_config, the statement, COMMIT (PostgREST's protocol)
 *   4. HTTP           the REST request end to end, against the server in its own process
 *   5. HTTP /health   the same HTTP round trip without any database work, for scale
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/adapter.mjs';
import { runAsCaller } from '../src/request-context.mjs';
import { parseQuery } from '../src/rest/parser.mjs';
import { planRead } from '../src/rest/planner.mjs';
import { loadSchemaCache } from '../src/rest/schema-cache.mjs';
import { startPostgresCluster } from '../test/support/pg-cluster.mjs';
import { removeDataDir, startLocalServer } from '../test/support/server.mjs';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '1000' },
    'database-url': { type: 'string' },
  },
});
const iterations = Number(values.iterations);
const QUERY = 'select=id,title,price,author:authors(name)&order=id&limit=20';
const RAW = `select coalesce(json_agg(t), '[]')::text as body from (
  select b.id, b.title, b.price, json_build_object('name', a.name) as author
  from public.books b left join public.authors a on a.id = b.author_id
  order by b.id limit 20) t`;

const cluster = values['database-url'] ? undefined : await startPostgresCluster();
const databaseUrl = values['database-url'] ?? cluster?.url ?? '';
const server = await startLocalServer({ databaseUrl });
const db = await openDatabase({ databaseUrl });
try {
  await db.exec(`
    insert into public.authors (name, country)
    select 'Bench author ' || n, 'CO' from generate_series(1, 20) n;
    insert into public.books (title, author_id, price, stock)
    select 'Bench book ' || n,
      (select min(id) from public.authors where name like 'Bench author %') + (n % 20), 1000 * n, n
    from generate_series(1, 200) n;
    analyze;
  `);
  const cache = await loadSchemaCache(db);
  const plan = planRead(cache, {
    table: 'books',
    query: parseQuery(new URLSearchParams(QUERY)),
    topRange: { offset: 0, limit: 20 },
    media: { kind: 'json', stripNulls: false },
    count: false,
    headOnly: false,
  });
  const anon = { role: 'anon', claims: { role: 'anon', iss: 'supabase-demo' } };
  const headers = { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` };

  /** @param {() => Promise<unknown>} fn */
  const measure = async (fn) => {
    for (let i = 0; i < 100; i += 1) await fn();
    /** @type {number[]} */
    const samples = [];
    for (let i = 0; i < iterations; i += 1) {
      const start = performance.now();
      await fn();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    const at = (/** @type {number} */ q) =>
      samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
    return { median: at(0.5), p95: at(0.95) };
  };
  /** @param {string} url */
  const get = async (url) => {
    const response = await fetch(url, { headers });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body}`);
  };

  const results = {
    'raw SQL': await measure(() => db.query(RAW)),
    'generated SQL': await measure(() => db.query(plan.sql, plan.params)),
    'generated SQL as the caller': await measure(() =>
      runAsCaller(db, anon, (tx) => tx.query(plan.sql, plan.params), {
        method: 'GET',
        path: '/books',
        headers: {},
      }),
    ),
    'HTTP GET /rest/v1/books': await measure(() => get(`${server.url}/rest/v1/books?${QUERY}`)),
    'HTTP GET /health': await measure(() => get(`${server.url}/health`)),
  };
  const base = results['raw SQL'].median;
  console.log(`PostgreSQL, ${iterations} iterations, 20 rows with an embedded author`);
  for (const [label, { median, p95 }] of Object.entries(results)) {
    console.log(
      `${label.padEnd(30)} median ${median.toFixed(3)} ms  p95 ${p95.toFixed(3)} ms  ${(median / base).toFixed(2)}× raw`,
    );
  }
} finally {
  await db.close();
  await server.stop();
  removeDataDir(server.dataDir);
  cluster?.stop();
}
