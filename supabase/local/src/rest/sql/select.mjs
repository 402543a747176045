// @ts-check
/**
 * The SELECT of a read plan's node and, recursively, of its embedded resources (PostgREST's
 * QueryBuilder.hs `readPlanToQuery`, `getJoins`, `groupF`): each embedded resource is a LATERAL
 * subquery; a to-one one is one JSON object, a to-many one a JSON array (json_agg).
 *
 * - A spread (`...author(name)`) puts the embedded resource's columns in its parent. A to-one
 *   spread's columns come as they are; a to-many spread's (PostgREST 13) come as arrays, one
 *   per column, ordered by the spread's own `order` (moved into each json_agg).
 * - Aggregates (`count()`, `price.sum()`): a node with aggregates groups by its other selected
 *   fields, its embeds and its spread columns. A to-one spread hands its aggregates up to the
 *   first node above it that is not one (PostgREST's "hoisting"): `client_id,
 *   ...invoices(total.sum())` sums per client.
 */
import { quoteIdent as ident } from '../../db/adapter.mjs';
import { isToOne } from '../plan/lookup.mjs';
import { NO_LIMITS } from '../plan/node.mjs';
import { hoistsAggregates } from '../plan/tree.mjs';
import { embedSource } from './builder.mjs';
import {
  column,
  fieldSql,
  fromClause,
  groupTermSql,
  limitOffset,
  logicSql,
  orderSql,
  outputName,
  selectItemSql,
} from './fragments.mjs';

/**
 * @typedef {import('../plan/node.mjs').ReadNode} ReadNode
 * @typedef {import('../plan/node.mjs').Limits} Limits
 * @typedef {import('../query/ast.mjs').SelectField} SelectField
 * @typedef {import('../query/ast.mjs').Aggregate} Aggregate
 * @typedef {import('./fragments.mjs').Params} Params
 *
 * @typedef {object} SpreadColumn a column a spread brings into its parent
 * @property {string} name its name in the spread's subquery
 * @property {Aggregate} [aggregate] to apply in the parent (hoisted from a to-one spread)
 * @property {string} [aggregateCast]
 */

const AGGREGATE_SQL = { sum: 'SUM', avg: 'AVG', count: 'COUNT', max: 'MAX', min: 'MIN' };

/** @param {SelectField} item */
const isStar = (item) => item.field.name === '*' && item.field.jsonPath.length === 0;

/** Whether an embed contributes nothing to the output (e.g. `author!inner()` used to filter). @param {ReadNode} node */
export const isEmptyEmbed = (node) => node.fields.length === 0 && node.children.every(isEmptyEmbed);

/** @param {ReadNode} node */
const isToOneSpread = (node) => node.spread && isToOne(node.rel);

/**
 * The columns a spread brings into its parent (PostgREST's `generateSpreadSelectFields`), with
 * the aggregates of a to-one spread still to apply.
 * @param {ReadNode} node
 * @returns {SpreadColumn[]}
 */
function spreadColumns(node) {
  /** @type {SpreadColumn[]} */
  const columns = [];
  for (const item of node.fields) {
    if (item.aggregate) {
      /** @type {SpreadColumn} */
      const column = { name: item.alias ?? item.aggregate, aggregate: item.aggregate };
      if (item.aggregateCast !== undefined) column.aggregateCast = item.aggregateCast;
      columns.push(column);
    } else if (isStar(item) && item.alias === undefined) {
      for (const col of node.table?.columns ?? []) columns.push({ name: col.name });
    } else columns.push({ name: outputName(item) });
  }
  for (const child of node.children) {
    if (isToOneSpread(child)) columns.push(...spreadColumns(child));
    else if (child.spread) columns.push(...spreadColumns(child).map(({ name }) => ({ name })));
    else if (!isEmptyEmbed(child)) columns.push({ name: child.alias ?? child.relName });
  }
  return columns;
}

/**
 * A to-many spread's order, applied inside each json_agg over its rows: the ordered values are
 * selected by the spread under `<aggAlias>_<column>_<n>` (PostgREST's `addToManyOrderSelects`).
 * @param {ReadNode} node
 */
const orderNames = (node) =>
  node.order.map((term, index) => `${node.aggAlias}_${term.field.name}_${index + 1}`);

/**
 * The values a to-many spread selects for its order.
 * @param {ReadNode} node
 * @param {Params} params
 */
function toManySpreadOrderSelects(node, params) {
  const names = orderNames(node);
  return node.order.map((term, index) => {
    let value;
    if (term.type === 'relation') {
      const child = node.children.find(
        (candidate) => (candidate.alias ?? candidate.relName) === term.relation,
      );
      value = fieldSql(child?.aggAlias ?? term.relation, term.field, undefined, params);
    } else {
      value = fieldSql(node.sqlAlias, term.field, column(node, term.field.name), params);
    }
    return `${value} AS ${ident(/** @type {string} */ (names[index]))}`;
  });
}

