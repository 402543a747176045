// @ts-check
/**
 * Builds the plan tree of a request (PostgREST's Plan.hs): the resource and its embedded
 * resources, relationships resolved, with filters, order and ranges on the nodes they name.
 */
import { quoteIdent as ident } from '../../db/adapter.mjs';
import { pgrstError } from '../errors.mjs';
import { computedColumnsOf } from './computed.mjs';
import { castSql, findRelationship, isToOne, qualified } from './lookup.mjs';
import { ALL, newNode } from './node.mjs';

/**
 * @typedef {import('../parser.mjs').QueryParams} QueryParams
 * @typedef {import('../query/ast.mjs').SelectItem} SelectItem
 * @typedef {import('../schema-cache.mjs').SchemaCache} SchemaCache
 * @typedef {import('../schema-cache.mjs').Table} Table
 * @typedef {import('./node.mjs').ReadNode} ReadNode
 * @typedef {import('./node.mjs').Range} Range
 */

/**
 * @typedef {object} TreeOptions
 * @property {'read' | 'mutation' | 'call'} action
 * @property {Range} topRange
 * @property {number} [maxRows] cap on the rows of every node of a read (PostgREST's db-max-rows)
 * @property {boolean} [aggregates] aggregate functions allowed (PostgREST's db-aggregates-enabled;
 *   default: the cache's settings)
 */

/**
 * Builds the tree of the resource and its embedded resources, with filters, order and ranges
 * placed on the nodes they name.
 * @param {SchemaCache} cache
 * @param {{ table: Table | undefined, tableName: string, fromSql: string, sqlAlias: string }} root
 * @param {QueryParams} query
 * @param {TreeOptions} options
 * @returns {ReadNode}
 */
export function buildReadTree(cache, root, query, options) {
  const node = newNode({ relName: root.tableName, ...root });
  addSelect(cache, node, query.select);

  const forMutation = options.action === 'mutation';
  for (const { path, filter } of query.filters) {
    if (forMutation && path.length === 0) continue;
    findNode(node, path).where.push({ type: 'filter', filter });
  }
  for (const { path, tree } of query.logic) {
    if (forMutation && path.length === 0) continue;
    findNode(node, path).where.push(tree);
  }
  if (!forMutation) {
    for (const { path, terms } of query.order) findNode(node, path).order = terms;
    for (const [, range] of query.ranges) {
      if (range.path.length === 0) continue;
      findNode(node, range.path).range = toRange(range);
    }
    node.range = options.topRange;
    if (options.maxRows !== undefined) restrictRanges(node, options.maxRows);
  }
  validateTree(node);
  checkAggregates(node, options.aggregates ?? cache.settings?.aggregatesEnabled ?? false);
  addComputedColumns(cache, node);
  return node;
}

/**
 * Every node reading a table or view of the schema knows that table's computed columns.
 * @param {SchemaCache} cache
 * @param {ReadNode} node
 */
function addComputedColumns(cache, node) {
  if (node.table && cache.tables.get(node.tableName) === node.table) {
    node.computed = computedColumnsOf(cache, node.tableName);
  }
  for (const child of node.children) addComputedColumns(cache, child);
}

/**
 * Aggregates need PostgREST's db-aggregates-enabled (PGRST123, checked on the whole tree
 * first), and can't be in a to-many spread, nor come up into one from a to-one spread below it
 * (PGRST127), as in PostgREST 13.
 * @param {ReadNode} node
 * @param {boolean} enabled
 */
