// @ts-check
/**
 * SQL fragments of plan nodes (PostgREST's Query/SqlFragment.hs): columns and JSON paths,
 * select items, filters and and/or trees, joins with the parent, order, limit/offset, and the
 * rows counted for `Prefer: count`. Identifiers are quoted; values are bound parameters.
 */
import { quoteIdent as ident } from '../../db/adapter.mjs';
import { qualified, unknownColumn } from '../plan/lookup.mjs';

/**
 * @typedef {import('../query/ast.mjs').SelectField} SelectField
 * @typedef {import('../query/ast.mjs').Field} Field
 * @typedef {import('../query/ast.mjs').Filter} Filter
 * @typedef {import('../query/ast.mjs').LogicTree} LogicTree
 * @typedef {import('../query/ast.mjs').OrderTerm} OrderTerm
 * @typedef {import('../schema-cache.mjs').Column} Column
 * @typedef {import('../schema-cache.mjs').Relationship} Relationship
 * @typedef {import('../plan/node.mjs').ReadNode} ReadNode
 * @typedef {import('../plan/node.mjs').Range} Range
 * @typedef {import('../plan/node.mjs').ColumnRef} ColumnRef
 */

/** Collects bound parameters; every value is sent as text and typed in SQL. */
export class Params {
  constructor() {
    /** @type {(string | null)[]} */
    this.values = [];
  }

  /** @param {unknown} value @returns {string} `$n` */
  add(value) {
    this.values.push(value === null || value === undefined ? null : String(value));
    return `$${this.values.length}`;
  }
}

/**
 * A column of the node's table, or one of its computed columns (typed by PostgreSQL).
 * @param {ReadNode} node
 * @param {string} name
 * @returns {ColumnRef | undefined} undefined when the node's columns are unknown
 */
export function column(node, name) {
  if (!node.table) return undefined;
  const found = node.table.columnsByName.get(name);
  if (found) return found;
  const call = node.computed?.functions.get(name);
  if (call === undefined) throw unknownColumn(node.sqlAlias, name);
  const rowType = /** @type {NonNullable<ReadNode['computed']>} */ (node.computed).rowType;
  return { ...COMPUTED, name, call, rowType };
}

/** What a computed column's type is known as: nothing (PostgreSQL infers its values' type). */
const COMPUTED = { type: '', castType: '', isJson: false, default: null, generated: false };

/**
 * A column, or a JSON path into it.
 * @param {string} alias
 * @param {Field} field
 * @param {ColumnRef | undefined} col
 * @param {Params} params
 */
export function fieldSql(alias, field, col, params) {
  const base =
    col?.call === undefined
      ? `${ident(alias)}.${ident(field.name)}`
      : `${col.call}(${ident(alias)}::${col.rowType})`;
  if (field.jsonPath.length === 0) return base;
  let sql = col && !col.isJson ? `to_jsonb(${base})` : base;
  for (const step of field.jsonPath) {
    sql +=
      step.index !== undefined
        ? `${step.arrow}${params.add(step.index)}::int`
        : `${step.arrow}${params.add(step.key)}`;
  }
  return sql;
}

/** The output name PostgREST gives a selected field. @param {SelectField} item */
export function outputName(item) {
  if (item.alias !== undefined) return item.alias;
  const path = item.field.jsonPath;
  if (path.length === 0) return item.field.name;
  const lastKey = [...path].reverse().find((step) => step.key !== undefined);
  return lastKey?.key ?? item.field.name;
}

const AGGREGATE_SQL = { sum: 'SUM', avg: 'AVG', count: 'COUNT', max: 'MAX', min: 'MIN' };

/**
 * One selected field, as PostgREST's `pgFmtSelectItem`: the column (or JSON path, or computed
 * column), its `::cast`, its aggregate and the aggregate's cast, and its output name.
 * @param {ReadNode} node
 * @param {SelectField} item
 * @param {Params} params
 * @param {{ hoisted?: boolean }} [options] hoisted: the aggregate is applied by the node above
 *   (a to-one spread's), so the value is selected plain, named by its alias or the aggregate
 */
