#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:ssr`: how fast the host server-renders the public pages (issue 23), on PGlite
 * and on PostgreSQL. For each database it starts the local Supabase server on a fresh seeded
 * data folder under a temp folder (PostgreSQL: a throwaway cluster on a free port), serves the
 * built store with `startStore()` on free ports from 41000 up, warms each page up (so the
 * remotes' server containers are loaded and cached), then measures, for the home and a product
 * page (the first active product of the seed):
 *
 * - the time to the response's headers (TTFB) of sequential requests on one keep-alive
 *   connection, p50 and p95;
 * - requests per second with 10 clients requesting at once, each on its own keep-alive
 *   connection, for a fixed time.
 *
 * Every request asks for HTML (`Accept: text/html`) compressed with brotli, as a browser
 * does, and every answer must be a 200 with `X-Bonis-Render: server`; those that are not are
 * counted and printed. The store runs in a worker thread, so the client and the renderer don't
 * share one event loop. It prints figures; it does not pass or fail. Every process and temp
 * folder it made is removed on exit, on an error and on Ctrl+C.
 *
 *   npm run bench:ssr                                  # build, then both databases
 *   node tooling/scripts/bench-ssr.mjs --db pglite --requests 500 --seconds 20
 *   node tooling/scripts/bench-ssr.mjs --json .tmp/bench-ssr.json
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cleanUpOnSignals,
  cleanups,
  firstActiveProduct,
  median,
  percentile,
  positive,
  round,
  startBenchDatabase,
  startBenchStore,
} from './bench-support.mjs';

const WARMUP_REQUESTS = 20;
const CLIENTS = 10;
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS = { Accept: 'text/html', 'Accept-Encoding': 'br' };

/**
 * @typedef {import('./bench-support.mjs').DatabaseKind} DatabaseKind
 * @typedef {{ status: number, render: string, ttfbMs: number, totalMs: number, bytes: number }} Sample
 * @typedef {{ label: string, path: string }} Page
 */

async function main() {
  // What this bench measures is rendering: the page cache (bench:load measures it) is off in the
  // store's thread, which takes this process's environment when it starts.
  process.env.BONIS_PAGE_CACHE = 'off';
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      requests: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '10' },
      json: { type: 'string' },
    },
  });
  if (!['pglite', 'postgres', 'both'].includes(values.db)) {
    console.error(`--db must be pglite, postgres or both (got ${values.db})`);
    process.exit(2);
  }
  const requests = positive(values.requests, '--requests');
  const seconds = positive(values.seconds, '--seconds');
  /** @type {DatabaseKind[]} */
  const databases =
    values.db === 'both' ? ['pglite', 'postgres'] : [/** @type {DatabaseKind} */ (values.db)];

  const cleanup = cleanups();
  cleanUpOnSignals(cleanup);

  const temp = mkdtempSync(path.join(tmpdir(), 'bonis-bench-ssr-'));
  cleanup.add(() => rmSync(temp, { recursive: true, force: true }));

  /** @type {Array<Record<string, unknown>>} */
  const results = [];
  try {
    console.log(
      `SSR bench: ${requests} sequential requests and ${seconds} s × ${CLIENTS} clients per page; ` +
        `${availableParallelism()} cores, load ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}`,
    );
    for (const db of databases) {
      await benchDatabase(db, { temp, requests, seconds, cleanup, results });
    }
  } catch (error) {
    console.error(`bench:ssr failed: ${error instanceof Error ? error.stack : error}`);
    process.exitCode = 1;
  } finally {
    await cleanup.run();
  }
  if (results.length === 0) return;

  console.log(`\nServer rendering, sequential TTFB and throughput with ${CLIENTS} clients\n`);
  console.table(
    results.map((result) => ({
      page: result.page,
      db: result.db,
      'TTFB p50 ms': result.ttfbP50,
      'TTFB p95 ms': result.ttfbP95,
      'req/s': result.rps,
      'server-rendered': result.serverRendered,
      'KB (br)': result.kb,
    })),
  );
  let clean = true;
  for (const result of results) {
    const failures = /** @type {Record<string, number>} */ (result.failures);
    for (const [what, count] of Object.entries(failures)) {
      clean = false;
      console.log(`  ${result.page} on ${result.db}: ${count} × ${what}`);
    }
  }
  if (clean) console.log('Every measured response was a 200 with X-Bonis-Render: server.');
  if (values.json) {
    mkdirSync(path.dirname(path.resolve(values.json)), { recursive: true });
    writeFileSync(
      values.json,
      `${JSON.stringify({ requests, seconds, clients: CLIENTS, results }, null, 2)}\n`,
    );
    console.log(`Wrote ${values.json}`);
  }
}

/**
 * One database: its Supabase server, the store pointed at it, then every page measured, each
 * page's figures added to `results` as soon as they are known.
 * @param {DatabaseKind} db
 * @param {{ temp: string, requests: number, seconds: number, cleanup: ReturnType<typeof cleanups>, results: Array<Record<string, unknown>> }} options
 */
