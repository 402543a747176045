// @ts-check
/**
 * In the workspace, `exports` points at the TypeScript sources, so every app and test builds
 * from source with no build step. A published package must point at dist/: `npm pack` and
 * `npm publish` run `prepack` (build, then `manifest.mjs publish`: exports → dist, original
 * kept in package.json.workspace) and `postpack` (`manifest.mjs restore`).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE = path.resolve(import.meta.dirname, '..');
const MANIFEST = path.join(PACKAGE, 'package.json');
const BACKUP = path.join(PACKAGE, 'package.json.workspace');

/** @param {string} source e.g. ./src/bus/index.ts @returns {{ types: string, import: string }} */
export function distEntry(source) {
  const base = source.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '');
  return { types: `${base}.d.ts`, import: `${base}.js` };
}

/** @param {Record<string, unknown>} manifest */
export function publishManifest(manifest) {
  const exportsMap = /** @type {Record<string, string>} */ (manifest.exports);
  return {
    ...manifest,
    exports: Object.fromEntries(
      Object.entries(exportsMap).map(([key, source]) => [key, distEntry(source)]),
    ),
    types: distEntry(exportsMap['.'] ?? './src/index.ts').types,
    files: ['dist', 'README.md'],
  };
}

const command = process.argv[2];
if (command === 'publish') {
  const original = readFileSync(MANIFEST, 'utf8');
  writeFileSync(BACKUP, original);
  writeFileSync(MANIFEST, `${JSON.stringify(publishManifest(JSON.parse(original)), null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(BACKUP)) renameSync(BACKUP, MANIFEST);
} else if (command) {
  console.error(`usage: node scripts/manifest.mjs publish|restore (got ${command})`);
  process.exit(2);
}
