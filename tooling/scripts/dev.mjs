#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev`: the local Supabase server, then every app in watch mode with its own Rspack
 * dev server — the shell on http://localhost:3000 (answering /runtime-config.json with that
 * server's URL and anon key) and each remote on its own port with CORS on. The dev servers run
 * under concurrently: each app's output prefixed with its folder in its own colour; when one
 * exits with an error the others are stopped; Ctrl+C stops them all, then the Supabase server.
 * Arguments go to the Supabase server (`npm run dev -- --reset`).
 */
import path from 'node:path';
import { concurrently } from 'concurrently';
import { apps } from '../src/apps.mjs';
import { startSupabaseLocal } from '../src/supabase.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RSPACK = path.join(ROOT, 'node_modules', '.bin', 'rspack');
const COLOURS = ['cyan', 'green', 'yellow', 'magenta', 'blue', 'red'];

// Ctrl+C while the Supabase server starts stops it too.
const starting = new AbortController();
const abortStart = () => starting.abort(new Error('stopped before the dev servers started'));
process.once('SIGINT', abortStart);
process.once('SIGTERM', abortStart);

/** @type {Awaited<ReturnType<typeof startSupabaseLocal>>} */
let supabase;
try {
  // PGlite data in .data/; every dev build is told the server's URL and anon key.
  supabase = await startSupabaseLocal({ args: process.argv.slice(2), signal: starting.signal });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
} finally {
  process.off('SIGINT', abortStart);
  process.off('SIGTERM', abortStart);
}

const { commands, result } = concurrently(
  apps.map((app, index) => ({
    name: app.dir,
    // `exec`: the shell becomes the dev server, so a signal reaches it directly
    command: `exec "${RSPACK}" dev`,
    cwd: path.join(ROOT, app.dir),
    env: {
      NODE_ENV: 'development',
      BONIS_SUPABASE_URL: supabase.url,
      BONIS_SUPABASE_ANON_KEY: supabase.anonKey,
    },
    prefixColor: COLOURS[index % COLOURS.length],
  })),
  {
    prefix: 'name',
    padPrefix: true,
    killOthersOn: ['failure'],
    handleInput: false,
  },
);

// The Supabase server going away takes the dev servers with it (unless all are stopping: in a
// terminal, Ctrl+C reaches every process at once).
let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopping = true;
  });
}
void supabase.exited.then((code) => {
  if (stopping) return;
  console.error(`[supabase] exited (${code}); stopping the dev servers`);
  for (const command of commands) command.kill('SIGTERM');
});

console.log('\n  Boñis (dev, watch mode)');
for (const app of apps) {
  const what = app.kind === 'host' ? '' : 'mf-manifest.json';
  console.log(`  ${app.dir.padEnd(14)} http://localhost:${app.port}/${what}`);
}
console.log(`  supabase       ${supabase.url}  (mailbox: ${supabase.url}/mailbox)`);
console.log('');

// Ctrl+C: concurrently passes it to every dev server (and counts their exit as success).
const code = await result.then(
  () => 0,
  () => 1,
);
stopping = true;
await supabase.stop();
process.exit(code);
