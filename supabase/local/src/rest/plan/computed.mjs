// @ts-check
/**
 * PostgREST's computed columns and computed relationships: functions of the schema whose only
 * argument is a row of a table or view (`create function full_name(people) returns text`).
 *
 * - A computed column is selected, filtered and ordered like a column (`select=id,full_name`,
 *   `full_name=like.A*`), but never part of `*`. PostgREST writes it as `"people"."full_name"`
 *   and lets PostgreSQL resolve the attribute notation; it is written here as the call
 *   `"public"."full_name"("people"::"public"."people")`, which means the same without depending
 *   on the search path, and also works on the rows of a mutation or a function call, whose row
 *   is a record of the table's columns.
 * - A computed relationship returns rows of a table (`returns setof messages`: to-many;
 *   `returns messages`, or `setof` with `rows 1`: to-one) and is embedded by the function's
 *   name, hint ignored, as PostgREST's SchemaCache.hs `allComputedRels` finds them. It replaces
 *   the foreign-key relationships to a table of the same name.
 */

import { quoteIdent as ident } from '../../db/adapter.mjs';

/**
 * @typedef {import('../schema-cache.mjs').SchemaCache} SchemaCache
 * @typedef {import('../schema-cache.mjs').Relationship} Relationship
 * @typedef {import('../schema-cache.mjs').Routine} Routine
 */

/** @type {WeakMap<SchemaCache, Map<string, Relationship[]>>} */
const relationshipsByCache = new WeakMap();

/**
 * @typedef {object} ComputedColumns the computed columns of one table
 * @property {string} rowType the SQL naming the table's row type
 * @property {Map<string, string>} functions by name, the SQL naming each function
 */

/** @type {WeakMap<SchemaCache, Map<string, ComputedColumns | null>>} */
const columnsByCache = new WeakMap();

/**
 * The computed columns of `table`, undefined when it has none. Built once per schema cache.
 * @param {SchemaCache} cache
 * @param {string} table
 * @returns {ComputedColumns | undefined}
 */
export function computedColumnsOf(cache, table) {
  let byTable = columnsByCache.get(cache);
  if (!byTable) {
    byTable = new Map();
    columnsByCache.set(cache, byTable);
  }
  let found = byTable.get(table);
  if (found === undefined) {
    const routines = (cache.rowFunctions?.get(table) ?? []).filter(
      (routine) => routine.returnKind !== 'void',
    );
    const qualify = (/** @type {string} */ name) => `${ident(cache.schema)}.${ident(name)}`;
    found = routines.length
      ? {
          rowType: qualify(table),
          functions: new Map(routines.map((routine) => [routine.name, qualify(routine.name)])),
        }
      : null;
    byTable.set(table, found);
  }
  return found ?? undefined;
}

/**
 * The relationships of `origin` as PostgREST searches them: its foreign-key relationships,
 * those to a table named like one of its computed relationships left out, then the computed
 * relationships. Built once per schema cache and origin.
 * @param {SchemaCache} cache
 * @param {string} origin
 * @returns {Relationship[]}
 */
export function relationshipsOf(cache, origin) {
  let byOrigin = relationshipsByCache.get(cache);
  if (!byOrigin) {
    byOrigin = new Map();
    relationshipsByCache.set(cache, byOrigin);
  }
  const known = byOrigin.get(origin);
  if (known) return known;
  const foreignKeys = cache.relationships.get(origin) ?? [];
  /** @type {Relationship[]} */
  const computed = [];
  for (const routine of cache.rowFunctions?.get(origin) ?? []) {
    if (routine.returnKind !== 'composite' || routine.returnTable === undefined) continue;
    const toOne = !routine.returnsSet || routine.rows === 1;
    computed.push({
      table: origin,
      foreignTable: routine.returnTable,
      cardinality: toOne ? 'm2o' : 'o2m',
      constraint: routine.name,
      columns: [],
      isSelf: origin === routine.returnTable,
      function: routine.name,
    });
  }
  const names = new Set(computed.map((rel) => rel.function));
  const all = computed.length
    ? [...foreignKeys.filter((rel) => !names.has(rel.foreignTable)), ...computed]
    : foreignKeys;
  byOrigin.set(origin, all);
  return all;
}
