// @ts-check
/**
 * Configuration of the local server: `supabase/config.toml` (Supabase CLI layout), then
 * environment variables, then safe local defaults. The JWT secret and the anon/service keys
 * default to the Supabase CLI's well-known local values, so the keys printed are the same on
 * every machine (they only ever guard a server bound to 127.0.0.1).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const SUPABASE_DIR = path.join(REPO_ROOT, 'supabase');
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/**
 * @typedef {object} LocalConfig
 * @property {string} host
 * @property {number} port
 * @property {string} dataDir folder for PGlite data and storage files
 * @property {string | undefined} databaseUrl PostgreSQL instead of PGlite when set
 * @property {string} migrationsDir
 * @property {string | undefined} seedFile
 * @property {string} jwtSecret
 * @property {number} jwtExpiry seconds
 * @property {string} siteUrl where auth emails link back to
 * @property {boolean} autoconfirm sign-ups are confirmed at once (GoTrue's mailer autoconfirm)
 * @property {boolean} smsAutoconfirm
 * @property {number} otpExpiry seconds
 * @property {number} minPasswordLength
 * @property {number} maxBodyBytes largest JSON/REST body accepted
 * @property {number} maxRows most rows a REST read returns (PostgREST's db-max-rows)
 * @property {number} storageMaxFileBytes global storage upload limit
 * @property {import('./storage/seed.mjs').BucketSeed[]} seedBuckets `[storage.buckets.<name>]`
 *   sections: buckets to create and files to upload on a fresh database (objects_path resolved
 *   against the folder of config.toml)
 */

/** @param {unknown} value @param {number} fallback */
const num = (value, fallback) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && value !== undefined && value !== '' ? parsed : fallback;
};

/** @param {unknown} value @param {boolean} fallback */
const bool = (value, fallback) =>
  value === undefined || value === ''
    ? fallback
    : value === true || value === 'true' || value === '1';

/**
 * @param {{ env?: NodeJS.ProcessEnv, overrides?: Partial<LocalConfig>, configFile?: string }} [options]
 * @returns {LocalConfig}
 */
export function loadConfig({ env = process.env, overrides = {}, configFile } = {}) {
  const file = configFile ?? path.join(SUPABASE_DIR, 'config.toml');
  /** @type {Record<string, any>} */
  const toml = existsSync(file) ? parse(readFileSync(file, 'utf8')) : {};
  const api = toml.api ?? {};
  const auth = toml.auth ?? {};
  const email = auth.email ?? {};
  const sms = auth.sms ?? {};
  const storage = toml.storage ?? {};
  const seed = toml.db?.seed ?? {};
  const seedPath = path.join(SUPABASE_DIR, 'seed.sql');
  return {
    host: env.SUPABASE_LOCAL_HOST ?? '127.0.0.1',
    port: num(env.SUPABASE_LOCAL_PORT, num(api.port, 54321)),
    dataDir: env.SUPABASE_LOCAL_DATA_DIR ?? path.join(REPO_ROOT, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    migrationsDir: path.join(SUPABASE_DIR, 'migrations'),
    seedFile: seed.enabled === false ? undefined : existsSync(seedPath) ? seedPath : undefined,
    jwtSecret: env.SUPABASE_JWT_SECRET ?? auth.jwt_secret ?? DEFAULT_JWT_SECRET,
    jwtExpiry: num(env.SUPABASE_JWT_EXPIRY, num(auth.jwt_expiry, 3600)),
    siteUrl: env.SUPABASE_SITE_URL ?? auth.site_url ?? 'http://localhost:3000',
    autoconfirm: !bool(
      env.SUPABASE_AUTH_ENABLE_CONFIRMATIONS,
      bool(email.enable_confirmations, false),
    ),
    smsAutoconfirm: !bool(sms.enable_confirmations, false),
    otpExpiry: num(email.otp_expiry, 3600),
    minPasswordLength: num(auth.minimum_password_length, 6),
    maxBodyBytes: num(env.SUPABASE_LOCAL_MAX_BODY, 1024 * 1024),
    maxRows: num(env.SUPABASE_LOCAL_MAX_ROWS, num(api.max_rows, 1000)),
    storageMaxFileBytes: parseSize(storage.file_size_limit) ?? 50 * 1024 * 1024,
    seedBuckets: parseBuckets(storage.buckets, path.dirname(file)),
    ...overrides,
  };
}

/**
 * "50MiB" / "2MB" / 1024 → bytes.
 * @param {unknown} value
 * @returns {number | undefined}
 */
export function parseSize(value) {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmg]i?b?|b)?\s*$/i.exec(value);
  if (!match) return undefined;
  const unit = (match[2] ?? 'b').toLowerCase();
  const factor = unit.startsWith('k')
    ? 1024
    : unit.startsWith('m')
      ? 1024 ** 2
      : unit.startsWith('g')
        ? 1024 ** 3
        : 1;
  return Math.round(Number(match[1]) * factor);
}

/**
 * `[storage.buckets.<name>]` sections (Supabase CLI keys: public, file_size_limit,
 * allowed_mime_types, objects_path) → bucket seeds. Keys a section leaves out stay undefined.
 * @param {unknown} sections
 * @param {string} baseDir objects_path is relative to it (the supabase folder)
 * @returns {import('./storage/seed.mjs').BucketSeed[]}
 */
export function parseBuckets(sections, baseDir) {
  if (!sections || typeof sections !== 'object') return [];
  return Object.entries(/** @type {Record<string, unknown>} */ (sections)).map(([name, raw]) => {
    const section = /** @type {Record<string, unknown>} */ (
      raw && typeof raw === 'object' ? raw : {}
    );
    /** @type {import('./storage/seed.mjs').BucketSeed} */
    const bucket = { name };
    if (typeof section.public === 'boolean') bucket.public = section.public;
    if (section.file_size_limit !== undefined) {
      const size = parseSize(section.file_size_limit);
      if (size === undefined) {
        throw new Error(
          `config.toml [storage.buckets.${name}] file_size_limit is not a size: ${String(section.file_size_limit)}`,
        );
      }
      bucket.fileSizeLimit = size;
    }
    if (Array.isArray(section.allowed_mime_types)) {
      bucket.allowedMimeTypes = section.allowed_mime_types.map(String);
    }
    if (typeof section.objects_path === 'string' && section.objects_path.trim() !== '') {
      bucket.objectsPath = path.resolve(baseDir, section.objects_path);
    }
    return bucket;
  });
}
