#!/usr/bin/env node
// @ts-check
/**
 * Serves the already-built store (`npm run serve`): the shell and each remote from its own
 * port. `--base-port N` moves the whole store (shell on N, remotes on N+1…N+5) and answers
 * /runtime-config.json with those origins; without it, shell/dist/runtime-config.json is
 * served as built (pointed at the local Supabase server that last started on .data/, when one
 * did), so editing that file moves a remote with no rebuild.
 *
 * With `--base-port`, `--supabase-url URL` says which local Supabase server the generated
 * runtime-config.json points at; its anon key is `--supabase-anon-key KEY`, or the one made from
 * SUPABASE_JWT_SECRET when that pins the server's secret (the e2e run does), or else the key of
 * the server that last started on .data/.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { host } from '../src/apps.mjs';
import { startStore } from '../src/serve.mjs';
import { anonKeyFor, readLocalConnection, writeRuntimeConfigSupabase } from '../src/supabase.mjs';
import { printUrls } from './urls.mjs';
import { closeOnSignals } from '../src/signals.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const { values } = parseArgs({
  options: {
    'base-port': { type: 'string' },
    'supabase-url': { type: 'string' },
    'supabase-anon-key': { type: 'string' },
  },
});
const basePort = values['base-port'] ? Number(values['base-port']) : host.port;

try {
  const local = readLocalConnection();
  const useDistRuntimeConfig = !values['base-port'];
  if (useDistRuntimeConfig && local) {
    writeRuntimeConfigSupabase(path.join(ROOT, 'shell', 'dist', 'runtime-config.json'), local);
  }
  const url = values['supabase-url'] ?? local?.url;
  const anonKey =
    values['supabase-anon-key'] ??
    (process.env.SUPABASE_JWT_SECRET
      ? await anonKeyFor(process.env.SUPABASE_JWT_SECRET)
      : local?.anonKey);
  if (!useDistRuntimeConfig && (!url || !anonKey)) {
    throw new Error(
      'No local Supabase server to point the store at: start one (npm run supabase:start), or pass --supabase-url and --supabase-anon-key.',
    );
  }
  const store = await startStore({
    basePort,
    useDistRuntimeConfig,
    supabase: url && anonKey ? { url, anonKey } : undefined,
  });
  printUrls(store.servers);
  closeOnSignals(() => store.close());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
