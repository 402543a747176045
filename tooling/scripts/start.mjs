#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: production build of everything, the local Supabase server (http://127.0.0.1:54321,
 * PGlite data in .data/, seeded on first start), then the store served like independent
 * deployments — the shell on http://localhost:3000 and each remote on its own origin
 * (3001–3005, CORS on). Ctrl+C stops it all; arguments go to the Supabase server (`-- --reset`).
 */
import path from 'node:path';
import { startStore } from '../src/serve.mjs';
import { startSupabaseLocal, writeRuntimeConfigSupabase } from '../src/supabase.mjs';
import { buildAll } from './build.mjs';
import { printUrls } from './urls.mjs';
import { closeOnSignals } from '../src/signals.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

try {
  // The Supabase server starts while the apps build; then its URL and anon key go into the
  // built shell's runtime-config.json (the build cleans dist/, so not before).
  console.log('Building the store (production) and starting the local Supabase server…');
  const starting = startSupabaseLocal({ args: process.argv.slice(2) });
  try {
    await buildAll();
  } catch (error) {
    await starting.then((server) => server.stop()).catch(() => {});
    throw error;
  }
  const supabase = await starting;
  writeRuntimeConfigSupabase(path.join(ROOT, 'shell', 'dist', 'runtime-config.json'), supabase);

  const store = await startStore({ useDistRuntimeConfig: true });
  printUrls(store.servers);
  console.log(`  Supabase       ${supabase.url}   (mailbox: ${supabase.url}/mailbox)\n`);
  closeOnSignals(() => Promise.all([store.close(), supabase.stop()]));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
