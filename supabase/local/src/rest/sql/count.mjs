// @ts-check
/**
 * `Prefer: count=planned` and `count=estimated` on a table read, as PostgREST answers them
 * (Query.hs `resultSetWTotal`): the total is the row estimate PostgreSQL's planner gives for
 * the counted rows (`EXPLAIN (FORMAT JSON)` of the count query, the top node's "Plan Rows"),
 * run after the read in the same transaction. `planned` always takes it; `estimated` counts
 * exactly up to db-max-rows (the count query limited to max-rows + 1 rows) and takes the larger
 * of that and the estimate only when the count went past max-rows. The status then follows
 * from the total as for an exact count: 206 when the page is smaller than the total.
 * Function calls count exactly for `estimated` and not at all for `planned`, as PostgREST does.
 */
import { countSql, Params } from './fragments.mjs';

/**
 * @typedef {import('../plan/node.mjs').ReadNode} ReadNode
 *
 * @typedef {object} Estimate
 * @property {string} sql EXPLAIN of the count query
 * @property {(string | null)[]} params
 * @property {number | undefined} above take the estimate only when the exact count is past this
 *   (`estimated`); undefined: always (`planned`)
 */

/** @typedef {boolean | 'exact' | 'planned' | 'estimated'} CountPreference true: exact */

/**
 * Whether the statement itself counts the rows (`exact`, and `estimated` up to max-rows).
 * @param {CountPreference | undefined} count
 */
export const countsRows = (count) => count === true || count === 'exact' || count === 'estimated';

/**
 * The count query of a read for `count`, limited for `estimated` (max-rows + 1 rows).
 * @param {ReadNode} root
 * @param {Params} params
 * @param {CountPreference | undefined} count
 * @param {number | undefined} maxRows
 * @returns {string} '' when the statement counts nothing
 */
export function statementCountSql(root, params, count, maxRows) {
  if (!countsRows(count)) return '';
  const sql = countSql(root, params);
  return count === 'estimated' && maxRows !== undefined ? `${sql} LIMIT ${maxRows + 1}` : sql;
}

/**
 * The planner's estimate a read needs after it runs, for `planned` and `estimated`.
 * @param {ReadNode} root
 * @param {CountPreference | undefined} count
 * @param {number | undefined} maxRows
 * @returns {Estimate | undefined}
 */
export function estimateFor(root, count, maxRows) {
  if (count !== 'planned' && count !== 'estimated') return undefined;
  const params = new Params();
  const sql = `EXPLAIN (FORMAT JSON) ${countSql(root, params)}`;
  return { sql, params: params.values, above: count === 'planned' ? undefined : (maxRows ?? -1) };
}

/**
 * The total to answer: the exact count, or the planner's estimate when the preference asks.
 * @param {import('../../db/adapter.mjs').Queryable} tx the read's transaction
 * @param {Estimate} estimate
 * @param {number | null | undefined} exact the statement's count (`estimated`)
 * @returns {Promise<number | null | undefined>}
 */
export async function estimatedTotal(tx, estimate, exact) {
  if (estimate.above !== undefined && !(Number(exact) > estimate.above)) return exact;
  const { rows } = await tx.query(estimate.sql, estimate.params);
  const first = /** @type {Record<string, unknown> | undefined} */ (rows[0]);
  const value = first ? Object.values(first)[0] : undefined;
  const plan = typeof value === 'string' ? JSON.parse(value) : value;
  const planned = Number(plan?.[0]?.Plan?.['Plan Rows']);
  if (!Number.isFinite(planned)) return exact;
  return estimate.above === undefined ? planned : Math.max(Number(exact), planned);
}
