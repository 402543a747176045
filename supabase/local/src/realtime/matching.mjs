// @ts-check
/**
 * Matching a run of captured changes to `postgres_changes` subscribers, in SQL: every binding's
 * filter, and for INSERT/UPDATE the RLS check run as each subscriber identity (role + JWT
 * claims; hosted Realtime looks the row up by primary key as the subscriber). Records are
 * narrowed to the columns each role may select, and the message `data` is built as hosted
 * Realtime encodes it. DELETEs cannot be checked against RLS and reach every matching
 * subscriber with the primary key only, as on hosted Realtime.
 */
import { quoteIdent } from '../db/adapter.mjs';
import { runAsCaller } from '../request-context.mjs';
import { errorText } from './util.mjs';

/**
 * @typedef {import('./filters.mjs').Filter} Filter
 * @typedef {import('./subscriptions.mjs').ColumnInfo} ColumnInfo
 * @typedef {import('./subscriptions.mjs').TableInfo} TableInfo
 * @typedef {import('./changes.mjs').Binding} Binding
 * @typedef {import('./changes.mjs').ChangeSubscriber} ChangeSubscriber
 * @typedef {import('./changes.mjs').Change} Change
 * @typedef {import('./changes.mjs').Deliver} Deliver
 */

/**
 * The SQL condition of one filter on `target` (a column reference), its value bound as `param`.
 * @param {Filter} filter
 * @param {string} target
 * @param {string} sqlType the column's type, from the catalog
 * @param {string} param
 */
export function conditionSql(filter, target, sqlType, param) {
  const value = `${param}::text::${sqlType}`;
  /** @type {string} */
  let expr;
  switch (filter.op) {
    case 'eq':
      expr = `${target} = ${value}`;
      break;
    case 'neq':
      expr = `${target} <> ${value}`;
      break;
    case 'lt':
      expr = `${target} < ${value}`;
      break;
    case 'lte':
      expr = `${target} <= ${value}`;
      break;
    case 'gt':
      expr = `${target} > ${value}`;
      break;
    case 'gte':
      expr = `${target} >= ${value}`;
      break;
    case 'in':
      expr = `${target} = any(${param}::text::${sqlType}[])`;
      break;
    case 'like':
      expr = `${target} like ${value}`;
      break;
    case 'ilike':
      expr = `${target} ilike ${value}`;
      break;
    case 'match':
      expr = `${target} ~ ${value}`;
      break;
    case 'imatch':
      expr = `${target} ~* ${value}`;
      break;
    case 'isdistinct':
      return `(${target} is ${filter.negate ? 'not ' : ''}distinct from ${value})`;
    case 'is': {
      const keyword = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[
        /** @type {'null'} */ (filter.value)
      ];
      if (!keyword) return 'false';
      return `coalesce(${target} is ${filter.negate ? 'not ' : ''}${keyword}, false)`;
    }
    default:
      return 'false';
  }
  return filter.negate ? `coalesce(not (${expr}), false)` : `coalesce(${expr}, false)`;
}

/**
 * Match expressions for a set of bindings over alias `t`, with their parameters.
 * @param {Binding[]} bindings
 * @param {TableInfo} info
 * @param {(column: ColumnInfo) => boolean} usable whether a filter may read the column
 * @param {unknown[]} params parameters so far (appended to)
 */
function matchColumns(bindings, info, usable, params) {
  return bindings.map((binding, index) => {
    const parts = binding.params.filters.map((filter) => {
      const column = info.columns.find((c) => c.name === filter.column);
      if (!column || !usable(column)) return 'false';
      if (filter.op === 'is')
        return conditionSql(filter, `t.${quoteIdent(column.name)}`, column.sqlType, '');
      params.push(filter.value);
      return conditionSql(
        filter,
        `t.${quoteIdent(column.name)}`,
        column.sqlType,
        `$${params.length}`,
      );
    });
    return `(${parts.length ? parts.join(' and ') : 'true'}) as m${index}`;
  });
}

/**
 * A jsonb object (as text) of the keys of `source` (a jsonb expression) named in the text[]
 * parameter `names`: values stay exactly as the trigger's to_jsonb() wrote them.
 * @param {string} source
 * @param {string} names
 */
const pickSql = (source, names) =>
  `coalesce((select jsonb_object_agg(e.key, e.value) from jsonb_each(case when jsonb_typeof(${source}) = 'object' then ${source} end) e where e.key = any(${names}::text[])), '{}'::jsonb)::text`;

