#!/usr/bin/env node
// @ts-check
/**
 * `npm run release`: versions the shared packages from the pending changesets (`changeset
 * version`: new versions, CHANGELOG.md entries, dependents' ranges) and publishes every shared
 * package whose version the local registry doesn't have yet (`changeset publish`; each
 * package's `prepack` builds it and publishes dist/ and its types, not its sources).
 *
 * The registry must be running (`npm run registry`). Options:
 *   --registry URL   another local registry (tests run their own)
 *   --publish-only   publish what is versioned already; leave pending changesets alone
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { registryUrl, waitForRegistry, writePublishConfig } from '../src/registry.mjs';
import { prepack, restore } from './pack-manifest.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The workspace folders of the published packages: every workspace that isn't private. */
const PUBLISHED_DIRS = /** @type {string[]} */ (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces
).filter((dir) => !JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).private);

const { values } = parseArgs({
  options: { registry: { type: 'string' }, 'publish-only': { type: 'boolean', default: false } },
});

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

const pending = () =>
  readdirSync(path.join(ROOT, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  );

const url = values.registry ?? registryUrl();
const started = Date.now();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bonis-release-'));
try {
  await waitForRegistry(url, 5_000);
  if (!values['publish-only'] && pending().length > 0) {
    console.log(`Versioning ${pending().length} changeset(s)…`);
    await run('npx', ['changeset', 'version']);
    // The lockfile records the workspace packages' versions.
    await run('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund']);
  }
  // Every package built and its published manifest in place until all are published: npm reads
  // the manifest it sends as the version's metadata (what `npm view` shows) after `postpack`,
  // which leaves it while BONIS_RELEASING is set; `finally` puts the workspace ones back.
  for (const dir of PUBLISHED_DIRS) prepack(path.join(ROOT, dir));
  const userconfig = await writePublishConfig(url, path.join(scratch, 'npmrc'));
  console.log(`Publishing to ${url}…`);
  await run('npx', ['changeset', 'publish', '--no-git-tag'], {
    ...process.env,
    npm_config_registry: url,
    npm_config_userconfig: userconfig,
    BONIS_RELEASING: '1',
  });
  console.log(`Released in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
  // the workspace manifests back, also of packages that were not published (already there)
  for (const dir of PUBLISHED_DIRS) restore(path.join(ROOT, dir));
}
