// @ts-check
/**
 * One interface over the two databases the server runs on: PGlite (embedded, data in a
 * folder; one connection, every query serialised) and PostgreSQL (`DATABASE_URL`, a pool).
 *
 * Results are plain rows. Anything returned to HTTP clients should be built as JSON text in
 * SQL (`json_agg`, `to_jsonb`) so both databases answer byte-for-byte the same.
 *
 * @typedef {{ rows: Record<string, any>[], affectedRows?: number }} QueryResult
 * @typedef {{ raw?: boolean }} QueryOptions `raw`: json and jsonb values as PostgreSQL's text,
 *   not parsed (EXPLAIN's FORMAT JSON answered as PostgreSQL printed it)
 * @typedef {object} Queryable
 * @property {(sql: string, params?: unknown[], options?: QueryOptions) => Promise<QueryResult>} query
 * @property {(sql: string) => Promise<void>} exec multi-statement script, no parameters
 * @typedef {{ settings?: Record<string, string>, rollback?: boolean }} TransactionOptions
 *   `settings` are set with set_config(name, value, is_local => true) as the transaction begins
 *   (on PostgreSQL in the same round trip as BEGIN), in their order. `rollback`: the work is
 *   rolled back instead of committed once `fn` returns (deferred constraints are checked first,
 *   as PostgREST does for `Prefer: tx=rollback`).
 * @typedef {Queryable & {
 *   kind: 'pglite' | 'postgres',
 *   transaction: <T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions) => Promise<T>,
 *   listen: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>,
 *   close: () => Promise<void>,
 * }} Database
 */
import { mkdirSync } from 'node:fs';

/**
 * The owner's search path, as a hosted project's `postgres` role has it
 * (`alter role postgres set search_path = "$user", public, extensions`): migrations, the seed,
 * `/pg/query` and the services' owner queries call pgcrypto's and uuid-ossp's functions, which
 * live in `extensions`, unqualified. Requests set their own (PostgREST's) per transaction.
 */
export const OWNER_SEARCH_PATH = '"$user", public, extensions';

/**
 * @param {{ databaseUrl?: string, dataDir?: string }} options dataDir undefined → in memory
 * @returns {Promise<Database>}
 */
export async function openDatabase({ databaseUrl, dataDir }) {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}

/** @param {string | undefined} dataDir @returns {Promise<Database>} */
async function openPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const [{ pgcrypto }, { pg_trgm }, { citext }, { uuid_ossp }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pgcrypto'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/citext'),
    import('@electric-sql/pglite/contrib/uuid_ossp'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const extensions = { pgcrypto, pg_trgm, citext, uuid_ossp, unaccent };
  // In memory when there is no folder (PGlite ignores options after an undefined dataDir).
  const pg = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  await pg.waitReady;
  // PGlite is one session: set once, it holds for every query (a transaction's own
  // `set_config(…, true)` ends with the transaction).
  await pg.exec(`set search_path to ${OWNER_SEARCH_PATH}`);
  /** @param {import('@electric-sql/pglite').Transaction | import('@electric-sql/pglite').PGlite} target @returns {Queryable} */
  const wrap = (target) => ({
    query: async (sql, params = [], { raw = false } = {}) => {
      const result = await target.query(sql, params, raw ? { parsers: RAW_JSON } : undefined);
      return {
        rows: /** @type {Record<string, any>[]} */ (result.rows),
        affectedRows: result.affectedRows,
      };
    },
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn, { settings, rollback = false } = {}) =>
      pg.transaction(async (tx) => {
        const entries = Object.entries(settings ?? {});
        if (entries.length > 0) {
          await tx.query(
            `select ${entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
            entries.flat(),
          );
        }
        const result = await fn(wrap(tx));
        if (rollback) {
          await tx.exec('set constraints all immediate');
          await tx.rollback();
        }
        return result;
      }),
    listen: async (channel, handler) => {
      const unlisten = await pg.listen(channel, handler);
      return async () => unlisten();
    },
    close: () => pg.close(),
  };
}

/** @param {string} url @returns {Promise<Database>} */
async function openPostgres(url) {
  const pgModule = await import('pg');
  const { Pool, Client } = pgModule.default;
  const pool = new Pool({ connectionString: url, max: 10 });
  // Each new connection gets the owner's search path before it is handed out (the client runs
  // its queries in order, so this one goes first).
  pool.on('connect', (client) => {
    client.query(`set search_path to ${OWNER_SEARCH_PATH}`).catch(() => {});
  });
  // Fail fast with the real reason when the database is unreachable.
  await pool.query('select 1');
  /** @param {import('pg').Pool | import('pg').PoolClient} target @returns {Queryable} */
  const wrap = (target) => ({
    query: async (sql, params = [], { raw = false } = {}) => {
      const result = raw
        ? await target.query({ text: sql, values: /** @type {any[]} */ (params), types: RAW_TYPES })
        : await target.query(sql, /** @type {any[]} */ (params));
      return { rows: result.rows, affectedRows: result.rowCount ?? undefined };
    },
    exec: async (sql) => {
      await target.query(sql);
    },
  });
  /** @type {import('pg').Client | undefined} */
  let listener;
  /** @type {Map<string, Set<(payload: string) => void>>} */
  const handlers = new Map();
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: async (fn, { settings, rollback = false } = {}) => {
      const client = await pool.connect();
      try {
        // BEGIN and the settings in one round trip (a simple query; values escaped by pg).
        const entries = Object.entries(settings ?? {});
        await client.query(
          entries.length === 0
            ? 'begin'
            : `begin; select ${entries
                .map(
                  ([name, value]) =>
                    `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
                )
                .join(', ')}`,
        );
        const result = await fn(wrap(client));
        await client.query(rollback ? 'set constraints all immediate; rollback' : 'commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, handler) => {
      if (!listener) {
        listener = new Client({ connectionString: url });
        await listener.connect();
        listener.on('notification', (message) => {
          for (const fn of handlers.get(message.channel) ?? []) fn(message.payload ?? '');
        });
      }
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`listen ${quoteIdent(channel)}`);
      }
      set.add(handler);
      return async () => {
        set?.delete(handler);
      };
    },
    close: async () => {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

/** PGlite: json (114) and jsonb (3802) as text. */
const RAW_JSON = {
  114: (/** @type {string} */ text) => text,
  3802: (/** @type {string} */ text) => text,
};
/** node-postgres: every value as text. */
const RAW_TYPES = { getTypeParser: () => (/** @type {string} */ text) => text };

/** Quotes an SQL identifier. @param {string} name */
export function quoteIdent(name) {
  return `"${name.replace(/"/g, '""')}"`;
}
