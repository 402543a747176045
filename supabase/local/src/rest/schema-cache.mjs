// @ts-check
/**
 * The REST service's picture of the exposed schema (`public`): tables and views with their
 * columns, primary keys and relationships (many-to-one, one-to-many, one-to-one, many-to-many
 * through junction tables), and functions with their parameters and return types. Read from the
 * catalog in ONE query (built as JSON in SQL so both databases answer identically) at start, and
 * again when a request names something it does not know, or on `NOTIFY pgrst, 'reload schema'`.
 */
import { quoteIdent } from '../db/adapter.mjs';

export const EXPOSED_SCHEMA = 'public';

/**
 * @typedef {object} Column
 * @property {string} name
 * @property {string} type the column's type as declared, e.g. `numeric(10,2)` (used to read JSON bodies)
 * @property {string} castType the base type without modifiers, e.g. `numeric` (used to cast filter values)
 * @property {boolean} isJson json or jsonb
 * @property {string | null} default default expression, as PostgREST's schema cache has it
 * @property {boolean} generated a generated (stored) column
 *
 * @typedef {object} Table
 * @property {string} name
 * @property {boolean} isView
 * @property {Column[]} columns
 * @property {Map<string, Column>} columnsByName
 * @property {string[]} pk
 *
 * @typedef {'m2o' | 'o2m' | 'o2o' | 'm2m'} Cardinality
 * @typedef {object} Relationship
 * @property {string} table origin table
 * @property {string} foreignTable
 * @property {Cardinality} cardinality
 * @property {string} constraint FK constraint name (m2m: the first one)
 * @property {[string, string][]} columns pairs (origin column, foreign column); m2m: unused
 * @property {boolean} isSelf
 * @property {{ table: string, constraint1: string, constraint2: string, source: [string, string][], target: [string, string][] }} [junction]
 *   m2m: source pairs (origin column, junction column), target pairs (foreign column, junction column)
 *
 * @typedef {object} RoutineParam
 * @property {string} name
 * @property {string} type e.g. `integer`, `text[]`
 * @property {boolean} required
 * @property {boolean} variadic
 *
 * @typedef {object} Routine
 * @property {string} name
 * @property {RoutineParam[]} params input parameters
 * @property {boolean} returnsSet
 * @property {'scalar' | 'composite' | 'void'} returnKind
 * @property {string | undefined} returnTable a table of the exposed schema whose rows it returns
 * @property {Column[]} returnColumns columns of a composite result
 * @property {'v' | 's' | 'i'} volatility
 *
 * @typedef {object} SchemaCache
 * @property {Map<string, Table>} tables
 * @property {Map<string, Relationship[]>} relationships by origin table
 * @property {Map<string, Routine[]>} routines by name (overloads)
 * @property {Map<string, string>} types type names a `::type` cast may use (pg_catalog's, then
 *   the exposed schema's, then `extensions`'), each with the SQL that names it
 * @property {Map<string, Record<string, string>>} roleSettings per API role, the settings of
 *   `alter role … set` (pg_db_role_setting) a request applies, as PostgREST does
 * @property {number} loadedAt performance.now() when read
 */

/** The roles requests run as; their `alter role … set` settings apply to every request. */
const API_ROLES = ['anon', 'authenticated', 'service_role'];

/**
 * Type names PostgreSQL's grammar knows as keywords (some of several words): a cast names them
 * as they are, and they mean what they mean in SQL (`char` is character(1), `float` is double
 * precision), as in PostgREST, which pastes the cast into the SQL.
 */
const SQL_TYPE_KEYWORDS = [
  'bigint',
  'bit',
  'bit varying',
  'boolean',
  'char',
  'char varying',
  'character',
  'character varying',
  'dec',
  'decimal',
  'double precision',
  'float',
  'int',
  'integer',
  'interval',
  'national char',
  'national char varying',
  'national character',
  'national character varying',
  'nchar',
  'numeric',
  'real',
  'smallint',
  'time',
  'time with time zone',
  'time without time zone',
  'timestamp',
  'timestamp with time zone',
  'timestamp without time zone',
  'varchar',
];

