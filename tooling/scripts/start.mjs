#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: production build of everything, then the store served like independent
 * deployments — the shell on http://localhost:3000 and each remote on its own origin
 * (3001–3005, CORS on). Ctrl+C stops it.
 */
import { startStore } from '../src/serve.mjs';
import { buildAll } from './build.mjs';
import { printUrls } from './urls.mjs';

try {
  console.log('Building the store (production)…');
  await buildAll();

  // The local Supabase server (supabase/local) starts here once it exists: it listens on
  // http://127.0.0.1:54321 and writes its URL and anon key into shell/dist/runtime-config.json.

  const store = await startStore({ useDistRuntimeConfig: true });
  printUrls(store.servers);
  const stop = async () => {
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
