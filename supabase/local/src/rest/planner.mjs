// @ts-check
/**
 * The three plans of a request, each ONE SQL statement, the way PostgREST does (Plan.hs,
 * Query/QueryBuilder.hs): the resource is read (or mutated, or called) in a `pgrst_source` CTE,
 * the total for `Prefer: count` is a second CTE, and the response body is built as JSON text in
 * SQL. The seams below it follow PostgREST's: `query/` parses the query string into the request
 * AST (ApiRequest/QueryParams.hs), `plan/` builds the plan tree and resolves relationships,
 * computed ones included, against the schema cache (Plan.hs), and `sql/` turns plan nodes into
 * SQL fragments (SqlFragment.hs) and the SELECT with its embeds, aggregates and spreads
 * (QueryBuilder.hs). Every identifier is checked against the schema cache and quoted; every
 * value is a bound parameter; a cast's type must be in the type catalog.
 *
 * Limits (README, What it does not implement, REST, "Limits"): sql/builder.mjs.
 */
import { quoteIdent as ident } from '../db/adapter.mjs';
import { cacheMiss, pgrstError } from './errors.mjs';
import { findTable, qualified } from './plan/lookup.mjs';
import { ALL, newNode, NO_LIMITS } from './plan/node.mjs';
import { computedColumnsOf } from './plan/computed.mjs';
import { buildReadTree } from './plan/tree.mjs';
import { limitedBodySql, RESPONSE_GUCS, rootRows, treeLimits } from './sql/builder.mjs';
import { countsRows, estimateFor, statementCountSql } from './sql/count.mjs';
import { selectSql } from './sql/select.mjs';
import {
  arrayLiteral,
  countSql,
  limitOffset,
  logicSql,
  orderSql,
  Params,
} from './sql/fragments.mjs';

export { findRoutine } from './plan/routine.mjs';

/**
 * @typedef {import('./parser.mjs').QueryParams} QueryParams
 * @typedef {import('./query/ast.mjs').LogicTree} LogicTree
 * @typedef {import('./parser.mjs').Preferences} Preferences
 * @typedef {import('./schema-cache.mjs').SchemaCache} SchemaCache
 * @typedef {import('./schema-cache.mjs').Table} Table
 * @typedef {import('./schema-cache.mjs').Column} Column
 * @typedef {import('./schema-cache.mjs').Routine} Routine
 * @typedef {import('./plan/node.mjs').Limits} Limits
 * @typedef {import('./plan/node.mjs').Media} Media
 * @typedef {import('./plan/node.mjs').MediaKind} MediaKind
 * @typedef {import('./plan/node.mjs').Range} Range
 * @typedef {import('./plan/node.mjs').ReadNode} ReadNode
 */

// ---------------------------------------------------------------------------------------------
// Plans

/**
 * @typedef {object} Plan
 * @property {string} sql
 * @property {(string | null)[]} params
 * @property {import('./sql/count.mjs').Estimate} [estimate] for `count=planned`/`estimated`:
 *   the planner's estimate to read after the statement (`estimatedTotal`)
 */

/**
 * GET/HEAD on a table or view.
 * @param {SchemaCache} cache
 * @param {{ table: string, query: QueryParams, topRange: Range, media: Media,
 *   count: import('./sql/count.mjs').CountPreference | undefined, headOnly: boolean,
 *   maxRows?: number, limits?: Limits }} request count: the `Prefer: count` (true: exact)
 * @returns {Plan}
 */
export function planRead(cache, request) {
  const table = findTable(cache, request.table);
  const root = buildReadTree(
    cache,
    {
      table,
      tableName: table.name,
      fromSql: qualified(cache.schema, table.name),
      sqlAlias: table.name,
    },
    request.query,
    {
      action: 'read',
      topRange: request.topRange,
      maxRows: request.maxRows,
    },
  );
  const limits = treeLimits(root, request.limits ?? NO_LIMITS);
  const params = new Params();
  const source = selectSql(root, params, limits);
  const count = statementCountSql(root, params, request.count, request.maxRows);
  const body = request.headOnly ? `''` : limitedBodySql(request.media, limits);
  const sql = `WITH pgrst_source AS (${source})${count ? `, pgrst_source_count AS (${count})` : ''} SELECT ${
    count ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint'
  } AS total, pg_catalog.count(_postgrest_t) AS page_total, ${body} AS body, ${RESPONSE_GUCS} FROM ${rootRows('SELECT * FROM pgrst_source', root, limits)} _postgrest_t`;
  const estimate = estimateFor(root, request.count, request.maxRows);
  return estimate ? { sql, params: params.values, estimate } : { sql, params: params.values };
}

