// @ts-check
/**
 * Turns a parsed request into ONE SQL statement, the way PostgREST 12 does
 * (src/PostgREST/Plan.hs, Query/QueryBuilder.hs, Query/SqlFragment.hs): the resource is read (or
 * mutated, or called) in a `pgrst_source` CTE, embedded resources are LATERAL subqueries
 * aggregated with json_agg (no N+1), the total for `Prefer: count` is a second CTE, and the
 * response body is built as JSON text in SQL. Every identifier is checked against the schema
 * cache and quoted; every value is a bound parameter; a cast's type must be in the type catalog.
 *
 * Limits (README, What it does not implement, REST, "Limits"): in a request whose embeds can read the same rows over and
 * over (a to-many embed below a many-to-one or many-to-many one, as products → categories →
 * products), every row an embedded resource reads, and every lookup of an embedded resource,
 * adds to a per-transaction counter checked in SQL as the rows are read, so the request fails
 * early with 54000 instead of building millions of rows; and the body is refused when it is
 * larger than the response limit, before it leaves the database.
 */
import { quoteIdent as ident } from '../db/adapter.mjs';
import { cacheMiss, pgrstError } from './errors.mjs';
import { closestMatch, EXPOSED_SCHEMA } from './schema-cache.mjs';

/**
 * @typedef {import('./parser.mjs').QueryParams} QueryParams
 * @typedef {import('./parser.mjs').SelectItem} SelectItem
 * @typedef {import('./parser.mjs').SelectField} SelectField
 * @typedef {import('./parser.mjs').Field} Field
 * @typedef {import('./parser.mjs').Filter} Filter
 * @typedef {import('./parser.mjs').LogicTree} LogicTree
 * @typedef {import('./parser.mjs').OrderTerm} OrderTerm
 * @typedef {import('./parser.mjs').Preferences} Preferences
 * @typedef {import('./schema-cache.mjs').SchemaCache} SchemaCache
 * @typedef {import('./schema-cache.mjs').Table} Table
 * @typedef {import('./schema-cache.mjs').Column} Column
 * @typedef {import('./schema-cache.mjs').Relationship} Relationship
 * @typedef {import('./schema-cache.mjs').Routine} Routine
 *
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
 */

const ALL = /** @type {Range} */ ({ offset: 0 });
/** @type {Limits} */
const NO_LIMITS = {};

/**
 * A node of the read tree: the resource itself (depth 0) or an embedded resource.
 * @param {Pick<ReadNode, 'relName' | 'table' | 'tableName' | 'fromSql' | 'sqlAlias'> & Partial<ReadNode>} fields
 * @returns {ReadNode}
 */
function newNode(fields) {
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
    ...fields,
  };
}

/** Collects bound parameters; every value is sent as text and typed in SQL. */
class Params {
  constructor() {
    /** @type {(string | null)[]} */
    this.values = [];
  }

  /** @param {unknown} value @returns {string} `$n` */
  add(value) {
    this.values.push(value === null || value === undefined ? null : String(value));
    return `$${this.values.length}`;
  }
}

const qualified = (/** @type {string} */ name) => `${ident(EXPOSED_SCHEMA)}.${ident(name)}`;

// ---------------------------------------------------------------------------------------------
// Schema-cache lookups (errors as PostgREST answers them)

/**
 * @param {SchemaCache} cache
 * @param {string} name
 * @returns {Table}
 */
