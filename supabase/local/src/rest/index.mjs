// @ts-check
/**
 * `/rest/v1`: the PostgREST 12 API that supabase-js's `from()` and `rpc()` speak. Each request
 * is authenticated (JWT → role), parsed, planned against the schema cache into ONE SQL
 * statement, and run as the caller in one transaction (RLS applies); the response carries
 * PostgREST's statuses, headers (Content-Range, Location, Preference-Applied, ...) and error
 * bodies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  headerValue,
  HttpError,
  JwtError,
  presentedToken,
  readBody,
  resolveCaller,
} from '../http.mjs';
import { clientAddress } from '../auth/rate-limits.mjs';
import { runAsCaller } from '../request-context.mjs';
import { fromDatabaseError, PgrstError, pgrstError, withoutGeneratedSql } from './errors.mjs';
import {
  parseAccept,
  parsePrefer,
  parseQuery,
  parseRangeHeader,
  QueryParseError,
} from './parser.mjs';
import { findRoutine, planCall, planMutation, planRead } from './planner.mjs';
import { EXPOSED_SCHEMA, loadSchemaCache } from './schema-cache.mjs';

/**
 * @typedef {import('./planner.mjs').Media} Media
 * @typedef {import('./planner.mjs').Range} Range
 * @typedef {import('./parser.mjs').QueryParams} QueryParams
 * @typedef {import('./parser.mjs').Preferences} Preferences
 * @typedef {import('./schema-cache.mjs').SchemaCache} SchemaCache
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
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

const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  jsonStripped: 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
  single: 'application/vnd.pgrst.object+json; charset=utf-8',
  singleStripped: 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  openapi: 'application/openapi+json; charset=utf-8',
};

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
  /** @type {SchemaCache | undefined} */
  let cache;
  /** @type {Promise<SchemaCache> | undefined} */
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

  /** Reloads the schema cache; concurrent calls share one load (and one more if asked meanwhile). */
  function reload() {
    if (loading) {
      dirty = true;
      return loading;
    }
    loading = (async () => {
      try {
        /** @type {SchemaCache} */
        let fresh;
        do {
          dirty = false;
          fresh = await loadSchemaCache(db);
          cache = fresh;
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
        // The role settings (statement_timeout, ...) are part of the cache: 'reload config'
        // picks up an `alter role … set`, as it does in PostgREST.
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

  /** @returns {Promise<SchemaCache>} */
  async function currentCache() {
    await ready;
    if (cache) return cache;
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
   * Plans with the current cache; when a name is unknown, reloads the cache once and retries.
   * @template T
   * @param {(cache: SchemaCache) => T} build
   * @returns {Promise<T>}
   */
  async function withCache(build) {
    const current = await currentCache();
    try {
      return build(current);
    } catch (error) {
      if (!(error instanceof PgrstError) || !error.cacheMiss) throw error;
      const fresh = await reload();
      return build(fresh);
    }
  }

  /**
   * Runs `fn` as the caller in one transaction. A serialization failure or deadlock rolled the
   * transaction back: it is run again (at most 3 more times), as PostgREST does.
   * @template T
   * @param {{ role: string, claims: Record<string, any> }} caller
   * @param {(tx: import('../db/adapter.mjs').Queryable) => Promise<T>} fn
   * @param {{ method: string, path: string, headers: Record<string, unknown> }} context
   * @param {Preferences} prefer
   * @returns {Promise<T>}
   */
  async function runTransaction(caller, fn, context, prefer) {
    const tx = appliedTx(prefer);
    const request = {
      ...context,
      settings: roleSettings(caller.role),
      rollback: tx === 'rollback' || (txRollbackAll && tx !== 'commit'),
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runAsCaller(db, caller, fn, request);
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
    const settings = {
      statement_timeout: AUTHENTICATOR_STATEMENT_TIMEOUT,
      ...cache?.roleSettings.get(role),
    };
    if (statementTimeout !== '') settings.statement_timeout = statementTimeout;
    // The embedded-row counter must see every read: a Memoize node would answer a repeated
    // embed from its cache without running the counter, so how many reads were counted (and
    // whether the cap fires) would depend on the plan PostgreSQL happens to pick.
    if (limits.maxEmbeddedRows) settings.enable_memoize = 'off';
    return settings;
  }

  /**
   * `Prefer: tx=` as PostgREST takes it: only when db-tx-end allows an override (otherwise it is
   * ignored, even with handling=strict, and not in Preference-Applied).
   * @param {Preferences} prefer
   */
  function appliedTx(prefer) {
    return txOverride ? prefer.tx : undefined;
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
      /** 42501 answers 401 to anon and 403 to others */
      let authenticated = false;
      try {
        const caller = await authenticate(req);
        authenticated = caller.role !== 'anon';
        await handleRequest(req, res, url, caller);
      } catch (error) {
        if (error instanceof PgrstError) {
          sendText(
            res,
            error.status,
            { 'Content-Type': CONTENT_TYPES.json, ...error.headers },
            JSON.stringify(error),
          );
          return;
        }
        if (error instanceof HttpError) throw error;
        const databaseError = fromDatabaseError(error, authenticated);
        if (!databaseError) throw error;
        // The answer never quotes the SQL the planner generated (e.g. a syntax error's "at or
        // near …" of an unterminated quote).
        const mapped = withoutGeneratedSql(
          databaseError,
          /** @type {{ generatedSql?: string }} */ (error).generatedSql,
        );
        if (STALE_CACHE_CODES.has(mapped.code)) {
          reload().catch((reason) => log(`rest: schema cache reload failed: ${reason}`));
        }
        sendText(
          res,
          mapped.status,
          { 'Content-Type': CONTENT_TYPES.json, ...mapped.headers },
          JSON.stringify(mapped),
        );
      }
    },
  };

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {URL} url
   * @param {import('../http.mjs').Caller} caller
   */
  async function handleRequest(req, res, url, caller) {
    const method = req.method ?? 'GET';

    const resource = resourceOf(url.pathname);
    if (resource.kind === 'root') {
      if (method !== 'GET' && method !== 'HEAD') {
        throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
      await answerOpenApi(req, res);
      return;
    }
    if (resource.kind === 'none') {
      sendText(res, 404, { 'Content-Type': CONTENT_TYPES.json }, '{}');
      return;
    }
    const isRpc = resource.kind === 'rpc';
    if (isRpc && !['GET', 'HEAD', 'POST'].includes(method)) {
      throw pgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    }
    if (!isRpc && !['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
      throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const profile = checkProfile(req, method);
    const readMethod = method === 'GET' || method === 'HEAD';
    const context = {
      method,
      path: url.pathname.slice(PREFIX.length) || '/',
      headers: requestHeaders(req),
    };
    /** @type {Record<string, string>} */
    const profileHeaders = profile ? { 'Content-Profile': EXPOSED_SCHEMA } : {};
    if (!isRpc && readMethod) {
      const prepared = await prepareRead(req, url, method, resource.name);
      await handleRead(res, { caller, table: resource.name, prepared, profileHeaders, context });
      return;
    }
    const { query, prefer, topRange, media } = parseRequest(req, url, method, isRpc);
    const parts = { caller, method, query, prefer, topRange, media, profileHeaders, context };
    if (isRpc) await handleRpc(req, res, { ...parts, name: resource.name });
    else await handleMutation(req, res, { ...parts, table: resource.name });
  }

  /**
   * The plan of a table read, from the recent plans when the same read was seen.
   * @param {IncomingMessage} req
   * @param {URL} url
   * @param {string} method
   * @param {string} table
   * @returns {Promise<PreparedRead>}
   */
  async function prepareRead(req, url, method, table) {
    const key = [
      method,
      url.pathname,
      url.search,
      headerValue(req.headers.accept) ?? '',
      headerValue(req.headers.prefer) ?? '',
      method === 'GET' ? (headerValue(req.headers.range) ?? '') : '',
    ].join('\n');
    const cached = readPlans.get(key);
    if (cached && cached.generation === generation) return cached;
    const planGeneration = generation;
    const { query, prefer, topRange, media } = parseRequest(req, url, method, false);
    const plan = await withCache((current) =>
      planRead(current, {
        table,
        query,
        topRange,
        media,
        count: prefer.count !== undefined,
        headOnly: method === 'HEAD',
        maxRows,
        limits,
      }),
    );
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
   * @param {IncomingMessage} req
   * @returns {Promise<import('../http.mjs').Caller>}
   */
  async function authenticate(req) {
    try {
      return await resolveCaller(req, config.jwtSecret, undefined, { audience: config.jwtAud });
    } catch (error) {
      if (!(error instanceof JwtError)) throw error;
      const token = presentedToken(req);
      const expired = error.reason === 'expired';
      const claimsFailed = expired || error.reason === 'audience';
      let message = error.reason === 'audience' ? 'JWT not in audience' : 'JWT expired';
      if (!claimsFailed) {
        const parts = (token ?? '').split('.').length;
        message =
          parts === 3
            ? 'JWT cryptographic operation failed'
            : `Expected 3 parts in JWT; got ${parts}`;
      }
      throw new PgrstError(
        401,
        { code: claimsFailed ? 'PGRST303' : 'PGRST301', message },
        { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
      );
    }
  }

  /**
   * GET/HEAD on a table or view.
   * @param {ServerResponse} res
   * @param {{ caller: import('../http.mjs').Caller, table: string, prepared: PreparedRead,
   *   profileHeaders: Record<string, string>, context: RequestParts['context'] }} request
   */
  async function handleRead(res, { caller, table, prepared, profileHeaders, context }) {
    const { plan, prefer, topRange, media, canonical } = prepared;
    const row = await runTransaction(
      caller,
      async (tx) => {
        const result = await runPlan(tx, plan);
        if (media.kind === 'single') checkSingular(Number(result.page_total));
        return result;
      },
      context,
      prefer,
    );
    const total = row.total === null || row.total === undefined ? undefined : Number(row.total);
    const pageTotal = Number(row.page_total);
    const { status, contentRange, outOfRange } = rangeStatus(topRange, pageTotal, total);
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Range': contentRange,
      'Content-Location': `/${table}${canonical ? `?${canonical}` : ''}`,
      'Content-Type': contentType(media),
      ...profileHeaders,
      ...preferenceApplied({
        count: prefer.count,
        tx: appliedTx(prefer),
        handling: prefer.handling,
      }),
    };
    const body = outOfRange ? JSON.stringify(outOfRange) : String(row.body ?? '');
    respond(res, status, headers, body, row);
  }

  /**
   * POST/PATCH/PUT/DELETE on a table.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {RequestParts & { table: string }} request
   */
  async function handleMutation(req, res, request) {
    const { caller, table, method, query, prefer, media, profileHeaders, context } = request;
    const kind =
      method === 'POST'
        ? 'insert'
        : method === 'PATCH'
          ? 'update'
          : method === 'PUT'
            ? 'upsert-put'
            : 'delete';
    /** @type {{ text: string | undefined, keys: string[] }} */
    let payload = { text: undefined, keys: [] };
    if (kind !== 'delete')
      payload = await readPayload(req, query.columns, false, config.maxBodyBytes);
    const rootRange = query.ranges.get('');
    const mutateRange = {
      offset: rootRange?.offset ?? 0,
      ...(rootRange?.limit === undefined ? {} : { limit: rootRange.limit }),
    };
    const plan = await withCache((current) =>
      planMutation(current, {
        kind,
        table,
        query,
        prefer,
        media,
        body: payload.text,
        columns: payload.keys,
        mutateRange,
        limits,
      }),
    );
    const row = await runTransaction(
      caller,
      async (tx) => {
        const result = await runPlan(tx, plan);
        const affected = Number(result.page_total);
        if (media.kind === 'single') checkSingular(affected);
        if (kind === 'upsert-put' && affected !== 1) {
          throw pgrstError(
            400,
            'PGRST115',
            'Payload values do not match URL in primary key column(s)',
          );
        }
        checkMaxAffected(prefer, affected);
        return result;
      },
      context,
      prefer,
    );
    const affected = Number(row.page_total);
    const representation = prefer.returnPref === 'representation';
    const countValue = prefer.count !== undefined ? String(affected) : '*';
    /** @type {Record<string, string>} */
    const headers = {};
    let status;
    if (kind === 'insert' || kind === 'upsert-put') {
      const inserted =
        row.inserted === null || row.inserted === undefined ? undefined : Number(row.inserted);
      if (kind === 'upsert-put') status = representation ? ((inserted ?? 0) > 0 ? 201 : 200) : 204;
      else
        status =
          prefer.resolution === 'merge-duplicates' && inserted !== undefined && inserted <= 0
            ? 200
            : 201;
      if (row.location && affected === 1) {
        const keys = JSON.parse(String(row.location));
        const search = plan.pk
          .map(
            (key) =>
              `${encodeURIComponent(key)}=${encodeURIComponent(keys[key] === null ? 'is.null' : `eq.${keys[key]}`)}`,
          )
          .join('&');
        headers.Location = `/${table}?${search}`;
      }
      if (kind === 'insert') headers['Content-Range'] = `*/${countValue}`;
      const hasConflictTarget = plan.pk.length > 0 || query.onConflict !== undefined;
      Object.assign(
        headers,
        preferenceApplied({
          resolution: kind === 'insert' && hasConflictTarget ? prefer.resolution : undefined,
          missing: prefer.missing,
          return: prefer.returnPref,
          count: prefer.count,
          tx: appliedTx(prefer),
          handling: prefer.handling,
        }),
      );
    } else {
      status = representation ? 200 : 204;
      headers['Content-Range'] =
        kind === 'update' && affected > 0 ? `0-${affected - 1}/${countValue}` : `*/${countValue}`;
      Object.assign(
        headers,
        preferenceApplied({
          missing: kind === 'update' ? prefer.missing : undefined,
          return: prefer.returnPref,
          count: prefer.count,
          tx: appliedTx(prefer),
          handling: prefer.handling,
          maxAffected: prefer.handling === 'strict' ? prefer.maxAffected : undefined,
        }),
      );
    }
    if (representation) {
      Object.assign(headers, { 'Content-Type': contentType(media), ...profileHeaders });
    }
    respond(res, status, headers, representation ? String(row.body ?? '') : '', row);
  }

  /**
   * /rpc/fn with GET, HEAD or POST.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {RequestParts & { name: string }} request
   */
  async function handleRpc(req, res, request) {
    const { caller, name, method, query, prefer, topRange, media, profileHeaders, context } =
      request;
    const isPost = method === 'POST';
    /** @type {{ text: string | undefined, keys: string[] }} */
    let payload;
    /** @type {Map<string, string[]>} GET/HEAD: arguments from the query string */
    const queryArgs = new Map();
    if (isPost) payload = await readPayload(req, query.columns, true, config.maxBodyBytes);
    else {
      for (const [key, value] of query.rpcArgs)
        queryArgs.set(key, [...(queryArgs.get(key) ?? []), value]);
      payload = { text: undefined, keys: [...queryArgs.keys()] };
    }
    const { plan, routine } = await withCache((current) => {
      const found = findRoutine(current, name, payload.keys, {
        singleObject: prefer.singleObject,
        isPost,
      });
      const argsText = isPost ? payload.text : queryArgsJson(queryArgs, found);
      return {
        routine: found,
        plan: planCall(current, {
          routine: found,
          query,
          topRange,
          media,
          count: prefer.count !== undefined,
          headOnly: method === 'HEAD',
          args: argsText,
          argKeys: payload.keys,
          singleObject: prefer.singleObject,
          maxRows,
          limits,
        }),
      };
    });
    const readOnly = !isPost || routine.volatility !== 'v';
    const row = await runTransaction(
      caller,
      async (tx) => {
        if (readOnly) await tx.query('set transaction read only');
        const result = await runPlan(tx, plan);
        const pageTotal = Number(result.page_total ?? 0);
        if (media.kind === 'single' && routine.returnKind !== 'void') checkSingular(pageTotal);
        checkMaxAffected(prefer, pageTotal);
        return result;
      },
      context,
      prefer,
    );
    const total = row.total === null || row.total === undefined ? undefined : Number(row.total);
    const { status, contentRange, outOfRange } = rangeStatus(
      topRange,
      Number(row.page_total ?? 0),
      total,
    );
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Range': contentRange,
      ...preferenceApplied({
        params: prefer.singleObject ? 'single-object' : undefined,
        count: prefer.count,
        tx: appliedTx(prefer),
        handling: prefer.handling,
        maxAffected: prefer.handling === 'strict' ? prefer.maxAffected : undefined,
      }),
    };
    if (routine.returnKind === 'void') {
      respond(res, 204, headers, '', row);
      return;
    }
    Object.assign(headers, { 'Content-Type': contentType(media), ...profileHeaders });
    const body = outOfRange ? JSON.stringify(outOfRange) : String(row.body ?? '');
    respond(res, status, headers, body, row);
  }

  /**
   * `GET /rest/v1/`: a minimal OpenAPI description of the exposed tables and functions.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function answerOpenApi(req, res) {
    const accepted = parseAccept(req.headers.accept);
    const ok = accepted.some(
      (m) =>
        (m.type === '*' && m.subtype === '*') ||
        (m.type === 'application' && (m.subtype === 'json' || m.subtype === 'openapi+json')),
    );
    if (!ok) {
      throw pgrstError(
        406,
        'PGRST107',
        `None of these media types are available: ${accepted.map((m) => m.raw).join(', ')}`,
      );
    }
    const current = await currentCache();
    /** @type {Record<string, unknown>} */
    const paths = { '/': { get: { produces: ['application/openapi+json', 'application/json'] } } };
    /** @type {Record<string, unknown>} */
    const definitions = {};
    for (const table of current.tables.values()) {
      const methods = table.isView ? ['get'] : ['get', 'post', 'patch', 'delete'];
      paths[`/${table.name}`] = Object.fromEntries(methods.map((m) => [m, { tags: [table.name] }]));
      definitions[table.name] = {
        type: 'object',
        required: table.pk,
        properties: Object.fromEntries(
          table.columns.map((col) => [
            col.name,
            { format: col.type, ...(col.default ? { default: col.default } : {}) },
          ]),
        ),
      };
    }
    for (const [name, overloads] of current.routines) {
      const volatile = overloads.some((routine) => routine.volatility === 'v');
      paths[`/rpc/${name}`] = Object.fromEntries(
        (volatile ? ['post'] : ['get', 'post']).map((m) => [m, { tags: ['(rpc) ' + name] }]),
      );
    }
    const body = JSON.stringify({
      swagger: '2.0',
      info: {
        title: 'Supabase local REST API',
        description: 'PostgREST-compatible',
        version: '12.2.0',
      },
      host: req.headers.host ?? '',
      basePath: '/',
      schemes: ['http'],
      consumes: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
      produces: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
      paths,
      definitions,
    });
    sendText(res, 200, { 'Content-Type': CONTENT_TYPES.openapi }, body);
  }
}

/**
 * @typedef {object} PreparedRead
 * @property {number} generation schema cache generation the plan was made with
 * @property {import('./planner.mjs').Plan} plan
 * @property {string} canonical
 * @property {Preferences} prefer
 * @property {Range} topRange
 * @property {Media} media
 */

/**
 * @typedef {object} RequestParts
 * @property {{ role: string, claims: Record<string, any> }} caller
 * @property {string} method
 * @property {QueryParams} query
 * @property {Preferences} prefer
 * @property {Range} topRange
 * @property {Media} media
 * @property {Record<string, string>} profileHeaders
 * @property {{ method: string, path: string, headers: Record<string, unknown> }} context
 */

/**
 * The query string and the headers that shape a request, validated as PostgREST does.
 * @param {IncomingMessage} req
 * @param {URL} url
 * @param {string} method
 * @param {boolean} isRpc
 * @returns {{ query: QueryParams, prefer: Preferences, topRange: Range, media: Media }}
 */
function parseRequest(req, url, method, isRpc) {
  const query = parseQueryOrThrow(
    url.searchParams,
    isRpc && (method === 'GET' || method === 'HEAD'),
  );
  const prefer = parsePrefer(req.headers.prefer);
  if (prefer.handling === 'strict' && prefer.invalid.length) {
    throw pgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefer.invalid.join(', ')}`,
    );
  }
  const topRange = requestRange(query, method, headerValue(req.headers.range));
  if (
    (method === 'PATCH' || method === 'DELETE') &&
    query.ranges.size &&
    query.order.length === 0
  ) {
    throw pgrstError(
      400,
      'PGRST109',
      "A 'limit' was applied without an explicit 'order'",
      null,
      "Apply an 'order' using unique column(s)",
    );
  }
  if (method === 'PUT' && (topRange.offset !== 0 || topRange.limit !== undefined)) {
    throw pgrstError(
      400,
      'PGRST114',
      'limit/offset querystring parameters are not allowed for PUT',
    );
  }
  return { query, prefer, topRange, media: negotiate(headerValue(req.headers.accept)) };
}

/** @param {string} pathname @returns {{ kind: 'root' } | { kind: 'none' } | { kind: 'table' | 'rpc', name: string }} */
function resourceOf(pathname) {
  const rest = pathname.slice(PREFIX.length);
  let segments;
  try {
    segments = rest
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return { kind: 'none' };
  }
  if (segments.length === 0) return { kind: 'root' };
  const [first, second] = segments;
  if (segments.length === 1 && first) return { kind: 'table', name: first };
  if (segments.length === 2 && first === 'rpc' && second) return { kind: 'rpc', name: second };
  return { kind: 'none' };
}

/**
 * Accept-Profile (reads) / Content-Profile (writes): only the exposed schema.
 * @param {IncomingMessage} req
 * @param {string} method
 * @returns {boolean} whether the schema was negotiated by a profile header
 */
function checkProfile(req, method) {
  const header = ['GET', 'HEAD'].includes(method)
    ? req.headers['accept-profile']
    : req.headers['content-profile'];
  const profile = Array.isArray(header) ? header[0] : header;
  if (profile === undefined) return false;
  if (profile !== EXPOSED_SCHEMA) {
    throw pgrstError(406, 'PGRST106', `The schema must be one of the following: ${EXPOSED_SCHEMA}`);
  }
  return true;
}

/** @param {URLSearchParams} params @param {boolean} rpcRead */
function parseQueryOrThrow(params, rpcRead) {
  try {
    return parseQuery(params, { rpcRead });
  } catch (error) {
    if (error instanceof QueryParseError)
      throw pgrstError(400, 'PGRST100', error.message, error.details);
    throw error;
  }
}

/**
 * The top-level range: `limit`/`offset` intersected with the Range header (GET only).
 * @param {QueryParams} query
 * @param {string} method
 * @param {string | undefined} rangeHeader
 * @returns {Range}
 */
function requestRange(query, method, rangeHeader) {
  const params = query.ranges.get('');
  const offset = params?.offset ?? 0;
  const limit = params?.limit;
  const rangeError = (/** @type {string} */ details) =>
    pgrstError(416, 'PGRST103', 'Requested range not satisfiable', details);
  if (limit !== undefined && limit < 0)
    throw rangeError('Limit should be greater than or equal to zero.');
  let lower = offset;
  let upper = limit === undefined ? Infinity : offset + limit - 1;
  const header = method === 'GET' ? parseRangeHeader(rangeHeader) : undefined;
  if (header) {
    if (header.upper !== undefined && header.upper < header.lower) {
      throw rangeError(
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    }
    lower = Math.max(lower, header.lower);
    upper = Math.min(upper, header.upper ?? Infinity);
    if (upper < lower && limit !== 0) {
      throw rangeError(
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    }
  }
  if (limit === 0) return { offset: lower, limit: 0 };
  return upper === Infinity ? { offset: lower } : { offset: lower, limit: upper - lower + 1 };
}

/**
 * Content negotiation for JSON, single objects, stripped nulls and CSV.
 * @param {string | undefined} header
 * @returns {Media}
 */
function negotiate(header) {
  const accepted = parseAccept(header);
  for (const media of accepted) {
    const { type, subtype, params } = media;
    const stripped = params.nulls === 'stripped';
    if (type === '*' && subtype === '*') return { kind: 'json', stripNulls: false };
    if (type === 'application' && subtype === 'json') return { kind: 'json', stripNulls: false };
    if (
      type === 'application' &&
      (subtype === 'vnd.pgrst.object+json' || subtype === 'vnd.pgrst.object')
    ) {
      return { kind: 'single', stripNulls: stripped };
    }
    if (
      type === 'application' &&
      (subtype === 'vnd.pgrst.array+json' || subtype === 'vnd.pgrst.array')
    ) {
      return { kind: 'json', stripNulls: stripped };
    }
    if (type === 'text' && subtype === 'csv') return { kind: 'csv', stripNulls: false };
  }
  throw pgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${accepted.map((m) => m.raw).join(', ')}`,
  );
}

/** @param {Media} media */
function contentType(media) {
  if (media.kind === 'csv') return CONTENT_TYPES.csv;
  if (media.kind === 'single')
    return media.stripNulls ? CONTENT_TYPES.singleStripped : CONTENT_TYPES.single;
  return media.stripNulls ? CONTENT_TYPES.jsonStripped : CONTENT_TYPES.json;
}

/** @param {number} rows */
function checkSingular(rows) {
  if (rows !== 1) {
    throw pgrstError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${rows} rows`,
    );
  }
}

/** @param {Preferences} prefer @param {number} rows */
function checkMaxAffected(prefer, rows) {
  if (
    prefer.handling === 'strict' &&
    prefer.maxAffected !== undefined &&
    rows > prefer.maxAffected
  ) {
    throw pgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    );
  }
}

/**
 * Content-Range and the status of a read: 206 when a count shows the page is partial, 416 when
 * the offset is past the end.
 * @param {Range} range
 * @param {number} pageTotal
 * @param {number | undefined} total
 */
function rangeStatus(range, pageTotal, total) {
  const lower = range.offset;
  const upper = lower + pageTotal - 1;
  const rangePart = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  const contentRange = `${rangePart}/${total ?? '*'}`;
  if (total === undefined) return { status: 200, contentRange, outOfRange: undefined };
  if (lower > total) {
    return {
      status: 416,
      contentRange,
      outOfRange: pgrstError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${lower} was requested, but there are only ${total} rows.`,
      ),
    };
  }
  return { status: 1 + upper - lower < total ? 206 : 200, contentRange, outOfRange: undefined };
}

/**
 * The Preference-Applied header.
 * @param {{ resolution?: string, missing?: string, return?: string, params?: string, count?: string, tx?: string, handling?: string, maxAffected?: number }} applied
 * @returns {Record<string, string>}
 */
function preferenceApplied(applied) {
  const values = [
    applied.resolution && `resolution=${applied.resolution}`,
    applied.missing && `missing=${applied.missing}`,
    applied.return && `return=${applied.return}`,
    applied.params && `params=${applied.params}`,
    applied.count && `count=${applied.count}`,
    applied.tx && `tx=${applied.tx}`,
    applied.handling && `handling=${applied.handling}`,
    applied.maxAffected !== undefined && `max-affected=${applied.maxAffected}`,
  ].filter(Boolean);
  return values.length ? { 'Preference-Applied': values.join(', ') } : {};
}

/**
 * Runs a plan and returns its one row. A database error carries the plan's SQL
 * (`generatedSql`), so its answer can be checked for quotes of it.
 * @param {import('../db/adapter.mjs').Queryable} tx
 * @param {import('./planner.mjs').Plan} plan
 * @returns {Promise<Record<string, any>>}
 */
async function runPlan(tx, plan) {
  try {
    return (await tx.query(plan.sql, plan.params)).rows[0] ?? {};
  } catch (error) {
    if (error && typeof error === 'object') {
      Object.defineProperty(error, 'generatedSql', { value: plan.sql, configurable: true });
    }
    throw error;
  }
}

/**
 * Request headers for `request.headers` (as PostgREST: lowercase names, no cookies), with the
 * client's address in `cf-connecting-ip`, as hosted Supabase's gateway (Cloudflare) sets it:
 * the TCP peer's address, replacing any value the client sent, so a database function can
 * rate-limit per address (`private.client_address()`).
 * @param {IncomingMessage} req
 */
function requestHeaders(req) {
  /** @type {Record<string, unknown>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name !== 'cookie') headers[name] = value;
  }
  headers['cf-connecting-ip'] = clientAddress(req);
  return headers;
}

/**
 * Reads a JSON (or form-encoded) body: the rows as a JSON array text, and the payload's keys
 * (or the `columns` parameter).
 * @param {IncomingMessage} req
 * @param {string[] | undefined} columns
 * @param {boolean} isRpc an empty body means no arguments
 * @param {number} limit largest body accepted
 * @returns {Promise<{ text: string | undefined, keys: string[] }>}
 */
async function readPayload(req, columns, isRpc, limit) {
  const contentTypeHeader = String(req.headers['content-type'] ?? 'application/json');
  const mime = (contentTypeHeader.split(';')[0] ?? '').trim().toLowerCase();
  const raw = await readBody(req, limit);
  const text = raw.toString('utf8');
  /** @type {unknown} */
  let value;
  if (mime === 'application/x-www-form-urlencoded') {
    value = Object.fromEntries(new URLSearchParams(text));
  } else if (mime === 'application/json' || mime === '' || mime === '*/*') {
    if (text.trim() === '' && isRpc) value = {};
    else {
      try {
        value = JSON.parse(text);
      } catch {
        throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
      }
    }
  } else {
    throw pgrstError(400, 'PGRST102', `Content-Type not acceptable: ${mime}`);
  }
  const json =
    mime === 'application/x-www-form-urlencoded' || text.trim() === ''
      ? JSON.stringify(value)
      : text;
  if (Array.isArray(value)) {
    let keys = columns;
    if (!keys) {
      const [first] = value;
      if (first === undefined) keys = [];
      else {
        if (!isPlainObject(first)) throw pgrstError(400, 'PGRST102', 'All object keys must match');
        const canonical = Object.keys(first).sort().join('\u0000');
        const uniform = value.every(
          (item) => isPlainObject(item) && Object.keys(item).sort().join('\u0000') === canonical,
        );
        if (!uniform) throw pgrstError(400, 'PGRST102', 'All object keys must match');
        keys = Object.keys(first);
      }
    }
    return { text: json, keys };
  }
  if (isPlainObject(value)) {
    return { text: isRpc ? json : `[${json}]`, keys: columns ?? Object.keys(value) };
  }
  // A scalar (string, number, null) can't be a row: PostgREST fails the populate with a 4xx.
  if (!isRpc) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  return { text: json, keys: columns ?? [] };
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * GET /rpc arguments as the JSON object of a call: a repeated name becomes an array for a
 * variadic parameter (other parameters take the first value).
 * @param {Map<string, string[]>} args
 * @param {import('./schema-cache.mjs').Routine} routine
 */
function queryArgsJson(args, routine) {
  /** @type {Record<string, string | string[]>} */
  const json = {};
  for (const [key, values] of args) {
    const variadic = routine.params.find((p) => p.name === key)?.variadic ?? false;
    json[key] = variadic ? values : (values[0] ?? '');
  }
  return JSON.stringify(json);
}

/**
 * Sends a response, applying `response.status` / `response.headers` set by the SQL (GUCs).
 * @param {ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {string} body
 * @param {Record<string, any>} row
 */
function respond(res, status, headers, body, row) {
  let finalStatus = status;
  let finalHeaders = { ...headers };
  if (row.response_status !== null && row.response_status !== undefined) {
    const override = Number(row.response_status);
    if (!Number.isInteger(override) || override < 100 || override > 599) {
      throw pgrstError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    finalStatus = override;
  }
  if (row.response_headers !== null && row.response_headers !== undefined) {
    let list;
    try {
      list = JSON.parse(String(row.response_headers));
    } catch {
      list = undefined;
    }
    const valid =
      Array.isArray(list) &&
      list.every(
        (item) =>
          isPlainObject(item) &&
          Object.keys(item).length === 1 &&
          typeof Object.values(item)[0] === 'string',
      );
    if (!valid) {
      throw pgrstError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      );
    }
    for (const item of list) {
      const [name, value] = /** @type {[string, string]} */ (Object.entries(item)[0]);
      // A header set by the SQL replaces PostgREST's own of the same name.
      finalHeaders = Object.fromEntries(
        Object.entries(finalHeaders).filter(
          ([existing]) => existing.toLowerCase() !== name.toLowerCase(),
        ),
      );
      finalHeaders[name] = value;
    }
  }
  sendText(res, finalStatus, finalHeaders, finalStatus === 204 ? '' : body);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {string} body
 */
function sendText(res, status, headers, body) {
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(res.req?.method === 'HEAD' || status === 204 ? undefined : body);
}
