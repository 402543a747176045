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
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { startPostgresCluster } from '../../supabase/local/test/support/pg-cluster.mjs';
import { apps } from '../src/apps.mjs';
import { startStore } from '../src/serve.mjs';
import { startSupabaseLocal } from '../src/supabase.mjs';

/** Ports tried first (3000–3005 and 54321 are `npm start`'s). */
const FIRST_PORT = 41_000;
const WARMUP_REQUESTS = 20;
const CLIENTS = 10;
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS = { Accept: 'text/html', 'Accept-Encoding': 'br' };

/**
 * @typedef {'pglite' | 'postgres'} DatabaseKind
 * @typedef {{ status: number, render: string, ttfbMs: number, totalMs: number, bytes: number }} Sample
 * @typedef {{ label: string, path: string }} Page
 */

/** The worker's side: the store, until the main thread says `close`. */
async function serveStoreInWorker() {
  const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
  const store = await startStore(workerData);
  port.on('message', async (message) => {
    if (message !== 'close') return;
    await store.close();
    port.postMessage('closed');
    port.close();
  });
  port.postMessage({ url: store.url });
}

async function main() {
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
  /** @param {NodeJS.Signals} signal */
  const interrupted = (signal) => {
    console.error(`\n${signal}: stopping…`);
    void cleanup.run().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

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
  const dataDir = path.join(temp, db);
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (db === 'postgres') {
    const starting = startPostgresCluster();
    const stopCluster = cleanup.add(() =>
      starting.then(
        (cluster) => cluster.stop(),
        () => {},
      ),
    );
    const cluster = await starting;
    env.DATABASE_URL = cluster.url;
    console.log(`PostgreSQL cluster: ${cluster.url}`);
    await withSupabase(stopCluster);
    return;
  }
  await withSupabase(async () => {});

  /** @param {() => Promise<void>} stopDatabase */
  async function withSupabase(stopDatabase) {
    const [supabasePort] = await freePorts(1);
    // --reset only applies to PGlite (the server refuses it with DATABASE_URL); the cluster
    // is new, so the server seeds it as a fresh database.
    const starting = startSupabaseLocal({
      env,
      args: [
        '--port',
        String(supabasePort),
        '--data-dir',
        dataDir,
        '--quiet',
        ...(db === 'pglite' ? ['--reset'] : []),
      ],
    });
    const stopSupabase = cleanup.add(() =>
      starting.then(
        (server) => server.stop(),
        () => {},
      ),
    );
    const supabase = await starting;

    const basePort = (await freePorts(apps.length))[0];
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { basePort, supabase: { url: supabase.url, anonKey: supabase.anonKey } },
    });
    // An error the store's thread did not catch ends it (as it would end a store's process):
    // say so at once and stop measuring, rather than count refused connections.
    /** @type {{ down?: Error, closing: boolean }} */
    const store = { closing: false };
    const storeIsUp = () => {
      if (store.down) throw store.down;
    };
    worker.on('error', (error) => {
      store.down ??= new Error(`the store crashed: ${error.stack ?? error.message}`);
    });
    worker.on('exit', (code) => {
      if (!store.closing) store.down ??= new Error(`the store's thread exited (${code})`);
    });
    const stopStore = cleanup.add(() => {
      store.closing = true;
      return stopWorker(worker);
    });
    /** @type {string} */
    const storeUrl = await new Promise((resolve, reject) => {
      worker.once('message', (message) => resolve(message.url));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the store's thread exited (${code})`)));
    });
    const port = Number(new URL(storeUrl).port);
    console.log(`Store: ${storeUrl}   Supabase: ${supabase.url}`);

    const productId = await firstActiveProduct(supabase);
    /** @type {Page[]} */
    const pages = [
      { label: '/', path: '/' },
      { label: '/product/:id', path: `/product/${productId}` },
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
      await stopStore();
      await stopSupabase();
      await stopDatabase();
    }
  }
}

/**
 * The first active product of the seed (oldest, then by id), read as anon through REST.
 * @param {{ url: string, anonKey: string }} supabase
 */
async function firstActiveProduct({ url, anonKey }) {
  const response = await fetch(
    `${url}/rest/v1/products?select=id,name&is_active=eq.true&order=created_at.asc,id.asc&limit=1`,
    { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } },
  );
  if (!response.ok) throw new Error(`reading a product failed: HTTP ${response.status}`);
  const [product] = /** @type {Array<{ id: string, name: string }>} */ (await response.json());
  if (!product) throw new Error('the seed has no active product');
  console.log(`Product page: ${product.name} (${product.id})`);
  return product.id;
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

/**
 * Nearest-rank percentile; NaN samples (failed requests) are left out.
 * @param {number[]} values
 * @param {number} q 0…1
 */
function percentile(values, q) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** @param {number[]} values */
function median(values) {
  return percentile(values, 0.5);
}

/** @param {number} value @param {number} digits */
function round(value, digits) {
  return Number(value.toFixed(digits));
}

/**
 * @param {string} value
 * @param {string} name
 */
function positive(value, name) {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    console.error(`${name} must be a positive number (got ${value})`);
    process.exit(2);
  }
  return number;
}

let nextPort = FIRST_PORT;
/**
 * `count` consecutive ports nobody listens on, from 41000 up (never the same twice in a run).
 * @param {number} count
 * @returns {Promise<number[]>}
 */
async function freePorts(count) {
  for (; nextPort < 65_000; nextPort += 1) {
    const ports = Array.from({ length: count }, (_, index) => nextPort + index);
    const free = await Promise.all(ports.map(isFree));
    if (free.every(Boolean)) {
      nextPort += count;
      return ports;
    }
  }
  throw new Error(`no ${count} free consecutive ports from ${FIRST_PORT} up`);
}

/** @param {number} port */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Asks the store's worker to close its servers, then ends it.
 * @param {Worker} worker
 */
async function stopWorker(worker) {
  if (worker.threadId === -1) return;
  const closed = new Promise((resolve) => {
    worker.on('message', (message) => message === 'closed' && resolve(undefined));
    worker.once('exit', () => resolve(undefined));
    setTimeout(resolve, 5000).unref();
  });
  worker.postMessage('close');
  await closed;
  await worker.terminate();
}

/**
 * What to undo, last made first, each once: `add` returns a function that runs that one step
 * now (and drops it from the list); `run` runs what is left and waits for any step under way.
 */
function cleanups() {
  /** @type {Array<() => unknown>} */
  const steps = [];
  /** @type {Set<Promise<void>>} */
  const underWay = new Set();
  /** @type {Promise<void> | undefined} */
  let running;
  /** @param {() => unknown} step */
  const once = async (step) => {
    const index = steps.indexOf(step);
    if (index === -1) return;
    steps.splice(index, 1);
    const done = (async () => {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    })();
    underWay.add(done);
    await done;
    underWay.delete(done);
  };
  return {
    /** @param {() => unknown} step */
    add(step) {
      steps.push(step);
      return () => once(step);
    },
    run() {
      running ??= (async () => {
        while (steps.length > 0) await once(/** @type {() => unknown} */ (steps.at(-1)));
        await Promise.all(underWay);
      })();
      return running;
    },
  };
}

// Last, so every module-level binding above is initialised before it runs.
if (isMainThread) {
  await main();
} else {
  await serveStoreInWorker();
}
