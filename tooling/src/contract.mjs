// @ts-check
/**
 * A remote's exposed modules are its public contract. `contract.json` in the remote lists
 * the exposes keys of every released version; `checkContract` fails when the exposes map
 * differs from what the current package version recorded, so a change to the contract
 * needs a version bump (and a new entry), never a silent edit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} appDir
 * @param {Record<string, string>} exposes
 * @returns {string[]} problems; empty when the contract holds
 */
export function checkContract(appDir, exposes) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  /** @type {Record<string, string[]>} */
  const contract = JSON.parse(readFileSync(path.join(appDir, 'contract.json'), 'utf8'));
  const recorded = contract[pkg.version];
  const actual = Object.keys(exposes).sort();
  if (!recorded) {
    return [
      `contract.json has no entry for ${pkg.name}@${pkg.version}: record ${JSON.stringify(actual)}`,
    ];
  }
  const expected = [...recorded].sort();
  if (JSON.stringify(expected) !== JSON.stringify(actual)) {
    return [
      `${pkg.name}@${pkg.version} exposes ${JSON.stringify(actual)} but its contract says ${JSON.stringify(expected)}: ` +
        'bump the package version and record the new exposes in contract.json',
    ];
  }
  return [];
}

/** Where a remote's route manifest lives, the one file its `./routes` expose and export name. */
export const ROUTE_MANIFEST_FILE = './src/app/routes.ts';

/**
 * The route manifest is part of the contract (ARCHITECTURE §2): exposed as `./routes`, exported
 * from package.json as `./routes` (the shell's build imports `@bonis/mfe-<name>/routes`), and
 * plain data, so importing it at build time brings no code of the remote: its only imports are
 * `import type`.
 * @param {string} appDir
 * @param {Record<string, string>} exposes
 * @returns {string[]} problems; empty when the manifest is in order
 */
export function checkRouteManifest(appDir, exposes) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  /** @type {string[]} */
  const problems = [];
  if (exposes['./routes'] !== ROUTE_MANIFEST_FILE) {
    problems.push(`exposes['./routes'] must be ${ROUTE_MANIFEST_FILE}`);
  }
  if (pkg.exports?.['./routes'] !== ROUTE_MANIFEST_FILE) {
    problems.push(`package.json "exports" must map "./routes" to ${ROUTE_MANIFEST_FILE}`);
  }
  const source = readFileSync(path.join(appDir, ROUTE_MANIFEST_FILE), 'utf8');
  const statements = [
    ...(source.match(/^(?:import|export)\b[^;]*?\bfrom\s*['"][^'"]+['"]/gm) ?? []),
    ...(source.match(/^import\s*['"][^'"]+['"]/gm) ?? []),
    ...(source.match(/\b(?:import|require)\s*\(/g) ?? []),
  ];
  for (const statement of statements) {
    if (!/^(?:import|export) type\b/.test(statement)) {
      problems.push(`${ROUTE_MANIFEST_FILE} must stay plain data, but has: ${statement}`);
    }
  }
  return problems;
}
