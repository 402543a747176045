// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/adapter.mjs';
import { migrate } from '../db/migrate.mjs';
import { diffSummary } from './diff.mjs';
import { DEFAULT_TYPES_FILE, generateTypes } from './index.mjs';

const MIGRATIONS = path.resolve(import.meta.dirname, '..', '..', '..', 'migrations');

/** @type {import('../db/adapter.mjs').Database} */
let db;

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db, { migrationsDir: MIGRATIONS });
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('supabase/client/src/database.types.ts', () => {
  it('matches the types of supabase/migrations byte for byte', async () => {
    const generated = await generateTypes(db);
    const committed = readFileSync(DEFAULT_TYPES_FILE, 'utf8');
    expect(
      diffSummary(committed, generated),
      'database.types.ts is out of date with supabase/migrations: run `npm run db:types` and commit it',
    ).toBe('');
    // Introspection and Prettier take a few seconds alone; on a loaded CI machine, many more.
  }, 60_000);
});
