// @ts-check
/**
 * Brings a database to the state a hosted project would have: the Supabase base (base.sql and
 * each service's own schema file), then `supabase/migrations/*.sql` in order, each once
 * (recorded in supabase_migrations.schema_migrations, as the Supabase CLI does), then the
 * seed on a fresh database.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '..');

/** Schema files of the Supabase base, in order. Each is idempotent. */
export const BASE_SCHEMA_FILES = [
  path.join(SRC, 'db', 'base.sql'),
  path.join(SRC, 'mailbox', 'schema.sql'),
  path.join(SRC, 'auth', 'schema.sql'),
  path.join(SRC, 'storage', 'schema.sql'),
  path.join(SRC, 'realtime', 'schema.sql'),
  path.join(SRC, 'jobs', 'schema.sql'),
];

/**
 * @param {import('./adapter.mjs').Database} db
 * @param {{ migrationsDir: string, seedFile?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ fresh: boolean, applied: string[] }>}
 */
export async function migrate(db, { migrationsDir, seedFile, log = () => {} }) {
  const { rows } = await db.query(
    `select to_regclass('supabase_migrations.schema_migrations') is null as fresh`,
  );
  const fresh = Boolean(rows[0]?.fresh);
  for (const file of BASE_SCHEMA_FILES) {
    if (existsSync(file)) await db.exec(readFileSync(file, 'utf8'));
  }
  const done = new Set(
    (await db.query('select version from supabase_migrations.schema_migrations')).rows.map((row) =>
      String(row.version),
    ),
  );
  /** @type {string[]} */
  const applied = [];
  const files = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((name) => /^\d+_.*\.sql$/.test(name))
        .sort()
    : [];
  for (const name of files) {
    const [version = name, ...rest] = name.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = readFileSync(path.join(migrationsDir, name), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [version, rest.join('_')],
        );
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`migration ${name} failed: ${reason}`, { cause: error });
    }
    applied.push(name);
    log(`applied migration ${name}`);
  }
  if (fresh && seedFile && existsSync(seedFile)) {
    await db.exec(readFileSync(seedFile, 'utf8'));
    log(`seeded from ${path.basename(seedFile)}`);
  }
  return { fresh, applied };
}