function findTable(cache, name) {
  const table = cache.tables.get(name);
  if (table) return table;
  const suggestion = closestMatch(name, cache.tables.keys());
  throw cacheMiss(
    pgrstError(
      404,
      'PGRST205',
      `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
      null,
      suggestion ? `Perhaps you meant the table '${EXPOSED_SCHEMA}.${suggestion}'` : null,
    ),
  );
}

/** @param {string} alias @param {string} name */
const unknownColumn = (alias, name) =>
  cacheMiss(pgrstError(400, '42703', `column ${alias}.${name} does not exist`));

/**
 * @param {SchemaCache} cache
 * @param {string} origin
 * @param {string} target
 * @param {string | undefined} hint
 * @returns {Relationship}
 */
function findRelationship(cache, origin, target, hint) {
  const all = cache.relationships.get(origin) ?? [];
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
        }' in the schema '${EXPOSED_SCHEMA}', but no matches were found.`,
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

const isToOne = (/** @type {Relationship | undefined} */ rel) =>
  rel !== undefined && (rel.cardinality === 'm2o' || rel.cardinality === 'o2o');

// ---------------------------------------------------------------------------------------------
// The read tree

/**
 * @typedef {object} TreeOptions
 * @property {'read' | 'mutation' | 'call'} action
 * @property {Range} topRange
 * @property {number} [maxRows] cap on the rows of every node of a read (PostgREST's db-max-rows)
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
function buildReadTree(cache, root, query, options) {
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
  return node;
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
function toRange({ offset, limit }) {
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
      // From here on `cast` is the SQL naming the type, not the name in the request.
      node.fields.push(
        item.cast === undefined ? item : { ...item, cast: castSql(cache, item.cast) },
      );
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
      fromSql: qualified(rel.foreignTable),
      sqlAlias: `${rel.foreignTable}_${depth}`,
      rel,
      parentAlias: node.sqlAlias,
      aggAlias: `${rel.table}_${item.alias ?? item.name}_${depth}`,
      depth,
    });
    if (item.spread && !isToOne(rel)) {
      throw pgrstError(
        400,
        'PGRST119',
        `A spread operation on '${item.name}' is not possible`,
        `'${node.tableName}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    addSelect(cache, child, item.children);
    node.children.push(child);
  }
}

/**
 * The SQL naming the type of a `::type` cast: a type of the catalog (the parser has already
 * refused anything but a type name), else PostgreSQL's own error for an unknown type.
 * @param {SchemaCache} cache
 * @param {string} name lower case, as parsed
 */
function castSql(cache, name) {
  const sql = cache.types.get(name);
  if (sql === undefined) {
    throw cacheMiss(pgrstError(400, '42704', `type "${name}" does not exist`));
  }
  return sql;
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
      throw pgrstError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      );
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
      throw pgrstError(
        400,
        'PGRST108',
        `'${term.relation}' is not an embedded resource in this request`,
        null,
        `Verify that '${term.relation}' is included in the 'select' query parameter.`,
      );
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

// ---------------------------------------------------------------------------------------------
// SQL fragments

/**
 * @param {ReadNode} node
 * @param {string} name
 * @returns {Column | undefined} undefined when the node's columns are unknown
 */
function column(node, name) {
  if (!node.table) return undefined;
  const found = node.table.columnsByName.get(name);
  if (!found) throw unknownColumn(node.sqlAlias, name);
  return found;
}

/**
 * A column, or a JSON path into it.
 * @param {string} alias
 * @param {Field} field
 * @param {Column | undefined} col
 * @param {Params} params
 */
function fieldSql(alias, field, col, params) {
  const base = `${ident(alias)}.${ident(field.name)}`;
  if (field.jsonPath.length === 0) return base;
  let sql = col && !col.isJson ? `to_jsonb(${base})` : base;
  for (const step of field.jsonPath) {
    sql +=
      step.index !== undefined
        ? `${step.arrow}${params.add(step.index)}::int`
        : `${step.arrow}${params.add(step.key)}`;
  }
  return sql;
}

/** The output name PostgREST gives a selected field. @param {SelectField} item */
function outputName(item) {
  if (item.alias !== undefined) return item.alias;
  const path = item.field.jsonPath;
  if (path.length === 0) return item.field.name;
  const lastKey = [...path].reverse().find((step) => step.key !== undefined);
  return lastKey?.key ?? item.field.name;
}

/**
 * @param {ReadNode} node
 * @param {SelectField} item
 * @param {Params} params
 */
function selectItemSql(node, item, params) {
  // Aggregates are off by default in PostgREST (db-aggregates-enabled), and on hosted Supabase.
  if (item.aggregate) {
    throw pgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  if (item.field.name === '*' && item.field.jsonPath.length === 0)
    return `${ident(node.sqlAlias)}.*`;
  // `embed(count)`: PostgreSQL reads "alias"."count" as count("alias") — PostgREST relies on it.
  const isCount =
    item.field.name === 'count' &&
    item.field.jsonPath.length === 0 &&
    !node.table?.columnsByName.has('count');
  const col = isCount ? undefined : column(node, item.field.name);
  let sql = fieldSql(node.sqlAlias, item.field, col, params);
  if (item.cast) sql = `CAST(${sql} AS ${item.cast})`;
  const needsAlias = item.alias !== undefined || item.field.jsonPath.length > 0;
  return needsAlias ? `${sql} AS ${ident(outputName(item))}` : sql;
}

const QUANT_SQL = {
  eq: '=',
  gte: '>=',
  gt: '>',
  lte: '<=',
  lt: '<',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
};
const SIMPLE_SQL = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const FTS_SQL = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** PostgreSQL array literal of text values, as PostgREST builds it. @param {string[]} values */
function arrayLiteral(values) {
  return `{${values
    .map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)
    .join(',')}}`;
}

/**
 * One filter on a node. Values are typed with the column's type when the filter is on a plain
 * column; JSON paths and pattern operators leave the type to PostgreSQL, as PostgREST does.
 * @param {ReadNode} node
 * @param {Filter} filter
 * @param {Params} params
 * @param {'read' | 'count'} mode
 */
function filterSql(node, filter, params, mode) {
  const { field, expr } = filter;
  const { operation } = expr;
  // `embed=is.null` / `embed=not.is.null`: filter on the embedded resource's presence.
  if (field.jsonPath.length === 0 && operation.type === 'is' && operation.value === 'null') {
    const child = node.children.find((c) => (c.alias ?? c.relName) === field.name);
    if (child) {
      if (mode === 'count') {
        return `${expr.negate ? '' : 'NOT '}EXISTS (${countSql(child, params)})`;
      }
      return `${ident(child.aggAlias)} IS ${expr.negate ? '' : 'NOT '}DISTINCT FROM NULL`;
    }
  }
  const col = column(node, field.name);
  const target = fieldSql(node.sqlAlias, field, col, params);
  const typed = field.jsonPath.length === 0 && col?.castType ? `::${col.castType}` : '';
  let sql;
  switch (operation.type) {
    case 'quant': {
      const op = QUANT_SQL[operation.op];
      const pattern = operation.op === 'like' || operation.op === 'ilike';
      const value = pattern ? operation.value.replace(/\*/g, '%') : operation.value;
      const cast = pattern || operation.op === 'match' || operation.op === 'imatch' ? '' : typed;
      if (operation.quantifier) {
        const arrayCast = cast ? `${cast}[]` : '';
        sql = `${target} ${op} ${operation.quantifier.toUpperCase()}(${params.add(value)}${arrayCast})`;
      } else {
        sql = `${target} ${op} ${params.add(value)}${cast}`;
      }
      break;
    }
    case 'simple':
      sql = `${target} ${SIMPLE_SQL[operation.op]} ${params.add(operation.value)}${typed}`;
      break;
    case 'in': {
      const values =
        operation.values.length === 1 && operation.values[0] === '' ? [] : operation.values;
      sql = `${target} = ANY (${params.add(arrayLiteral(values))}${typed ? `${typed}[]` : ''})`;
      break;
    }
    case 'is':
      sql = `${target} IS ${operation.value.toUpperCase()}`;
      break;
    case 'isdistinct':
      sql = `${target} IS DISTINCT FROM ${params.add(operation.value)}${typed}`;
      break;
    case 'fts': {
      const config =
        operation.config === undefined ? '' : `${params.add(operation.config)}::regconfig, `;
      sql = `${target} @@ ${FTS_SQL[operation.op]}(${config}${params.add(operation.value)})`;
      break;
    }
  }
  return expr.negate ? `NOT (${sql})` : sql;
}

/**
 * @param {ReadNode} node
 * @param {LogicTree} tree
 * @param {Params} params
 * @param {'read' | 'count'} mode
 * @returns {string}
 */
function logicSql(node, tree, params, mode) {
  if (tree.type === 'filter') return filterSql(node, tree.filter, params, mode);
  const inner = tree.children
    .map((child) => logicSql(node, child, params, mode))
    .join(tree.op === 'and' ? ' AND ' : ' OR ');
  return `${tree.negate ? 'NOT ' : ''}(${inner})`;
}

/** Join conditions of an embedded node with its parent. @param {ReadNode} child @param {string} parentAlias */
function joinConditions(child, parentAlias) {
  const rel = /** @type {Relationship} */ (child.rel);
  const c = ident(child.sqlAlias);
  const p = ident(parentAlias);
  if (rel.cardinality === 'm2m' && rel.junction) {
    const j = ident(rel.junction.table);
    return [
      ...rel.junction.target.map(([fcol, jcol]) => `${c}.${ident(fcol)} = ${j}.${ident(jcol)}`),
      ...rel.junction.source.map(([ocol, jcol]) => `${j}.${ident(jcol)} = ${p}.${ident(ocol)}`),
    ];
  }
  return rel.columns.map(([ocol, fcol]) => `${c}.${ident(fcol)} = ${p}.${ident(ocol)}`);
}

/** @param {ReadNode} node */
function fromClause(node) {
  const junction =
    node.rel?.cardinality === 'm2m' && node.rel.junction
      ? `, ${qualified(node.rel.junction.table)}`
      : '';
  return `FROM ${node.fromSql} AS ${ident(node.sqlAlias)}${junction}`;
}

/** @param {Range | undefined} range @param {Params} params */
function limitOffset(range, params) {
  if (!range || (range.offset === 0 && range.limit === undefined)) return '';
  const limit = range.limit === undefined ? 'ALL' : `${params.add(range.limit)}::bigint`;
  return ` LIMIT ${limit} OFFSET ${params.add(range.offset)}::bigint`;
}

/**
 * @param {ReadNode} node
 * @param {OrderTerm[]} terms
 * @param {Params} params
 */
function orderSql(node, terms, params) {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    let sql;
    if (term.type === 'relation') {
      const child = /** @type {ReadNode} */ (
        node.children.find((candidate) => (candidate.alias ?? candidate.relName) === term.relation)
      );
      sql = fieldSql(child.aggAlias, term.field, undefined, params);
    } else {
      sql = fieldSql(node.sqlAlias, term.field, column(node, term.field.name), params);
    }
    if (term.direction) sql += term.direction === 'asc' ? ' ASC' : ' DESC';
    if (term.nulls) sql += term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return sql;
  });
  return ` ORDER BY ${parts.join(', ')}`;
}

/** Whether an embed contributes nothing to the output (e.g. `author!inner()` used to filter). @param {ReadNode} node */
const isEmptyEmbed = (node) => node.fields.length === 0 && node.children.every(isEmptyEmbed);

/**
 * The names of the columns a node's query outputs (for spreads).
 * @param {ReadNode} node
 * @returns {string[]}
 */
function outputNames(node) {
  const names = [];
  for (const item of node.fields) {
    if (item.field.name === '*' && item.field.jsonPath.length === 0 && item.alias === undefined) {
      names.push(...(node.table?.columns.map((col) => col.name) ?? []));
    } else names.push(outputName(item));
  }
  for (const child of node.children) {
    if (child.spread) names.push(...outputNames(child));
    else if (!isEmptyEmbed(child)) names.push(child.alias ?? child.relName);
  }
  return names;
}

/**
 * The counter of embedded rows: adds `weight` and fails with 54000 past the limit. Inline SQL
 * (no function call per row); the setting is local to the request's transaction.
 * @param {Limits} limits
 * @param {number} weight
 * @returns {string | undefined} a boolean expression, undefined when there is no cap
 */
function rowGuard(limits, weight) {
  const max = limits.maxEmbeddedRows;
  if (!max || weight <= 0) return undefined;
  const cap = Math.floor(max);
  return `CASE WHEN pg_catalog.set_config('pgrst.embedded_rows', (coalesce(nullif(pg_catalog.current_setting('pgrst.embedded_rows', true), ''), '0')::int8 + ${weight})::text, true)::int8 <= ${cap} THEN true ELSE extensions.pgrst_embedded_rows_exceeded(${cap}) END`;
}

/**
 * The FROM of an embedded node. With a row cap, the rows are read through a fenced subquery
 * (OFFSET 0: the planner can't merge it into the outer query) holding only the join with the
 * parent and the counter, so the counter sees every row the join reads, before the request's
 * filters, order and limit; each row counts 1, plus 1 per embedded resource it is joined with.
 * @param {ReadNode} node
 * @param {Limits} limits
 * @returns {{ from: string, where: string[] }}
 */
function embedSource(node, limits) {
  const guard = rowGuard(limits, 1 + node.children.length);
  const conditions = joinConditions(node, node.parentAlias);
  if (!guard) return { from: fromClause(node), where: conditions };
  const alias = ident(node.sqlAlias);
  return {
    from: `FROM (SELECT ${alias}.* ${fromClause(node)} WHERE ${[...conditions, guard].join(' AND ')} OFFSET 0) AS ${alias}`,
    where: [],
  };
}

/**
 * Whether the embeds below `node` can read the same rows again and again: a to-many embed
 * under a many-to-one or many-to-many one (products → categories → products reads every
 * product of a category once per product of it, and each level multiplies). Without one, each
 * embed reads every row of its table at most once per row above it that is not a repeat, so
 * the reads stay proportional to the data and need no counter.
 * @param {ReadNode} node
 * @param {boolean} [repeated] the path down to `node` has a many-to-one or many-to-many step
 * @returns {boolean}
 */
function readsRepeat(node, repeated = false) {
  return node.children.some((child) => {
    if (repeated && !isToOne(child.rel)) return true;
    const cardinality = child.rel?.cardinality;
    return readsRepeat(child, repeated || cardinality === 'm2o' || cardinality === 'm2m');
  });
}

/**
 * The limits of a request with this tree: the row counter only where reads can repeat.
 * @param {ReadNode} root
 * @param {Limits} limits
 * @returns {Limits}
 */
function treeLimits(root, limits) {
  return limits.maxEmbeddedRows && !readsRepeat(root) ? { ...limits, maxEmbeddedRows: 0 } : limits;
}

/**
 * The rows of the resource itself, counting its embedded resources' lookups (1 per embedded
 * resource per row it returns).
 * @param {string} sql rows of the resource
 * @param {ReadNode} root
 * @param {Limits} limits
 */
function rootRows(sql, root, limits) {
  const guard = rowGuard(limits, root.children.length);
  return guard ? `(SELECT * FROM (${sql}) pgrst_rows WHERE ${guard})` : `(${sql})`;
}

/**
 * The SELECT of a node and, recursively, its embedded resources.
 * @param {ReadNode} node
 * @param {Params} params
 * @param {Limits} [limits]
 * @returns {string}
 */
function selectSql(node, params, limits = NO_LIMITS) {
  const items = node.fields.map((item) => selectItemSql(node, item, params));
  if (items.length === 0 && node.children.length === 0) items.push(`${ident(node.sqlAlias)}.*`);
  const joins = [];
  for (const child of node.children) {
    const agg = ident(child.aggAlias);
    const sub = selectSql(child, params, limits);
    const join = child.joinType === 'inner' ? 'INNER JOIN LATERAL' : 'LEFT JOIN LATERAL';
    if (child.spread) {
      for (const name of outputNames(child)) items.push(`${agg}.${ident(name)}`);
      joins.push(`${join} (${sub}) AS ${agg} ON TRUE`);
    } else if (isToOne(child.rel)) {
      if (!isEmptyEmbed(child)) {
        items.push(`row_to_json(${agg}.*)::jsonb AS ${ident(child.alias ?? child.relName)}`);
      }
      joins.push(`${join} (${sub}) AS ${agg} ON TRUE`);
    } else {
      if (!isEmptyEmbed(child)) {
        items.push(`COALESCE(${agg}.${agg}, '[]') AS ${ident(child.alias ?? child.relName)}`);
      }
      joins.push(
        `${join} (SELECT json_agg(${agg})::jsonb AS ${agg} FROM (${sub}) AS ${agg}) AS ${agg} ON ${
          child.joinType === 'inner' ? `${agg} IS NOT NULL` : 'TRUE'
        }`,
      );
    }
  }
  const where = node.where.map((tree) => logicSql(node, tree, params, 'read'));
  let from = fromClause(node);
  if (node.rel) {
    const source = embedSource(node, limits);
    from = source.from;
    where.push(...source.where);
  }
  return [
    `SELECT ${items.join(', ')} ${from}`,
    ...joins,
    where.length ? `WHERE ${where.join(' AND ')}` : '',
  ]
    .filter(Boolean)
    .join(' ')
    .concat(orderSql(node, node.order, params), limitOffset(node.range, params));
}

/**
 * The rows counted for `Prefer: count=exact`: the node's filters, with `!inner` embeds as EXISTS.
 * @param {ReadNode} node
 * @param {Params} params
 * @returns {string}
 */
function countSql(node, params) {
  const where = node.where.map((tree) => logicSql(node, tree, params, 'count'));
  if (node.rel) where.push(...joinConditions(node, node.parentAlias));
  for (const child of node.children) {
    if (child.joinType === 'inner') where.push(`EXISTS (${countSql(child, params)})`);
  }
  return `SELECT 1 ${fromClause(node)}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Response bodies

/**
 * The body expression, refused (54000) when larger than the response limit.
 * @param {Media} media
 * @param {Limits} limits
 * @param {{ scalar?: boolean, single?: boolean }} [shape]
 */
function limitedBodySql(media, limits, shape) {
  const body = bodySql(media, shape);
  const max = limits.maxResponseBytes;
  return max ? `extensions.pgrst_response_body(${body}, ${Math.floor(max)})` : body;
}

/**
 * The body expression over the `_postgrest_t` rows.
 * @param {Media} media
 * @param {{ scalar?: boolean, single?: boolean }} [shape] scalar: rows carry pgrst_scalar; single: the result is one value, not a list
 */
function bodySql(media, { scalar = false, single = false } = {}) {
  const value = scalar ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  const strip = (/** @type {string} */ sql) =>
    media.stripNulls ? `json_strip_nulls(${sql})` : sql;
  if (media.kind === 'csv') {
    return `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM (SELECT row_to_json(hh) AS r FROM pgrst_source AS hh LIMIT 1) s) a) || E'\\n' || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), E'\\n'), '')`;
  }
  if (media.kind === 'single' || single)
    return `coalesce(${strip(`json_agg(${value})->0`)}, 'null')::text`;
  return `coalesce(${strip(`json_agg(${value})`)}, '[]')::text`;
}

const RESPONSE_GUCS = `nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status`;

// ---------------------------------------------------------------------------------------------
// Plans

/**
 * @typedef {object} Plan
 * @property {string} sql
 * @property {(string | null)[]} params
 */

/**
 * GET/HEAD on a table or view.
 * @param {SchemaCache} cache
 * @param {{ table: string, query: QueryParams, topRange: Range, media: Media, count: boolean, headOnly: boolean, maxRows?: number, limits?: Limits }} request
 * @returns {Plan}
 */
export function planRead(cache, request) {
  const table = findTable(cache, request.table);
  const root = buildReadTree(
    cache,
    { table, tableName: table.name, fromSql: qualified(table.name), sqlAlias: table.name },
    request.query,
    { action: 'read', topRange: request.topRange, maxRows: request.maxRows },
  );
  const limits = treeLimits(root, request.limits ?? NO_LIMITS);
  const params = new Params();
  const source = selectSql(root, params, limits);
  const count = request.count ? countSql(root, params) : '';
  const body = request.headOnly ? `''` : limitedBodySql(request.media, limits);
  const sql = `WITH pgrst_source AS (${source})${count ? `, pgrst_source_count AS (${count})` : ''} SELECT ${
    count ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint'
  } AS total, pg_catalog.count(_postgrest_t) AS page_total, ${body} AS body, ${RESPONSE_GUCS} FROM ${rootRows('SELECT * FROM pgrst_source', root, limits)} _postgrest_t`;
  return { sql, params: params.values };
}

/**
 * @typedef {object} MutationRequest
 * @property {'insert' | 'update' | 'delete' | 'upsert-put'} kind
 * @property {string} table
 * @property {QueryParams} query
 * @property {Preferences} prefer
 * @property {Media} media
 * @property {string | undefined} body JSON array text of the rows
 * @property {string[]} columns payload columns
 * @property {Range} mutateRange limit/offset of PATCH/DELETE
 * @property {Limits} [limits]
 */

/**
 * POST/PATCH/DELETE/PUT on a table: the mutation in `pgrst_source`, then the representation.
 * @param {SchemaCache} cache
 * @param {MutationRequest} request
 * @returns {Plan & { returning: boolean, pk: string[], countInserted: boolean }}
 */
export function planMutation(cache, request) {
  const table = findTable(cache, request.table);
  if (request.kind === 'upsert-put') checkPutFilters(table.pk, request.query);
  const params = new Params();
  const alias = ident(table.name);
  const target = `${qualified(table.name)} AS ${alias}`;
  const wantsRows =
    request.prefer.returnPref === 'representation' || request.prefer.returnPref === 'headers-only';
  const returning = wantsRows ? `RETURNING ${alias}.*` : 'RETURNING 1';
  const filterNode = newNode({
    relName: table.name,
    table,
    tableName: table.name,
    fromSql: qualified(table.name),
    sqlAlias: table.name,
    where: [
      ...request.query.filters
        .filter(({ path }) => path.length === 0)
        .map(({ filter }) => /** @type {LogicTree} */ ({ type: 'filter', filter })),
      ...request.query.logic.filter(({ path }) => path.length === 0).map(({ tree }) => tree),
    ],
  });
  const columns = request.columns.map((name) => {
    const col = table.columnsByName.get(name);
    if (!col) {
      throw cacheMiss(
        pgrstError(
          400,
          'PGRST204',
          `Could not find the '${name}' column of '${table.name}' in the schema cache`,
        ),
      );
    }
    return col;
  });
  const rootOrder = request.query.order.find(({ path }) => path.length === 0)?.terms ?? [];

  /** Rows of the body, typed with the columns' types. */
  const bodyRows = (/** @type {boolean} */ applyDefaults, /** @type {boolean} */ limitOne) => {
    const body = params.add(request.body ?? '[]');
    if (columns.length === 0) return `(SELECT FROM json_array_elements(${body}::json)) pgrst_body`;
    const typedCols = columns.map((col) => `${ident(col.name)} ${col.type}`).join(', ');
    const names = columns.map((col) => ident(col.name)).join(', ');
    const defaults = columns.filter((col) => col.default !== null);
    const source =
      applyDefaults && defaults.length
        ? `jsonb_to_recordset((SELECT jsonb_agg(jsonb_build_object(${defaults
            .map((col) => `${params.add(col.name)}::text, ${col.default}`)
            .join(', ')}) || elem) FROM jsonb_array_elements(${body}::jsonb) elem))`
        : `json_to_recordset(${body}::json)`;
    return `(SELECT ${names} FROM ${source} AS _(${typedCols})${limitOne ? ' LIMIT 1' : ''}) pgrst_body`;
  };
  const filtersSql = () => {
    const where = filterNode.where.map((tree) => logicSql(filterNode, tree, params, 'read'));
    // Hosted Supabase runs API requests with pg-safeupdate: no UPDATE/DELETE of a whole table.
    const limited = request.mutateRange.offset !== 0 || request.mutateRange.limit !== undefined;
    if (where.length === 0 && !limited) {
      throw pgrstError(
        400,
        '21000',
        `${request.kind === 'update' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
      );
    }
    if (request.mutateRange.offset !== 0 || request.mutateRange.limit !== undefined) {
      where.push(
        `${alias}.ctid = ANY (ARRAY(SELECT ${alias}.ctid FROM ${qualified(table.name)} AS ${alias}${
          where.length ? ` WHERE ${where.join(' AND ')}` : ''
        }${orderSql(filterNode, rootOrder, params)}${limitOffset(request.mutateRange, params)}))`,
      );
    }
    return where.length ? ` WHERE ${where.join(' AND ')}` : '';
  };

  const inserted = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`;
  const updated = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'`;
  let mutation;
  let countInserted = false;
  if (request.kind === 'insert' || request.kind === 'upsert-put') {
    const put = request.kind === 'upsert-put';
    const merge = put || request.prefer.resolution === 'merge-duplicates';
    countInserted = merge;
    const names = columns.map((col) => ident(col.name));
    const conflictCols = put ? table.pk : (request.query.onConflict ?? table.pk);
    for (const name of conflictCols) {
      if (!table.columnsByName.has(name)) {
        throw cacheMiss(pgrstError(400, '42703', `column "${name}" does not exist`));
      }
    }
    const rows = bodyRows(request.prefer.missing === 'default' && !put, false);
    const conditions = [];
    if (put) {
      // PUT: the payload's primary key must be the one in the URL.
      const bodyNode = { ...filterNode, sqlAlias: 'pgrst_body' };
      conditions.push(...bodyNode.where.map((tree) => logicSql(bodyNode, tree, params, 'read')));
    }
    if (merge) conditions.unshift(inserted);
    let conflict = '';
    if (request.prefer.resolution !== undefined || put) {
      if (conflictCols.length) {
        const action =
          request.prefer.resolution === 'ignore-duplicates' || columns.length === 0
            ? 'DO NOTHING'
            : `DO UPDATE SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}${merge ? ` WHERE ${updated}` : ''}`;
        conflict = ` ON CONFLICT (${conflictCols.map(ident).join(', ')}) ${action}`;
      }
    }
    mutation = `INSERT INTO ${target}${names.length ? ` (${names.join(', ')})` : ''} SELECT ${
      names.length ? names.map((name) => `pgrst_body.${name}`).join(', ') : ''
    } FROM ${rows}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}${conflict} ${returning}`;
  } else if (request.kind === 'update') {
    if (columns.length === 0) {
      mutation = `SELECT ${wantsRows ? `${alias}.*` : '1'} FROM ${qualified(table.name)} AS ${alias} WHERE false`;
    } else {
      const rows = bodyRows(request.prefer.missing === 'default', true);
      const sets = columns
        .map((col) => `${ident(col.name)} = pgrst_body.${ident(col.name)}`)
        .join(', ');
      mutation = `UPDATE ${target} SET ${sets} FROM ${rows}${filtersSql()} ${returning}`;
    }
  } else {
    mutation = `DELETE FROM ${target}${filtersSql()} ${returning}`;
  }

  let representation = '(SELECT * FROM pgrst_source)';
  let body = `''`;
  if (request.prefer.returnPref === 'representation') {
    const root = buildReadTree(
      cache,
      { table, tableName: table.name, fromSql: 'pgrst_source', sqlAlias: table.name },
      request.query,
      { action: 'mutation', topRange: ALL },
    );
    const limits = treeLimits(root, request.limits ?? NO_LIMITS);
    representation = rootRows(selectSql(root, params, limits), root, limits);
    body = limitedBodySql(request.media, limits);
  }
  const location =
    request.prefer.returnPref === 'headers-only' &&
    (request.kind === 'insert' || request.kind === 'upsert-put')
      ? `(SELECT json_object_agg(d.key, d.value)::text FROM (SELECT row_to_json(_) AS row FROM pgrst_source AS _ LIMIT 1) r CROSS JOIN json_each_text(r.row) AS d WHERE d.key = ANY (${params.add(arrayLiteral(table.pk))}::text[]))`
      : 'null::text';
  const sql = `WITH pgrst_source AS (${mutation}) SELECT pg_catalog.count(_postgrest_t) AS page_total, ${location} AS location, ${body} AS body, ${RESPONSE_GUCS}, ${
    countInserted ? `nullif(current_setting('pgrst.inserted', true), '')::int` : 'null::int'
  } AS inserted FROM ${representation} _postgrest_t`;
  return { sql, params: params.values, returning: wantsRows, pk: table.pk, countInserted };
}

