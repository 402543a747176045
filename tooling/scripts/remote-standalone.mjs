#!/usr/bin/env node
// @ts-check
/**
 * `npm run remote:standalone -- <remote>`: builds one remote outside the monorepo, as its team
 * would, and serves it (the remote's README, "Build and ship it alone"):
 *   1. copies mfe-<remote>/ to a temporary folder (nothing of the workspace is visible there)
 *      and writes its .npmrc: the local registry's address, read now;
 *   2. `npm install` there, from the local registry only (`npm run registry` and
 *      `npm run release` first);
 *   3. `npm run build`: the browser and the server build, in dist/;
 *   4. serves dist/ on its own port (`npm run serve` of the remote: bonis-serve).
 * Then point the store at it by editing the shell's runtime-config.json alone (`--point-store`
 * does that edit in shell/dist/runtime-config.json). Ctrl+C stops the server.
 *
 * Options: --registry URL (default the local registry), --dir D (where to copy; default a new
 * temporary folder), --port N (default the remote's port + 1100), --install SPEC (repeatable:
 * pin a package after the install, as a team that hasn't upgraded would, e.g.
 * `--install @bonis/design-system@2.0.0`), --point-store, --no-serve.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { waitForHealthy } from '../src/health.mjs';
import { registryUrl, waitForRegistry } from '../src/registry.mjs';
import { closeOnSignals } from '../src/signals.mjs';
import {
  copyRemote,
  installedBonisPackages,
  npmIn,
  pointStoreAt,
  remoteNamed,
} from '../src/standalone-remote.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    registry: { type: 'string' },
    dir: { type: 'string' },
    port: { type: 'string' },
    install: { type: 'string', multiple: true, default: [] },
    'point-store': { type: 'boolean', default: false },
    'no-serve': { type: 'boolean', default: false },
  },
});

/** @type {[string, number][]} */
const timings = [];
/**
 * @template T
 * @param {string} label
 * @param {() => Promise<T> | T} step
 */
async function timed(label, step) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = await step();
  const seconds = (Date.now() - started) / 1000;
  timings.push([label, seconds]);
  console.log(`✔ ${label} (${seconds.toFixed(1)} s)`);
  return result;
}

try {
  const name = positionals[0];
  if (!name) throw new Error('usage: npm run remote:standalone -- <remote> [options]');
  const app = remoteNamed(name);
  const registry = values.registry ?? registryUrl();
  await waitForRegistry(registry, 5_000);
  const { dir } = await timed(`copy ${app.dir} out of the monorepo`, () =>
    copyRemote({
      remote: app.name,
      registry,
      ...(values.dir ? { dir: path.resolve(values.dir) } : {}),
    }),
  );
  console.log(`  in ${dir}, .npmrc: registry=${registry}`);
  await timed('npm install (from the local registry only)', () =>
    npmIn(dir, ['install', '--no-audit', '--no-fund']),
  );
  if (values.install.length > 0) {
    await timed(`npm install ${values.install.join(' ')}`, () =>
      npmIn(dir, ['install', '--save-exact', '--no-audit', '--no-fund', ...values.install]),
    );
  }
  console.log(`  shared packages: ${JSON.stringify(installedBonisPackages(dir))}`);
  await timed('npm run build (browser and server targets)', () => npmIn(dir, ['run', 'build']));
  if (values['no-serve']) {
    console.log(`\nBuilt in ${dir}/dist`);
  } else {
    const port = values.port ? Number(values.port) : app.port + 1100;
    const manifest = await timed(`serve dist on port ${port}`, () => serve(dir, port));
    if (values['point-store']) {
      pointStoreAt(path.join(ROOT, 'shell', 'dist', 'runtime-config.json'), app.name, manifest);
      console.log(`  shell/dist/runtime-config.json: remotes.${app.name} = ${manifest}`);
    } else {
      console.log(
        `  point the store at it: set remotes.${app.name} to ${manifest} in the shell's runtime-config.json`,
      );
    }
  }
  console.log(
    `\nTimings: ${timings.map(([label, seconds]) => `${label.split(' (')[0]} ${seconds.toFixed(1)} s`).join(' · ')}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * Starts the remote's own `npm run serve` on `port` and resolves with its manifest URL once
 * that URL answers (polled, not read from the server's output); the server lives as long as
 * this process.
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<string>}
 */
async function serve(dir, port) {
  // The remote's installed bonis-serve (its `npm run serve`), started by Node itself so that
  // stopping this command stops the server (npm exec doesn't pass the signal on).
  const bin = path.join(dir, 'node_modules', '@bonis', 'tooling', 'bin', 'bonis-serve.mjs');
  const child = spawn(process.execPath, [bin, 'dist', '--port', String(port)], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  closeOnSignals(async () => child.kill('SIGTERM'));
  const manifest = `http://127.0.0.1:${port}/mf-manifest.json`;
  const exited = new AbortController();
  child.once('exit', (code) =>
    exited.abort(new Error(`bonis-serve exited ${code} before ${manifest} answered`)),
  );
  await waitForHealthy(manifest, { timeoutMs: 30_000, signal: exited.signal });
  return manifest;
}
