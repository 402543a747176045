// @ts-check
/**
 * `/rest/v1`: the PostgREST API that supabase-js's `from()`, `rpc()` and `schema()` speak, in
 * PostgREST's seams: this module is the app (App.hs: the schema cache and configuration, the
 * routes, the caller's transaction, errors to answers); request.mjs and media.mjs read a
 * request (ApiRequest.hs, MediaType.hs); planner.mjs plans it into ONE SQL statement against
 * the request schema's cache; actions.mjs runs it as the caller (Query.hs); response.mjs and
 * openapi.mjs write the answer (Response.hs, OpenAPI.hs). Every error is a PgrstError, answered
 * through `sendError`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { quoteIdent } from '../db/adapter.mjs';
import { headerValue, HttpError, sendError } from '../http.mjs';
import { runAsCaller } from '../request-context.mjs';
import { createRouter, isMatch } from '../router.mjs';
import { callRoutine, changeTable, planTableRead, readTable } from './actions.mjs';
import { fromDatabaseError, PgrstError, pgrstError, withoutGeneratedSql } from './errors.mjs';
import { answerOpenApi } from './openapi.mjs';
import { authenticate, parseRequest, requestHeaders, resolveProfile } from './request.mjs';
import { loadSchemaCaches } from './schema-cache.mjs';
import { DEFAULT_SETTINGS, loadRestSettings } from './settings.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('../http.mjs').Caller} Caller
 * @typedef {import('./parser.mjs').Preferences} Preferences
 * @typedef {import('./schema-cache.mjs').SchemaCache} SchemaCache
 * @typedef {import('./settings.mjs').RestSettings} RestSettings
 * @typedef {import('./actions.mjs').PreparedRead} PreparedRead
 * @typedef {import('./request.mjs').Profile} Profile
 * @typedef {(req: IncomingMessage, res: ServerResponse, url: URL, caller: Caller,
 *   params: Record<string, string>) => Promise<void>} RestHandler
 */

const PREFIX = '/rest/v1';
const MAX_CACHED_PLANS = 500;
const DEFAULT_MAX_ROWS = 1000;
/**
 * Hosted Supabase's PostgREST connects as `authenticator`, whose statement_timeout (8 s) holds
 * for a request whose role has none of its own.
 */
const AUTHENTICATOR_STATEMENT_TIMEOUT = '8s';
const TX_END = ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'];
const SCHEMA_SQL = readFileSync(path.join(import.meta.dirname, 'schema.sql'), 'utf8');
/** PostgreSQL errors meaning the schema changed under the cache. */
const STALE_CACHE_CODES = new Set(['42P01', '42703', '42883', '42804']);
const TABLE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const RPC_METHODS = ['GET', 'HEAD', 'POST'];

