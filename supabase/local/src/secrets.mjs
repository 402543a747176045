// @ts-check
/**
 * The JWT secret a server signs and verifies with. In order:
 *
 * 1. pinned: `SUPABASE_JWT_SECRET`, or `[auth] jwt_secret` in config.toml;
 * 2. the demo secret, only when asked for (`--demo-keys`, SUPABASE_LOCAL_DEMO_KEYS=true): the
 *    Supabase CLI's public value, so anyone who can reach the server can mint a service_role
 *    token — a warning says so;
 * 3. otherwise the data folder's own: `<dataDir>/jwt-secret`, 32 random bytes made on the first
 *    start (file mode 0600) and read on every start after, so the printed keys stay the same for
 *    that folder (and `--reset`, which recreates the database, keeps them).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_JWT_SECRET } from './config.mjs';

/** Shortest secret accepted: GoTrue and the Supabase CLI ask for at least 32 characters. */
export const MIN_SECRET_LENGTH = 32;

/** @typedef {'pinned' | 'demo' | 'data-folder' | 'generated'} SecretSource */

/**
 * @param {{ jwtSecret: string, demoKeys: boolean, dataDir: string }} config
 * @returns {{ secret: string, source: SecretSource, file?: string }}
 */
export function resolveJwtSecret({ jwtSecret, demoKeys, dataDir }) {
  if (demoKeys) return { secret: DEMO_JWT_SECRET, source: 'demo' };
  if (jwtSecret) {
    if (jwtSecret.length < MIN_SECRET_LENGTH) {
      throw new Error(
        `the JWT secret (SUPABASE_JWT_SECRET or [auth] jwt_secret) must be at least ${MIN_SECRET_LENGTH} characters`,
      );
    }
    return { secret: jwtSecret, source: 'pinned' };
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < MIN_SECRET_LENGTH) {
      throw new Error(`${file} holds no usable secret: delete it to make a new one`);
    }
    return { secret: stored, source: 'data-folder', file };
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // 'wx': never overwrite a secret another process wrote meanwhile.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') {
      return resolveJwtSecret({ jwtSecret, demoKeys, dataDir });
    }
    throw error;
  }
  chmodSync(file, 0o600);
  return { secret, source: 'generated', file };
}

export const DEMO_KEYS_WARNING =
  "WARNING: --demo-keys: this server signs with the Supabase CLI's public demo JWT secret. Anyone who can reach it can mint a service_role or any user's token. Use it only on a machine nobody else can reach, and never with real data.";
