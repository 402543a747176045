// @ts-check
/**
 * Starts the local Supabase-compatible server (supabase/local) as its own process — PGlite
 * blocks its event loop, so it never shares one with the web servers — and waits until its
 * `GET /health` answers, then reads its URL and anon key from its data folder's
 * connection.json. Its output is forwarded with a `[supabase]` prefix.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { editRuntimeConfig } from './apps.mjs';
import { waitFor, waitForHealthy } from './health.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CLI = path.join(ROOT, 'supabase', 'local', 'src', 'cli.mjs');

/**
 * The anon key of a local server whose secret is pinned with SUPABASE_JWT_SECRET (the e2e run
 * pins one per run): the same key the server prints.
 * @param {string} secret
 */
export async function anonKeyFor(secret) {
  // The workspace's server only: the published preset (a remote built alone) never needs it,
  // and its type build doesn't follow this path into supabase/local.
  const keysModule = '../../supabase/local/src/keys.mjs';
  /** @type {{ apiKeys: (secret: string) => Promise<{ anonKey: string }> }} */
  const { apiKeys } = await import(keysModule);
  return (await apiKeys(secret)).anonKey;
}

/**
 * The service-role key the shell's server subscribes its change feed with (the page cache,
 * shell/README.md), for a store whose runtime config points at `url`: SUPABASE_SERVICE_ROLE_KEY
 * when set; else, for a local server, the key of its secret (SUPABASE_JWT_SECRET when pinned,
 * else the data folder's own when that folder's server listens at `url`). Undefined otherwise:
 * the feed then subscribes as anon. Server-side only: it never reaches runtime-config.json.
 * @param {string} url
 * @param {{ env?: NodeJS.ProcessEnv, dataDir?: string }} [options]
 * @returns {Promise<string | undefined>}
 */
export async function serverFeedKey(url, { env = process.env, dataDir } = {}) {
  if (env.SUPABASE_SERVICE_ROLE_KEY) return env.SUPABASE_SERVICE_ROLE_KEY;
  let secret = env.SUPABASE_JWT_SECRET;
  if (!secret) {
    const folder = dataDir ?? path.join(ROOT, '.data');
    const file = path.join(folder, 'jwt-secret');
    if (readLocalConnection(folder)?.url !== url || !existsSync(file)) return undefined;
    secret = readFileSync(file, 'utf8').trim();
  }
  const keysModule = '../../supabase/local/src/keys.mjs';
  /** @type {{ apiKeys: (secret: string) => Promise<{ serviceRoleKey: string }> }} */
  const { apiKeys } = await import(keysModule);
  return (await apiKeys(secret)).serviceRoleKey;
}

/**
 * Where and how the browser reaches the local server that last started on a data folder
 * (`<dataDir>/connection.json`, written by it at every start), or undefined when none did.
 * @param {string} [dataDir] default: the repository's .data/
 * @returns {{ url: string, anonKey: string } | undefined}
 */
export function readLocalConnection(dataDir = path.join(ROOT, '.data')) {
  const file = path.join(dataDir, 'connection.json');
  if (!existsSync(file)) return undefined;
  const { url, anonKey } = JSON.parse(readFileSync(file, 'utf8'));
  return typeof url === 'string' && typeof anonKey === 'string' ? { url, anonKey } : undefined;
}

/**
 * Points a runtime-config.json at a Supabase project (its URL and anon key), keeping the rest.
 * @param {string} file
 * @param {{ url: string, anonKey: string }} supabase
 */
export function writeRuntimeConfigSupabase(file, supabase) {
  editRuntimeConfig(file, (config) => ({
    ...config,
    supabase: { url: supabase.url, anonKey: supabase.anonKey },
  }));
}

/**
 * The data folder a server started with these arguments uses: `--data-dir`, else
 * SUPABASE_LOCAL_DATA_DIR, else the repository's .data/ (as supabase/local's config resolves it).
 * @param {readonly string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
export function dataDirOf(args, env) {
  const index = args.findIndex((arg) => arg === '--data-dir' || arg.startsWith('--data-dir='));
  const flag = index === -1 ? undefined : args[index];
  const value =
    flag === undefined
      ? env.SUPABASE_LOCAL_DATA_DIR || path.join(ROOT, '.data')
      : flag.includes('=')
        ? flag.slice(flag.indexOf('=') + 1)
        : args[index + 1];
  return path.resolve(ROOT, value ?? '.data');
}

/**
 * The value of `--name N` / `--name=N` in a command line, if given.
 * @param {readonly string[]} args
 * @param {string} name
 */
