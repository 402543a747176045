// @ts-check
/**
 * The REST service's picture of the exposed schemas (PostgREST's `db-schemas`, `[api] schemas`):
 * per schema, its tables and views with their columns, primary keys and relationships
 * (many-to-one, one-to-many, one-to-one, many-to-many through junction tables, all within the
 * schema, as PostgREST finds them), its functions with their parameters and return types, and
 * the types a cast may name. Read from the catalog in ONE query for all the schemas
 * (schema-cache.sql) at start, and again when a request names something it does not know, or on
 * `NOTIFY pgrst, 'reload schema'`. A request plans against its own schema's part.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { quoteIdent } from '../db/adapter.mjs';

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
 * @property {string} [function] a computed relationship (PostgREST's): the function of the
 *   schema taking a row of `table` and returning rows of `foreignTable` (no columns, no junction)
 * @property {{ schema: string, table: string, constraint1: string, constraint2: string, source: [string, string][], target: [string, string][] }} [junction]
 *   m2m: the junction table (in the same schema), source pairs (origin column, junction
 *   column), target pairs (foreign column, junction column)
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
 * @property {string | undefined} argTable the table or view of the schema whose row is its only
 *   argument: a computed column, or a computed relationship when it returns rows of a table
 * @property {number} rows its `rows` estimate (`rows 1`: a computed relationship to one row)
 *
 * @typedef {object} SchemaCache what a request of one exposed schema (its profile) sees
 * @property {string} schema the exposed schema
 * @property {Map<string, Table>} tables
 * @property {Map<string, Relationship[]>} relationships by origin table
 * @property {Map<string, Routine[]>} routines by name (overloads)
 * @property {Map<string, Routine[]>} rowFunctions functions taking one row of a table, by table
 *   (callable or not): PostgREST's computed columns and computed relationships
 * @property {Map<string, string>} types type names a `::type` cast may use (pg_catalog's, then
 *   the schema's, then the extra search path's), each with the SQL that names it
 * @property {Map<string, Record<string, string>>} roleSettings per API role, the settings of
 *   `alter role … set` (pg_db_role_setting) a request applies, as PostgREST does
 * @property {number} loadedAt performance.now() when read
 * @property {import('./settings.mjs').RestSettings} [settings] PostgREST's switches read with
 *   the cache (db-aggregates-enabled, db-plan-enabled), set by the service at each load
 *
 * @typedef {{ schemas: string[], extraSearchPath: string[] }} CacheOptions `schemas`: the
 *   exposed ones, the first the default; `extraSearchPath`: PostgREST's db-extra-search-path
 */

/** PostgREST's defaults, as hosted Supabase sets them. */
const DEFAULT_OPTIONS = { schemas: ['public'], extraSearchPath: ['public', 'extensions'] };

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

const CACHE_QUERY = readFileSync(path.join(import.meta.dirname, 'schema-cache.sql'), 'utf8');

/**
 * Reads the schema cache of every exposed schema from the catalog, in one query.
 * @param {import('../db/adapter.mjs').Queryable} db
 * @param {CacheOptions} [options]
 * @returns {Promise<Map<string, SchemaCache>>} by schema, in the order of `options.schemas`
 */
export async function loadSchemaCaches(db, options = DEFAULT_OPTIONS) {
  const { schemas, extraSearchPath } = options;
  const typeSchemas = [...new Set([...schemas, ...extraSearchPath])];
  const { rows } = await db.query(CACHE_QUERY, [schemas, `{${API_ROLES.join(',')}}`, typeSchemas]);
  const raw = JSON.parse(String(rows[0]?.cache ?? '{}'));
  const roleSettings = readRoleSettings(raw.roleSettings ?? []);
  /** @type {Map<string, SchemaCache>} */
  const caches = new Map();
  for (const schema of schemas) {
    const mine = (/** @type {{ schema: string }} */ item) => item.schema === schema;
    const cache = buildSchemaCache({
      tables: raw.tables.filter(mine),
      fks: raw.fks.filter(mine),
      viewColumns: (raw.viewColumns ?? []).filter(mine),
      routines: raw.routines.filter(mine),
      types: raw.types,
      schema,
      searchPath: [schema, ...extraSearchPath],
    });
    cache.roleSettings = roleSettings;
    caches.set(schema, cache);
  }
  return caches;
}

/**
 * The schema cache of one schema (benches and tools that plan without a request).
 * @param {import('../db/adapter.mjs').Queryable} db
 * @param {string} [schema]
 * @returns {Promise<SchemaCache>}
 */
export async function loadSchemaCache(db, schema = 'public') {
  const caches = await loadSchemaCaches(db, { ...DEFAULT_OPTIONS, schemas: [schema] });
  return /** @type {SchemaCache} */ (caches.get(schema));
}

/**
 * @param {{ role: string, name: string, value: string }[]} rows
 * @returns {Map<string, Record<string, string>>}
 */
function readRoleSettings(rows) {
  /** @type {Map<string, Record<string, string>>} */
  const roleSettings = new Map();
  for (const { role, name, value } of rows) {
    roleSettings.set(role, { ...roleSettings.get(role), [name]: value });
  }
  return roleSettings;
}

/**
 * One schema's cache from its part of the catalog.
 * @param {{ tables: any[], fks: any[], viewColumns?: any[], routines: any[],
 *   types?: { schema: string, name: string }[],
 *   roleSettings?: { role: string, name: string, value: string }[],
 *   schema?: string, searchPath?: string[] }} raw `searchPath`: the schemas after pg_catalog
 *   whose types a cast may name, in order (default: the schema, public, extensions)
 * @returns {SchemaCache}
 */
export function buildSchemaCache(raw) {
  const schema = raw.schema ?? 'public';
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
          schema,
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
  /** @type {Map<string, Routine[]>} */
  const rowFunctions = new Map();
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
      argTable: r.argTable ?? undefined,
      rows: r.rows ?? 0,
    };
    if (routine.argTable) {
      const own = rowFunctions.get(routine.argTable) ?? [];
      own.push(routine);
      rowFunctions.set(routine.argTable, own);
    }
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
  return {
    schema,
    tables,
    relationships,
    routines,
    rowFunctions,
    types: castTypes(raw.types ?? [], raw.searchPath ?? [schema, 'public', 'extensions']),
    roleSettings: readRoleSettings(raw.roleSettings ?? []),
    loadedAt: performance.now(),
  };
}

/**
 * The types a cast may name, as the request's search path resolves them: SQL's type keywords,
 * then pg_catalog's (first in every search path), then the first of `searchPath` that has one.
 * @param {{ schema: string, name: string }[]} catalog
 * @param {string[]} searchPath
 * @returns {Map<string, string>} name → the SQL that names it
 */
function castTypes(catalog, searchPath) {
  const order = ['pg_catalog', ...searchPath];
  /** @type {Map<string, { rank: number, schema: string }>} */
  const best = new Map();
  for (const { schema, name } of catalog) {
    const rank = order.indexOf(schema);
    if (rank < 0) continue;
    const current = best.get(name);
    if (!current || rank < current.rank) best.set(name, { rank, schema });
  }
  /** @type {Map<string, string>} */
  const types = new Map(SQL_TYPE_KEYWORDS.map((name) => [name, name]));
  for (const [name, { schema }] of best) {
    if (types.has(name)) continue;
    // pg_catalog's types as named; the others quoted and qualified, so the search path
    // doesn't matter.
    types.set(name, schema === 'pg_catalog' ? name : `${quoteIdent(schema)}.${quoteIdent(name)}`);
  }
  return types;
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