/**
 * The ORDER BY inside the json_agg of a to-many spread's columns.
 * @param {ReadNode} node
 */
function toManySpreadOrderBy(node) {
  const names = orderNames(node);
  const terms = node.order.map((term, index) => {
    let sql = `${ident(node.aggAlias)}.${ident(/** @type {string} */ (names[index]))}`;
    if (term.direction) sql += term.direction === 'asc' ? ' ASC' : ' DESC';
    if (term.nulls) sql += term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return sql;
  });
  return terms.length ? ` ORDER BY ${terms.join(', ')}` : '';
}

/**
 * The SELECT of a node and, recursively, its embedded resources.
 * @param {ReadNode} node
 * @param {Params} params
 * @param {Limits} [limits]
 * @returns {string}
 */
export function selectSql(node, params, limits = NO_LIMITS) {
  // A to-one spread selects its aggregates' values; the node above it aggregates them.
  const hoisted = isToOneSpread(node);
  const grouped = !hoisted && hoistsAggregates(node);
  const toManySpread = node.spread && !hoisted;
  const items = [];
  const groups = [];
  for (const item of node.fields) {
    if (grouped && isStar(item) && !item.aggregate && node.table) {
      // `*` beside an aggregate: every column, each a group (PostgREST's expandStars).
      for (const col of node.table.columns) {
        const sql = `${ident(node.sqlAlias)}.${ident(col.name)}`;
        items.push(sql);
        groups.push(sql);
      }
      continue;
    }
    items.push(selectItemSql(node, item, params, { hoisted }));
    if (grouped && !item.aggregate) groups.push(groupTermSql(node, item, params));
  }
  if (items.length === 0 && node.children.length === 0) items.push(`${ident(node.sqlAlias)}.*`);
  if (toManySpread) items.push(...toManySpreadOrderSelects(node, params));
  const joins = [];
  for (const child of node.children) {
    const agg = ident(child.aggAlias);
    const sub = selectSql(child, params, limits);
    const join = child.joinType === 'inner' ? 'INNER JOIN LATERAL' : 'LEFT JOIN LATERAL';
    const name = ident(child.alias ?? child.relName);
    if (isToOneSpread(child)) {
      for (const column of spreadColumns(child)) {
        const value = `${agg}.${ident(column.name)}`;
        if (column.aggregate && !hoisted) {
          let sql = `${AGGREGATE_SQL[column.aggregate]}(${value})`;
          if (column.aggregateCast) sql = `CAST(${sql} AS ${column.aggregateCast})`;
          items.push(`${sql} AS ${ident(column.name)}`);
        } else {
          items.push(value);
          if (grouped && !column.aggregate) groups.push(value);
        }
      }
      joins.push(`${join} (${sub}) AS ${agg} ON TRUE`);
    } else if (child.spread) {
      const columns = spreadColumns(child);
      const order = toManySpreadOrderBy(child);
      const arrays = columns.map(
        (column) =>
          `COALESCE(json_agg(${agg}.${ident(column.name)}${order}), '[]')::jsonb AS ${ident(column.name)}`,
      );
      for (const column of columns) {
        items.push(`${agg}.${ident(column.name)}`);
        if (grouped) groups.push(`${agg}.${ident(column.name)}`);
      }
      joins.push(
        `${join} (SELECT ${[`json_agg(${agg})::jsonb AS ${agg}`, ...arrays].join(', ')} FROM (${sub}) AS ${agg}) AS ${agg} ON ${
          child.joinType === 'inner' ? `${agg} IS NOT NULL` : 'TRUE'
        }`,
      );
    } else if (isToOne(child.rel)) {
      if (!isEmptyEmbed(child)) {
        items.push(`row_to_json(${agg}.*)::jsonb AS ${name}`);
        if (grouped) groups.push(name);
      }
      joins.push(`${join} (${sub}) AS ${agg} ON TRUE`);
    } else {
      if (!isEmptyEmbed(child)) {
        items.push(`COALESCE(${agg}.${agg}, '[]') AS ${name}`);
        if (grouped) groups.push(name);
      }
      joins.push(
        `${join} (SELECT json_agg(${agg})::jsonb AS ${agg} FROM (${sub}) AS ${agg}) AS ${agg} ON ${
          child.joinType === 'inner' ? `${agg} IS NOT NULL` : 'TRUE'
        }`,
      );
    }
  }
  const where = node.where.map((tree) => logicSql(node, tree, params, 'read'));
  let from = fromClause(node);
  if (node.rel) {
    const source = embedSource(node, limits);
    from = source.from;
    where.push(...source.where);
  }
  return [
    `SELECT ${items.join(', ')} ${from}`,
    ...joins,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    groups.length ? `GROUP BY ${groups.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ')
    .concat(
      toManySpread ? '' : orderSql(node, node.order, params),
      limitOffset(node.range, params),
    );
}