/**
 * @typedef {object} MutationRequest
 * @property {'insert' | 'update' | 'delete' | 'upsert-put'} kind
 * @property {string} table
 * @property {QueryParams} query
 * @property {Preferences} prefer
 * @property {Media} media
 * @property {string | undefined} body JSON array text of the rows
 * @property {string[]} columns payload columns
 * @property {Range} mutateRange limit/offset of PATCH/DELETE
 * @property {Limits} [limits]
 */

/**
 * POST/PATCH/DELETE/PUT on a table: the mutation in `pgrst_source`, then the representation.
 * @param {SchemaCache} cache
 * @param {MutationRequest} request
 * @returns {Plan & { returning: boolean, pk: string[], countInserted: boolean }}
 */
export function planMutation(cache, request) {
  const table = findTable(cache, request.table);
  if (request.kind === 'upsert-put') checkPutFilters(table.pk, request.query);
  const params = new Params();
  const alias = ident(table.name);
  const target = `${qualified(cache.schema, table.name)} AS ${alias}`;
  const wantsRows =
    request.prefer.returnPref === 'representation' || request.prefer.returnPref === 'headers-only';
  const returning = wantsRows ? `RETURNING ${alias}.*` : 'RETURNING 1';
  const filterNode = newNode({
    relName: table.name,
    table,
    tableName: table.name,
    fromSql: qualified(cache.schema, table.name),
    sqlAlias: table.name,
    computed: computedColumnsOf(cache, table.name),
    where: [
      ...request.query.filters
        .filter(({ path }) => path.length === 0)
        .map(({ filter }) => /** @type {LogicTree} */ ({ type: 'filter', filter })),
      ...request.query.logic.filter(({ path }) => path.length === 0).map(({ tree }) => tree),
    ],
  });
  const columns = request.columns.map((name) => {
    const col = table.columnsByName.get(name);
    if (!col) {
      throw cacheMiss(
        pgrstError(
          400,
          'PGRST204',
          `Could not find the '${name}' column of '${table.name}' in the schema cache`,
        ),
      );
    }
    return col;
  });
  const rootOrder = request.query.order.find(({ path }) => path.length === 0)?.terms ?? [];

  /** Rows of the body, typed with the columns' types. */
  const bodyRows = (/** @type {boolean} */ applyDefaults, /** @type {boolean} */ limitOne) => {
    const body = params.add(request.body ?? '[]');
    if (columns.length === 0) return `(SELECT FROM json_array_elements(${body}::json)) pgrst_body`;
    const typedCols = columns.map((col) => `${ident(col.name)} ${col.type}`).join(', ');
    const names = columns.map((col) => ident(col.name)).join(', ');
    const defaults = columns.filter((col) => col.default !== null);
    const source =
      applyDefaults && defaults.length
        ? `jsonb_to_recordset((SELECT jsonb_agg(jsonb_build_object(${defaults
            .map((col) => `${params.add(col.name)}::text, ${col.default}`)
            .join(', ')}) || elem) FROM jsonb_array_elements(${body}::jsonb) elem))`
        : `json_to_recordset(${body}::json)`;
    return `(SELECT ${names} FROM ${source} AS _(${typedCols})${limitOne ? ' LIMIT 1' : ''}) pgrst_body`;
  };
  const filtersSql = () => {
    const where = filterNode.where.map((tree) => logicSql(filterNode, tree, params, 'read'));
    // Hosted Supabase runs API requests with pg-safeupdate: no UPDATE/DELETE of a whole table.
    const limited = request.mutateRange.offset !== 0 || request.mutateRange.limit !== undefined;
    if (where.length === 0 && !limited) {
      throw pgrstError(
        400,
        '21000',
        `${request.kind === 'update' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
      );
    }
    if (request.mutateRange.offset !== 0 || request.mutateRange.limit !== undefined) {
      where.push(
        `${alias}.ctid = ANY (ARRAY(SELECT ${alias}.ctid FROM ${qualified(cache.schema, table.name)} AS ${alias}${
          where.length ? ` WHERE ${where.join(' AND ')}` : ''
        }${orderSql(filterNode, rootOrder, params)}${limitOffset(request.mutateRange, params)}))`,
      );
    }
    return where.length ? ` WHERE ${where.join(' AND ')}` : '';
  };

  const inserted = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`;
  const updated = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'`;
  let mutation;
  let countInserted = false;
  if (request.kind === 'insert' || request.kind === 'upsert-put') {
    const put = request.kind === 'upsert-put';
    const merge = put || request.prefer.resolution === 'merge-duplicates';
    countInserted = merge;
    const names = columns.map((col) => ident(col.name));
    const conflictCols = put ? table.pk : (request.query.onConflict ?? table.pk);
    for (const name of conflictCols) {
      if (!table.columnsByName.has(name)) {
        throw cacheMiss(pgrstError(400, '42703', `column "${name}" does not exist`));
      }
    }
    const rows = bodyRows(request.prefer.missing === 'default' && !put, false);
    const conditions = [];
    if (put) {
      // PUT: the payload's primary key must be the one in the URL.
      const bodyNode = { ...filterNode, sqlAlias: 'pgrst_body' };
      conditions.push(...bodyNode.where.map((tree) => logicSql(bodyNode, tree, params, 'read')));
    }
    if (merge) conditions.unshift(inserted);
    let conflict = '';
    if (request.prefer.resolution !== undefined || put) {
      if (conflictCols.length) {
        const action =
          request.prefer.resolution === 'ignore-duplicates' || columns.length === 0
            ? 'DO NOTHING'
            : `DO UPDATE SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}${merge ? ` WHERE ${updated}` : ''}`;
        conflict = ` ON CONFLICT (${conflictCols.map(ident).join(', ')}) ${action}`;
      }
    }
    mutation = `INSERT INTO ${target}${names.length ? ` (${names.join(', ')})` : ''} SELECT ${
      names.length ? names.map((name) => `pgrst_body.${name}`).join(', ') : ''
    } FROM ${rows}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}${conflict} ${returning}`;
  } else if (request.kind === 'update') {
    if (columns.length === 0) {
      mutation = `SELECT ${wantsRows ? `${alias}.*` : '1'} FROM ${qualified(cache.schema, table.name)} AS ${alias} WHERE false`;
    } else {
      const rows = bodyRows(request.prefer.missing === 'default', true);
      const sets = columns
        .map((col) => `${ident(col.name)} = pgrst_body.${ident(col.name)}`)
        .join(', ');
      mutation = `UPDATE ${target} SET ${sets} FROM ${rows}${filtersSql()} ${returning}`;
    }
  } else {
    mutation = `DELETE FROM ${target}${filtersSql()} ${returning}`;
  }

  let representation = '(SELECT * FROM pgrst_source)';
  let body = `''`;
  if (request.prefer.returnPref === 'representation') {
    const root = buildReadTree(
      cache,
      { table, tableName: table.name, fromSql: 'pgrst_source', sqlAlias: table.name },
      request.query,
      { action: 'mutation', topRange: ALL },
    );
    const limits = treeLimits(root, request.limits ?? NO_LIMITS);
    representation = rootRows(selectSql(root, params, limits), root, limits);
    body = limitedBodySql(request.media, limits);
  }
  const location =
    request.prefer.returnPref === 'headers-only' &&
    (request.kind === 'insert' || request.kind === 'upsert-put')
      ? `(SELECT json_object_agg(d.key, d.value)::text FROM (SELECT row_to_json(_) AS row FROM pgrst_source AS _ LIMIT 1) r CROSS JOIN json_each_text(r.row) AS d WHERE d.key = ANY (${params.add(arrayLiteral(table.pk))}::text[]))`
      : 'null::text';
  const sql = `WITH pgrst_source AS (${mutation}) SELECT pg_catalog.count(_postgrest_t) AS page_total, ${location} AS location, ${body} AS body, ${RESPONSE_GUCS}, ${
    countInserted ? `nullif(current_setting('pgrst.inserted', true), '')::int` : 'null::int'
  } AS inserted FROM ${representation} _postgrest_t`;
  return { sql, params: params.values, returning: wantsRows, pk: table.pk, countInserted };
}

/**
 * PUT needs `eq` filters on exactly the primary key columns.
 * @param {string[]} pk
 * @param {QueryParams} query
 */
function checkPutFilters(pk, query) {
  const fields = new Set(query.filters.map(({ filter }) => filter.field.name));
  const onlyEq = query.filters.every(
    ({ path, filter }) =>
      path.length === 0 &&
      !filter.expr.negate &&
      filter.expr.operation.type === 'quant' &&
      filter.expr.operation.op === 'eq' &&
      !filter.expr.operation.quantifier,
  );
  const samePk = pk.length > 0 && fields.size === pk.length && pk.every((col) => fields.has(col));
  if (query.logic.length || !samePk || !onlyEq) {
    throw pgrstError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
}

/**
 * A call to a function, then filters/order/range/select over its result.
 * @param {SchemaCache} cache
 * @param {{ routine: Routine, query: QueryParams, topRange: Range, media: Media,
 *   count: import('./sql/count.mjs').CountPreference | undefined,
 *   headOnly: boolean, args: string | undefined, argKeys: string[], singleObject: boolean,
 *   maxRows?: number, limits?: Limits }} request
 *   args: JSON text (an object, or an array of objects whose first is used); count: the
 *   `Prefer: count` (true: exact; `estimated` counts exactly, `planned` not at all, as PostgREST)
 * @returns {Plan & { single: boolean }}
 */
export function planCall(cache, request) {
  const { routine } = request;
  const params = new Params();
  const fn = qualified(cache.schema, routine.name);
  const scalar = routine.returnKind !== 'composite';
  const onlyParam = routine.params.length === 1 ? routine.params[0] : undefined;
  let bodyFrom = '';
  let call;
  if (onlyParam && (request.singleObject || onlyParam.name === '')) {
    call = `${fn}(${params.add(request.args ?? '{}')}::${onlyParam.type})`;
  } else {
    const given = routine.params.filter((p) => request.argKeys.includes(p.name));
    if (given.length === 0) call = `${fn}()`;
    else {
      const text = request.args ?? '{}';
      const body = params.add(text.trimStart().startsWith('[') ? text : `[${text}]`);
      bodyFrom = `(SELECT ${given.map((p) => ident(p.name)).join(', ')} FROM json_to_recordset(${body}::json) AS _(${given
        .map((p) => `${ident(p.name)} ${p.type}`)
        .join(', ')}) LIMIT 1) pgrst_body, `;
      call = `${fn}(${given
        .map(
          (p) => `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := pgrst_body.${ident(p.name)}`,
        )
        .join(', ')})`;
    }
  }
  const source = scalar
    ? `SELECT pgrst_call.pgrst_scalar FROM ${bodyFrom}LATERAL (SELECT ${call} pgrst_scalar) pgrst_call`
    : `SELECT pgrst_call.* FROM ${bodyFrom}LATERAL ${call} pgrst_call`;

  const returnTable = routine.returnTable ? cache.tables.get(routine.returnTable) : undefined;
  /** @type {Table | undefined} */
  let table = returnTable;
  if (!table && routine.returnKind === 'composite' && routine.returnColumns.length) {
    table = {
      name: routine.name,
      isView: false,
      columns: routine.returnColumns,
      columnsByName: new Map(routine.returnColumns.map((col) => [col.name, col])),
      pk: [],
    };
  }
  if (scalar) {
    /** @type {Column} */
    const scalarColumn = {
      name: 'pgrst_scalar',
      type: '',
      castType: '',
      isJson: false,
      default: null,
      generated: false,
    };
    table = {
      name: routine.name,
      isView: false,
      columns: [scalarColumn],
      columnsByName: new Map([['pgrst_scalar', scalarColumn]]),
      pk: [],
    };
  }
  const tableName = returnTable?.name ?? routine.name;
  const root = buildReadTree(
    cache,
    { table, tableName, fromSql: 'pgrst_source', sqlAlias: tableName },
    request.query,
    {
      action: 'call',
      topRange: request.topRange,
      maxRows: request.maxRows,
    },
  );
  const limits = treeLimits(root, request.limits ?? NO_LIMITS);
  const read = rootRows(selectSql(root, params, limits), root, limits);
  const count = countsRows(request.count) ? countSql(root, params) : '';
  const single = !routine.returnsSet;
  let body;
  if (request.headOnly || routine.returnKind === 'void') body = `''`;
  else body = limitedBodySql(request.media, limits, { scalar, single });
  const sql = `WITH pgrst_source AS (${source})${count ? `, pgrst_source_count AS (${count})` : ''} SELECT ${
    count ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint'
  } AS total, ${single ? '1' : 'pg_catalog.count(_postgrest_t)'} AS page_total, ${body} AS body, ${RESPONSE_GUCS} FROM ${read} _postgrest_t`;
  return { sql, params: params.values, single };
}
