// @ts-check
/**
 * `postgres_changes` subscriptions checked as hosted Realtime checks them when it registers
 * them, and the catalog reads this and delivery share: the publication's tables, and a table's
 * columns with their types, primary key and which roles may select each.
 */
import { describeParams } from './filters.mjs';
import { conditionSql } from './matching.mjs';

/**
 * @typedef {import('./filters.mjs').SubscriptionParams} SubscriptionParams
 * @typedef {{ name: string, type: string, sqlType: string, isPk: boolean, roles: Set<string> }} ColumnInfo
 * @typedef {{ schema: string, table: string, columns: ColumnInfo[], rls: boolean }} TableInfo
 */

const PUBLICATION = 'supabase_realtime';

/**
 * Publication tables matching a subscription's schema and table (`*` = any).
 * @param {import('../db/adapter.mjs').Queryable} db
 * @param {string} schema
 * @param {string} table
 * @returns {Promise<{ schema: string, table: string }[]>}
 */
export async function publicationTables(db, schema, table) {
  const { rows } = await db.query(
    `select schemaname as schema, tablename as "table"
       from pg_catalog.pg_publication_tables
      where pubname = $1
        and ($2 = '*' or schemaname = $2)
        and ($3 = '*' or tablename = $3)
      order by 1, 2`,
    [PUBLICATION, schema, table],
  );
  return rows.map((row) => ({ schema: String(row.schema), table: String(row.table) }));
}

/**
 * Columns of a table with their types and which of `roles` may select each.
 * @param {import('../db/adapter.mjs').Queryable} db
 * @param {string} schema
 * @param {string} table
 * @param {string[]} roles
 * @returns {Promise<TableInfo | undefined>}
 */
export async function tableInfo(db, schema, table, roles) {
  const { rows } = await db.query(
    `select a.attname as name,
            t.typname as type,
            pg_catalog.format_type(a.atttypid, null) as sql_type,
            coalesce(a.attnum = any(i.indkey::int2[]), false) as is_pk,
            c.relrowsecurity as rls,
            array(
              select r from unnest($3::text[]) r
               where pg_catalog.has_column_privilege(r, c.oid, a.attnum, 'SELECT')
            ) as roles
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_catalog.pg_type t on t.oid = a.atttypid
       left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by a.attnum`,
    [schema, table, roles],
  );
  if (rows.length === 0) return undefined;
  return {
    schema,
    table,
    rls: Boolean(rows[0]?.rls),
    columns: rows.map((row) => ({
      name: String(row.name),
      type: String(row.type),
      sqlType: String(row.sql_type),
      isPk: Boolean(row.is_pk),
      roles: new Set(/** @type {string[]} */ (row.roles ?? [])),
    })),
  };
}

/** Elixir-like rendering of a database error, as hosted Realtime puts it in messages. @param {unknown} error */
function describeDbError(error) {
  const e = /** @type {{ code?: string, message?: string }} */ (error);
  const names = /** @type {Record<string, string>} */ ({
    P0001: 'raise_exception',
    '22P02': 'invalid_text_representation',
    22007: 'invalid_datetime_format',
    22008: 'datetime_field_overflow',
    22003: 'numeric_value_out_of_range',
    '2201B': 'invalid_regular_expression',
    42883: 'undefined_function',
    42703: 'undefined_column',
    42501: 'insufficient_privilege',
  });
  const code = e.code ?? 'XX000';
  return `ERROR ${code} (${names[code] ?? 'error'}) ${e.message ?? String(error)}`;
}

/**
 * Checks a subscription as hosted Realtime does when it registers it: the table must be in
 * the publication, filter columns must exist and be selectable by the subscriber's role, and
 * filter values must fit the column type and operator.
 * @param {import('../db/adapter.mjs').Database} db
 * @param {SubscriptionParams} params
 * @param {string} role
 * @returns {Promise<{ ok: true, tables: { schema: string, table: string }[] } | { ok: false, message: string }>}
 */
export async function validateSubscription(db, params, role) {
  const tables = await publicationTables(db, params.schema, params.table);
  if (tables.length === 0) {
    return {
      ok: false,
      message: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describeParams(params)}`,
    };
  }
  const fail = (/** @type {string} */ reason) => ({
    ok: /** @type {const} */ (false),
    message: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${describeParams(params)}. Exception: ${reason}`,
  });
  for (const { schema, table } of tables) {
    const info = await tableInfo(db, schema, table, [role]);
    if (!info)
      return fail(`ERROR 42P01 (undefined_table) relation "${schema}.${table}" does not exist`);
    for (const name of params.select ?? []) {
      const column = info.columns.find((c) => c.name === name);
      if (!column || !column.roles.has(role)) {
        return fail(`ERROR P0001 (raise_exception) invalid column for select ${name}`);
      }
    }
    for (const filter of params.filters) {
      const column = info.columns.find((c) => c.name === filter.column);
      if (!column || !column.roles.has(role)) {
        return fail(`ERROR P0001 (raise_exception) invalid column for filter ${filter.column}`);
      }
      if (filter.op === 'is') {
        if (!['null', 'true', 'false', 'unknown'].includes(filter.value)) {
          return fail(
            'ERROR P0001 (raise_exception) invalid value for is filter: must be null, true, false, or unknown',
          );
        }
        if (filter.value !== 'null' && column.type !== 'bool') {
          return fail(
            `ERROR P0001 (raise_exception) is ${filter.value} filter requires a boolean column, got ${column.sqlType}`,
          );
        }
        continue;
      }
      try {
        const condition = conditionSql(filter, `null::${column.sqlType}`, column.sqlType, '$1');
        await db.query(`select ${condition} as ok`, [filter.value]);
        if (filter.op === 'match' || filter.op === 'imatch') {
          await db.query(`select '' ~ $1::text as ok`, [filter.value]);
        }
        if (filter.op === 'in') {
          const { rows } = await db.query(
            `select coalesce(cardinality($1::text::${column.sqlType}[]), 0) as n`,
            [filter.value],
          );
          if (Number(rows[0]?.n) > 100) {
            return fail(
              'ERROR P0001 (raise_exception) too many values for `in` filter. Maximum 100',
            );
          }
        }
      } catch (error) {
        return fail(describeDbError(error));
      }
    }
  }
  return { ok: true, tables };
}
