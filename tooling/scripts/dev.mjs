#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev`: every app in watch mode with its own Rspack dev server — the shell on
 * http://localhost:3000 (serving shell/public/runtime-config.json) and each remote on its own
 * port with CORS on. Output is prefixed with the app's folder. Ctrl+C stops them all.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apps } from '../src/apps.mjs';
import { startSupabaseLocal } from '../src/supabase.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

// The local Supabase server first (PGlite data in .data/); every dev build is told its URL and
// anon key (the shell's dev server answers /runtime-config.json with them).
const supabase = await startSupabaseLocal({ args: process.argv.slice(2) });

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  void supabase.stop();
  setTimeout(() => process.exit(code), 500).unref();
}

for (const app of apps) {
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['dev'], {
    cwd: path.join(ROOT, app.dir),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      BONIS_SUPABASE_URL: supabase.url,
      BONIS_SUPABASE_ANON_KEY: supabase.anonKey,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${app.dir}]`.padEnd(15);
  /** @param {Buffer} chunk */
  const forward = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(prefix, line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix} exited (${code}); stopping the others`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

console.log('\n  Boñis (dev, watch mode)');
for (const app of apps) {
  const what = app.kind === 'host' ? 'store' : 'mf-manifest.json';
  console.log(
    `  ${app.dir.padEnd(14)} http://localhost:${app.port}/${app.kind === 'host' ? '' : what}`,
  );
}
console.log(`  supabase       ${supabase.url}  (mailbox: ${supabase.url}/mailbox)`);
console.log('');

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