const CACHE_QUERY = `
with
tbls as (
  select c.oid, c.relname, c.relkind
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
),
cols as (
  select
    a.attrelid,
    json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, a.atttypmod),
      'castType', case
        when bt.oid = 'bpchar'::regtype then 'bpchar'
        when bt.oid = 'bit'::regtype then 'bit varying'
        when bt.oid = '_bpchar'::regtype then 'bpchar[]'
        when bt.oid = '_bit'::regtype then 'bit varying[]'
        else format_type(bt.oid, null)
      end,
      'isJson', bt.oid in ('json'::regtype, 'jsonb'::regtype),
      'default', case
        when ty.typbasetype <> 0 and ad.adbin is null then pg_get_expr(ty.typdefaultbin, 0)
        when a.attidentity = 'd' then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', $1::text, t.relname), a.attname))
        when a.attgenerated = 's' then null
        else pg_get_expr(ad.adbin, ad.adrelid)
      end,
      'generated', a.attgenerated = 's'
    ) order by a.attnum) as columns
  from pg_attribute a
  join tbls t on t.oid = a.attrelid
  join pg_type ty on ty.oid = a.atttypid
  join pg_type bt on bt.oid = case when ty.typtype = 'd' then ty.typbasetype else ty.oid end
  left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped
  group by a.attrelid
),
keys as (
  select
    con.conrelid,
    con.contype,
    con.conname,
    (select json_agg(a.attname order by k.ord)
       from unnest(con.conkey) with ordinality as k(attnum, ord)
       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as cols
  from pg_constraint con
  join tbls t on t.oid = con.conrelid
  where con.contype in ('p', 'u')
),
fks as (
  select
    con.conname,
    t.relname as table_name,
    ft.relname as foreign_table,
    (select json_agg(json_build_array(a.attname, fa.attname) order by k.ord)
       from unnest(con.conkey, con.confkey) with ordinality as k(attnum, fattnum, ord)
       join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
       join pg_attribute fa on fa.attrelid = con.confrelid and fa.attnum = k.fattnum) as cols
  from pg_constraint con
  join tbls t on t.oid = con.conrelid
  join tbls ft on ft.oid = con.confrelid
  where con.contype = 'f'
),
-- Columns a view takes unchanged (same name) from a table of the exposed schema.
view_columns as (
  select distinct v.relname as view_name, t.relname as table_name, a.attname as column_name
  from tbls v
  join pg_rewrite r on r.ev_class = v.oid
  join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
    and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
  join tbls t on t.oid = d.refobjid and t.relkind not in ('v', 'm')
  join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
  join pg_attribute va on va.attrelid = v.oid and va.attname = a.attname and va.attnum > 0
  where v.relkind in ('v', 'm')
),
routines as (
  select
    p.oid,
    p.proname,
    p.provolatile,
    p.proretset,
    p.prorettype = 'void'::regtype as returns_void,
    (rt.typtype = 'c' or coalesce(p.proargmodes::text[] && '{t,b,o}', false)) as returns_composite,
    rc.relname as return_table,
    (select coalesce(json_agg(json_build_object(
        'name', coalesce(arg.name, ''),
        'type', case arg.type
          when 'bit'::regtype then 'bit varying'
          when 'bit[]'::regtype then 'bit varying[]'
          when 'character'::regtype then 'character varying'
          when 'character[]'::regtype then 'character varying[]'
          else arg.type::regtype::text
        end,
        'required', arg.input_index <= p.pronargs - p.pronargdefaults,
        'variadic', arg.mode = 'v'
      ) order by arg.ord), '[]')
      from (
        select a.name, a.type, a.mode, a.ord,
          row_number() over (order by a.ord) as input_index
        from unnest(
          coalesce(p.proallargtypes, p.proargtypes::oid[]),
          coalesce(p.proargnames, array_fill(null::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])),
          coalesce(p.proargmodes, array_fill('i'::"char", array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
        ) with ordinality as a(type, name, mode, ord)
        where a.mode in ('i', 'b', 'v')
      ) arg) as params,
    case
      when rt.typrelid <> 0 then (
        select json_agg(json_build_object(
          'name', a.attname,
          'type', format_type(a.atttypid, a.atttypmod),
          'castType', case when a.atttypid = 'bpchar'::regtype then 'bpchar' else format_type(a.atttypid, null) end,
          'isJson', a.atttypid in ('json'::regtype, 'jsonb'::regtype),
          'default', null,
          'generated', false
        ) order by a.attnum)
        from pg_attribute a
        where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped)
      else (
        select json_agg(json_build_object(
          'name', a.name,
          'type', format_type(a.type, null),
          'castType', case when a.type = 'bpchar'::regtype then 'bpchar' else format_type(a.type, null) end,
          'isJson', a.type in ('json'::regtype, 'jsonb'::regtype),
          'default', null,
          'generated', false
        ) order by a.ord)
        from unnest(p.proallargtypes, p.proargnames, p.proargmodes) with ordinality as a(type, name, mode, ord)
        where a.mode in ('o', 'b', 't'))
    end as return_columns
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  left join pg_class rc on rc.oid = rt.typrelid and rc.relnamespace = n.oid and rc.relkind in ('r', 'v', 'm', 'f', 'p')
  where n.nspname = $1
    and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
)
select json_build_object(
  'tables', (select coalesce(json_agg(json_build_object(
      'name', t.relname,
      'isView', t.relkind in ('v', 'm'),
      'columns', coalesce(c.columns, '[]'),
      'keys', coalesce((select json_agg(json_build_object('type', k.contype, 'name', k.conname, 'cols', k.cols))
                          from keys k where k.conrelid = t.oid), '[]')
    )), '[]') from tbls t left join cols c on c.attrelid = t.oid),
  'fks', (select coalesce(json_agg(json_build_object(
      'name', f.conname, 'table', f.table_name, 'foreignTable', f.foreign_table, 'cols', f.cols
    )), '[]') from fks f),
  'viewColumns', (select coalesce(json_agg(json_build_object(
      'view', vc.view_name, 'table', vc.table_name, 'column', vc.column_name
    )), '[]') from view_columns vc),
  -- Types a cast may name: pg_catalog's (not the catalog tables' row types), the exposed
  -- schema's and the extensions'. Pseudo-types can't be cast to.
  'types', (select coalesce(json_agg(json_build_object('schema', n.nspname, 'name', t.typname)
      order by n.nspname <> 'pg_catalog', n.nspname <> $1, t.typname), '[]')
    from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    left join pg_type e on e.oid = t.typelem
    where n.nspname in ('pg_catalog', $1, 'extensions')
      and t.typisdefined and t.typtype <> 'p'
      and (n.nspname <> 'pg_catalog' or (t.typrelid = 0 and coalesce(e.typrelid, 0) = 0))),
  -- The API roles' own settings (alter role … set), database-wide first, then this database's;
  -- only those the server may set, as PostgREST reads them.
  'roleSettings', (select coalesce(json_agg(json_build_object('role', r.rolname, 'name', kv.name, 'value', kv.value)
      order by s.setdatabase <> 0), '[]')
    from pg_db_role_setting s
    join pg_roles r on r.oid = s.setrole
    cross join lateral (
      select substr(c, 1, strpos(c, '=') - 1) as name, substr(c, strpos(c, '=') + 1) as value
      from unnest(s.setconfig) c
    ) kv
    join pg_settings ps on ps.name = kv.name
      and (ps.context = 'user' or has_parameter_privilege(current_user, ps.name, 'set'))
    where r.rolname = any ($2::text[])
      and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      and kv.name not in ('role', 'session_authorization', 'default_transaction_isolation')),
  'routines', (select coalesce(json_agg(json_build_object(
      'name', r.proname,
      'volatility', r.provolatile,
      'returnsSet', r.proretset,
      'returnsVoid', r.returns_void,
      'returnsComposite', r.returns_composite,
      'returnTable', r.return_table,
      'params', r.params,
      'returnColumns', coalesce(r.return_columns, '[]')
    )), '[]') from routines r)
)::text as cache`;

