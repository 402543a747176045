// @ts-check
/**
 * Reads from the catalog what `supabase gen types typescript` reads through postgres-meta:
 * the relations, columns, foreign keys and functions of the exposed schemas, and every type
 * (enums, composite and row types, across all schemas, to resolve column and argument types).
 *
 * Every query returns plain values that look the same on PGlite and node-postgres (oids and
 * int8 are normalised to numbers, arrays are built as JSON).
 *
 * @typedef {object} Relation a table, view, materialized view or foreign table
 * @property {number} id
 * @property {string} schema
 * @property {string} name
 * @property {'table' | 'view' | 'materialized_view' | 'foreign_table'} kind
 * @property {boolean} isUpdatable views only: auto-updatable (insert and update)
 *
 * @typedef {object} Column
 * @property {number} tableId
 * @property {string} name
 * @property {string} format type name, the base type's for a domain (`int4`, `_text`, an enum)
 * @property {boolean} isNullable
 * @property {boolean} hasDefault a default expression, or a generation expression
 * @property {'ALWAYS' | 'BY DEFAULT' | null} identityGeneration
 * @property {boolean} isGenerated a generated (computed) column: stored or virtual
 * @property {boolean} isUpdatable
 *
 * @typedef {object} Relationship a foreign key, as PostgREST sees it
 * @property {string} foreignKeyName
 * @property {string} schema
 * @property {string} relation
 * @property {string[]} columns in the key's order
 * @property {boolean} isOneToOne the referencing columns are exactly a primary key or unique
 *   constraint of their table
 * @property {string} referencedSchema
 * @property {string} referencedRelation
 * @property {string[]} referencedColumns
 *
 * @typedef {object} FunctionArg
 * @property {'in' | 'out' | 'inout' | 'variadic' | 'table'} mode
 * @property {string} name '' when unnamed
 * @property {number} typeId
 * @property {boolean} hasDefault
 *
 * @typedef {object} DbFunction
 * @property {number} id
 * @property {string} schema
 * @property {string} name
 * @property {FunctionArg[]} args every argument, OUT and TABLE ones included, in declared order
 * @property {string} argumentTypes pg_get_function_arguments()
 * @property {number} returnTypeId
 * @property {string} returnType pg_get_function_result()
 * @property {number | null} returnTypeRelationId the relation of a row return type
 * @property {boolean} isSetReturning
 * @property {number | null} prorows the planner's row estimate of a set-returning function
 *
 * @typedef {object} DbType
 * @property {number} id
 * @property {string} name
 * @property {string} schema
 * @property {string} format format_type()
 * @property {string[]} enums labels in sort order (empty unless an enum)
 * @property {{ name: string, typeId: number }[]} attributes of a composite type (relkind c)
 * @property {number | null} typeRelationId the relation of a row or composite type
 *
 * @typedef {object} SchemaMetadata
 * @property {string[]} schemas the schemas to generate, as asked, that exist
 * @property {Relation[]} relations
 * @property {Column[]} columns
 * @property {Relationship[]} relationships
 * @property {DbFunction[]} functions trigger and event-trigger functions left out
 * @property {DbType[]} types every schema's
 */

/** @typedef {Pick<import('../db/adapter.mjs').Queryable, 'query'>} Queryable */

const RELATION_KINDS = /** @type {const} */ ({
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized_view',
  f: 'foreign_table',
});

const ARG_MODES = /** @type {const} */ ({
  i: 'in',
  o: 'out',
  b: 'inout',
  v: 'variadic',
  t: 'table',
});

const RELATIONS_SQL = /* sql */ `
select c.oid::int8 as id, n.nspname as schema, c.relname as name, c.relkind::text as relkind,
  c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as is_updatable
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1::text[])
  and c.relkind in ('r', 'p', 'v', 'm', 'f')
  and not pg_is_other_temp_schema(n.oid)
  and (
    pg_has_role(c.relowner, 'USAGE')
    or has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
    or has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE, REFERENCES')
  )
order by n.nspname, c.relname`;

