// @ts-check
/**
 * The three actions on a resource, as PostgREST's src/PostgREST/Query.hs runs them: read a
 * table or view (GET/HEAD), change one (POST/PATCH/PUT/DELETE), call a function (/rpc). Each
 * plans ONE statement against the request schema's cache, runs it as the caller in one
 * transaction, checks the result (a single object, PUT's key, max-affected) inside that
 * transaction so a failed check rolls it back, and writes the answer. With the plan media type
 * the statement is EXPLAINed instead, and nothing is checked.
 */
import { pgrstError } from './errors.mjs';
import { findRoutine, planCall, planMutation, planRead } from './planner.mjs';
import { queryArgsJson, readPayload } from './request.mjs';
import { estimatedTotal } from './sql/count.mjs';
import {
  contentHeaders,
  preferenceApplied,
  rangeStatus,
  respond,
  respondPlan,
} from './response.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('../db/adapter.mjs').Queryable} Queryable
 * @typedef {import('./planner.mjs').Plan} Plan
 * @typedef {import('./planner.mjs').Range} Range
 * @typedef {import('./planner.mjs').Limits} Limits
 * @typedef {import('./parser.mjs').QueryParams} QueryParams
 * @typedef {import('./parser.mjs').Preferences} Preferences
 * @typedef {import('./media.mjs').Media} Media
 * @typedef {import('./request.mjs').Profile} Profile
 * @typedef {import('./schema-cache.mjs').SchemaCache} SchemaCache
 *
 * @typedef {object} RestContext what the actions need from the service
 * @property {<T>(schema: string, build: (cache: SchemaCache) => T) => Promise<T>} withCache
 *   plans with the schema's cache (reloaded once when a name is unknown)
 * @property {<T>(request: TransactionParts, fn: (tx: Queryable) => Promise<T>) => Promise<T>} run
 *   runs `fn` as the request's caller, in its transaction
 * @property {(prefer: Preferences) => string | undefined} appliedTx `Prefer: tx` when honoured
 * @property {number} maxRows
 * @property {Limits} limits
 * @property {number} maxBodyBytes
 *
 * @typedef {object} TransactionParts what shapes the request's transaction
 * @property {import('../http.mjs').Caller} caller
 * @property {Profile} profile its schema sets the search path
 * @property {Preferences} prefer `tx=`
 * @property {{ method: string, path: string, headers: Record<string, unknown> }} context
 *   the `request.*` settings
 *
 * @typedef {TransactionParts & { method: string, query: QueryParams, topRange: Range,
 *   media: Media }} RequestParts
 *
 * @typedef {object} PreparedRead a table read's plan (kept for the same read again)
 * @property {number} generation schema cache generation the plan was made with
 * @property {Plan} plan
 * @property {string} canonical
 * @property {Preferences} prefer
 * @property {Range} topRange
 * @property {Media} media
 */

/**
 * The plan of a table read.
 * @param {RestContext} ctx
 * @param {{ schema: string, table: string, method: string, query: QueryParams, prefer: Preferences,
 *   topRange: Range, media: Media }} read
 * @returns {Promise<Plan>}
 */
export function planTableRead(ctx, read) {
  return ctx.withCache(read.schema, (cache) =>
    planRead(cache, {
      table: read.table,
      query: read.query,
      topRange: read.topRange,
      media: read.media,
      count: read.prefer.count,
      headOnly: read.method === 'HEAD',
      maxRows: ctx.maxRows,
      limits: ctx.limits,
    }),
  );
}

/**
 * GET/HEAD on a table or view.
 * @param {RestContext} ctx
 * @param {ServerResponse} res
 * @param {TransactionParts & { table: string, plan: Plan, canonical: string, topRange: Range,
 *   media: Media }} request
 */