/**
 * Reads the schema cache from the catalog.
 * @param {import('../db/adapter.mjs').Queryable} db
 * @returns {Promise<SchemaCache>}
 */
export async function loadSchemaCache(db) {
  const { rows } = await db.query(CACHE_QUERY, [EXPOSED_SCHEMA, `{${API_ROLES.join(',')}}`]);
  const raw = JSON.parse(String(rows[0]?.cache ?? '{}'));
  return buildSchemaCache(raw);
}

/**
 * @param {{ tables: any[], fks: any[], viewColumns?: any[], routines: any[],
 *   types?: { schema: string, name: string }[],
 *   roleSettings?: { role: string, name: string, value: string }[] }} raw
 * @returns {SchemaCache}
 */
export function buildSchemaCache(raw) {
  /** @type {Map<string, Table>} */
  const tables = new Map();
  /** @type {Map<string, string[][]>} unique column sets (pk and unique constraints) */
  const uniques = new Map();
  for (const t of raw.tables) {
    /** @type {Column[]} */
    const columns = t.columns;
    const pk = t.keys.find((/** @type {any} */ k) => k.type === 'p')?.cols ?? [];
    tables.set(t.name, {
      name: t.name,
      isView: t.isView,
      columns,
      columnsByName: new Map(columns.map((column) => [column.name, column])),
      pk,
    });
    uniques.set(
      t.name,
      t.keys.map((/** @type {any} */ k) => [...k.cols].sort()),
    );
  }

  /** @type {Relationship[]} */
  const rels = [];
  const viewFks = viewForeignKeys(raw.fks, raw.viewColumns ?? [], tables);
  for (const fk of [...raw.fks, ...viewFks]) {
    /** @type {[string, string][]} */
    const cols = fk.cols;
    const isSelf = fk.table === fk.foreignTable;
    const fkCols = cols.map(([col]) => col).sort();
    const oneToOne = (uniques.get(fk.table) ?? []).some(
      (set) => set.length === fkCols.length && set.every((col, i) => col === fkCols[i]),
    );
    const swapped = cols.map(([a, b]) => /** @type {[string, string]} */ ([b, a]));
    rels.push({
      table: fk.table,
      foreignTable: fk.foreignTable,
      cardinality: oneToOne ? 'o2o' : 'm2o',
      constraint: fk.name,
      columns: cols,
      isSelf,
    });
    rels.push({
      table: fk.foreignTable,
      foreignTable: fk.table,
      cardinality: oneToOne ? 'o2o' : 'o2m',
      constraint: fk.name,
      columns: swapped,
      isSelf,
    });
  }
  // Many-to-many: a junction table with FKs to two tables whose columns are all in its PK.
  for (const fk1 of raw.fks) {
    for (const fk2 of raw.fks) {
      if (fk1.table !== fk2.table || fk1.name === fk2.name) continue;
      const junction = tables.get(fk1.table);
      if (!junction) continue;
      const pk = new Set(junction.pk);
      const used = [...fk1.cols, ...fk2.cols].map(([col]) => col);
      if (!used.every((col) => pk.has(col))) continue;
      rels.push({
        table: fk1.foreignTable,
        foreignTable: fk2.foreignTable,
        cardinality: 'm2m',
        constraint: fk1.name,
        columns: [],
        isSelf: fk1.foreignTable === fk2.foreignTable,
        junction: {
          table: fk1.table,
          constraint1: fk1.name,
          constraint2: fk2.name,
          source: fk1.cols.map(
            (/** @type {[string, string]} */ [j, o]) => /** @type {[string, string]} */ ([o, j]),
          ),
          target: fk2.cols.map(
            (/** @type {[string, string]} */ [j, f]) => /** @type {[string, string]} */ ([f, j]),
          ),
        },
      });
    }
  }
  /** @type {Map<string, Relationship[]>} */
  const relationships = new Map();
  for (const rel of rels) {
    const list = relationships.get(rel.table) ?? [];
    list.push(rel);
    relationships.set(rel.table, list);
  }

  /** @type {Map<string, Routine[]>} */
  const routines = new Map();
  for (const r of raw.routines) {
    /** @type {Routine} */
    const routine = {
      name: r.name,
      params: r.params,
      returnsSet: r.returnsSet,
      returnKind: r.returnsVoid ? 'void' : r.returnsComposite ? 'composite' : 'scalar',
      returnTable: r.returnTable ?? undefined,
      returnColumns: r.returnColumns,
      volatility: r.volatility,
    };
    // PostgREST can only call functions whose parameters are all named, or that take one
    // unnamed json/jsonb/text/bytea/xml parameter.
    const unnamed = routine.params.filter((p) => !p.name);
    const callable =
      unnamed.length === 0 ||
      (unnamed.length === 1 &&
        routine.params.length === 1 &&
        ['json', 'jsonb', 'text', 'bytea', 'xml'].includes(routine.params[0]?.type ?? ''));
    if (!callable) continue;
    const list = routines.get(routine.name) ?? [];
    list.push(routine);
    routines.set(routine.name, list);
  }
  /** @type {Map<string, string>} */
  const types = new Map(SQL_TYPE_KEYWORDS.map((name) => [name, name]));
  for (const { schema, name } of raw.types ?? []) {
    if (types.has(name)) continue;
    // pg_catalog's types as named (pg_catalog comes first in every search path); the others
    // quoted and qualified, so the search path doesn't matter.
    types.set(name, schema === 'pg_catalog' ? name : `${quoteIdent(schema)}.${quoteIdent(name)}`);
  }
  /** @type {Map<string, Record<string, string>>} */
  const roleSettings = new Map();
  for (const { role, name, value } of raw.roleSettings ?? []) {
    roleSettings.set(role, { ...roleSettings.get(role), [name]: value });
  }
  return { tables, relationships, routines, types, roleSettings, loadedAt: performance.now() };
}