const COLUMNS_SQL = /* sql */ `
select c.oid::int8 as table_id, a.attname as name,
  coalesce(bt.typname, t.typname) as format,
  not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as is_nullable,
  a.atthasdef as has_default,
  case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as identity_generation,
  a.attgenerated <> '' as is_generated,
  (
    c.relkind in ('r', 'p')
    or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false))
  ) as is_updatable
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_type t on t.oid = a.atttypid
left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
where n.nspname = any($1::text[])
  and c.relkind in ('r', 'p', 'v', 'm', 'f')
  and a.attnum > 0
  and not a.attisdropped
  and (
    pg_has_role(c.relowner, 'USAGE')
    or has_column_privilege(c.oid, a.attnum, 'SELECT, INSERT, UPDATE, REFERENCES')
  )
order by c.oid, a.attnum`;

// A foreign key is one-to-one when its columns, in the key's order, are exactly the columns
// (in table order) of a primary key or unique constraint of the referencing table: the rule
// PostgREST's schema cache and postgres-meta apply.
const RELATIONSHIPS_SQL = /* sql */ `
select fk.conname as foreign_key_name,
  n1.nspname as schema,
  tab.relname as relation,
  (
    select json_agg(a.attname order by k.ord)
    from unnest(fk.conkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = fk.conrelid and a.attnum = k.attnum
  ) as columns,
  n2.nspname as referenced_schema,
  other.relname as referenced_relation,
  (
    select json_agg(a.attname order by k.ord)
    from unnest(fk.confkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = fk.confrelid and a.attnum = k.attnum
  ) as referenced_columns,
  exists (
    select 1 from pg_constraint u
    where u.conrelid = fk.conrelid
      and u.contype in ('p', 'u')
      and fk.conkey = (select array_agg(k order by k) from unnest(u.conkey) as k)
  ) as is_one_to_one
from pg_constraint fk
join pg_class tab on tab.oid = fk.conrelid
join pg_namespace n1 on n1.oid = fk.connamespace
join pg_class other on other.oid = fk.confrelid
join pg_namespace n2 on n2.oid = other.relnamespace
where fk.contype = 'f'
  and fk.conparentid = 0
  and n1.nspname = any($1::text[])`;

const FUNCTIONS_SQL = /* sql */ `
with fns as (
  select p.*, coalesce(p.proallargtypes, p.proargtypes::oid[]) as all_types
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = any($1::text[]) and p.prokind = 'f'
)
select f.oid::int8 as id,
  n.nspname as schema,
  f.proname as name,
  coalesce((
    select json_agg(json_build_object(
      'mode', coalesce(f.proargmodes[a.ord]::text, 'i'),
      'name', coalesce(f.proargnames[a.ord], ''),
      'type_id', a.type_id::int8
    ) order by a.ord)
    from unnest(f.all_types) with ordinality as a(type_id, ord)
  ), '[]') as args,
  f.pronargs::int4 as input_count,
  f.pronargdefaults::int4 as default_count,
  pg_get_function_arguments(f.oid) as argument_types,
  f.prorettype::int8 as return_type_id,
  pg_get_function_result(f.oid) as return_type,
  nullif(rt.typrelid, 0)::int8 as return_type_relation_id,
  f.proretset as is_set_returning,
  case when f.proretset then nullif(f.prorows, 0) end::float8 as prorows
from fns f
join pg_namespace n on n.oid = f.pronamespace
left join pg_type rt on rt.oid = f.prorettype
where pg_get_function_result(f.oid) not in ('trigger', 'event_trigger')
order by n.nspname, f.proname, f.oid`;

const TYPES_SQL = /* sql */ `
select t.oid::int8 as id, t.typname as name, n.nspname as schema,
  format_type(t.oid, null) as format,
  coalesce(
    (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid),
    '[]'
  ) as enums,
  coalesce((
    select json_agg(json_build_object('name', a.attname, 'type_id', a.atttypid::int8)
      order by a.attnum)
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid
    where c.oid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped
  ), '[]') as attributes,
  nullif(t.typrelid, 0)::int8 as type_relation_id
from pg_type t
join pg_namespace n on n.oid = t.typnamespace
where t.typrelid = 0
  or exists (
    select 1 from pg_class c where c.oid = t.typrelid and c.relkind in ('c', 'r', 'v', 'm', 'p')
  )
order by t.oid`;

/**
 * @param {Queryable} db
 * @param {{ schemas?: string[] }} [options] default `['public']`
 * @returns {Promise<SchemaMetadata>}
 */
