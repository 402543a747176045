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