export function selectItemSql(node, item, params, { hoisted = false } = {}) {
  const star = item.field.name === '*' && item.field.jsonPath.length === 0;
  if (item.aggregate && hoisted) {
    // `count()` in a to-one spread counts the rows: the whole row goes up.
    const value = star ? ident(node.sqlAlias) : plainFieldSql(node, item, params);
    return `${value} AS ${ident(item.alias ?? item.aggregate)}`;
  }
  if (item.aggregate) {
    let sql = `${AGGREGATE_SQL[item.aggregate]}(${
      star ? `${ident(node.sqlAlias)}.*` : plainFieldSql(node, item, params)
    })`;
    if (item.aggregateCast) sql = `CAST(${sql} AS ${item.aggregateCast})`;
    return item.alias === undefined ? sql : `${sql} AS ${ident(item.alias)}`;
  }
  if (star) return `${ident(node.sqlAlias)}.*`;
  const sql = plainFieldSql(node, item, params);
  const computed = node.computed?.functions.has(item.field.name) ?? false;
  const needsAlias = item.alias !== undefined || item.field.jsonPath.length > 0 || computed;
  return needsAlias ? `${sql} AS ${ident(outputName(item))}` : sql;
}

/**
 * A field with its `::cast`, without aggregate nor name.
 * @param {ReadNode} node
 * @param {SelectField} item
 * @param {Params} params
 */
function plainFieldSql(node, item, params) {
  // `embed(count)`: PostgreSQL reads "alias"."count" as count("alias") — PostgREST relies on it.
  const isCount =
    item.field.name === 'count' &&
    item.field.jsonPath.length === 0 &&
    !node.table?.columnsByName.has('count') &&
    !node.computed?.functions.has('count');
  const col = isCount ? undefined : column(node, item.field.name);
  const sql = fieldSql(node.sqlAlias, item.field, col, params);
  return item.cast ? `CAST(${sql} AS ${item.cast})` : sql;
}

/**
 * The GROUP BY term of a selected field that is not aggregated (PostgREST's `pgFmtGroup`): its
 * output name when it has one, else its value without cast.
 * @param {ReadNode} node
 * @param {SelectField} item
 * @param {Params} params
 */
export function groupTermSql(node, item, params) {
  if (item.alias !== undefined || item.field.jsonPath.length > 0) {
    return ident(outputName(item));
  }
  return fieldSql(node.sqlAlias, item.field, column(node, item.field.name), params);
}

const QUANT_SQL = {
  eq: '=',
  gte: '>=',
  gt: '>',
  lte: '<=',
  lt: '<',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
};
const SIMPLE_SQL = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const FTS_SQL = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** PostgreSQL array literal of text values, as PostgREST builds it. @param {string[]} values */
export function arrayLiteral(values) {
  return `{${values
    .map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)
    .join(',')}}`;
}

/**
 * One filter on a node. Values are typed with the column's type when the filter is on a plain
 * column; JSON paths and pattern operators leave the type to PostgreSQL, as PostgREST does.
 * @param {ReadNode} node
 * @param {Filter} filter
 * @param {Params} params
 * @param {'read' | 'count'} mode
 */
function filterSql(node, filter, params, mode) {
  const { field, expr } = filter;
  const { operation } = expr;
  // `embed=is.null` / `embed=not.is.null`: filter on the embedded resource's presence.
  if (field.jsonPath.length === 0 && operation.type === 'is' && operation.value === 'null') {
    const child = node.children.find((c) => (c.alias ?? c.relName) === field.name);
    if (child) {
      if (mode === 'count') {
        return `${expr.negate ? '' : 'NOT '}EXISTS (${countSql(child, params)})`;
      }
      return `${ident(child.aggAlias)} IS ${expr.negate ? '' : 'NOT '}DISTINCT FROM NULL`;
    }
  }
  const col = column(node, field.name);
  const target = fieldSql(node.sqlAlias, field, col, params);
  const typed = field.jsonPath.length === 0 && col?.castType ? `::${col.castType}` : '';
  let sql;
  switch (operation.type) {
    case 'quant': {
      const op = QUANT_SQL[operation.op];
      const pattern = operation.op === 'like' || operation.op === 'ilike';
      const value = pattern ? operation.value.replace(/\*/g, '%') : operation.value;
      const cast = pattern || operation.op === 'match' || operation.op === 'imatch' ? '' : typed;
      if (operation.quantifier) {
        const arrayCast = cast ? `${cast}[]` : '';
        sql = `${target} ${op} ${operation.quantifier.toUpperCase()}(${params.add(value)}${arrayCast})`;
      } else {
        sql = `${target} ${op} ${params.add(value)}${cast}`;
      }
      break;
    }
    case 'simple':
      sql = `${target} ${SIMPLE_SQL[operation.op]} ${params.add(operation.value)}${typed}`;
      break;
    case 'in': {
      const values =
        operation.values.length === 1 && operation.values[0] === '' ? [] : operation.values;
      sql = `${target} = ANY (${params.add(arrayLiteral(values))}${typed ? `${typed}[]` : ''})`;
      break;
    }
    case 'is':
      sql = `${target} IS ${operation.value.toUpperCase()}`;
      break;
    case 'isdistinct':
      sql = `${target} IS DISTINCT FROM ${params.add(operation.value)}${typed}`;
      break;
    case 'fts': {
      const config =
        operation.config === undefined ? '' : `${params.add(operation.config)}::regconfig, `;
      sql = `${target} @@ ${FTS_SQL[operation.op]}(${config}${params.add(operation.value)})`;
      break;
    }
  }
  return expr.negate ? `NOT (${sql})` : sql;
}

