// @ts-check
/**
 * The plan tree's node (PostgREST's Plan/ReadPlan.hs): the resource or an embedded resource,
 * with the fields, filters, order and range placed on it. Types and the node constructor.
 */

/**
 * @typedef {import('../query/ast.mjs').SelectField} SelectField
 * @typedef {import('../query/ast.mjs').LogicTree} LogicTree
 * @typedef {import('../query/ast.mjs').OrderTerm} OrderTerm
 * @typedef {import('../schema-cache.mjs').Table} Table
 * @typedef {import('../schema-cache.mjs').Relationship} Relationship
 * @typedef {import('../schema-cache.mjs').Column} Column
 * @typedef {import('./computed.mjs').ComputedColumns} ComputedColumns
 */

/**
 * @typedef {object} Limits
 * @property {number} [maxEmbeddedRows] rows embedded resources may read per request (0/undefined: no cap)
 * @property {number} [maxResponseBytes] largest body (0/undefined: no cap)
 *
 * @typedef {'json' | 'single' | 'csv'} MediaKind
 * @typedef {{ kind: MediaKind, stripNulls: boolean }} Media
 * @typedef {{ offset: number, limit?: number }} Range limit undefined = no limit
 *
 * @typedef {object} ReadNode
 * @property {string} relName the resource as named in the request
 * @property {string | undefined} alias `alias:resource(...)`
 * @property {string | undefined} hint
 * @property {'inner' | 'left' | undefined} joinType
 * @property {boolean} spread
 * @property {Table | undefined} table columns known for validation and typing
 * @property {string} tableName name used for relationship lookups and aliases
 * @property {string} fromSql
 * @property {string} sqlAlias
 * @property {SelectField[]} fields
 * @property {ReadNode[]} children
 * @property {LogicTree[]} where
 * @property {OrderTerm[]} order
 * @property {Range | undefined} range
 * @property {Relationship | undefined} rel relationship with the parent (embedded nodes)
 * @property {string} parentAlias the parent's SQL alias (embedded nodes)
 * @property {string} aggAlias alias of the LATERAL subquery in the parent
 * @property {number} depth
 * @property {ComputedColumns | undefined} computed the computed columns of the node's table
 *
 * @typedef {Column & { call?: string, rowType?: string }} ColumnRef a column of a node, or a
 *   computed column: `call(alias::rowType)`
 */

export const ALL = /** @type {Range} */ ({ offset: 0 });
/** @type {Limits} */
export const NO_LIMITS = {};

/**
 * A node of the read tree: the resource itself (depth 0) or an embedded resource.
 * @param {Pick<ReadNode, 'relName' | 'table' | 'tableName' | 'fromSql' | 'sqlAlias'> & Partial<ReadNode>} fields
 * @returns {ReadNode}
 */
export function newNode(fields) {
  return {
    alias: undefined,
    hint: undefined,
    joinType: undefined,
    spread: false,
    fields: [],
    children: [],
    where: [],
    order: [],
    range: undefined,
    rel: undefined,
    parentAlias: '',
    aggAlias: '',
    depth: 0,
    computed: undefined,
    ...fields,
  };
}
