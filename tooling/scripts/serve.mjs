#!/usr/bin/env node
// @ts-check
/**
 * Serves the already-built store (`npm run serve`): the shell and each remote from its own
 * port. `--base-port N` moves the whole store (shell on N, remotes on N+1…N+5) and answers
 * /runtime-config.json with those origins; without it, shell/dist/runtime-config.json is
 * served as built, so editing that file moves a remote with no rebuild. `--supabase-url URL`
 * points that generated runtime-config.json at another local Supabase server (same anon key).
 */
import { parseArgs } from 'node:util';
import { host, SUPABASE_LOCAL_ANON_KEY } from '../src/apps.mjs';
import { startStore } from '../src/serve.mjs';
import { printUrls } from './urls.mjs';

const { values } = parseArgs({
  options: { 'base-port': { type: 'string' }, 'supabase-url': { type: 'string' } },
});
const basePort = values['base-port'] ? Number(values['base-port']) : host.port;

try {
  const supabaseUrl = values['supabase-url'];
  const store = await startStore({
    basePort,
    useDistRuntimeConfig: !values['base-port'],
    supabase: supabaseUrl ? { url: supabaseUrl, anonKey: SUPABASE_LOCAL_ANON_KEY } : undefined,
  });
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