function flagValue(args, name) {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return undefined;
  const flag = /** @type {string} */ (args[index]);
  return flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : args[index + 1];
}

/**
 * Where a server started with these arguments listens (as supabase/local's config resolves it):
 * `--port`, else SUPABASE_LOCAL_PORT, else 54321, on SUPABASE_LOCAL_HOST or 127.0.0.1 (a
 * wildcard address is reached on 127.0.0.1). Undefined for port 0: the system picks the port,
 * and only the server's connection.json says which.
 * @param {readonly string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {string | undefined}
 */
export function localUrlOf(args, env) {
  const port = Number(flagValue(args, '--port') ?? (env.SUPABASE_LOCAL_PORT || 54321));
  if (port === 0) return undefined;
  const host = env.SUPABASE_LOCAL_HOST;
  const reachable = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * Starts the local server and waits until it is ready: its `GET /health` answers and it has
 * written this start's `<dataDir>/connection.json` (URL and anon key). With `--port 0` the URL
 * comes from that file, then its /health is asked. Rejects, with the server's last output, when
 * it exits first or isn't ready within `timeoutMs`; `signal` stops it while it starts.
 * @param {{ args?: string[], env?: NodeJS.ProcessEnv, timeoutMs?: number, intervalMs?: number, signal?: AbortSignal }} [options]
 * @returns {Promise<{ url: string, anonKey: string, stop: () => Promise<void>, exited: Promise<number | null> }>}
 */
export async function startSupabaseLocal({
  args = [],
  env = process.env,
  timeoutMs = 60_000,
  intervalMs = 100,
  signal,
} = {}) {
  const dataDir = dataDirOf(args, env);
  const expectedUrl = localUrlOf(args, env);
  const startedAt = Date.now();
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @param {Buffer} chunk */
  const forward = (chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-8000);
    for (const line of text.split('\n'))
      if (line.trim()) console.log(`[supabase] ${line.replace(/^\[supabase\] /, '')}`);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  /** @type {Promise<number | null>} */
  // 'close': the process has exited and its output has all been read
  const exited = new Promise((resolve) => child.once('close', (code) => resolve(code)));
  const stop = () =>
    new Promise((/** @type {(value?: void) => void} */ done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const lastOutput = () => (output.trim() ? `\n${output.trimEnd()}` : ' (it printed nothing)');

  // Waiting stops at once when the server exits, or when the caller gives up.
  const waiting = new AbortController();
  void exited.then((code) =>
    waiting.abort(
      new Error(`the local Supabase server exited (${code}) before it was ready:${lastOutput()}`),
    ),
  );
  const onAbort = () => waiting.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });

  const deadline = Date.now() + timeoutMs;
  const poll = { intervalMs, signal: waiting.signal };
  // This start's connection.json, never one an earlier start left in the data folder.
  const freshConnection = () =>
    waitFor(
      () => {
        const file = path.join(dataDir, 'connection.json');
        return existsSync(file) && statSync(file).mtimeMs >= startedAt
          ? readLocalConnection(dataDir)
          : undefined;
      },
      { ...poll, timeoutMs: deadline - Date.now(), what: `${dataDir}/connection.json` },
    );
  try {
    /** @type {{ url: string, anonKey: string }} */
    let connection;
    if (expectedUrl) {
      await waitForHealthy(`${expectedUrl}/health`, { ...poll, timeoutMs: deadline - Date.now() });
      connection = await freshConnection();
    } else {
      connection = await freshConnection();
      await waitForHealthy(`${connection.url}/health`, {
        ...poll,
        timeoutMs: deadline - Date.now(),
      });
    }
    return { ...connection, stop, exited };
  } catch (error) {
    // why waiting stopped (the server exited, the caller gave up), read before stopping it
    const stoppedBy = waiting.signal.aborted ? waiting.signal.reason : undefined;
    await stop();
    if (stoppedBy !== undefined) throw stoppedBy;
    throw new Error(
      `the local Supabase server was not ready within ${timeoutMs / 1000} s: ${error instanceof Error ? error.message : error}${lastOutput()}`,
      { cause: error },
    );
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
