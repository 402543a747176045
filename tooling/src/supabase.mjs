// @ts-check
/**
 * Starts the local Supabase-compatible server (supabase/local) as its own process — PGlite
 * blocks its event loop, so it never shares one with the web servers — and waits until it
 * prints that it is ready, then reads its URL and anon key from its data folder's
 * connection.json. Its output is forwarded with a `[supabase]` prefix.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { editRuntimeConfig } from './apps.mjs';

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
 * @param {{ args?: string[], env?: NodeJS.ProcessEnv, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, anonKey: string, stop: () => Promise<void> }>}
 */
export function startSupabaseLocal({ args = [], env = process.env, timeoutMs = 60_000 } = {}) {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the local Supabase server did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    /** @param {Buffer} chunk */
    const forward = (chunk) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n'))
        if (line.trim()) console.log(`[supabase] ${line.replace(/^\[supabase\] /, '')}`);
      if (/API URL: (\S+)/.test(output)) {
        clearTimeout(timer);
        // The server publishes its URL and anon key in one place, its data folder's
        // connection.json (written before it prints that it is ready).
        const connection = readLocalConnection(dataDirOf(args, env));
        if (!connection) {
          child.kill('SIGTERM');
          reject(new Error('the local Supabase server wrote no connection.json'));
          return;
        }
        resolve({
          ...connection,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the local Supabase server exited (${code}) before it was ready`));
    });
  });
}