/**
 * Foreign keys as seen through views, as PostgREST infers them: a view that takes a table's
 * key columns unchanged gets that table's relationships (its primary key too). Renamed or
 * computed view columns carry none.
 * @param {{ name: string, table: string, foreignTable: string, cols: [string, string][] }[]} fks
 * @param {{ view: string, table: string, column: string }[]} viewColumns
 * @param {Map<string, Table>} tables
 */
function viewForeignKeys(fks, viewColumns, tables) {
  // A view column depending on same-named columns of two tables (a join) is ambiguous: skipped.
  /** @type {Map<string, number>} */
  const providers = new Map();
  for (const { view, column } of viewColumns) {
    const key = `${view}\u0000${column}`;
    providers.set(key, (providers.get(key) ?? 0) + 1);
  }
  /** @type {Map<string, Map<string, Set<string>>>} table → view → columns it exposes */
  const exposed = new Map();
  for (const { view, table, column } of viewColumns) {
    if (providers.get(`${view}\u0000${column}`) !== 1) continue;
    const views = exposed.get(table) ?? new Map();
    views.set(view, (views.get(view) ?? new Set()).add(column));
    exposed.set(table, views);
  }
  /** Views exposing all of `columns` of `table` (and the table itself). @param {string} table @param {string[]} columns */
  const sources = (table, columns) => [
    table,
    ...[...(exposed.get(table) ?? new Map())]
      .filter(([, cols]) => columns.every((col) => cols.has(col)))
      .map(([view]) => view),
  ];
  for (const [table, views] of exposed) {
    const pk = tables.get(table)?.pk ?? [];
    for (const [view, cols] of views) {
      const target = tables.get(view);
      if (target && target.pk.length === 0 && pk.length && pk.every((col) => cols.has(col))) {
        target.pk = pk;
      }
    }
  }
  const derived = [];
  for (const fk of fks) {
    const origins = sources(
      fk.table,
      fk.cols.map(([col]) => col),
    );
    const targets = sources(
      fk.foreignTable,
      fk.cols.map(([, col]) => col),
    );
    for (const origin of origins) {
      for (const target of targets) {
        if (origin === fk.table && target === fk.foreignTable) continue;
        derived.push({ ...fk, table: origin, foreignTable: target });
      }
    }
  }
  return derived;
}

