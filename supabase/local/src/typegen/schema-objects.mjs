// @ts-check
/**
 * Sorts and groups introspected metadata the way postgres-meta's TypeScript template walks it:
 * per schema, the tables, views, the functions PostgREST can call, enums and composite types,
 * each alphabetical. The renderers (`ts-types.mjs`, `relations.mjs`, `functions.mjs`,
 * `typescript.mjs`) read the {@link SchemaContext} this builds.
 *
 * @typedef {import('./introspect.mjs').SchemaMetadata} SchemaMetadata
 * @typedef {import('./introspect.mjs').Relation} Relation
 * @typedef {import('./introspect.mjs').Column} Column
 * @typedef {import('./introspect.mjs').Relationship} Relationship
 * @typedef {import('./introspect.mjs').DbFunction} DbFunction
 * @typedef {import('./introspect.mjs').FunctionArg} FunctionArg
 * @typedef {import('./introspect.mjs').DbType} DbType
 * @typedef {{ fn: DbFunction, inArgs: FunctionArg[] }} SchemaFunction
 * @typedef {{
 *   tables: { table: Relation, relationships: Relationship[] }[],
 *   views: { view: Relation, relationships: Relationship[] }[],
 *   functions: SchemaFunction[],
 *   enums: DbType[],
 *   compositeTypes: DbType[],
 * }} SchemaObjects
 * @typedef {object} SchemaContext
 * @property {SchemaMetadata} meta the introspected metadata
 * @property {string[]} schemas the generated schemas, sorted
 * @property {Relation[]} views views and materialized views
 * @property {Relation[]} plainTables tables (no foreign tables)
 * @property {Record<string, SchemaObjects>} bySchema each schema's objects, sorted
 * @property {(id: number) => Column[]} columnsOf a relation's columns, by name
 * @property {Map<number, DbType>} typesById
 * @property {Map<number, DbType>} relationTypes row and composite types
 * @property {(relationId: number | null, returnTypeId: number) => string | null} returnRelationName
 */

/** json, jsonb, text: the types PostgREST accepts for a single unnamed argument. */
const UNNAMED_ARG_TYPE_IDS = new Set([114, 3802, 25]);
const INPUT_MODES = new Set(['in', 'inout', 'variadic']);

/** Locale-aware as the CLI's `localeCompare`, but pinned so every machine sorts alike. */
export const compare = new Intl.Collator('en').compare;
export const q = JSON.stringify;

/**
 * @param {SchemaMetadata} meta
 * @returns {SchemaContext}
 */
export function collectSchemaObjects(meta) {
  const schemas = [...meta.schemas].sort(compare);
  const relationships = [...meta.relationships].sort(
    (a, b) =>
      compare(a.foreignKeyName, b.foreignKeyName) ||
      compare(a.referencedRelation, b.referencedRelation) ||
      compare(q(a.referencedColumns), q(b.referencedColumns)),
  );
  const tables = meta.relations.filter((r) => r.kind === 'table' || r.kind === 'foreign_table');
  const views = meta.relations.filter((r) => r.kind === 'view' || r.kind === 'materialized_view');
  const plainTables = meta.relations.filter((r) => r.kind === 'table');

  /** @type {Map<number, Column[]>} */
  const columnsByTableId = new Map(meta.relations.map((r) => [r.id, []]));
  /** @type {Map<number, string>} */
  const relationNames = new Map(meta.relations.map((r) => [r.id, r.name]));
  for (const column of meta.columns) columnsByTableId.get(column.tableId)?.push(column);
  for (const columns of columnsByTableId.values()) columns.sort((a, b) => compare(a.name, b.name));
  /** @param {number} id */
  const columnsOf = (id) => columnsByTableId.get(id) ?? [];

  /** @type {Map<number, DbType>} */
  const typesById = new Map(meta.types.map((t) => [t.id, t]));
  /** @type {Map<number, DbType>} row and composite types */
  const relationTypes = new Map(
    meta.types.filter((t) => t.typeRelationId !== null).map((t) => [t.id, t]),
  );

  /** @type {Record<string, SchemaObjects>} */
  const bySchema = Object.fromEntries(
    schemas.map((name) => [
      name,
      { tables: [], views: [], functions: [], enums: [], compositeTypes: [] },
    ]),
  );
  for (const type of meta.types) {
    const objects = bySchema[type.schema];
    if (!objects) continue;
    if (type.enums.length > 0) objects.enums.push(type);
    if (type.attributes.length > 0) objects.compositeTypes.push(type);
  }
  /** @param {Relation} relation */
  const relationshipsOf = (relation) =>
    relationships.filter(
      (r) =>
        r.schema === relation.schema &&
        r.relation === relation.name &&
        r.referencedSchema === relation.schema,
    );
  for (const table of tables) {
    bySchema[table.schema]?.tables.push({ table, relationships: relationshipsOf(table) });
  }
  for (const view of views) {
    bySchema[view.schema]?.views.push({ view, relationships: relationshipsOf(view) });
  }

  /**
   * The relation PostgREST embeds for a function's return type: a table or view of the
   * exposed schemas, or a composite type (by its name).
   * @param {number | null} relationId @param {number} returnTypeId
   */
  const returnRelationName = (relationId, returnTypeId) => {
    if (!relationId) return null;
    const name = relationNames.get(relationId);
    if (name) return name;
    return relationTypes.get(returnTypeId)?.name ?? null;
  };

  for (const source of meta.functions) {
    const objects = bySchema[source.schema];
    if (!objects) continue;
    const fn = { ...source, args: [...source.args].sort((a, b) => compare(a.name, b.name)) };
    const inArgs = fn.args.filter(({ mode }) => INPUT_MODES.has(mode));
    const [only] = inArgs;
    // PostgREST calls a function with named arguments, or with one unnamed json/jsonb/text
    // argument (or a row, as a computed field); anything else it can't call.
    const callable =
      inArgs.length === 0 ||
      !inArgs.some(({ name }) => name === '') ||
      inArgs.every(
        (arg) => arg.name !== '' || (arg.hasDefault && UNNAMED_ARG_TYPE_IDS.has(arg.typeId)),
      ) ||
      (inArgs.length === 1 &&
        only !== undefined &&
        only.name === '' &&
        (UNNAMED_ARG_TYPE_IDS.has(only.typeId) || relationTypes.has(only.typeId)));
    if (callable) objects.functions.push({ fn, inArgs });
  }

  for (const objects of Object.values(bySchema)) {
    objects.tables.sort((a, b) => compare(a.table.name, b.table.name));
    objects.views.sort((a, b) => compare(a.view.name, b.view.name));
    objects.functions.sort((a, b) => compare(a.fn.name, b.fn.name));
    objects.enums.sort((a, b) => compare(a.name, b.name));
    objects.compositeTypes.sort((a, b) => compare(a.name, b.name));
  }

  return {
    meta,
    schemas,
    views,
    plainTables,
    bySchema,
    columnsOf,
    typesById,
    relationTypes,
    returnRelationName,
  };
}
