// @ts-check
/**
 * Renders introspected metadata as the TypeScript that `supabase gen types typescript` writes
 * (postgres-meta's TypeScript template, with one-to-one detection and the PostgREST version):
 * `Json`, `Database` (Tables with Row/Insert/Update/Relationships, Views, Functions, Enums,
 * CompositeTypes per schema), the `Tables`/`TablesInsert`/`TablesUpdate`/`Enums`/
 * `CompositeTypes` helpers and the `Constants` object.
 *
 * One deliberate difference: a generated column (`generated always as (…)`) is `?: never` in
 * Insert and Update, as an identity `generated always` column is. PostgreSQL refuses any value
 * for it; the CLI types it as an optional value.
 *
 * The text is unformatted; `formatTypescript` (index.mjs) runs Prettier over it.
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
 */

/** json, jsonb, text: the types PostgREST accepts for a single unnamed argument. */
const UNNAMED_ARG_TYPE_IDS = new Set([114, 3802, 25]);
const INPUT_MODES = new Set(['in', 'inout', 'variadic']);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
]);

/** Locale-aware as the CLI's `localeCompare`, but pinned so every machine sorts alike. */
const compare = new Intl.Collator('en').compare;
const q = JSON.stringify;

/**
 * @param {SchemaMetadata} meta
 * @param {{ postgrestVersion?: string, defaultSchema?: string }} [options]
 * @returns {string}
 */
