// @ts-check
/**
 * The statement of a read plan (PostgREST's Query/QueryBuilder.hs) around the SELECT of its
 * nodes (select.mjs): the embedded-rows counter, and the response body.
 *
 * Limits (README, What it does not implement, REST, "Limits"): in a request whose embeds can read the same rows over and
 * over (a to-many embed below a many-to-one or many-to-many one, as products → categories →
 * products), every row an embedded resource reads, and every lookup of an embedded resource,
 * adds to a per-transaction counter checked in SQL as the rows are read, so the request fails
 * early with 54000 instead of building millions of rows; and the body is refused when it is
 * larger than the response limit, before it leaves the database.
 */
import { quoteIdent as ident } from '../../db/adapter.mjs';
import { isToOne } from '../plan/lookup.mjs';
import { fromClause, joinConditions } from './fragments.mjs';

/**
 * @typedef {import('../plan/node.mjs').ReadNode} ReadNode
 * @typedef {import('../plan/node.mjs').Limits} Limits
 * @typedef {import('../plan/node.mjs').Media} Media
 */

/**
 * The counter of embedded rows: adds `weight` and fails with 54000 past the limit. Inline SQL
 * (no function call per row); the setting is local to the request's transaction.
 * @param {Limits} limits
 * @param {number} weight
 * @returns {string | undefined} a boolean expression, undefined when there is no cap
 */
function rowGuard(limits, weight) {
  const max = limits.maxEmbeddedRows;
  if (!max || weight <= 0) return undefined;
  const cap = Math.floor(max);
  return `CASE WHEN pg_catalog.set_config('pgrst.embedded_rows', (coalesce(nullif(pg_catalog.current_setting('pgrst.embedded_rows', true), ''), '0')::int8 + ${weight})::text, true)::int8 <= ${cap} THEN true ELSE extensions.pgrst_embedded_rows_exceeded(${cap}) END`;
}

/**
 * The FROM of an embedded node. With a row cap, the rows are read through a fenced subquery
 * (OFFSET 0: the planner can't merge it into the outer query) holding only the join with the
 * parent and the counter, so the counter sees every row the join reads, before the request's
 * filters, order and limit; each row counts 1, plus 1 per embedded resource it is joined with.
 * @param {ReadNode} node
 * @param {Limits} limits
 * @returns {{ from: string, where: string[] }}
 */
export function embedSource(node, limits) {
  const guard = rowGuard(limits, 1 + node.children.length);
  const conditions = joinConditions(node, node.parentAlias);
  if (!guard) return { from: fromClause(node), where: conditions };
  const alias = ident(node.sqlAlias);
  return {
    from: `FROM (SELECT ${alias}.* ${fromClause(node)} WHERE ${[...conditions, guard].join(' AND ')} OFFSET 0) AS ${alias}`,
    where: [],
  };
}

/**
 * Whether the embeds below `node` can read the same rows again and again: a to-many embed
 * under a many-to-one or many-to-many one (products → categories → products reads every
 * product of a category once per product of it, and each level multiplies). Without one, each
 * embed reads every row of its table at most once per row above it that is not a repeat, so
 * the reads stay proportional to the data and need no counter.
 * @param {ReadNode} node
 * @param {boolean} [repeated] the path down to `node` has a many-to-one or many-to-many step
 * @returns {boolean}
 */
function readsRepeat(node, repeated = false) {
  return node.children.some((child) => {
    if (repeated && !isToOne(child.rel)) return true;
    const cardinality = child.rel?.cardinality;
    return readsRepeat(child, repeated || cardinality === 'm2o' || cardinality === 'm2m');
  });
}

/**
 * The limits of a request with this tree: the row counter only where reads can repeat.
 * @param {ReadNode} root
 * @param {Limits} limits
 * @returns {Limits}
 */
export function treeLimits(root, limits) {
  return limits.maxEmbeddedRows && !readsRepeat(root) ? { ...limits, maxEmbeddedRows: 0 } : limits;
}

/**
 * The rows of the resource itself, counting its embedded resources' lookups (1 per embedded
 * resource per row it returns).
 * @param {string} sql rows of the resource
 * @param {ReadNode} root
 * @param {Limits} limits
 */
export function rootRows(sql, root, limits) {
  const guard = rowGuard(limits, root.children.length);
  return guard ? `(SELECT * FROM (${sql}) pgrst_rows WHERE ${guard})` : `(${sql})`;
}

// ---------------------------------------------------------------------------------------------
// Response bodies

/**
 * The body expression, refused (54000) when larger than the response limit.
 * @param {Media} media
 * @param {Limits} limits
 * @param {{ scalar?: boolean, single?: boolean }} [shape]
 */
export function limitedBodySql(media, limits, shape) {
  const body = bodySql(media, shape);
  const max = limits.maxResponseBytes;
  return max ? `extensions.pgrst_response_body(${body}, ${Math.floor(max)})` : body;
}

/**
 * The body expression over the `_postgrest_t` rows.
 * @param {Media} media
 * @param {{ scalar?: boolean, single?: boolean }} [shape] scalar: rows carry pgrst_scalar; single: the result is one value, not a list
 */
function bodySql(media, { scalar = false, single = false } = {}) {
  const value = scalar ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  const strip = (/** @type {string} */ sql) =>
    media.stripNulls ? `json_strip_nulls(${sql})` : sql;
  if (media.kind === 'csv') {
    return `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM (SELECT row_to_json(hh) AS r FROM pgrst_source AS hh LIMIT 1) s) a) || E'\\n' || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), E'\\n'), '')`;
  }
  if (media.kind === 'single' || single)
    return `coalesce(${strip(`json_agg(${value})->0`)}, 'null')::text`;
  return `coalesce(${strip(`json_agg(${value})`)}, '[]')::text`;
}

export const RESPONSE_GUCS = `nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status`;