export async function readTable(ctx, res, request) {
  const { table, plan, canonical, prefer, topRange, media, profile } = request;
  if (media.plan) {
    respondPlan(res, media, profile, await ctx.run(request, (tx) => explain(tx, plan, media)));
    return;
  }
  const row = await ctx.run(request, async (tx) => {
    const result = await runPlan(tx, plan);
    if (media.kind === 'single') checkSingular(Number(result.page_total));
    return result;
  });
  const total = row.total === null || row.total === undefined ? undefined : Number(row.total);
  const pageTotal = Number(row.page_total);
  const { status, contentRange, outOfRange } = rangeStatus(topRange, pageTotal, total);
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Range': contentRange,
    'Content-Location': `/${table}${canonical ? `?${canonical}` : ''}`,
    ...contentHeaders(media, profile),
    ...preferenceApplied({
      count: prefer.count,
      tx: ctx.appliedTx(prefer),
      handling: prefer.handling,
    }),
  };
  const body = outOfRange ? JSON.stringify(outOfRange) : String(row.body ?? '');
  respond(res, status, headers, body, row);
}

/**
 * POST/PATCH/PUT/DELETE on a table.
 * @param {RestContext} ctx
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {RequestParts & { table: string }} request
 */
export async function changeTable(ctx, req, res, request) {
  const { table, method, query, prefer, media, profile } = request;
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
  if (kind !== 'delete') payload = await readPayload(req, query.columns, false, ctx.maxBodyBytes);
  const rootRange = query.ranges.get('');
  const mutateRange = {
    offset: rootRange?.offset ?? 0,
    ...(rootRange?.limit === undefined ? {} : { limit: rootRange.limit }),
  };
  const plan = await ctx.withCache(profile.schema, (cache) =>
    planMutation(cache, {
      kind,
      table,
      query,
      prefer,
      media,
      body: payload.text,
      columns: payload.keys,
      mutateRange,
      limits: ctx.limits,
    }),
  );
  if (media.plan) {
    respondPlan(res, media, profile, await ctx.run(request, (tx) => explain(tx, plan, media)));
    return;
  }
  const row = await ctx.run(request, async (tx) => {
    const result = await runPlan(tx, plan);
    const affected = Number(result.page_total);
    if (media.kind === 'single') checkSingular(affected);
    if (kind === 'upsert-put' && affected !== 1) {
      throw pgrstError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
    }
    checkMaxAffected(prefer, affected);
    return result;
  });
  const affected = Number(row.page_total);
  const representation = prefer.returnPref === 'representation';
  // PostgREST counts a write's rows for count=exact and estimated, not planned.
  const countValue =
    prefer.count === 'exact' || prefer.count === 'estimated' ? String(affected) : '*';
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
        tx: ctx.appliedTx(prefer),
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
        tx: ctx.appliedTx(prefer),
        handling: prefer.handling,
        maxAffected: prefer.handling === 'strict' ? prefer.maxAffected : undefined,
      }),
    );
  }
  if (representation) Object.assign(headers, contentHeaders(media, profile));
  respond(res, status, headers, representation ? String(row.body ?? '') : '', row);
}

/**
 * /rpc/fn with GET, HEAD or POST.
 * @param {RestContext} ctx
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {RequestParts & { name: string }} request
 */