export async function introspect(db, { schemas = ['public'] } = {}) {
  const params = [schemas];
  const existing = await db.query(
    'select nspname as name from pg_namespace where nspname = any($1::text[])',
    params,
  );
  const found = new Set(existing.rows.map((row) => String(row.name)));
  const [relations, columns, relationships, functions, types] = [
    (await db.query(RELATIONS_SQL, params)).rows.map(toRelation),
    (await db.query(COLUMNS_SQL, params)).rows.map(toColumn),
    (await db.query(RELATIONSHIPS_SQL, params)).rows.map(toRelationship),
    (await db.query(FUNCTIONS_SQL, params)).rows.map(toFunction),
    (await db.query(TYPES_SQL)).rows.map(toType),
  ];
  return {
    schemas: schemas.filter((name) => found.has(name)),
    relations,
    columns,
    relationships,
    functions,
    types,
  };
}

/** @param {unknown} value */
const num = (value) => Number(value);
/** @param {unknown} value */
const nullableNum = (value) => (value === null || value === undefined ? null : Number(value));
/** JSON built in SQL: node-postgres and PGlite both parse it; a string is parsed here. @param {unknown} value */
const json = (value) => (typeof value === 'string' ? JSON.parse(value) : value);

/** @param {Record<string, any>} row @returns {Relation} */
function toRelation(row) {
  const kind = RELATION_KINDS[/** @type {keyof typeof RELATION_KINDS} */ (row.relkind)];
  return {
    id: num(row.id),
    schema: row.schema,
    name: row.name,
    kind,
    isUpdatable: Boolean(row.is_updatable),
  };
}

/** @param {Record<string, any>} row @returns {Column} */
function toColumn(row) {
  return {
    tableId: num(row.table_id),
    name: row.name,
    format: row.format,
    isNullable: Boolean(row.is_nullable),
    hasDefault: Boolean(row.has_default),
    identityGeneration: row.identity_generation ?? null,
    isGenerated: Boolean(row.is_generated),
    isUpdatable: Boolean(row.is_updatable),
  };
}

/** @param {Record<string, any>} row @returns {Relationship} */
function toRelationship(row) {
  return {
    foreignKeyName: row.foreign_key_name,
    schema: row.schema,
    relation: row.relation,
    columns: json(row.columns) ?? [],
    isOneToOne: Boolean(row.is_one_to_one),
    referencedSchema: row.referenced_schema,
    referencedRelation: row.referenced_relation,
    referencedColumns: json(row.referenced_columns) ?? [],
  };
}

/** @param {Record<string, any>} row @returns {DbFunction} */
function toFunction(row) {
  // PostgreSQL keeps the defaults of the last pronargdefaults input (in, inout, variadic) args.
  const firstDefault = num(row.input_count) - num(row.default_count);
  /** @type {{ mode: keyof typeof ARG_MODES, name: string, type_id: unknown }[]} */
  const raw = json(row.args);
  let inputs = 0;
  const args = raw.map((arg) => {
    const mode = ARG_MODES[arg.mode];
    const isInput = mode === 'in' || mode === 'inout' || mode === 'variadic';
    const hasDefault = isInput && inputs++ >= firstDefault;
    return { mode, name: arg.name, typeId: num(arg.type_id), hasDefault };
  });
  return {
    id: num(row.id),
    schema: row.schema,
    name: row.name,
    args,
    argumentTypes: row.argument_types,
    returnTypeId: num(row.return_type_id),
    returnType: row.return_type,
    returnTypeRelationId: nullableNum(row.return_type_relation_id),
    isSetReturning: Boolean(row.is_set_returning),
    prorows: nullableNum(row.prorows),
  };
}

/** @param {Record<string, any>} row @returns {DbType} */
function toType(row) {
  /** @type {{ name: string, type_id: unknown }[]} */
  const attributes = json(row.attributes);
  return {
    id: num(row.id),
    name: row.name,
    schema: row.schema,
    format: row.format,
    enums: json(row.enums),
    attributes: attributes.map((attribute) => ({
      name: attribute.name,
      typeId: num(attribute.type_id),
    })),
    typeRelationId: nullableNum(row.type_relation_id),
  };
}