/**
 * PostgREST's `Data.FuzzySet` suggestion: the candidate most similar to `name` (cosine
 * similarity of character bigrams and trigrams), if similar enough.
 * @param {string} name
 * @param {Iterable<string>} candidates
 * @param {number} [minScore]
 * @returns {string | undefined}
 */
export function closestMatch(name, candidates, minScore = 0.33) {
  let best;
  let bestScore = minScore;
  for (const candidate of candidates) {
    const score = Math.max(similarity(name, candidate, 2), similarity(name, candidate, 3));
    if (score > bestScore || (score === bestScore && best === undefined && score > minScore)) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** @param {string} a @param {string} b @param {number} size */
function similarity(a, b, size) {
  const grams = (/** @type {string} */ text) => {
    const padded = `-${text.toLowerCase()}-`;
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (let i = 0; i + size <= padded.length; i += 1) {
      const gram = padded.slice(i, i + size);
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
    return counts;
  };
  const ga = grams(a);
  const gb = grams(b);
  let dot = 0;
  for (const [gram, count] of ga) dot += count * (gb.get(gram) ?? 0);
  const norm = (/** @type {Map<string, number>} */ g) =>
    Math.sqrt([...g.values()].reduce((sum, n) => sum + n * n, 0));
  const denominator = norm(ga) * norm(gb);
  return denominator === 0 ? 0 : dot / denominator;
}