async function benchDatabase(db, { temp, requests, seconds, cleanup, results }) {
  console.log(`\n=== ${db === 'pglite' ? 'PGlite' : 'PostgreSQL'} ===`);
  const database = await startBenchDatabase(db, { temp, cleanup });
  const { supabase } = database;
  const store = await startBenchStore({ supabase, cleanup });
  const { port } = store;
  const storeIsUp = () => store.isUp();
  console.log(`Store: ${store.url}   Supabase: ${supabase.url}`);

  const product = await firstActiveProduct(supabase);
  console.log(`Product page: ${product.name} (${product.id})`);
  /** @type {Page[]} */
  const pages = [
    { label: '/', path: '/' },
    { label: '/product/:id', path: `/product/${product.id}` },
  ];
  const sequential = new Agent({ keepAlive: true, maxSockets: 1 });
  const concurrent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    for (const page of pages) {
      process.stdout.write(`${page.path}: warm-up`);
      const warmup = [];
      for (let i = 0; i < WARMUP_REQUESTS; i += 1) {
        storeIsUp();
        warmup.push(await get(sequential, port, page.path));
      }
      const warmupFailures = failuresOf(warmup);
      if (Object.keys(warmupFailures).length > 0)
        process.stdout.write(` (not server-rendered: ${JSON.stringify(warmupFailures)})`);

      process.stdout.write(', sequential');
      /** @type {Sample[]} */
      const serial = [];
      for (let i = 0; i < requests; i += 1) {
        storeIsUp();
        serial.push(await get(sequential, port, page.path));
      }

      process.stdout.write(`, ${CLIENTS} clients`);
      const load = await underLoad(concurrent, port, page.path, seconds, storeIsUp);
      storeIsUp();
      process.stdout.write(' done\n');

      const measured = [...serial, ...load.samples];
      const served = measured.filter(isServerRendered).length;
      const ttfb = serial.map((sample) => sample.ttfbMs);
      const loadLatency = load.samples.map((sample) => sample.totalMs);
      results.push({
        db,
        page: page.label,
        path: page.path,
        ttfbP50: round(percentile(ttfb, 0.5), 1),
        ttfbP95: round(percentile(ttfb, 0.95), 1),
        ttfbMean: round(ttfb.reduce((sum, value) => sum + value, 0) / ttfb.length, 1),
        rps: round(answered(load.samples) / (load.elapsedMs / 1000), 1),
        loadLatencyP50: round(percentile(loadLatency, 0.5), 1),
        loadLatencyP95: round(percentile(loadLatency, 0.95), 1),
        serverRendered: `${served}/${measured.length} (${round((served / measured.length) * 100, 1)}%)`,
        kb: round(median(serial.map((sample) => sample.bytes)) / 1024, 1),
        failures: failuresOf(measured),
        warmupFailures,
      });
    }
  } finally {
    sequential.destroy();
    concurrent.destroy();
    // This database's processes go now, not at exit: the next one gets the machine alone.
    await store.stop();
    await database.stop();
  }
}

/**
 * One GET of a page, read to its end.
 * @param {Agent} agent
 * @param {number} port
 * @param {string} pagePath
 * @returns {Promise<Sample>}
 */
function get(agent, port, pagePath) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      { host: '127.0.0.1', port, path: pagePath, agent, headers: HEADERS },
      (res) => {
        const ttfbMs = performance.now() - started;
        let bytes = 0;
        res.on('data', (/** @type {Buffer} */ chunk) => {
          bytes += chunk.length;
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            render: String(res.headers['x-bonis-render'] ?? '(none)'),
            ttfbMs,
            totalMs: performance.now() - started,
            bytes,
          }),
        );
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () =>
      req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * CLIENTS clients, each requesting the page again as soon as its last answer ended, for
 * `seconds`. A request that fails is counted as a failure, not retried.
 * @param {Agent} agent
 * @param {number} port
 * @param {string} pagePath
 * @param {number} seconds
 * @param {() => void} storeIsUp throws when the store is down
 */
async function underLoad(agent, port, pagePath, seconds, storeIsUp) {
  /** @type {Sample[]} */
  const samples = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      storeIsUp();
      try {
        samples.push(await get(agent, port, pagePath));
      } catch (error) {
        samples.push({
          status: 0,
          render: error instanceof Error ? error.message : String(error),
          ttfbMs: Number.NaN,
          totalMs: Number.NaN,
          bytes: 0,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { samples, elapsedMs: performance.now() - started };
}

/**
 * Requests that got an answer, whatever it was (a refused or dropped one did not).
 * @param {Sample[]} samples
 */
function answered(samples) {
  return samples.filter((sample) => sample.status !== 0).length;
}

/** @param {Sample} sample */
function isServerRendered(sample) {
  return sample.status === 200 && sample.render === 'server';
}

/**
 * Answers that are not a server-rendered 200, by status and X-Bonis-Render.
 * @param {Sample[]} samples
 */
function failuresOf(samples) {
  /** @type {Record<string, number>} */
  const failures = {};
  for (const sample of samples) {
    if (isServerRendered(sample)) continue;
    const key =
      sample.status === 0
        ? `request failed: ${sample.render}`
        : `HTTP ${sample.status}, X-Bonis-Render: ${sample.render}`;
    failures[key] = (failures[key] ?? 0) + 1;
  }
  return failures;
}

await main();
