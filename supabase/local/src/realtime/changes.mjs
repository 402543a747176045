// @ts-check
/**
 * `postgres_changes`: validating subscriptions and delivering captured changes.
 *
 * The capture trigger (schema.sql) notifies `realtime` with `{schema, table, type,
 * commit_timestamp, has_pk, new, old}` (old = the replica identity). For each run of consecutive
 * changes to one table, the subscribers sharing an identity (role + JWT claims) are served by one
 * query run as that identity: the RLS check (hosted Realtime looks the row up by primary key as
 * the subscriber) and every binding's filter, in SQL. DELETEs cannot be checked against RLS and
 * reach every matching subscriber with the primary key only, as on hosted Realtime.
 */
import { quoteIdent } from '../db/adapter.mjs';
import { runAsCaller } from '../request-context.mjs';
import { describeParams } from './filters.mjs';

/**
 * @typedef {import('./filters.mjs').SubscriptionParams} SubscriptionParams
 * @typedef {import('./filters.mjs').Filter} Filter
 * @typedef {{ name: string, type: string, sqlType: string, isPk: boolean, roles: Set<string> }} ColumnInfo
 * @typedef {{ schema: string, table: string, columns: ColumnInfo[], rls: boolean }} TableInfo
 * @typedef {{ id: number, params: SubscriptionParams }} Binding
 * @typedef {object} ChangeSubscriber a channel with postgres_changes bindings
 * @property {Binding[]} bindings
 * @property {string} role
 * @property {Record<string, any>} claims
 * @property {string} identityKey same key → same database identity
 * @property {() => boolean} checkToken false (and the channel closed) once its token expired
 * @property {(event: string, rawPayload: string) => void} sendRaw
 * @typedef {object} Change a captured change; `raw` is the notification's JSON text (values
 *   keep their exact to_jsonb() form there, e.g. int8 beyond 2^53)
 * @property {string} schema
 * @property {string} table
 * @property {'INSERT' | 'UPDATE' | 'DELETE'} type
 * @property {string} commit_timestamp
 * @property {boolean} has_pk
 * @property {string[]} oldKeys columns present in the old replica identity
 * @property {string} raw
 * @typedef {(index: number, subscriber: ChangeSubscriber, binding: Binding, data: () => string) => void} Deliver
 *   adds a binding id to the message for change `index` (one message per subscriber and `select`)
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

/**
 * The SQL condition of one filter on `target` (a column reference), its value bound as `param`.
 * @param {Filter} filter
 * @param {string} target
 * @param {string} sqlType the column's type, from the catalog
 * @param {string} param
 */
