// @ts-check
/**
 * PostgREST's switches that hosted Supabase leaves off and a project may turn on, read in ONE
 * place: `db-aggregates-enabled` (aggregate functions in `select`) and `db-plan-enabled` (the
 * `application/vnd.pgrst.plan` media type, EXPLAIN). As in PostgREST, each comes from the
 * environment first and then from the in-database configuration, which wins:
 *
 * - `SUPABASE_LOCAL_DB_AGGREGATES_ENABLED`, `SUPABASE_LOCAL_DB_PLAN_ENABLED`;
 * - `alter role … set pgrst.db_aggregates_enabled = 'true'` (and `pgrst.db_plan_enabled`) on the
 *   role the server connects as, or on `authenticator` when the database has that role (hosted
 *   Supabase's PostgREST connects as `authenticator`, so a hosted project runs
 *   `alter role authenticator set pgrst.db_aggregates_enabled = 'true'`), this database's
 *   setting over the all-databases one, then `notify pgrst, 'reload config'`.
 *
 * They are read with the schema cache (at start, on `reload config`/`reload schema`), never per
 * request.
 */

/**
 * @typedef {object} RestSettings
 * @property {boolean} aggregatesEnabled PostgREST's db-aggregates-enabled (default false)
 * @property {boolean} planEnabled PostgREST's db-plan-enabled (default false)
 */

/** @type {Readonly<RestSettings>} */
export const DEFAULT_SETTINGS = Object.freeze({ aggregatesEnabled: false, planEnabled: false });

/** Each setting: its in-database name (after `pgrst.`) and its environment variable. */
const SETTINGS = /** @type {const} */ ([
  ['aggregatesEnabled', 'db_aggregates_enabled', 'SUPABASE_LOCAL_DB_AGGREGATES_ENABLED'],
  ['planEnabled', 'db_plan_enabled', 'SUPABASE_LOCAL_DB_PLAN_ENABLED'],
]);

/**
 * `pgrst.*` settings of the server's own role and of `authenticator`, all-databases first, then
 * this database's, `authenticator`'s last: a later row overrides an earlier one.
 */
const IN_DATABASE_QUERY = `
select kv.name, kv.value
from pg_db_role_setting s
join pg_roles r on r.oid = s.setrole
cross join lateral (
  select substr(c, 1, strpos(c, '=') - 1) as name, substr(c, strpos(c, '=') + 1) as value
  from unnest(s.setconfig) c
) kv
where (r.rolname = current_user or r.rolname = 'authenticator')
  and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
  and kv.name = any ($1::text[])
order by r.rolname = 'authenticator', s.setdatabase <> 0`;

/**
 * A boolean as PostgREST reads one from its configuration: the letters of the value, any case
 * (`true`, `"TRUE"`, `False`), or else an integer, true when positive; anything else is unset.
 * @param {string | undefined} value
 * @returns {boolean | undefined}
 */
export function parseBoolean(value) {
  if (value === undefined) return undefined;
  const letters = value.replace(/[^\p{L}]/gu, '').toLowerCase();
  if (letters === 'true') return true;
  if (letters === 'false') return false;
  return /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) > 0 : undefined;
}

/**
 * The settings from the environment alone.
 * @param {Record<string, string | undefined>} [env]
 * @returns {RestSettings}
 */
export function settingsFromEnv(env = process.env) {
  const settings = { ...DEFAULT_SETTINGS };
  for (const [key, , variable] of SETTINGS) {
    const value = parseBoolean(env[variable] || undefined);
    if (value !== undefined) settings[key] = value;
  }
  return settings;
}

/**
 * The settings: the environment's, overridden by the in-database configuration. When the
 * catalog can't be read, the environment's.
 * @param {import('../db/adapter.mjs').Queryable} db
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<RestSettings>}
 */
export async function loadRestSettings(db, env = process.env) {
  const settings = settingsFromEnv(env);
  /** @type {Record<string, unknown>[]} */
  let rows;
  try {
    ({ rows } = await db.query(IN_DATABASE_QUERY, [
      `{${SETTINGS.map(([, name]) => `pgrst.${name}`).join(',')}}`,
    ]));
  } catch {
    return settings;
  }
  for (const row of rows) {
    const entry = SETTINGS.find(([, name]) => `pgrst.${name}` === row.name);
    const value = parseBoolean(row.value === null ? undefined : String(row.value));
    if (entry && value !== undefined) settings[entry[0]] = value;
  }
  return settings;
}
