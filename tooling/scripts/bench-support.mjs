// @ts-check
/**
 * What the server benches (`bench-ssr.mjs`, `bench-load.mjs`) share: a seeded local Supabase
 * server on a fresh data folder (PGlite, or a throwaway PostgreSQL cluster), the built store in
 * a worker thread (so the bench's client never shares the renderer's event loop), free ports
 * from 41000 up, the cleanup that removes every process and temp folder on exit, on an error
 * and on Ctrl+C, and the small statistics both print.
 *
 * This file is also the store's worker: started as one (`workerData.benchStore`), it serves
 * the store until the main thread says `close`.
 */
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { apps } from '../src/apps.mjs';
import { startStore } from '../src/serve.mjs';
import { startSupabaseLocal } from '../src/supabase.mjs';

/** Ports tried first (3000–3005 and 54321 are `npm start`'s). */
export const FIRST_PORT = 41_000;

/**
 * @typedef {'pglite' | 'postgres'} DatabaseKind
 * @typedef {ReturnType<typeof cleanups>} Cleanup
 * @typedef {{ url: string, anonKey: string }} SupabaseProject
 */

/**
 * What to undo, last made first, each once: `add` returns a function that runs that one step
 * now (and drops it from the list); `run` runs what is left and waits for any step under way.
 */
export function cleanups() {
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

/**
 * On Ctrl+C or SIGTERM: says so, undoes everything, exits 130 (143).
 * @param {Cleanup} cleanup
 */
export function cleanUpOnSignals(cleanup) {
  /** @param {NodeJS.Signals} signal */
  const interrupted = (signal) => {
    console.error(`\n${signal}: stopping…`);
    void cleanup.run().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
}

/**
 * A command-line number that must be positive; otherwise the process exits 2 saying which.
 * @param {string} value
 * @param {string} name
 */
export function positive(value, name) {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    console.error(`${name} must be a positive number (got ${value})`);
    process.exit(2);
  }
  return number;
}

/**
 * Nearest-rank percentile; NaN samples (failed requests) are left out.
 * @param {number[]} values
 * @param {number} q 0…1
 */
export function percentile(values, q) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** @param {number[]} values */
export function median(values) {
  return percentile(values, 0.5);
}

/** @param {number} value @param {number} digits */
export function round(value, digits) {
  return Number(value.toFixed(digits));
}

/** The machine the figures come from: cores, CPU, load averages, memory, Node. */
export function machineInfo() {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    loadavg: loadavg().map((value) => round(value, 2)),
    memoryGb: round(totalmem() / 1024 ** 3, 1),
    node: process.version,
  };
}

let nextPort = FIRST_PORT;
/**
 * `count` consecutive ports nobody listens on, from 41000 up (never the same twice in a run).
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
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
 * A seeded local Supabase server on `<temp>/<db>`, a fresh data folder; for PostgreSQL on a
 * throwaway cluster first (the server seeds the new database). Its processes are in `cleanup`;
 * `stop` ends them now (server, then cluster), so the next database gets the machine alone.
 * @param {DatabaseKind} db
 * @param {{ temp: string, cleanup: Cleanup }} options
 * @returns {Promise<{ supabase: SupabaseProject, dataDir: string, env: NodeJS.ProcessEnv, stop: () => Promise<void> }>}
 */
export async function startBenchDatabase(db, { temp, cleanup }) {
  const dataDir = path.join(temp, db);
  const env = { ...process.env };
  delete env.DATABASE_URL;
  /** @type {() => Promise<void>} */
  let stopCluster = async () => {};
  if (db === 'postgres') {
    const { startPostgresCluster } =
      await import('../../supabase/local/test/support/pg-cluster.mjs');
    const starting = startPostgresCluster();
    stopCluster = cleanup.add(() =>
      starting.then(
        (cluster) => cluster.stop(),
        () => {},
      ),
    );
    const cluster = await starting;
    env.DATABASE_URL = cluster.url;
    console.log(`PostgreSQL cluster: ${cluster.url}`);
  }
  const [supabasePort] = await freePorts(1);
  // --reset only applies to PGlite (the server refuses it with DATABASE_URL); the cluster is
  // new, so the server seeds it as a fresh database.
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
  const { url, anonKey } = await starting;
  return {
    supabase: { url, anonKey },
    dataDir,
    env,
    stop: async () => {
      await stopSupabase();
      await stopCluster();
    },
  };
}

