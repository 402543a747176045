#!/usr/bin/env node
// @ts-check
/**
 * Production build of the host and every remote (`npm run build`), each with its own
 * `rspack build` exactly as when it is built and deployed on its own. Two at a time (the
 * machines have two cores); prints how long each took.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apps } from '../src/apps.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CONCURRENCY = 2;
const RSPACK = path.join(ROOT, 'node_modules', '.bin', 'rspack');

/**
 * @param {import('../src/apps.mjs').App} app
 * @returns {Promise<number>} milliseconds
 */
function buildApp(app) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(RSPACK, ['build'], {
      cwd: path.join(ROOT, app.dir),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`${app.dir}: rspack build failed (exit ${code})\n${output}`));
    });
  });
}

/** Builds every app; resolves with the total time in ms. */
export async function buildAll() {
  const started = performance.now();
  const queue = [...apps];
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const ms = await buildApp(app);
      console.log(`  built ${app.dir.padEnd(13)} ${(ms / 1000).toFixed(1)} s`);
    }
  });
  await Promise.all(workers);
  const total = performance.now() - started;
  console.log(`Production build of ${apps.length} apps: ${(total / 1000).toFixed(1)} s`);
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