/**
 * PUT needs `eq` filters on exactly the primary key columns.
 * @param {string[]} pk
 * @param {QueryParams} query
 */
function checkPutFilters(pk, query) {
  const fields = new Set(query.filters.map(({ filter }) => filter.field.name));
  const onlyEq = query.filters.every(
    ({ path, filter }) =>
      path.length === 0 &&
      !filter.expr.negate &&
      filter.expr.operation.type === 'quant' &&
      filter.expr.operation.op === 'eq' &&
      !filter.expr.operation.quantifier,
  );
  const samePk = pk.length > 0 && fields.size === pk.length && pk.every((col) => fields.has(col));
  if (query.logic.length || !samePk || !onlyEq) {
    throw pgrstError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Functions (RPC)

/**
 * PostgREST's function lookup: by name and the set of argument names (required ones all
 * given, optional ones allowed), or a single unnamed json/jsonb parameter taking the body.
 * @param {SchemaCache} cache
 * @param {string} name
 * @param {string[]} keys argument names
 * @param {{ singleObject: boolean, isPost: boolean }} options
 * @returns {Routine}
 */
export function findRoutine(cache, name, keys, { singleObject, isPost }) {
  const overloads = cache.routines.get(name) ?? [];
  const keySet = new Set(keys);
  /** @param {Routine} routine */
  const matchesParams = (routine) => {
    const params = routine.params;
    const firstType = params[0]?.type;
    if (singleObject) return params.length === 1 && (firstType === 'json' || firstType === 'jsonb');
    if (params.length === 0) return keySet.size === 0;
    const required = params.filter((p) => p.required).map((p) => p.name);
    const optional = new Set(params.filter((p) => !p.required).map((p) => p.name));
    const rest = [...keySet].filter((key) => !optional.has(key));
    return (
      rest.length === required.length &&
      required.every((p) => keySet.has(p)) &&
      [...keySet].every((key) => optional.has(key) || required.includes(key))
    );
  };
  /** @param {Routine} routine */
  const singleUnnamed = (routine) =>
    isPost &&
    routine.params.length === 1 &&
    routine.params[0]?.name === '' &&
    (routine.params[0].type === 'json' || routine.params[0].type === 'jsonb');
  const matched = overloads.filter(matchesParams);
  const fallback = overloads.filter((routine) => !matchesParams(routine) && singleUnnamed(routine));
  const candidates = matched.length ? matched : fallback;
  const [first] = candidates;
  if (first && candidates.length === 1) return first;
  if (candidates.length > 1) {
    throw pgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates
        .map(
          (routine) =>
            `${EXPOSED_SCHEMA}.${routine.name}(${routine.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
        )
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const sorted = [...keySet].sort();
  const fn = `${EXPOSED_SCHEMA}.${name}`;
  const list = sorted.join(', ');
  const withParams =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${list}`;
  let details;
  if (singleObject) details = ` with a single json/jsonb parameter`;
  else if (isPost) details = `${withParams} or with a single unnamed json/jsonb parameter`;
  else details = withParams;
  let hint = null;
  if (!singleObject) {
    if (overloads.length === 0) {
      const candidate = closestMatch(name, cache.routines.keys());
      if (candidate) hint = `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${candidate}`;
    } else {
      const asText = (/** @type {string[]} */ names) => `(${[...names].sort().join(', ')})`;
      const candidate = closestMatch(
        asText(sorted),
        overloads.map((routine) => asText(routine.params.map((p) => p.name))),
      );
      if (candidate) hint = `Perhaps you meant to call the function ${fn}${candidate}`;
    }
  }
  throw cacheMiss(
    pgrstError(
      404,
      'PGRST202',
      `Could not find the function ${fn}${singleObject ? '' : sorted.length === 0 ? ' without parameters' : `(${list})`} in the schema cache`,
      `Searched for the function ${fn}${details}, but no matches were found in the schema cache.`,
      hint,
    ),
  );
}

/**
 * A call to a function, then filters/order/range/select over its result.
 * @param {SchemaCache} cache
 * @param {{ routine: Routine, query: QueryParams, topRange: Range, media: Media, count: boolean,
 *   headOnly: boolean, args: string | undefined, argKeys: string[], singleObject: boolean,
 *   maxRows?: number, limits?: Limits }} request
 *   args: JSON text (an object, or an array of objects whose first is used)
 * @returns {Plan & { single: boolean }}
 */
export function planCall(cache, request) {
  const { routine } = request;
  const params = new Params();
  const fn = qualified(routine.name);
  const scalar = routine.returnKind !== 'composite';
  const onlyParam = routine.params.length === 1 ? routine.params[0] : undefined;
  let bodyFrom = '';
  let call;
  if (onlyParam && (request.singleObject || onlyParam.name === '')) {
    call = `${fn}(${params.add(request.args ?? '{}')}::${onlyParam.type})`;
  } else {
    const given = routine.params.filter((p) => request.argKeys.includes(p.name));
    if (given.length === 0) call = `${fn}()`;
    else {
      const text = request.args ?? '{}';
      const body = params.add(text.trimStart().startsWith('[') ? text : `[${text}]`);
      bodyFrom = `(SELECT ${given.map((p) => ident(p.name)).join(', ')} FROM json_to_recordset(${body}::json) AS _(${given
        .map((p) => `${ident(p.name)} ${p.type}`)
        .join(', ')}) LIMIT 1) pgrst_body, `;
      call = `${fn}(${given
        .map(
          (p) => `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := pgrst_body.${ident(p.name)}`,
        )
        .join(', ')})`;
    }
  }
  const source = scalar
    ? `SELECT pgrst_call.pgrst_scalar FROM ${bodyFrom}LATERAL (SELECT ${call} pgrst_scalar) pgrst_call`
    : `SELECT pgrst_call.* FROM ${bodyFrom}LATERAL ${call} pgrst_call`;

  const returnTable = routine.returnTable ? cache.tables.get(routine.returnTable) : undefined;
  /** @type {Table | undefined} */
  let table = returnTable;
  if (!table && routine.returnKind === 'composite' && routine.returnColumns.length) {
    table = {
      name: routine.name,
      isView: false,
      columns: routine.returnColumns,
      columnsByName: new Map(routine.returnColumns.map((col) => [col.name, col])),
      pk: [],
    };
  }
  if (scalar) {
    /** @type {Column} */
    const scalarColumn = {
      name: 'pgrst_scalar',
      type: '',
      castType: '',
      isJson: false,
      default: null,
      generated: false,
    };
    table = {
      name: routine.name,
      isView: false,
      columns: [scalarColumn],
      columnsByName: new Map([['pgrst_scalar', scalarColumn]]),
      pk: [],
    };
  }
  const tableName = returnTable?.name ?? routine.name;
  const root = buildReadTree(
    cache,
    { table, tableName, fromSql: 'pgrst_source', sqlAlias: tableName },
    request.query,
    { action: 'call', topRange: request.topRange, maxRows: request.maxRows },
  );
  const limits = treeLimits(root, request.limits ?? NO_LIMITS);
  const read = rootRows(selectSql(root, params, limits), root, limits);
  const count = request.count ? countSql(root, params) : '';
  const single = !routine.returnsSet;
  let body;
  if (request.headOnly || routine.returnKind === 'void') body = `''`;
  else body = limitedBodySql(request.media, limits, { scalar, single });
  const sql = `WITH pgrst_source AS (${source})${count ? `, pgrst_source_count AS (${count})` : ''} SELECT ${
    count ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null::bigint'
  } AS total, ${single ? '1' : 'pg_catalog.count(_postgrest_t)'} AS page_total, ${body} AS body, ${RESPONSE_GUCS} FROM ${read} _postgrest_t`;
  return { sql, params: params.values, single };
}
