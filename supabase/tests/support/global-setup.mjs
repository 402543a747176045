// @ts-check
/**
 * One local server per project run (PGlite, or PostgreSQL for `supabase-db:postgres`), over the
 * store's own migrations and seed.
 */
import path from 'node:path';
import { createGlobalSetup } from '@bonis/supabase-local/testing';

const SUPABASE = path.resolve(import.meta.dirname, '..', '..');

export default createGlobalSetup({
  migrations: path.join(SUPABASE, 'migrations'),
  seed: path.join(SUPABASE, 'seed.sql'),
});