function conditionSql(filter, target, sqlType, param) {
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
const selectKey = (binding) => JSON.stringify(binding.params.select);

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
 * The delivery engine: a queue of captured changes, drained in order.
 * @param {{ db: import('../db/adapter.mjs').Database, log: (line: string) => void, subscribers: () => Iterable<ChangeSubscriber> }} options
 */
export function createChangeEngine({ db, log, subscribers }) {
  /** @type {(Change | { overflow: number } | null)[]} */
  const queue = [];
  /** @type {Promise<void> | undefined} */
  let draining;
  let stopped = false;

  const kick = () => {
    if (draining || stopped || queue.length === 0) return;
    draining = drain().finally(() => {
      draining = undefined;
      kick();
    });
  };

  /** @param {string} text @returns {Change | { overflow: number } | null} */
  const parse = (text) => {
    try {
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && typeof parsed.overflow === 'number') {
        return { overflow: parsed.overflow };
      }
      if (!parsed || typeof parsed.table !== 'string' || typeof parsed.schema !== 'string')
        return null;
      return {
        schema: parsed.schema,
        table: parsed.table,
        type: parsed.type,
        commit_timestamp: String(parsed.commit_timestamp),
        has_pk: Boolean(parsed.has_pk),
        oldKeys: parsed.old && typeof parsed.old === 'object' ? Object.keys(parsed.old) : [],
        raw: text,
      };
    } catch {
      log('realtime: ignored a malformed notification');
      return null;
    }
  };

  async function drain() {
    while (queue.length && !stopped) {
      // A change too large for NOTIFY is read back (and removed) from realtime.local_overflow.
      for (let i = 0; i < queue.length; i++) {
        const item = queue[i];
        if (item && 'overflow' in item) {
          try {
            const { rows } = await db.query(
              'delete from realtime.local_overflow where id = $1 returning payload::text as payload',
              [item.overflow],
            );
            queue[i] = rows[0] ? parse(String(rows[0].payload)) : null;
          } catch (error) {
            log(`realtime: could not read an overflowed change: ${errorText(error)}`);
            queue[i] = null;
          }
        }
      }
      const first = queue.shift();
      if (!first || 'overflow' in first) continue;
      /** @type {Change[]} */
      const run = [first];
      for (;;) {
        const next = queue[0];
        if (
          run.length >= 500 ||
          !next ||
          'overflow' in next ||
          next.schema !== first.schema ||
          next.table !== first.table ||
          next.type !== first.type
        ) {
          break;
        }
        run.push(next);
        queue.shift();
      }
      try {
        await deliverRun(run);
      } catch (error) {
        log(
          `realtime: delivering ${first.type} on ${first.schema}.${first.table} failed: ${errorText(error)}`,
        );
      }
    }
  }

  /** @param {Change[]} run consecutive changes of one type to one table */
  async function deliverRun(run) {
    const { schema, table, type } = /** @type {Change} */ (run[0]);
    /** @type {Map<ChangeSubscriber, Binding[]>} */
    const matching = new Map();
    for (const subscriber of subscribers()) {
      const bindings = subscriber.bindings.filter(
        (b) =>
          (b.params.action === '*' || b.params.action === type) &&
          (b.params.schema === '*' || b.params.schema === schema) &&
          (b.params.table === '*' || b.params.table === table),
      );
      if (bindings.length && subscriber.checkToken()) matching.set(subscriber, bindings);
    }
    if (matching.size === 0) return;
    const roles = [...new Set([...matching.keys()].map((s) => s.role))];
    const info = await tableInfo(db, schema, table, roles);
    if (!info) return;
    const changes = `[${run.map((c) => c.raw).join(',')}]`;

    /** @type {Map<ChangeSubscriber, Map<string, { ids: number[], data: string }>>[]} per change */
    const outbox = run.map(() => new Map());
    /** @type {Deliver} */
    const add = (index, subscriber, binding, data) => {
      const entries = outbox[index];
      if (!entries) return;
      let views = entries.get(subscriber);
      if (!views) entries.set(subscriber, (views = new Map()));
      const key = selectKey(binding);
      const entry = views.get(key);
      if (entry) entry.ids.push(binding.id);
      else views.set(key, { ids: [binding.id], data: data() });
    };

    if (type === 'DELETE') {
      await matchDeletes(run, changes, info, matching, add);
    } else {
      /** @type {Map<string, ChangeSubscriber[]>} */
      const identities = new Map();
      for (const subscriber of matching.keys()) {
        const group = identities.get(subscriber.identityKey);
        if (group) group.push(subscriber);
        else identities.set(subscriber.identityKey, [subscriber]);
      }
      for (const group of identities.values()) {
        await matchRowsAs(group, run, changes, info, matching, add);
      }
    }

    outbox.forEach((entries) => {
      for (const [subscriber, views] of entries) {
        for (const { ids, data } of views.values()) {
          subscriber.sendRaw('postgres_changes', `{"ids":${JSON.stringify(ids)},"data":${data}}`);
        }
      }
    });
  }

  /**
   * INSERT/UPDATE for subscribers sharing one identity: as that identity, the RLS check (the
   * row, looked up by primary key, must be visible) and every binding's filter, in one query.
   * Records are the captured values, limited to the columns the role may select.
   * @param {ChangeSubscriber[]} group
   * @param {Change[]} run
   * @param {string} changes the run as a JSON array
   * @param {TableInfo} info
   * @param {Map<ChangeSubscriber, Binding[]>} matching
   * @param {Deliver} add
   */
  async function matchRowsAs(group, run, changes, info, matching, add) {
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
    const views = [
      ...new Map(flat.map(({ binding }) => [selectKey(binding), binding])).values(),
    ].map((binding, v) => {
      const columns = viewColumns(info, role, binding.params.select);
      params.push(columns.map((c) => c.name));
      return {
        key: selectKey(binding),
        columns: columnsJson(columns),
        sql: `${pickSql(`k.change -> 'new'`, `$${params.length}`)} as record_${v},
            ${pickSql(`k.change -> 'old'`, `$${params.length}`)} as old_record_${v}`,
      };
    });
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
   * @param {Change[]} run
   * @param {string} changes
   * @param {TableInfo} info
   * @param {Map<ChangeSubscriber, Binding[]>} matching
   * @param {Deliver} add
   */
  async function matchDeletes(run, changes, info, matching, add) {
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

  return {
    /** Handler for NOTIFY 'realtime'. @param {string} text */
    notify: (text) => {
      if (stopped) return;
      queue.push(parse(text));
      kick();
    },
    /** Resolves when every change received so far has been delivered. */
    idle: async () => {
      while (draining) await draining;
    },
    stop: () => {
      stopped = true;
      queue.length = 0;
    },
  };
}

/** @param {unknown} error */
function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}