/**
 * The columns a subscriber sees: those its role may select, narrowed to the binding's `select`
 * (the primary key always stays).
 * @param {TableInfo} info
 * @param {string} role
 * @param {string[] | null} select
 */
const viewColumns = (info, role, select) =>
  info.columns.filter((c) => c.roles.has(role) && (!select || c.isPk || select.includes(c.name)));

/** @param {ColumnInfo[]} columns */
const columnsJson = (columns) =>
  JSON.stringify(columns.map((c) => ({ name: c.name, type: c.type })));

/** Bindings with the same `select` share one message. @param {Binding} binding */
export const selectKey = (binding) => JSON.stringify(binding.params.select);

/**
 * The `data` of a postgres_changes message, key order as hosted Realtime encodes it.
 * @param {{ change: Change, columns: string, record?: string, oldRecord?: string, errors?: string[] | null }} parts
 */
function dataJson({ change, columns, record, oldRecord, errors = null }) {
  const fields = [
    `"columns":${columns}`,
    `"commit_timestamp":${JSON.stringify(change.commit_timestamp)}`,
    `"errors":${JSON.stringify(errors)}`,
    `"schema":${JSON.stringify(change.schema)}`,
    `"table":${JSON.stringify(change.table)}`,
  ];
  if (oldRecord !== undefined) fields.push(`"old_record":${oldRecord}`);
  if (record !== undefined) fields.push(`"record":${record}`);
  fields.push(`"type":${JSON.stringify(change.type)}`);
  return `{${fields.join(',')}}`;
}

/**
 * INSERT/UPDATE for subscribers sharing one identity: as that identity, the RLS check (the
 * row, looked up by primary key, must be visible) and every binding's filter, in one query.
 * Records are the captured values, limited to the columns the role may select.
 * @param {import('../db/adapter.mjs').Database} db
 * @param {(line: string) => void} log
 * @param {ChangeSubscriber[]} group
 * @param {Change[]} run
 * @param {string} changes the run as a JSON array
 * @param {TableInfo} info
 * @param {Map<ChangeSubscriber, Binding[]>} matching
 * @param {Deliver} add
 */
export async function matchRowsAs(db, log, group, run, changes, info, matching, add) {
  const caller = /** @type {ChangeSubscriber} */ (group[0]);
  const role = caller.role;
  const pkColumns = info.columns.filter((c) => c.isPk);
  /** @param {string} message */
  const errorForAll = (message) =>
    run.forEach((change, index) => {
      for (const subscriber of group) {
        for (const binding of matching.get(subscriber) ?? []) {
          add(index, subscriber, binding, () =>
            dataJson({ change, columns: '[]', errors: [message] }),
          );
        }
      }
    });
  if (pkColumns.length === 0 || run.some((c) => !c.has_pk)) {
    errorForAll('Error 400: Bad Request, no primary key');
    return;
  }
  if (pkColumns.some((c) => !c.roles.has(role))) {
    errorForAll('Error 401: Unauthorized');
    return;
  }
  /** @type {{ subscriber: ChangeSubscriber, binding: Binding }[]} */
  const flat = [];
  for (const subscriber of group) {
    for (const binding of matching.get(subscriber) ?? []) flat.push({ subscriber, binding });
  }
  /** @type {unknown[]} */
  const params = [changes];
  /** One record expression pair per distinct `select` among the bindings. */
  const views = [...new Map(flat.map(({ binding }) => [selectKey(binding), binding])).values()].map(
    (binding, v) => {
      const columns = viewColumns(info, role, binding.params.select);
      params.push(columns.map((c) => c.name));
      return {
        key: selectKey(binding),
        columns: columnsJson(columns),
        sql: `${pickSql(`k.change -> 'new'`, `$${params.length}`)} as record_${v},
            ${pickSql(`k.change -> 'old'`, `$${params.length}`)} as old_record_${v}`,
      };
    },
  );
  const matches = matchColumns(
    flat.map((f) => f.binding),
    info,
    (column) => column.roles.has(role),
    params,
  );
  const entity = `${quoteIdent(info.schema)}.${quoteIdent(info.table)}`;
  const visible = info.rls
    ? `where exists (select 1 from ${entity} as x where ${pkColumns
        .map((c) => `x.${quoteIdent(c.name)} = t.${quoteIdent(c.name)}`)
        .join(' and ')})`
    : '';
  const sql = `select (k.ord)::int as ord, ${[...views.map((v) => v.sql), ...matches].join(', ')}
      from jsonb_array_elements($1::jsonb) with ordinality as k(change, ord)
      cross join lateral jsonb_populate_record(null::${entity}, k.change -> 'new') as t
      ${visible}`;
  /** @type {Record<string, any>[]} */
  let rows;
  try {
    rows = (
      await runAsCaller(db, { role, claims: caller.claims }, (tx) => tx.query(sql, params), {
        method: 'REALTIME',
        path: `${info.schema}.${info.table}`,
      })
    ).rows;
  } catch (error) {
    log(`realtime: checking ${info.schema}.${info.table} as ${role} failed: ${errorText(error)}`);
    return;
  }
  for (const row of rows) {
    const index = Number(row.ord) - 1;
    const change = run[index];
    if (!change) continue;
    flat.forEach(({ subscriber, binding }, i) => {
      if (!row[`m${i}`]) return;
      const v = views.findIndex((view) => view.key === selectKey(binding));
      add(index, subscriber, binding, () =>
        dataJson({
          change,
          columns: views[v]?.columns ?? '[]',
          record: String(row[`record_${v}`]),
          oldRecord: change.type === 'UPDATE' ? String(row[`old_record_${v}`]) : undefined,
        }),
      );
    });
  }
}

