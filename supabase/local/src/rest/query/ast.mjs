// @ts-check
/**
 * The request AST the query-string grammar produces (PostgREST's ApiRequest/Types.hs): select
 * items, filters, and/or trees, order terms. Types only.
 */

/**
 * @typedef {{ arrow: '->' | '->>', key?: string, index?: string }} JsonStep
 * @typedef {{ name: string, jsonPath: JsonStep[] }} Field
 * @typedef {'sum' | 'avg' | 'count' | 'max' | 'min'} Aggregate
 * @typedef {{ kind: 'field', field: Field, alias?: string, cast?: string, aggregate?: Aggregate, aggregateCast?: string }} SelectField
 * @typedef {{ kind: 'embed', name: string, alias?: string, hint?: string, joinType?: 'inner' | 'left', spread: boolean, children: SelectItem[] }} SelectEmbed
 * @typedef {SelectField | SelectEmbed} SelectItem
 *
 * @typedef {'eq' | 'gte' | 'gt' | 'lte' | 'lt' | 'like' | 'ilike' | 'match' | 'imatch'} QuantOperator
 * @typedef {'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj'} SimpleOperator
 * @typedef {'fts' | 'plfts' | 'phfts' | 'wfts'} FtsOperator
 * @typedef {{ type: 'quant', op: QuantOperator, quantifier?: 'any' | 'all', value: string }
 *   | { type: 'simple', op: SimpleOperator, value: string }
 *   | { type: 'in', values: string[] }
 *   | { type: 'is', value: 'null' | 'true' | 'false' | 'unknown' }
 *   | { type: 'isdistinct', value: string }
 *   | { type: 'fts', op: FtsOperator, config?: string, value: string }} Operation
 * @typedef {{ negate: boolean, operation: Operation }} OpExpr
 * @typedef {{ field: Field, expr: OpExpr }} Filter
 * @typedef {{ type: 'filter', filter: Filter }
 *   | { type: 'expr', negate: boolean, op: 'and' | 'or', children: LogicTree[] }} LogicTree
 * @typedef {{ type: 'field', field: Field, direction?: 'asc' | 'desc', nulls?: 'first' | 'last' }
 *   | { type: 'relation', relation: string, field: Field, direction?: 'asc' | 'desc', nulls?: 'first' | 'last' }} OrderTerm
 * @typedef {{ offset: number, limit?: number }} Range  limit undefined = unbounded
 */

export {};
