// @ts-check
/**
 * Starts the local server as its own process (as in production use: PGlite blocks its event
 * loop), on a free port, over the contract suite's own test schema.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PACKAGE = path.resolve(import.meta.dirname, '..', '..');
export const TEST_MIGRATIONS = path.join(PACKAGE, 'test', 'schema', 'migrations');
export const TEST_SEED = path.join(PACKAGE, 'test', 'schema', 'seed.sql');

/**
 * Every auth rate limit (`SUPABASE_AUTH_RATE_LIMIT_*`) raised out of reach: the shared suite
 * servers sign many users in from 127.0.0.1. A test that checks a limit passes the values it
 * needs in `env` ('' falls back to supabase/config.toml, i.e. hosted's defaults).
 */
export const TEST_RATE_LIMITS = Object.freeze({
  SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT: '1000000000',
  SUPABASE_AUTH_RATE_LIMIT_SMS_SENT: '1000000000',
  SUPABASE_AUTH_RATE_LIMIT_ANONYMOUS_USERS: '1000000000',
  SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: '1000000000',
  SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000000000',
  SUPABASE_AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '1000000000',
  SUPABASE_AUTH_RATE_LIMIT_WEB3: '1000000000',
});

/**
 * The contract suite's "before user created" hook (its test schema's
 * contract_hooks.before_user_created) in place of supabase/config.toml's, which is the store's.
 * Servers over another schema (the store's tests) keep config.toml's hook.
 */
export const TEST_HOOKS = Object.freeze({
  SUPABASE_AUTH_HOOK_BEFORE_USER_CREATED_ENABLED: 'true',
  SUPABASE_AUTH_HOOK_BEFORE_USER_CREATED_URI:
    'pg-functions://postgres/contract_hooks/before_user_created',
});

/**
 * @typedef {{ url: string, anonKey: string, serviceRoleKey: string, jwtSecret: string, dataDir: string, stop: (signal?: NodeJS.Signals) => Promise<number | null>, output: () => string }} RunningLocalServer
 */

/**
 * @param {{ databaseUrl?: string, dataDir?: string, reset?: boolean, env?: Record<string, string>, migrations?: string, seed?: string, runtimeConfig?: string }} [options]
 *   `migrations`/`seed` default to the contract suite's own test schema; the store's tests pass
 *   supabase/migrations and supabase/seed.sql. `runtimeConfig`: a runtime-config.json the
 *   server also writes its URL and anon key into (`--runtime-config`); by default it writes none.
 * @returns {Promise<RunningLocalServer>}
 */
export function startLocalServer({
  databaseUrl,
  dataDir,
  reset = false,
  env = {},
  migrations = TEST_MIGRATIONS,
  seed = TEST_SEED,
  runtimeConfig,
} = {}) {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'bonis-local-'));
  const args = [
    path.join(PACKAGE, 'src', 'cli.mjs'),
    '--port',
    '0',
    '--data-dir',
    dir,
    '--migrations',
    migrations,
    '--seed',
    seed,
    ...(runtimeConfig ? ['--runtime-config', runtimeConfig] : []),
    ...(reset ? ['--reset'] : []),
  ];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...TEST_RATE_LIMITS,
      ...(migrations === TEST_MIGRATIONS ? TEST_HOOKS : {}),
      ...env,
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`local server did not start in 60 s:\n${output}`));
    }, 60_000);
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      const url = /API URL: (\S+)/.exec(output)?.[1];
      const anonKey = /anon key: (\S+)/.exec(output)?.[1];
      const serviceRoleKey = /service_role key: (\S+)/.exec(output)?.[1];
      if (url && anonKey && serviceRoleKey) {
        clearTimeout(timer);
        // The secret the server signs with: pinned by the caller, else the data folder's own.
        const secretFile = path.join(dir, 'jwt-secret');
        const jwtSecret =
          env.SUPABASE_JWT_SECRET ??
          (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '');
        resolve({
          url,
          anonKey,
          serviceRoleKey,
          jwtSecret,
          dataDir: dir,
          output: () => output,
          stop: (signal = 'SIGTERM') =>
            new Promise((done) => {
              if (child.exitCode !== null) return done(child.exitCode);
              child.once('exit', (code) => done(code));
              child.kill(signal);
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** @param {string} dir */
export function removeDataDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}