/**
 * The built store (`startStore()`) in a worker thread, on free ports, pointed at `supabase`.
 * An error its thread does not catch ends it (as it would end a store's process): `isUp()`
 * then throws it, so a bench stops measuring rather than count refused connections.
 * @param {{ supabase: SupabaseProject, feedKey?: string, cleanup: Cleanup }} options
 */
export async function startBenchStore({ supabase, feedKey, cleanup }) {
  const basePort = (await freePorts(apps.length))[0];
  /** @type {import('../src/serve.mjs').StoreOptions} */
  const storeOptions = { basePort, supabase, ...(feedKey ? { feedKey } : {}) };
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { benchStore: storeOptions },
  });
  /** @type {{ down?: Error, closing: boolean }} */
  const state = { closing: false };
  worker.on('error', (error) => {
    state.down ??= new Error(`the store crashed: ${error.stack ?? error.message}`);
  });
  worker.on('exit', (code) => {
    if (!state.closing) state.down ??= new Error(`the store's thread exited (${code})`);
  });
  const stop = cleanup.add(() => {
    state.closing = true;
    return stopWorker(worker);
  });
  /** @type {string} */
  const url = await new Promise((resolve, reject) => {
    /** @param {unknown} message */
    const onMessage = (message) => {
      if (message && typeof message === 'object' && 'url' in message) {
        worker.off('message', onMessage);
        resolve(String(message.url));
      }
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the store's thread exited (${code})`)));
  });
  let nextAsk = 0;
  return {
    url,
    port: Number(new URL(url).port),
    stop,
    isUp() {
      if (state.down) throw state.down;
    },
    /**
     * The shell server's page cache counters and change feed state (`startStore().pageCache()`).
     * @returns {Promise<Record<string, unknown> | null>}
     */
    pageCache() {
      const ask = (nextAsk += 1);
      return new Promise((resolve, reject) => {
        // a store that crashed or hangs never answers
        const timer = setTimeout(() => {
          worker.off('message', onMessage);
          reject(state.down ?? new Error('the store did not say how its page cache is'));
        }, 10_000);
        /** @param {unknown} message */
        const onMessage = (message) => {
          if (message && typeof message === 'object' && 'pageCache' in message) {
            const answer =
              /** @type {{ ask: number, pageCache: Record<string, unknown> | null }} */ (message);
            if (answer.ask !== ask) return;
            clearTimeout(timer);
            worker.off('message', onMessage);
            resolve(answer.pageCache);
          }
        };
        worker.on('message', onMessage);
        worker.postMessage({ pageCache: ask });
      });
    },
  };
}

/** The worker's side: the store, until the main thread says `close`. */
async function serveStoreInWorker() {
  const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
  const store = await startStore(workerData.benchStore);
  port.on('message', async (message) => {
    if (message && typeof message === 'object' && 'pageCache' in message) {
      port.postMessage({ ask: message.pageCache, pageCache: store.pageCache() });
      return;
    }
    if (message !== 'close') return;
    await store.close();
    port.postMessage('closed');
    port.close();
  });
  port.postMessage({ url: store.url });
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
 * The first active product of the seed (oldest, then by id), read as anon through REST.
 * @param {SupabaseProject} supabase
 */
export async function firstActiveProduct({ url, anonKey }) {
  const response = await fetch(
    `${url}/rest/v1/products?select=id,name&is_active=eq.true&order=created_at.asc,id.asc&limit=1`,
    { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } },
  );
  if (!response.ok) throw new Error(`reading a product failed: HTTP ${response.status}`);
  const [product] = /** @type {Array<{ id: string, name: string }>} */ (await response.json());
  if (!product) throw new Error('the seed has no active product');
  return product;
}

// Last, so every module-level binding above is initialised before it runs.
if (!isMainThread && workerData?.benchStore) {
  await serveStoreInWorker();
}