/**
 * DELETE: no RLS check is possible; filters are evaluated on the old replica identity (the
 * primary key, or the whole old row with REPLICA IDENTITY FULL), and with RLS on only the
 * primary key is sent, as hosted Realtime does.
 * @param {import('../db/adapter.mjs').Database} db
 * @param {Change[]} run
 * @param {string} changes
 * @param {TableInfo} info
 * @param {Map<ChangeSubscriber, Binding[]>} matching
 * @param {Deliver} add
 */
export async function matchDeletes(db, run, changes, info, matching, add) {
  /** @type {{ subscriber: ChangeSubscriber, binding: Binding }[]} */
  const flat = [];
  for (const [subscriber, bindings] of matching) {
    for (const binding of bindings) flat.push({ subscriber, binding });
  }
  const present = new Set(run[0]?.oldKeys ?? []);
  /** @type {unknown[]} */
  const params = [changes];
  /** @type {Map<string, { index: number, columns: string }>} one per distinct (role, select) */
  const views = new Map();
  /** @type {string[]} */
  const viewSql = [];
  const viewKey = (/** @type {ChangeSubscriber} */ subscriber, /** @type {Binding} */ binding) =>
    `${subscriber.role}\u0000${selectKey(binding)}`;
  for (const { subscriber, binding } of flat) {
    const key = viewKey(subscriber, binding);
    if (views.has(key)) continue;
    const columns = viewColumns(info, subscriber.role, binding.params.select);
    // With RLS on, a deleted row's values can't be checked: only its primary key is sent.
    params.push(columns.filter((c) => !info.rls || c.isPk).map((c) => c.name));
    viewSql.push(`${pickSql(`k.change -> 'old'`, `$${params.length}`)} as old_${views.size}`);
    views.set(key, { index: views.size, columns: columnsJson(columns) });
  }
  const matches = matchColumns(
    flat.map((f) => f.binding),
    info,
    (column) => present.has(column.name),
    params,
  );
  const entity = `${quoteIdent(info.schema)}.${quoteIdent(info.table)}`;
  const { rows } = await db.query(
    `select (k.ord)::int as ord, ${[...viewSql, ...matches].join(', ')}
         from jsonb_array_elements($1::jsonb) with ordinality as k(change, ord)
         cross join lateral jsonb_populate_record(null::${entity}, k.change -> 'old') as t`,
    params,
  );
  for (const row of rows) {
    const index = Number(row.ord) - 1;
    const change = run[index];
    if (!change) continue;
    flat.forEach(({ subscriber, binding }, i) => {
      if (!row[`m${i}`]) return;
      const view = views.get(viewKey(subscriber, binding));
      add(index, subscriber, binding, () =>
        dataJson({
          change,
          columns: view?.columns ?? '[]',
          oldRecord: String(row[`old_${view?.index}`]),
        }),
      );
    });
  }
}