/**
 * @param {ReadNode} node
 * @param {LogicTree} tree
 * @param {Params} params
 * @param {'read' | 'count'} mode
 * @returns {string}
 */
export function logicSql(node, tree, params, mode) {
  if (tree.type === 'filter') return filterSql(node, tree.filter, params, mode);
  const inner = tree.children
    .map((child) => logicSql(node, child, params, mode))
    .join(tree.op === 'and' ? ' AND ' : ' OR ');
  return `${tree.negate ? 'NOT ' : ''}(${inner})`;
}

/** Join conditions of an embedded node with its parent. @param {ReadNode} child @param {string} parentAlias */
export function joinConditions(child, parentAlias) {
  const rel = /** @type {Relationship} */ (child.rel);
  const c = ident(child.sqlAlias);
  const p = ident(parentAlias);
  if (rel.cardinality === 'm2m' && rel.junction) {
    const j = ident(rel.junction.table);
    return [
      ...rel.junction.target.map(([fcol, jcol]) => `${c}.${ident(fcol)} = ${j}.${ident(jcol)}`),
      ...rel.junction.source.map(([ocol, jcol]) => `${j}.${ident(jcol)} = ${p}.${ident(ocol)}`),
    ];
  }
  return rel.columns.map(([ocol, fcol]) => `${c}.${ident(fcol)} = ${p}.${ident(ocol)}`);
}

/** @param {ReadNode} node */
export function fromClause(node) {
  const junction =
    node.rel?.cardinality === 'm2m' && node.rel.junction
      ? `, ${qualified(node.rel.junction.schema, node.rel.junction.table)}`
      : '';
  return `FROM ${node.fromSql} AS ${ident(node.sqlAlias)}${junction}`;
}

/** @param {Range | undefined} range @param {Params} params */
export function limitOffset(range, params) {
  if (!range || (range.offset === 0 && range.limit === undefined)) return '';
  const limit = range.limit === undefined ? 'ALL' : `${params.add(range.limit)}::bigint`;
  return ` LIMIT ${limit} OFFSET ${params.add(range.offset)}::bigint`;
}

/**
 * @param {ReadNode} node
 * @param {OrderTerm[]} terms
 * @param {Params} params
 */
export function orderSql(node, terms, params) {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    let sql;
    if (term.type === 'relation') {
      const child = /** @type {ReadNode} */ (
        node.children.find((candidate) => (candidate.alias ?? candidate.relName) === term.relation)
      );
      sql = fieldSql(child.aggAlias, term.field, undefined, params);
    } else {
      sql = fieldSql(node.sqlAlias, term.field, column(node, term.field.name), params);
    }
    if (term.direction) sql += term.direction === 'asc' ? ' ASC' : ' DESC';
    if (term.nulls) sql += term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return sql;
  });
  return ` ORDER BY ${parts.join(', ')}`;
}

/**
 * The rows counted for `Prefer: count=exact`: the node's filters, with `!inner` embeds as EXISTS.
 * @param {ReadNode} node
 * @param {Params} params
 * @returns {string}
 */
export function countSql(node, params) {
  const where = node.where.map((tree) => logicSql(node, tree, params, 'count'));
  if (node.rel) where.push(...joinConditions(node, node.parentAlias));
  for (const child of node.children) {
    if (child.joinType === 'inner') where.push(`EXISTS (${countSql(child, params)})`);
  }
  return `SELECT 1 ${fromClause(node)}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
}
