#!/usr/bin/env node
// @ts-check
/**
 * `npm run db:types`: the project's `supabase gen types typescript --local`. Migrates a fresh
 * in-memory PGlite with supabase/migrations (no seed) and writes the types of schema public.
 *
 *   --out FILE         where to write (default supabase/client/src/database.types.ts)
 *   --check            write nothing; exit 1 with a diff summary when FILE is not up to date
 *   --migrations DIR   migrations folder (default supabase/migrations)
 *   --schema NAME      schema to generate, repeatable (default public)
 *   --db-url URL       introspect this already-migrated PostgreSQL instead (nothing is applied)
 *
 * Exit codes: 0 written or up to date, 1 out of date (--check), 2 failure.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/adapter.mjs';
import { migrate } from '../db/migrate.mjs';
import { diffSummary } from './diff.mjs';
import { DEFAULT_TYPES_FILE, generateTypes } from './index.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

const values = readOptions();

function readOptions() {
  try {
    return parseArgs({
      options: {
        out: { type: 'string' },
        check: { type: 'boolean', default: false },
        migrations: { type: 'string' },
        schema: { type: 'string', multiple: true },
        'db-url': { type: 'string' },
      },
    }).values;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return process.exit(2);
  }
}

const out = values.out ? path.resolve(values.out) : DEFAULT_TYPES_FILE;
const migrationsDir = values.migrations
  ? path.resolve(values.migrations)
  : path.join(REPO_ROOT, 'supabase', 'migrations');
const relative = path.relative(process.cwd(), out) || out;

try {
  const db = await openDatabase({ databaseUrl: values['db-url'] });
  let text;
  try {
    if (!values['db-url']) await migrate(db, { migrationsDir });
    text = await generateTypes(db, { schemas: values.schema, filepath: out });
  } finally {
    await db.close();
  }
  if (values.check) {
    const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
    if (current === text) {
      console.log(`${relative} is up to date with the migrations.`);
    } else {
      console.error(`${relative} differs from the types of the migrations:\n`);
      console.error(diffSummary(current, text));
      console.error('\nRun `npm run db:types` and commit the result.');
      process.exitCode = 1;
    }
  } else {
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, text);
    console.log(`Wrote ${relative} (${text.split('\n').length - 1} lines).`);
  }
} catch (error) {
  console.error(`db:types failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
