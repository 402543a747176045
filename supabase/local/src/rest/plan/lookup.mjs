// @ts-check
/**
 * Schema-cache lookups, with the errors PostgREST answers when they fail: tables (PGRST205),
 * columns (42703), relationships (PGRST200/PGRST201, computed relationships included), cast
 * types (42704). Functions (PGRST202/PGRST203) are in routine.mjs.
 */
import { quoteIdent as ident } from '../../db/adapter.mjs';
import { cacheMiss, pgrstError } from '../errors.mjs';
import { closestMatch } from '../schema-cache.mjs';
import { relationshipsOf } from './computed.mjs';

/**
 * @typedef {import('../schema-cache.mjs').SchemaCache} SchemaCache
 * @typedef {import('../schema-cache.mjs').Table} Table
 * @typedef {import('../schema-cache.mjs').Relationship} Relationship
 * @typedef {import('../schema-cache.mjs').Routine} Routine
 */

/** The SQL naming `name` of `schema` (the request's, `cache.schema`). */
export const qualified = (/** @type {string} */ schema, /** @type {string} */ name) =>
  `${ident(schema)}.${ident(name)}`;

// ---------------------------------------------------------------------------------------------
// Schema-cache lookups (errors as PostgREST answers them)

/**
 * @param {SchemaCache} cache
 * @param {string} name
 * @returns {Table}
 */
export function findTable(cache, name) {
  const table = cache.tables.get(name);
  if (table) return table;
  const suggestion = closestMatch(name, cache.tables.keys());
  throw cacheMiss(
    pgrstError(
      404,
      'PGRST205',
      `Could not find the table '${cache.schema}.${name}' in the schema cache`,
      null,
      suggestion ? `Perhaps you meant the table '${cache.schema}.${suggestion}'` : null,
    ),
  );
}

/** @param {string} alias @param {string} name */
export const unknownColumn = (alias, name) =>
  cacheMiss(pgrstError(400, '42703', `column ${alias}.${name} does not exist`));

/**
 * @param {SchemaCache} cache
 * @param {string} origin
 * @param {string} target
 * @param {string | undefined} hint
 * @returns {Relationship}
 */
export function findRelationship(cache, origin, target, hint) {
  const all = relationshipsOf(cache, origin);
  /** @param {Relationship} rel @param {string} name */
  const fkSingleCol = (rel, name) =>
    rel.cardinality !== 'm2m' && rel.columns.length === 1 && rel.columns[0]?.[0] === name;
  /** @param {Relationship} rel @param {string} name */
  const fkRefSingleCol = (rel, name) =>
    rel.cardinality !== 'm2m' && rel.columns.length === 1 && rel.columns[0]?.[1] === name;
  /** @param {Relationship} rel @param {string} name */
  const constraint = (rel, name) => rel.cardinality !== 'm2m' && rel.constraint === name;
  const foreignIsView = (/** @type {Relationship} */ rel) =>
    cache.tables.get(rel.foreignTable)?.isView ?? false;
  const matches = all.filter((rel) => {
    // A computed relationship by its function's name, whatever the hint.
    if (rel.function !== undefined) return target === rel.function;
    if (rel.isSelf && rel.cardinality !== 'm2m') {
      if (hint === undefined) {
        return (
          (target === rel.foreignTable && rel.cardinality === 'o2m') ||
          (fkSingleCol(rel, target) && rel.cardinality === 'm2o')
        );
      }
      return target === rel.foreignTable && rel.cardinality === 'o2m' && fkRefSingleCol(rel, hint);
    }
    if (hint === undefined) {
      return (
        target === rel.foreignTable ||
        (constraint(rel, target) && !foreignIsView(rel)) ||
        (fkSingleCol(rel, target) && !foreignIsView(rel))
      );
    }
    return (
      target === rel.foreignTable &&
      (constraint(rel, hint) ||
        fkSingleCol(rel, hint) ||
        fkRefSingleCol(rel, hint) ||
        (rel.cardinality === 'm2m' && rel.junction?.table === hint))
    );
  });
  const [first] = matches;
  if (first && matches.length === 1) return first;
  if (!first) {
    let suggestion;
    if (cache.relationships.has(origin)) {
      const candidate = closestMatch(
        target,
        all.map((rel) => rel.foreignTable),
      );
      suggestion =
        candidate && candidate !== target ? `'${candidate}' instead of '${target}'` : undefined;
    } else {
      const candidate = closestMatch(origin, cache.relationships.keys());
      suggestion = candidate ? `'${candidate}' instead of '${origin}'` : undefined;
    }
    throw cacheMiss(
      pgrstError(
        400,
        'PGRST200',
        `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
        `Searched for a foreign key relationship between '${origin}' and '${target}${
          hint === undefined ? '' : `' using the hint '${hint}`
        }' in the schema '${cache.schema}', but no matches were found.`,
        suggestion ? `Perhaps you meant ${suggestion}.` : null,
      ),
    );
  }
  const list = (/** @type {string[]} */ cols) => `(${cols.join(', ')})`;
  throw pgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    matches.map((rel) => {
      const cardinality = {
        m2o: 'many-to-one',
        o2m: 'one-to-many',
        o2o: 'one-to-one',
        m2m: 'many-to-many',
      }[rel.cardinality];
      const relationship =
        rel.cardinality === 'm2m' && rel.junction
          ? `${rel.junction.table} using ${rel.junction.constraint1}${list(rel.junction.source.map(([, j]) => j))} and ${rel.junction.constraint2}${list(rel.junction.target.map(([, j]) => j))}`
          : `${rel.constraint} using ${rel.table}${list(rel.columns.map(([c]) => c))} and ${rel.foreignTable}${list(rel.columns.map(([, f]) => f))}`;
      return {
        cardinality,
        embedding: `${rel.table} with ${rel.foreignTable}`,
        relationship,
      };
    }),
    `Try changing '${target}' to one of the following: ${matches
      .map(
        (rel) =>
          `'${rel.foreignTable}!${rel.cardinality === 'm2m' ? rel.junction?.table : rel.constraint}'`,
      )
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

export const isToOne = (/** @type {Relationship | undefined} */ rel) =>
  rel !== undefined && (rel.cardinality === 'm2o' || rel.cardinality === 'o2o');

/**
 * The SQL naming the type of a `::type` cast: a type of the catalog (the parser has already
 * refused anything but a type name), else PostgreSQL's own error for an unknown type.
 * @param {SchemaCache} cache
 * @param {string} name lower case, as parsed
 */
export function castSql(cache, name) {
  const sql = cache.types.get(name);
  if (sql === undefined) {
    throw cacheMiss(pgrstError(400, '42704', `type "${name}" does not exist`));
  }
  return sql;
}