function checkAggregates(node, enabled) {
  /** @param {ReadNode} current */
  const refuse = (current) => {
    if (current.fields.some((item) => item.aggregate !== undefined)) {
      throw pgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    current.children.forEach(refuse);
  };
  if (!enabled) refuse(node);
  /** @param {ReadNode} current */
  const toManySpreads = (current) => {
    if (current.spread && !isToOne(current.rel) && hoistsAggregates(current)) {
      throw pgrstError(
        400,
        'PGRST127',
        'Feature not implemented',
        'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      );
    }
    current.children.forEach(toManySpreads);
  };
  toManySpreads(node);
}

/**
 * Whether a node has aggregates of its own or from the to-one spreads below it.
 * @param {ReadNode} node
 * @returns {boolean}
 */
export function hoistsAggregates(node) {
  return (
    node.fields.some((item) => item.aggregate !== undefined) ||
    node.children.some((child) => child.spread && isToOne(child.rel) && hoistsAggregates(child))
  );
}

/**
 * At most `maxRows` rows from the resource and from each embedded list, as PostgREST does with
 * db-max-rows (hosted Supabase: 1000).
 * @param {ReadNode} node
 * @param {number} maxRows
 */
function restrictRanges(node, maxRows) {
  const range = node.range ?? ALL;
  node.range = { offset: range.offset, limit: Math.min(range.limit ?? maxRows, maxRows) };
  for (const child of node.children) restrictRanges(child, maxRows);
}

/** @param {{ offset?: number, limit?: number }} range @returns {Range} */
export function toRange({ offset, limit }) {
  /** @type {Range} */
  const range = { offset: offset ?? 0 };
  if (limit !== undefined) range.limit = limit;
  return range;
}

/**
 * @param {SchemaCache} cache
 * @param {ReadNode} node
 * @param {SelectItem[]} items
 */
function addSelect(cache, node, items) {
  for (const item of items) {
    if (item.kind === 'field') {
      // From here on `cast` and `aggregateCast` are the SQL naming the type, not the name in
      // the request.
      if (item.cast === undefined && item.aggregateCast === undefined) {
        node.fields.push(item);
        continue;
      }
      const field = { ...item };
      if (item.cast !== undefined) field.cast = castSql(cache, item.cast);
      if (item.aggregateCast !== undefined) {
        field.aggregateCast = castSql(cache, item.aggregateCast);
      }
      node.fields.push(field);
      continue;
    }
    const rel = findRelationship(cache, node.tableName, item.name, item.hint);
    const depth = node.depth + 1;
    const child = newNode({
      relName: item.name,
      alias: item.alias,
      hint: item.hint,
      joinType: item.joinType,
      spread: item.spread,
      table: cache.tables.get(rel.foreignTable),
      tableName: rel.foreignTable,
      // A computed relationship reads the rows its function returns for the parent's row.
      fromSql:
        rel.function === undefined
          ? qualified(cache.schema, rel.foreignTable)
          : `${qualified(cache.schema, rel.function)}(${ident(node.sqlAlias)}::${qualified(cache.schema, rel.table)})`,
      sqlAlias: `${rel.foreignTable}_${depth}`,
      rel,
      parentAlias: node.sqlAlias,
      aggAlias: `${rel.table}_${item.alias ?? item.name}_${depth}`,
      depth,
    });
    addSelect(cache, child, item.children);
    node.children.push(child);
  }
}

/** PGRST108: a filter, order or limit names an embed the select doesn't have. @param {string} name */
function notEmbedded(name) {
  return pgrstError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}

/**
 * @param {ReadNode} node
 * @param {string[]} path
 * @returns {ReadNode}
 */
function findNode(node, path) {
  let current = node;
  for (const name of path) {
    const next = current.children.find((child) => child.relName === name || child.alias === name);
    if (!next) {
      throw notEmbedded(name);
    }
    current = next;
  }
  return current;
}

/** Checks related orders (to-one embeds only) on every node. @param {ReadNode} node */
function validateTree(node) {
  for (const term of node.order) {
    if (term.type !== 'relation') continue;
    const child = node.children.find(
      (candidate) => (candidate.alias ?? candidate.relName) === term.relation,
    );
    if (!child) {
      throw notEmbedded(term.relation);
    }
    if (!isToOne(child.rel)) {
      throw pgrstError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${node.tableName}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
  }
  for (const child of node.children) validateTree(child);
}
