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

/** How long the notification connection waits before reconnecting after it was lost. */
const LISTENER_RETRY_MS = 1000;

/**
 * @param {{ databaseUrl?: string, dataDir?: string, log?: (line: string) => void }} options
 *   dataDir undefined → in memory; `log` hears about connections PostgreSQL dropped
 * @returns {Promise<Database>}
 */
export async function openDatabase({ databaseUrl, dataDir, log = () => {} }) {
  return databaseUrl ? openPostgres(databaseUrl, log) : openPglite(dataDir);
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

/**
 * A pool for queries and one more connection for LISTEN.
 *
 * PostgreSQL may end a connection at any time (a restart, `pg_terminate_backend`, `drop database
 * … with (force)`): node-postgres then emits `error`, which would crash the process without a
 * handler. An idle pool connection that dies is logged and replaced on the next query; the LISTEN
 * connection is logged and reconnected, with every channel listened to again.
 * `close()` resolves once every connection has really left the server, so a caller may drop the
 * database right after.
 * @param {string} url
 * @param {(line: string) => void} log
 * @returns {Promise<Database>}
 */
async function openPostgres(url, log) {
  const pgModule = await import('pg');
  const { Pool, Client } = pgModule.default;
  // Each connection starts with the owner's search path (a startup option, so it holds before
  // the first query). Spaces are escaped: the server splits `options` on unescaped ones.
  const pool = new Pool({
    connectionString: url,
    max: 10,
    options: `-c search_path=${OWNER_SEARCH_PATH.replace(/ /g, '\\ ')}`,
  });
  /** @type {Set<import('pg').PoolClient>} connections the pool opened and has not yet ended */
  const live = new Set();
  /** @type {Set<() => void>} */
  const onRemoved = new Set();
  pool.on('connect', (client) => {
    live.add(client);
  });
  // Emitted once a connection's socket has closed (the pool calls client.end() and waits).
  pool.on('remove', (client) => {
    live.delete(client);
    for (const fn of onRemoved) fn();
  });
  pool.on('error', (error) => {
    if (!closing)
      log(`database: an idle connection was lost (${error.message}); it will be replaced`);
  });
  let closing = false;
  /** @type {Promise<void> | undefined} */
  let closed;
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

  /** @type {Map<string, Set<(payload: string) => void>>} */
  const handlers = new Map();
  /** @type {Promise<import('pg').Client> | undefined} the LISTEN connection, once it is open */
  let listener;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let retryTimer;
  /** @type {Promise<void> | undefined} the ending of a lost LISTEN connection's socket */
  let lostEnding;

  /** Opens the LISTEN connection (once) and listens to every channel that has handlers. */
  const openListener = () => {
    listener ??= (async () => {
      const client = new Client({ connectionString: url });
      let gone = false;
      const lost = (/** @type {Error | undefined} */ error) => {
        if (gone || closing) return;
        gone = true;
        listener = undefined;
        lostEnding = client.end().catch(() => {});
        log(
          `database: the notification connection was lost${error ? ` (${error.message})` : ''}; reconnecting`,
        );
        scheduleRetry();
      };
      client.on('error', lost);
      client.on('end', () => lost(undefined));
      client.on('notification', (message) => {
        for (const fn of handlers.get(message.channel) ?? []) fn(message.payload ?? '');
      });
      try {
        await client.connect();
        for (const channel of handlers.keys()) await client.query(`listen ${quoteIdent(channel)}`);
      } catch (error) {
        if (!gone) {
          gone = true;
          listener = undefined;
        }
        await client.end().catch(() => {});
        throw error;
      }
      return client;
    })();
    return listener;
  };
  const scheduleRetry = () => {
    if (closing || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      openListener().catch((error) => {
        log(`database: cannot reconnect the notification connection (${error.message}); retrying`);
        scheduleRetry();
      });
    }, LISTENER_RETRY_MS);
    retryTimer.unref();
  };

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
      if (closing) throw new Error('the database is closed');
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        // A connection opened from here on listens to it as it opens; one already open is told.
        const open = listener;
        const client = await openListener();
        if (open) await client.query(`listen ${quoteIdent(channel)}`);
      } else {
        await openListener();
      }
      set.add(handler);
      return async () => {
        set?.delete(handler);
      };
    },
    // Once: a second call waits for the first.
    close: () =>
      (closed ??= (async () => {
        closing = true;
        if (retryTimer) clearTimeout(retryTimer);
        const client = await listener?.catch(() => undefined);
        await Promise.all([client?.end().catch(() => {}), lostEnding]);
        // pool.end() resolves when the pool has forgotten its connections, not when their sockets
        // have closed: wait for each 'remove' too.
        const drained = new Promise((resolve) => {
          const check = () => {
            if (live.size === 0) {
              onRemoved.delete(check);
              resolve(undefined);
            }
          };
          onRemoved.add(check);
          check();
        });
        await pool.end();
        await drained;
      })()),
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