/** @param {import('../server.mjs').ServiceContext} ctx */
export function createRestService(ctx) {
  const { config, db, log } = ctx;
  // Hosted Supabase caps reads at `api.max_rows` (1000 unless configured).
  const maxRows = /** @type {{ maxRows?: number }} */ (config).maxRows ?? DEFAULT_MAX_ROWS;
  /** @type {import('./planner.mjs').Limits} */
  const limits = {
    maxEmbeddedRows: config.maxEmbeddedRows ?? 0,
    maxResponseBytes: config.maxResponseBytes ?? 0,
  };
  const statementTimeout = config.statementTimeout ?? '';
  if (statementTimeout !== '' && !/^\d+\s*(us|ms|s|min|h|d)?$/.test(statementTimeout.trim())) {
    throw new Error(
      `SUPABASE_LOCAL_STATEMENT_TIMEOUT is not a PostgreSQL duration: ${statementTimeout}`,
    );
  }
  // PostgREST's db-tx-end: whether Prefer: tx= is honoured, and how transactions end.
  const txEnd = config.dbTxEnd || 'commit';
  if (!TX_END.includes(txEnd)) {
    throw new Error(`SUPABASE_LOCAL_DB_TX_END must be one of ${TX_END.join(', ')}: ${txEnd}`);
  }
  const txOverride = txEnd.endsWith('-allow-override');
  const txRollbackAll = txEnd.startsWith('rollback');
  // PostgREST's db-schemas (the first is the default) and db-extra-search-path.
  const schemas = Object.freeze([...new Set(config.dbSchemas ?? ['public'])]);
  const extraSearchPath = config.dbExtraSearchPath ?? ['public', 'extensions'];
  if (schemas.length === 0) {
    throw new Error('[api] schemas (SUPABASE_LOCAL_DB_SCHEMAS) must name at least one schema');
  }
  /** Each schema's request search path, as PostgREST sets it: the schema, then the extra ones. */
  const searchPaths = new Map(
    schemas.map((schema) => [schema, [schema, ...extraSearchPath].map(quoteIdent).join(', ')]),
  );

  /** @type {Map<string, SchemaCache> | undefined} */
  let caches;
  /** @type {SchemaCache['roleSettings']} */
  let apiRoleSettings = new Map();
  /** @type {RestSettings} */
  let settings = DEFAULT_SETTINGS;
  /** @type {Promise<Map<string, SchemaCache>> | undefined} */
  let loading;
  let dirty = false;
  /** Bumped at every schema cache load: plans made before are stale. */
  let generation = 0;
  /**
   * Plans of recent table reads, keyed by everything that shapes them (a storefront repeats the
   * same reads): a hit skips parsing and planning.
   * @type {Map<string, PreparedRead>}
   */
  const readPlans = new Map();

  /**
   * Reloads the schema cache of every exposed schema and the settings read with it (one catalog
   * query each); concurrent calls share one load (and one more if asked meanwhile).
   */
  function reload() {
    if (loading) {
      dirty = true;
      return loading;
    }
    loading = (async () => {
      try {
        /** @type {Map<string, SchemaCache>} */
        let fresh;
        do {
          dirty = false;
          fresh = await loadSchemaCaches(db, { schemas: [...schemas], extraSearchPath });
          const freshSettings = await loadRestSettings(db);
          for (const cache of fresh.values()) cache.settings = freshSettings;
          caches = fresh;
          apiRoleSettings = fresh.values().next().value?.roleSettings ?? new Map();
          settings = freshSettings;
          generation += 1;
          readPlans.clear();
        } while (dirty);
        return fresh;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }

  const ready = (async () => {
    try {
      await db.exec(SCHEMA_SQL);
    } catch (error) {
      log(
        `rest: schema.sql not applied (${error instanceof Error ? error.message : error}); the cache reloads on unknown names only, and the row and response limits fail with 42883`,
      );
    }
    try {
      const { rows } = await db.query(
        `select to_regprocedure('extensions.pgrst_embedded_rows_exceeded(bigint)') is not null
          and to_regprocedure('extensions.pgrst_response_body(text, bigint)') is not null as ok`,
      );
      if (!rows[0]?.ok) throw new Error('the limit functions are missing');
    } catch (error) {
      // Plans naming missing functions would fail every request: no caps rather than no API.
      limits.maxEmbeddedRows = 0;
      limits.maxResponseBytes = 0;
      log(
        `rest: no embedded-row or response caps (${error instanceof Error ? error.message : error})`,
      );
    }
    try {
      await db.listen('pgrst', (payload) => {
        // The role settings (statement_timeout, ...) and the pgrst.* settings are part of the
        // cache: 'reload config' picks up an `alter role … set`, as it does in PostgREST.
        if (payload === '' || payload === 'reload schema' || payload === 'reload config') {
          reload().catch((error) => log(`rest: schema cache reload failed: ${error}`));
        }
      });
    } catch (error) {
      log(`rest: cannot listen for schema reloads: ${error}`);
    }
    try {
      await reload();
    } catch (error) {
      log(`rest: schema cache load failed: ${error instanceof Error ? error.message : error}`);
    }
  })();

  /** @returns {Promise<Map<string, SchemaCache>>} */
  async function currentCaches() {
    await ready;
    if (caches) return caches;
    try {
      return await reload();
    } catch {
      throw pgrstError(
        503,
        'PGRST002',
        'Could not query the database for the schema cache. Retrying.',
      );
    }
  }

  /**
   * Plans with the schema's cache; when a name is unknown, reloads the cache once and retries.
   * @template T
   * @param {string} schema an exposed one (the request's profile)
   * @param {(cache: SchemaCache) => T} build
   * @returns {Promise<T>}
   */
  async function withCache(schema, build) {
    const current = /** @type {SchemaCache} */ ((await currentCaches()).get(schema));
    try {
      return build(current);
    } catch (error) {
      if (!(error instanceof PgrstError) || !error.cacheMiss) throw error;
      const fresh = await reload();
      return build(/** @type {SchemaCache} */ (fresh.get(schema)));
    }
  }

  /**
   * Runs `fn` as the caller in one transaction with PostgREST's settings (the schema's search
   * path, then the role's own settings, then the role and the request's). A serialization
   * failure or deadlock rolled the transaction back: it is run again (at most 3 more times).
   * @template T
   * @param {import('./actions.mjs').TransactionParts} request
   * @param {(tx: import('../db/adapter.mjs').Queryable) => Promise<T>} fn
   * @returns {Promise<T>}
   */
  async function run(request, fn) {
    const tx = appliedTx(request.prefer);
    const options = {
      ...request.context,
      settings: {
        search_path: /** @type {string} */ (searchPaths.get(request.profile.schema)),
        ...roleSettings(request.caller.role),
      },
      rollback: tx === 'rollback' || (txRollbackAll && tx !== 'commit'),
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runAsCaller(db, request.caller, fn, options);
      } catch (error) {
        const code = /** @type {{ code?: unknown }} */ (error)?.code;
        if ((code === '40001' || code === '40P01') && attempt < 4) continue;
        throw error;
      }
    }
  }

  /**
   * The settings a request of `role` runs with, as PostgREST applies them: the role's own
   * (`alter role … set`, from the schema cache), statement_timeout defaulting to the
   * authenticator's, and SUPABASE_LOCAL_STATEMENT_TIMEOUT over all.
   * @param {string} role
   * @returns {Record<string, string>}
   */
  function roleSettings(role) {
    /** @type {Record<string, string>} */
    const own = {
      statement_timeout: AUTHENTICATOR_STATEMENT_TIMEOUT,
      ...apiRoleSettings.get(role),
    };
    if (statementTimeout !== '') own.statement_timeout = statementTimeout;
    // The embedded-row counter must see every read: a Memoize node would answer a repeated
    // embed from its cache without running the counter, so how many reads were counted (and
    // whether the cap fires) would depend on the plan PostgreSQL happens to pick.
    if (limits.maxEmbeddedRows) own.enable_memoize = 'off';
    return own;
  }

  /**
   * `Prefer: tx=` as PostgREST takes it: only when db-tx-end allows an override (otherwise it is
   * ignored, even with handling=strict, and not in Preference-Applied).
   * @param {Preferences} prefer
   */
  function appliedTx(prefer) {
    return txOverride ? prefer.tx : undefined;
  }

  /** @type {import('./actions.mjs').RestContext} */
  const actions = {
    withCache,
    run,
    appliedTx,
    maxRows,
    limits,
    maxBodyBytes: config.maxBodyBytes,
  };

  /**
   * What the request's transaction sets in `request.method`, `request.path` and
   * `request.headers`.
   * @param {IncomingMessage} req
   * @param {URL} url
   * @param {string} method
   */
  const contextOf = (req, url, method) => ({
    method,
    path: url.pathname.slice(PREFIX.length) || '/',
    headers: requestHeaders(req),
  });

  /** `/`: the OpenAPI document of the profile's schema. @type {RestHandler} */
  async function root(req, res, _url, _caller) {
    const method = req.method ?? 'GET';
    const profile = resolveProfile(req, method, schemas);
    if (method !== 'GET' && method !== 'HEAD') {
      throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const current = await currentCaches();
    answerOpenApi(req, res, /** @type {SchemaCache} */ (current.get(profile.schema)), profile);
  }

  /** `/:table`: read or change a table or view. @type {RestHandler} */
  async function table(req, res, url, caller, params) {
    const method = req.method ?? 'GET';
    const name = decodeSegment(params.table);
    const profile = resolveProfile(req, method, schemas);
    if (!TABLE_METHODS.includes(method)) {
      throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const context = contextOf(req, url, method);
    if (method === 'GET' || method === 'HEAD') {
      const prepared = await prepareRead(req, url, method, name, profile);
      await readTable(actions, res, { caller, profile, context, table: name, ...prepared });
      return;
    }
    const parts = parseRequest(req, url, method, {
      isRpc: false,
      planEnabled: settings.planEnabled,
    });
    await changeTable(actions, req, res, {
      caller,
      method,
      profile,
      context,
      table: name,
      ...parts,
    });
  }

  /** `/rpc/:name`: call a function. @type {RestHandler} */
  async function rpc(req, res, url, caller, params) {
    const method = req.method ?? 'GET';
    const name = decodeSegment(params.name);
    const profile = resolveProfile(req, method, schemas);
    if (!RPC_METHODS.includes(method)) {
      throw pgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    }
    const parts = parseRequest(req, url, method, {
      isRpc: true,
      planEnabled: settings.planEnabled,
    });
    const context = contextOf(req, url, method);
    await callRoutine(actions, req, res, { caller, method, profile, context, name, ...parts });
  }

  /** @type {import('../router.mjs').Router<RestHandler>} */
  const router = createRouter([
    ['*', '/', root],
    ['*', '/rpc/:name', rpc],
    ['*', '/:table', table],
  ]);

  /**
   * The plan of a table read, from the recent plans when the same read was seen.
   * @param {IncomingMessage} req
   * @param {URL} url
   * @param {string} method
   * @param {string} name
   * @param {Profile} profile
   * @returns {Promise<PreparedRead>}
   */
  async function prepareRead(req, url, method, name, profile) {
    const key = [
      method,
      profile.schema,
      url.pathname,
      url.search,
      headerValue(req.headers.accept) ?? '',
      headerValue(req.headers.prefer) ?? '',
      method === 'GET' ? (headerValue(req.headers.range) ?? '') : '',
    ].join('\n');
    const cached = readPlans.get(key);
    if (cached && cached.generation === generation) return cached;
    const planGeneration = generation;
    const { query, prefer, topRange, media } = parseRequest(req, url, method, {
      isRpc: false,
      planEnabled: settings.planEnabled,
    });
    const plan = await planTableRead(actions, {
      schema: profile.schema,
      table: name,
      method,
      query,
      prefer,
      topRange,
      media,
    });
    /** @type {PreparedRead} */
    const prepared = {
      generation: planGeneration,
      plan,
      canonical: query.canonical,
      prefer,
      topRange,
      media,
    };
    if (readPlans.size >= MAX_CACHED_PLANS) {
      const oldest = readPlans.keys().next().value;
      if (oldest !== undefined) readPlans.delete(oldest);
    }
    readPlans.set(key, prepared);
    return prepared;
  }

  /**
   * A database error as PostgREST answers it, never quoting the SQL the planner generated
   * (e.g. a syntax error's "at or near …" of an unterminated quote). An error naming something
   * the cache doesn't know reloads it.
   * @param {unknown} error a database error (it has a `code`)
   * @param {boolean} authenticated 42501 answers 401 to anon and 403 to others
   * @returns {PgrstError}
   */
  function databaseAnswer(error, authenticated) {
    const mapped = withoutGeneratedSql(
      /** @type {PgrstError} */ (fromDatabaseError(error, authenticated)),
      /** @type {{ generatedSql?: string }} */ (error).generatedSql,
    );
    if (STALE_CACHE_CODES.has(mapped.code)) {
      reload().catch((reason) => log(`rest: schema cache reload failed: ${reason}`));
    }
    return mapped;
  }

  return {
    /** Resolves once the schema cache is loaded (tests and tools may await it). */
    ready,
    reload,
    /**
     * @param {IncomingMessage} req
     * @param {ServerResponse} res
     * @param {URL} url
     */
    handle: async (req, res, url) => {
      let authenticated = false;
      try {
        const caller = await authenticate(req, config, url);
        authenticated = caller.role !== 'anon';
        // The settings negotiation reads (db-plan-enabled) come with the first cache load.
        if (!caches) await currentCaches();
        const found = router.match(req.method ?? 'GET', routePath(url.pathname));
        if (!isMatch(found)) throw notFound();
        await found.handler(req, res, url, caller, found.params);
      } catch (error) {
        // Anything but PostgREST's errors and the database's is a bug: the server logs it and
        // answers 500.
        if (!(error instanceof HttpError) && !isDatabaseError(error)) throw error;
        sendError(req, res, error, (dbError) => databaseAnswer(dbError, authenticated));
      }
    },
  };
}

/**
 * The path the routes match: below /rest/v1, empty segments dropped (`/rest/v1//books/` is
 * `/books`). Segments stay percent-encoded until a handler decodes its parameter.
 * @param {string} pathname
 */
function routePath(pathname) {
  return `/${pathname.slice(PREFIX.length).split('/').filter(Boolean).join('/')}`;
}

/**
 * A table's or function's name from its path segment; a malformed escape finds nothing
 * (PostgREST's 404 with `{}`).
 * @param {string | undefined} segment
 * @returns {string}
 */
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    throw notFound();
  }
}

/** PostgREST 12's answer to a path that names no resource: 404 with `{}`. */
const notFound = () => new HttpError(404, {});

/** @param {unknown} error */
const isDatabaseError = (error) =>
  typeof (/** @type {{ code?: unknown }} */ (error)?.code) === 'string';
