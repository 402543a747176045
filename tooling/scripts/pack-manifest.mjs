#!/usr/bin/env node
// @ts-check
/**
 * The manifest a shared package is published with (`npm run release`, ARCHITECTURE §3).
 *
 * In the workspace, a package's `exports` point at its TypeScript sources, so every app and test
 * builds from source with no build step. A published package must point at what its build wrote
 * to dist/: `npm pack` and `npm publish` run the package's `prepack` (`pack-manifest.mjs
 * prepack`: its build, then each `./src/….ts(x)` export becomes `{ types, import }` in dist/,
 * the original kept in package.json.workspace) and `postpack` (`pack-manifest.mjs restore`).
 * Exports that are already JavaScript or declarations (`.mjs`, `.d.ts`, `.json`) are
 * published as they are. Run from the package's folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} source e.g. ./src/bus/index.ts
 * @param {(file: string) => boolean} [built] whether the build wrote that file (a `.mjs`
 *   module published as it is gets the declarations its build wrote for it)
 * @returns {{ types: string, import: string } | { types: string, default: string } | string}
 */
export function distEntry(source, built = () => false) {
  if (/^\.\/src\/.*\.mjs$/.test(source)) {
    const types = source.replace(/^\.\/src\//, './dist/').replace(/\.mjs$/, '.d.mts');
    return built(types) ? { types, default: source } : source;
  }
  if (!/^\.\/src\/.*(?<!\.d)\.tsx?$/.test(source)) return source;
  const base = source.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '');
  return { types: `${base}.d.ts`, import: `${base}.js` };
}

/** The files of a published package unless its package.json lists its own. */
export const DEFAULT_FILES = Object.freeze(['dist', 'README.md', 'CHANGELOG.md']);

/**
 * @param {Record<string, unknown>} manifest
 * @param {(file: string) => boolean} [built] see `distEntry`
 */
export function publishManifest(manifest, built) {
  const exportsMap = /** @type {Record<string, string>} */ (manifest.exports);
  const exportsOut = Object.fromEntries(
    Object.entries(exportsMap).map(([key, source]) => [key, distEntry(source, built)]),
  );
  const main = exportsOut['.'];
  return {
    ...manifest,
    exports: exportsOut,
    ...(main && typeof main === 'object' ? { types: main.types } : {}),
    files: /** @type {string[] | undefined} */ (manifest.files) ?? [...DEFAULT_FILES],
  };
}

/**
 * `prepack`: builds the package (`npm run build`) and writes its published manifest, keeping the
 * workspace one in package.json.workspace. Does nothing when that is done already.
 * @param {string} dir the package's folder
 */
export function prepack(dir) {
  const file = path.join(dir, 'package.json');
  const backup = path.join(dir, 'package.json.workspace');
  if (existsSync(backup)) return false;
  const build = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed in ${dir}`);
  const original = readFileSync(file, 'utf8');
  writeFileSync(backup, original);
  const built = (/** @type {string} */ relative) => existsSync(path.join(dir, relative));
  writeFileSync(file, `${JSON.stringify(publishManifest(JSON.parse(original), built), null, 2)}\n`);
  return true;
}

/**
 * `postpack`: puts the workspace manifest back.
 * @param {string} dir
 */
export function restore(dir) {
  const backup = path.join(dir, 'package.json.workspace');
  if (existsSync(backup)) renameSync(backup, path.join(dir, 'package.json'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command === 'prepack') {
    prepack(process.cwd());
  } else if (command === 'restore') {
    // `npm run release` restores every package itself once all are published: npm reads the
    // manifest it sends as the version's metadata after `postpack`, so it must still be the
    // published one then.
    if (!process.env.BONIS_RELEASING) restore(process.cwd());
  } else {
    console.error(`usage: node pack-manifest.mjs prepack|restore (got ${command ?? 'nothing'})`);
    process.exit(2);
  }
}
