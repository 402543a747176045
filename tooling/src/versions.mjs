// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Release numbers for the version-skew checks (README "Version skew"; e2e
 * independent-teams.spec.ts): a remote built against `olderCompatibleVersion(v)` asks for
 * `^older`, which a shell providing `v` satisfies; one built against `nextMajorVersion(v)` asks
 * for a major the shell doesn't have.
 */

/**
 * @param {string} version a release, `major.minor.patch`
 * @returns {[number, number, number]}
 */
function parseRelease(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a release version (major.minor.patch)`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * An older release of the same major, so `^older` is satisfied by `version`: the previous minor
 * (`1.1.0` → `1.0.0`), else the previous patch (`2.0.3` → `2.0.2`), else the major's
 * prerelease (`2.0.0` → `2.0.0-rc.0`, which `^2.0.0-rc.0` lets 2.0.0 satisfy). Below 1.0.0 a
 * caret range holds one minor (one patch at 0.0.x), so there it is the version's own prerelease.
 * @param {string} version
 * @returns {string}
 */
export function olderCompatibleVersion(version) {
  const [major, minor, patch] = parseRelease(version);
  if (major === 0) return `${version}-rc.0`;
  if (minor > 0) return `${major}.${minor - 1}.0`;
  if (patch > 0) return `${major}.${minor}.${patch - 1}`;
  return `${major}.0.0-rc.0`;
}

/**
 * The first release of the next major (`2.3.1` → `3.0.0`), which `version` never satisfies.
 * @param {string} version
 * @returns {string}
 */
export function nextMajorVersion(version) {
  const [major] = parseRelease(version);
  return `${major + 1}.0.0`;
}

/** @typedef {'patch' | 'minor' | 'major'} Bump */
/** @type {readonly Bump[]} */
const BUMPS = ['patch', 'minor', 'major'];

/**
 * The largest bump the pending changesets in `changesetsDir` give the package `name`
 * (changesets applies it once), or undefined with none.
 * @param {string} changesetsDir
 * @param {string} name
 * @returns {Bump | undefined}
 */
function pendingBump(changesetsDir, name) {
  if (!existsSync(changesetsDir)) return undefined;
  const files = readdirSync(changesetsDir).filter((f) => f.endsWith('.md') && f !== 'README.md');
  let largest = -1;
  for (const file of files) {
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(
      readFileSync(path.join(changesetsDir, file), 'utf8'),
    );
    for (const line of front?.[1]?.split(/\r?\n/) ?? []) {
      const entry = /^\s*["']?([^"':]+)["']?\s*:\s*(patch|minor|major)\s*$/.exec(line);
      if (entry?.[1] === name) {
        largest = Math.max(largest, BUMPS.indexOf(/** @type {Bump} */ (entry[2])));
      }
    }
  }
  return BUMPS[largest];
}

/**
 * The version `name` is released as: `version` plus the largest bump its pending changesets in
 * `changesetsDir` give it, as `changeset version` computes it (`2.0.3` + minor → `2.1.0`).
 * @param {string} changesetsDir
 * @param {string} name
 * @param {string} version
 * @returns {string}
 */
export function releaseVersion(changesetsDir, name, version) {
  const bump = pendingBump(changesetsDir, name);
  return bump ? bumpedVersion(version, bump) : version;
}

/**
 * `version` after `bump`, as `changeset version` computes it (`2.0.3` + minor → `2.1.0`).
 * @param {string} version
 * @param {Bump} bump
 * @returns {string}
 */
export function bumpedVersion(version, bump) {
  const [major, minor, patch] = parseRelease(version);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}
