// @ts-check
/**
 * One remote built the way its own team would build it outside the monorepo (issue 24,
 * `npm run remote:standalone`): its folder copied somewhere the workspace can't be seen from,
 * an `.npmrc` naming the local registry (the only file written that isn't the remote's own),
 * its dependencies installed from that registry alone, both targets built, the result served
 * on its own port.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editRuntimeConfig, remotes } from './apps.mjs';
import { withoutRegistryOverrides } from './registry.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Never copied: what the remote's own install and build make. */
const SKIPPED = new Set(['node_modules', 'dist', '.tmp', 'test-results']);

/** @param {string} nameOrDir 'checkout' or 'mfe-checkout' */
export function remoteNamed(nameOrDir) {
  const remote = remotes.find((app) => app.name === nameOrDir || app.dir === nameOrDir);
  if (!remote) {
    throw new Error(
      `No remote "${nameOrDir}": one of ${remotes.map((app) => app.name).join(', ')}`,
    );
  }
  return remote;
}

/**
 * Copies the remote's folder into `dir` (a new temporary folder by default) and writes its
 * `.npmrc`: `registry=<the local registry>`.
 * @param {{ remote: string, registry: string, dir?: string }} options
 */
export function copyRemote({ remote, registry, dir }) {
  const app = remoteNamed(remote);
  const target = dir ?? mkdtempSync(path.join(os.tmpdir(), `bonis-${app.dir}-`));
  cpSync(path.join(ROOT, app.dir), target, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.basename(source)),
  });
  writeFileSync(path.join(target, '.npmrc'), `registry=${registry}\n`);
  return { app, dir: target };
}

/**
 * Runs npm in the copied remote with nothing pointing it at another registry than its own
 * `.npmrc` (environment overrides removed). Output goes to `log`.
 * @param {string} dir
 * @param {string[]} args
 * @param {(chunk: string) => void} [log]
 */
export function npmIn(dir, args, log = (chunk) => process.stdout.write(chunk)) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, {
      cwd: dir,
      env: { ...withoutRegistryOverrides(process.env), NODE_ENV: undefined },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const take = (/** @type {Buffer} */ data) => {
      const text = data.toString();
      tail = (tail + text).slice(-4000);
      log(text);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`npm ${args.join(' ')} failed in ${dir} (exit ${code}):\n${tail}`)),
    );
  });
}

/**
 * The versions of `@bonis/*` packages the remote's install resolved (from its lockfile).
 * @param {string} dir
 * @returns {Record<string, string>}
 */
export function installedBonisPackages(dir) {
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(/** @type {Record<string, { version?: string }>} */ (lock.packages ?? {}))
      .filter(([key]) => key.startsWith('node_modules/@bonis/'))
      .map(([key, value]) => [key.slice('node_modules/'.length), String(value.version)]),
  );
}

/**
 * Points a built store's runtime-config.json at a remote's manifest, keeping everything else:
 * the one edit that moves a remote (ARCHITECTURE §3).
 * @param {string} file the shell's runtime-config.json
 * @param {string} remote the remote's name
 * @param {string} manifestUrl
 */
export function pointStoreAt(file, remote, manifestUrl) {
  editRuntimeConfig(file, (config) => ({
    ...config,
    remotes: { ...config.remotes, [remote]: manifestUrl },
  }));
}