export async function callRoutine(ctx, req, res, request) {
  const { name, method, query, prefer, topRange, media, profile } = request;
  const isPost = method === 'POST';
  /** @type {{ text: string | undefined, keys: string[] }} */
  let payload;
  /** @type {Map<string, string[]>} GET/HEAD: arguments from the query string */
  const queryArgs = new Map();
  if (isPost) payload = await readPayload(req, query.columns, true, ctx.maxBodyBytes);
  else {
    for (const [key, value] of query.rpcArgs)
      queryArgs.set(key, [...(queryArgs.get(key) ?? []), value]);
    payload = { text: undefined, keys: [...queryArgs.keys()] };
  }
  const { plan, routine } = await ctx.withCache(profile.schema, (cache) => {
    const found = findRoutine(cache, name, payload.keys, {
      singleObject: prefer.singleObject,
      isPost,
    });
    const argsText = isPost ? payload.text : queryArgsJson(queryArgs, found);
    return {
      routine: found,
      plan: planCall(cache, {
        routine: found,
        query,
        topRange,
        media,
        count: prefer.count,
        headOnly: method === 'HEAD',
        args: argsText,
        argKeys: payload.keys,
        singleObject: prefer.singleObject,
        maxRows: ctx.maxRows,
        limits: ctx.limits,
      }),
    };
  });
  const readOnly = !isPost || routine.volatility !== 'v';
  if (media.plan) {
    const text = await ctx.run(request, async (tx) => {
      if (readOnly) await tx.query('set transaction read only');
      return explain(tx, plan, media);
    });
    respondPlan(res, media, profile, text);
    return;
  }
  const row = await ctx.run(request, async (tx) => {
    if (readOnly) await tx.query('set transaction read only');
    const result = await runPlan(tx, plan);
    const pageTotal = Number(result.page_total ?? 0);
    if (media.kind === 'single' && routine.returnKind !== 'void') checkSingular(pageTotal);
    checkMaxAffected(prefer, pageTotal);
    return result;
  });
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
      tx: ctx.appliedTx(prefer),
      handling: prefer.handling,
      maxAffected: prefer.handling === 'strict' ? prefer.maxAffected : undefined,
    }),
  };
  if (routine.returnKind === 'void') {
    respond(res, 204, headers, '', row);
    return;
  }
  Object.assign(headers, contentHeaders(media, profile));
  const body = outOfRange ? JSON.stringify(outOfRange) : String(row.body ?? '');
  respond(res, status, headers, body, row);
}

/** @param {number} rows */
function checkSingular(rows) {
  if (rows !== 1) {
    throw pgrstError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
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
 * Runs a plan and returns its one row. A database error carries the plan's SQL
 * (`generatedSql`), so its answer can be checked for quotes of it.
 * @param {Queryable} tx
 * @param {Plan} plan
 * @returns {Promise<Record<string, any>>}
 */
async function runPlan(tx, plan) {
  try {
    const row = (await tx.query(plan.sql, plan.params)).rows[0] ?? {};
    // count=planned/estimated: the planner's estimate, read after the statement.
    if (plan.estimate) row.total = await estimatedTotal(tx, plan.estimate, row.total);
    return row;
  } catch (error) {
    throw withSql(error, plan.sql);
  }
}

const EXPLAIN_OPTIONS = {
  analyze: 'ANALYZE',
  verbose: 'VERBOSE',
  settings: 'SETTINGS',
  buffers: 'BUFFERS',
  wal: 'WAL',
};

/**
 * The plan's EXPLAIN, as PostgREST's `explainF` writes it, and its lines as the body (each
 * followed by a newline; FORMAT JSON is one line of pretty-printed JSON). With `analyze` the
 * statement runs, and a write is committed as any other (unless `Prefer: tx=rollback` is
 * honoured), as in PostgREST.
 * @param {Queryable} tx
 * @param {Plan} plan
 * @param {Media} media
 * @returns {Promise<string>}
 */
async function explain(tx, plan, media) {
  const { format, options } = /** @type {import('./media.mjs').PlanMedia} */ (media.plan);
  const list = [
    `FORMAT ${format.toUpperCase()}`,
    ...options.map((option) => EXPLAIN_OPTIONS[option]),
  ];
  const sql = `EXPLAIN (${list.join(', ')}) ${plan.sql}`;
  try {
    const { rows } = await tx.query(sql, plan.params, { raw: true });
    return rows.map((row) => `${Object.values(row)[0]}\n`).join('');
  } catch (error) {
    throw withSql(error, sql);
  }
}

/** @param {unknown} error @param {string} sql */
function withSql(error, sql) {
  if (error && typeof error === 'object') {
    Object.defineProperty(error, 'generatedSql', { value: sql, configurable: true });
  }
  return error;
}
