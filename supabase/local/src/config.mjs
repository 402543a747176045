// @ts-check
/**
 * Configuration of the local server: `supabase/config.toml` (Supabase CLI layout), then
 * environment variables, then safe local defaults. The JWT secret is pinned by config.toml or
 * the environment; otherwise it is random, made once per data folder (`<dataDir>/jwt-secret`,
 * see secrets.mjs) and reused after. The Supabase CLI's public demo secret is used only when
 * asked for (`--demo-keys` / SUPABASE_LOCAL_DEMO_KEYS=true), with a warning.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const SUPABASE_DIR = path.join(REPO_ROOT, 'supabase');
/** The Supabase CLI's public local secret: anyone can mint any token with it. Opt-in only. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/**
 * @typedef {object} LocalConfig
 * @property {string} host
 * @property {number} port
 * @property {string} dataDir folder for PGlite data and storage files
 * @property {string | undefined} databaseUrl PostgreSQL instead of PGlite when set
 * @property {string} migrationsDir
 * @property {string | undefined} seedFile
 * @property {string} jwtSecret HS256 secret; '' until the server resolves it (pinned, demo, or
 *   the data folder's own)
 * @property {boolean} demoKeys use the Supabase CLI's public demo secret (opt-in, warned about)
 * @property {string} jwtAud the audience tokens must carry when they carry one (GoTrue's JWT_AUD)
 * @property {string} externalUrl how clients reach this server ('' = http://<host>:<port>); the
 *   base of links in emails and of the token issuer, never taken from a request's Host
 * @property {string} jwtIssuer `iss` of issued access tokens ('' = `<externalUrl>/auth/v1`)
 * @property {string[]} allowedHosts extra Host names accepted besides localhost, 127.0.0.1, ::1,
 *   the bind host and the external URL's host (DNS-rebinding guard)
 * @property {number} jwtExpiry seconds
 * @property {string} siteUrl where auth emails link back to
 * @property {boolean} autoconfirm sign-ups are confirmed at once (GoTrue's mailer autoconfirm)
 * @property {boolean} smsAutoconfirm
 * @property {number} otpExpiry seconds
 * @property {number} minPasswordLength
 * @property {number} maxBodyBytes largest JSON/REST body accepted
 * @property {number} maxRows most rows a REST read returns (PostgREST's db-max-rows)
 * @property {number} maxEmbeddedRows most rows the embedded resources of one REST request may
 *   read (0 = no cap)
 * @property {number} maxResponseBytes largest REST response body (0 = no cap)
 * @property {string} statementTimeout statement_timeout of every REST request, over the API
 *   roles' own (`alter role … set`); '' = the roles' own
 * @property {string} dbTxEnd PostgREST's db-tx-end: commit, commit-allow-override, rollback or
 *   rollback-allow-override (whether `Prefer: tx=` is honoured)
 * @property {string[]} dbSchemas PostgREST's db-schemas: the schemas REST exposes, the first one
 *   the default (`[api] schemas`)
 * @property {string[]} dbExtraSearchPath PostgREST's db-extra-search-path: the schemas after the
 *   request's own on every REST request's search path (`[api] extra_search_path`)
 * @property {number} storageMaxFileBytes global storage upload limit
 * @property {boolean} jobs run the jobs the migrations schedule with `cron.schedule` (pg_cron's
 *   part; `SUPABASE_LOCAL_JOBS=false` turns the runner off)
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
    jwtSecret:
      env.SUPABASE_JWT_SECRET || (typeof auth.jwt_secret === 'string' ? auth.jwt_secret : ''),
    demoKeys: bool(env.SUPABASE_LOCAL_DEMO_KEYS, false),
    jwtAud:
      env.SUPABASE_AUTH_JWT_AUD ||
      (typeof auth.jwt_aud === 'string' ? auth.jwt_aud : '') ||
      'authenticated',
    externalUrl: (
      env.SUPABASE_LOCAL_EXTERNAL_URL ||
      (typeof api.external_url === 'string' ? api.external_url : '')
    ).replace(/\/+$/, ''),
    jwtIssuer:
      env.SUPABASE_AUTH_JWT_ISSUER || (typeof auth.jwt_issuer === 'string' ? auth.jwt_issuer : ''),
    allowedHosts: (env.SUPABASE_LOCAL_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
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
    maxEmbeddedRows: num(env.SUPABASE_LOCAL_MAX_EMBEDDED_ROWS, 100_000),
    maxResponseBytes: parseSize(env.SUPABASE_LOCAL_MAX_RESPONSE_BYTES) ?? 16 * 1024 * 1024,
    statementTimeout: env.SUPABASE_LOCAL_STATEMENT_TIMEOUT ?? '',
    dbTxEnd: env.SUPABASE_LOCAL_DB_TX_END || 'commit',
    dbSchemas: schemaList(env.SUPABASE_LOCAL_DB_SCHEMAS ?? api.schemas, ['public']),
    dbExtraSearchPath: schemaList(
      env.SUPABASE_LOCAL_DB_EXTRA_SEARCH_PATH ?? api.extra_search_path,
      ['public', 'extensions'],
    ),
    storageMaxFileBytes: parseSize(storage.file_size_limit) ?? 50 * 1024 * 1024,
    seedBuckets: parseBuckets(storage.buckets, path.dirname(file)),
    jobs: bool(env.SUPABASE_LOCAL_JOBS, true),
    ...overrides,
  };
}

/**
 * A list of schema names, as config.toml (an array) or the environment (comma-separated, as
 * PostgREST's `db-schemas = "public, other"`) gives it; names are taken as written, trimmed.
 * An empty list is kept (PostgREST's `db-extra-search-path = ""`).
 * @param {unknown} value
 * @param {string[]} fallback when the setting is absent
 * @returns {string[]}
 */
export function schemaList(value, fallback) {
  if (value === undefined) return fallback;
  const items = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return items.map((item) => item.trim()).filter(Boolean);
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