export function renderTypescript(meta, { postgrestVersion, defaultSchema = 'public' } = {}) {
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

  /**
   * @param {string} schema the schema being rendered
   * @param {string} pgType a type name (`int4`, `_text`, an enum's or a table's name)
   * @returns {string}
   */
  const tsType = (schema, pgType) => {
    if (pgType === 'bool') return 'boolean';
    if (NUMBER_TYPES.has(pgType)) return 'number';
    if (STRING_TYPES.has(pgType)) return 'string';
    if (pgType === 'json' || pgType === 'jsonb') return 'Json';
    if (pgType === 'void') return 'undefined';
    if (pgType === 'record') return 'Record<string, unknown>';
    if (pgType.startsWith('_')) return `(${tsType(schema, pgType.slice(1))})[]`;
    /** @template {{ schema: string }} T @param {T[]} candidates */
    const pick = (candidates) => candidates.find((c) => c.schema === schema) ?? candidates[0];
    const enumType = pick(meta.types.filter((t) => t.name === pgType && t.enums.length > 0));
    if (enumType) {
      return schemas.includes(enumType.schema)
        ? `Database[${q(enumType.schema)}]['Enums'][${q(enumType.name)}]`
        : enumType.enums.map((label) => q(label)).join('|');
    }
    const composite = pick(meta.types.filter((t) => t.name === pgType && t.attributes.length > 0));
    if (composite) {
      return schemas.includes(composite.schema)
        ? `Database[${q(composite.schema)}]['CompositeTypes'][${q(composite.name)}]`
        : 'unknown';
    }
    const table = pick(plainTables.filter((t) => t.name === pgType));
    if (table) return `Database[${q(table.schema)}]['Tables'][${q(table.name)}]['Row']`;
    const view = pick(views.filter((v) => v.name === pgType && v.kind === 'view'));
    if (view) return `Database[${q(view.schema)}]['Views'][${q(view.name)}]['Row']`;
    return 'unknown';
  };

  /** @param {number} typeId @param {string} schema */
  const tsTypeOfId = (typeId, schema) => {
    const type = typesById.get(typeId);
    return type ? tsType(schema, type.name) : 'unknown';
  };

  /** @param {string} type @param {boolean} isNullable */
  const nullable = (type, isNullable) =>
    type === 'unknown' || type === 'any' || !isNullable ? type : `${type} | null`;

  /**
   * @param {string} schema
   * @param {{ name: string, format: string, isNullable: boolean, isOptional: boolean }} column
   */
  const columnMember = (schema, { name, format, isNullable, isOptional }) =>
    `${q(name)}${isOptional ? '?' : ''}: ${nullable(tsType(schema, format), isNullable)}`;

  /** @param {Relationship} r */
  const relationshipMember = (r) => `{
    foreignKeyName: ${q(r.foreignKeyName)}
    columns: ${q(r.columns)}
    isOneToOne: ${r.isOneToOne}
    referencedRelation: ${q(r.referencedRelation)}
    referencedColumns: ${q(r.referencedColumns)}
  }`;

  /** @param {string} schema @param {DbFunction} fn */
  const functionReturnType = (schema, fn) => {
    const tableColumns = fn.args.filter(({ mode }) => mode === 'table');
    if (tableColumns.length > 0) {
      return `{ ${tableColumns
        .map(({ name, typeId }) => `${q(name)}: ${tsTypeOfId(typeId, schema)}`)
        .join(',\n')} }`;
    }
    const objects = bySchema[schema];
    const relation =
      objects?.tables.find(({ table }) => table.id === fn.returnTypeRelationId)?.table ??
      objects?.views.find(({ view }) => view.id === fn.returnTypeRelationId)?.view;
    if (relation) {
      return `{ ${columnsOf(relation.id)
        .map((c) =>
          columnMember(schema, {
            name: c.name,
            format: c.format,
            isNullable: c.isNullable,
            isOptional: false,
          }),
        )
        .join(',\n')} }`;
    }
    return tsTypeOfId(fn.returnTypeId, schema);
  };

  /** @param {DbFunction} fn @param {string} returnType */
  const functionReturns = (fn, returnType) => {
    const relationName = returnRelationName(fn.returnTypeRelationId, fn.returnTypeId);
    const returnsSetOfRelation = fn.isSetReturning && fn.returnTypeRelationId !== null;
    const returnsMultipleRows = fn.prorows !== null && fn.prorows > 1;
    /** @param {string} from @param {string} to @param {boolean} isOneToOne @param {boolean} isSetofReturn */
    const setof = (from, to, isOneToOne, isSetofReturn) => `SetofOptions: {
      from: ${q(from)}
      to: ${q(to)}
      isOneToOne: ${isOneToOne}
      isSetofReturn: ${isSetofReturn}
    }`;
    let setofOptions = relationName
      ? setof('*', relationName, !returnsMultipleRows, fn.isSetReturning)
      : '';
    const [firstArg] = fn.args;
    const argRelation =
      fn.args.length === 1 && firstArg ? relationTypes.get(firstArg.typeId) : null;
    if (argRelation && relationName) {
      // A function over a table row: PostgREST embeds it as a computed relationship.
      setofOptions = returnsSetOfRelation
        ? setof(argRelation.format, relationName, !returnsMultipleRows, true)
        : setof(argRelation.format, relationName, true, false);
    }
    // A single-row estimate only collapses the array when SetofOptions tells postgrest-js.
    const collapsesToOneRow = !returnsMultipleRows && relationName !== null;
    const isArray = fn.isSetReturning && !collapsesToOneRow;
    const base =
      isArray && /[|&]/.test(returnType) && !returnType.startsWith('{')
        ? `(${returnType})`
        : returnType;
    return `${base}${isArray ? '[]' : ''}\n${setofOptions}`;
  };

  /** @param {string} schema @param {FunctionArg[]} inArgs */
  const argsType = (schema, inArgs) =>
    inArgs.length === 0
      ? 'never'
      : `{ ${inArgs
          .map(
            ({ name, typeId, hasDefault }) =>
              `${q(name)}${hasDefault ? '?' : ''}: ${tsTypeOfId(typeId, schema)}`,
          )
          .join(', ')} }`;

  /**
   * Overloads PostgREST can't tell apart: it answers PGRST203, and the types say so.
   * @param {string} schema @param {SchemaFunction[]} overloads @param {SchemaFunction} current
   */
  const conflictError = (schema, overloads, { fn, inArgs }) => {
    if (overloads.length <= 1) return null;
    const [only] = inArgs;
    if (inArgs.length === 0) {
      const other = overloads.find(
        (o) =>
          o.fn !== fn &&
          o.inArgs.length === 1 &&
          o.inArgs[0]?.name === '' &&
          o.inArgs[0]?.hasDefault,
      );
      if (other) {
        const returnTypeName = typesById.get(other.fn.returnTypeId)?.name ?? 'unknown';
        return `Could not choose the best candidate function between: ${schema}.${fn.name}(), ${schema}.${fn.name}( => ${returnTypeName}). Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    if (inArgs.length === 1 && only && only.name !== '') {
      const others = overloads.filter(
        (o) =>
          o.fn !== fn &&
          o.inArgs.length === 1 &&
          o.inArgs[0]?.name === only.name &&
          o.inArgs[0]?.typeId !== only.typeId,
      );
      if (others.length > 0) {
        const list = [{ fn, inArgs }, ...others]
          .sort((a, b) => (a.inArgs[0]?.typeId ?? 0) - (b.inArgs[0]?.typeId ?? 0))
          .map(
            (o) =>
              `${schema}.${fn.name}(${o.inArgs
                .map((a) => `${a.name} => ${typesById.get(a.typeId)?.name ?? 'unknown'}`)
                .join(', ')})`,
          )
          .join(', ');
        return `Could not choose the best candidate function between: ${list}. Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    return null;
  };

  /** @param {string} schema @param {SchemaFunction[]} overloads */
  const functionSignatures = (schema, overloads) =>
    overloads
      .map((current) => {
        const { fn, inArgs } = current;
        let returnType = functionReturnType(schema, fn);
        const conflict = conflictError(schema, overloads, current);
        const [only] = inArgs;
        if (conflict) {
          returnType = `{ error: true } & ${q(conflict)}`;
        } else if (
          inArgs.length === 1 &&
          only?.name === '' &&
          relationTypes.has(only.typeId) &&
          !returnRelationName(fn.returnTypeRelationId, fn.returnTypeId)
        ) {
          returnType = `{ error: true } & ${q(`the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`)}`;
        }
        return `{ Args: ${argsType(schema, inArgs)}; Returns: ${functionReturns(fn, returnType)} }`;
      })
      .join(' |\n');

  /** Row members: the columns, then computed fields (functions taking the row). @param {string} schema @param {Relation} relation */
  const rowMembers = (schema, relation) => [
    ...columnsOf(relation.id).map((c) =>
      columnMember(schema, {
        name: c.name,
        format: c.format,
        isNullable: c.isNullable,
        isOptional: false,
      }),
    ),
    ...(bySchema[schema]?.functions ?? [])
      .filter(({ fn }) => fn.argumentTypes === relation.name)
      .map(({ fn }) => `${q(fn.name)}: ${nullable(functionReturnType(schema, fn), true)}`),
  ];

  /** @param {Column} c */
  const neverWritten = (c) => c.identityGeneration === 'ALWAYS' || c.isGenerated;

  /** @param {string} schema @param {Relation} table @param {Relationship[]} rels */
  const tableType = (schema, table, rels) => `${q(table.name)}: {
    Row: { ${rowMembers(schema, table).join(',\n')} }
    Insert: { ${columnsOf(table.id)
      .map((c) =>
        neverWritten(c)
          ? `${q(c.name)}?: never`
          : columnMember(schema, {
              name: c.name,
              format: c.format,
              isNullable: c.isNullable,
              isOptional: c.isNullable || c.identityGeneration !== null || c.hasDefault,
            }),
      )
      .join(',\n')} }
    Update: { ${columnsOf(table.id)
      .map((c) =>
        neverWritten(c)
          ? `${q(c.name)}?: never`
          : columnMember(schema, {
              name: c.name,
              format: c.format,
              isNullable: c.isNullable,
              isOptional: true,
            }),
      )
      .join(',\n')} }
    Relationships: [ ${rels.map(relationshipMember).join(',\n')} ]
  }`;

  /** @param {string} schema @param {Relation} view @param {Relationship[]} rels */
  const viewType = (schema, view, rels) => {
    /** @param {Column} c */
    const writable = (c) =>
      c.isUpdatable
        ? columnMember(schema, {
            name: c.name,
            format: c.format,
            isNullable: true,
            isOptional: true,
          })
        : `${q(c.name)}?: never`;
    const writes = view.isUpdatable
      ? `Insert: { ${columnsOf(view.id).map(writable).join(',\n')} }
    Update: { ${columnsOf(view.id).map(writable).join(',\n')} }`
      : '';
    return `${q(view.name)}: {
    Row: { ${rowMembers(schema, view).join(',\n')} }
    ${writes}
    Relationships: [ ${rels.map(relationshipMember).join(',\n')} ]
  }`;
  };

  const NONE = '[_ in never]: never';
  /** @param {string[]} list */
  const members = (list) => (list.length === 0 ? NONE : list.join(',\n'));

  /** @param {string} schema */
  const schemaType = (schema) => {
    const objects = /** @type {SchemaObjects} */ (bySchema[schema]);
    /** @type {Map<string, SchemaFunction[]>} */
    const overloadsByName = new Map();
    for (const entry of objects.functions) {
      const list = overloadsByName.get(entry.fn.name) ?? [];
      list.push(entry);
      overloadsByName.set(entry.fn.name, list);
    }
    for (const list of overloadsByName.values()) {
      list.sort(
        (a, b) =>
          compare(a.fn.argumentTypes, b.fn.argumentTypes) ||
          compare(a.fn.returnType, b.fn.returnType),
      );
    }
    return `${q(schema)}: {
    Tables: { ${members(objects.tables.map(({ table, relationships: r }) => tableType(schema, table, r)))} }
    Views: { ${members(objects.views.map(({ view, relationships: r }) => viewType(schema, view, r)))} }
    Functions: { ${members(
      [...overloadsByName].map(
        ([name, overloads]) => `${q(name)}:\n${functionSignatures(schema, overloads)}`,
      ),
    )} }
    Enums: { ${members(
      objects.enums.map((e) => `${q(e.name)}: ${e.enums.map((label) => q(label)).join('|')}`),
    )} }
    CompositeTypes: { ${members(
      objects.compositeTypes.map(
        (c) =>
          `${q(c.name)}: { ${c.attributes
            .map((a) => `${q(a.name)}: ${nullable(tsTypeOfId(a.typeId, schema), true)}`)
            .join(',\n')} }`,
      ),
    )} }
  }`;
  };

  const internal = postgrestVersion
    ? `// Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${q(postgrestVersion)}
  }`
    : '';

  const constants = schemas.map(
    (schema) => `${q(schema)}: {
    Enums: { ${(bySchema[schema]?.enums ?? [])
      .map((e) => `${q(e.name)}: [${e.enums.map((label) => q(label)).join(', ')}]`)
      .join(',\n')} }
  }`,
  );

  return `export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  ${internal}
  ${schemas.map(schemaType).join(',\n')}
}

${helperTypes(defaultSchema)}

export const Constants = {
  ${constants.join(',\n')}
} as const
`;
}

/** The helpers the CLI writes after `Database`. @param {string} defaultSchema */
function helperTypes(defaultSchema) {
  return `type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${q(defaultSchema)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
  ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
      Row: infer R
    }
    ? R
    : never
  : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Insert: infer I
    }
    ? I
    : never
  : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Update: infer U
    }
    ? U
    : never
  : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
  ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
  : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
  ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
  : never`;
}
