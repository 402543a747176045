/**
 * The package's public contract: the names exported by `@bonis/design-system` and
 * `@bonis/design-system/bus`. Changing them is a versioned change: this test fails until the
 * version is bumped and public-api.json is regenerated with
 * `UPDATE_PUBLIC_API=1 npx vitest run src/public-api.test.ts` (which refuses without a bump).
 * The bump is either package.json's version or a pending changeset (`.changeset/*.md`) that
 * bumps this package enough (minor for added names, major for removed ones); public-api.json
 * then records the version that changeset makes, which package.json reaches at the release.
 * The components' internal helpers are not part of it (2.0.0 removed them): a deny-list keeps
 * them out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as bus from './bus';
import * as root from './index';
import { bumpedVersion, releaseVersion, type Bump } from '@bonis/tooling/versions';

const PACKAGE = path.resolve(import.meta.dirname, '..');
const API_FILE = path.join(PACKAGE, 'public-api.json');
const CHANGESETS = path.resolve(PACKAGE, '..', '.changeset');
const NAME = '@bonis/design-system';

interface PublicApi {
  version: string;
  exports: Record<string, string[]>;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The bump a change of exports needs: major when a name is gone, minor when names were added. */
function neededBump(before: PublicApi['exports'], after: PublicApi['exports']): Bump | undefined {
  const names = (api: PublicApi['exports']) =>
    new Set(Object.entries(api).flatMap(([entry, list]) => list.map((n) => `${entry} ${n}`)));
  const [was, now] = [names(before), names(after)];
  if ([...was].some((name) => !now.has(name))) return 'major';
  if ([...now].some((name) => !was.has(name))) return 'minor';
  return undefined;
}

/** Orders two versions: negative when `a` comes first. */
function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) {
    const diff = (x?.[i] ?? 0) - (y?.[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Whether `to` is at least a `bump` after `from` (2.0.0 → 2.1.0 is a minor, not a major). */
function isAtLeast(from: string, to: string, bump: Bump): boolean {
  return compareVersions(to, bumpedVersion(from, bump)) >= 0;
}

/**
 * Helpers the components use inside the package, never a remote: the overlay machinery, the
 * math and checks behind a component, its default labels and durations. Exporting one makes it a
 * contract of the singleton that only a major version can take back. Import them from their
 * module inside the package.
 */
const INTERNAL = [
  // the overlay machinery (components/overlay)
  'OverlayLayer',
  'Portal',
  'useClickOutside',
  'useEscape',
  'useFocusTrap',
  'useScrollLock',
  // DataTable, Pagination, QuantityStepper, Price, Avatar, Breadcrumb, Badge, Toast
  'compareSortValues',
  'nextSort',
  'sortRows',
  'pageItems',
  'resolveQuantity',
  'originalPrice',
  'savings',
  'initialsOf',
  'renderAnchor',
  'badgeLabels',
  'DEFAULT_TOAST_DURATION',
  // ImageUploader (formatMegabytes is public since 2.1.0: a formatter the admin uses too)
  'BYTES_PER_MB',
  'defaultImageMessages',
  'isImageFile',
  'validateImages',
  // a stand-in page of the first releases; no remote renders it any more
  'RoutePlaceholder',
];

describe('public API', () => {
  it('changes only together with a version bump', () => {
    const { version } = read<{ version: string }>(path.join(PACKAGE, 'package.json'));
    const release = releaseVersion(CHANGESETS, NAME, version);
    const actual: PublicApi['exports'] = {
      '.': Object.keys(root).sort(),
      './bus': Object.keys(bus).sort(),
    };
    const recorded = read<PublicApi>(API_FILE);
    const same = JSON.stringify(actual) === JSON.stringify(recorded.exports);
    if (process.env.UPDATE_PUBLIC_API && !same) {
      // the last released version: package.json's, or the record's when package.json was bumped
      const released = compareVersions(recorded.version, version) < 0 ? recorded.version : version;
      const needed = neededBump(recorded.exports, actual) ?? 'patch';
      if (!isAtLeast(released, release, needed)) {
        throw new Error(
          `The public API changed (a ${needed} change) but ${NAME} would still be released as ${release}: bump it in package.json or add a ${needed} changeset (npx changeset) first.`,
        );
      }
      writeFileSync(
        API_FILE,
        `${JSON.stringify({ version: release, exports: actual }, null, 2)}\n`,
      );
      return;
    }
    expect(
      actual,
      'The public exports changed: bump the version (package.json or a changeset), then run UPDATE_PUBLIC_API=1 npx vitest run src/public-api.test.ts',
    ).toEqual(recorded.exports);
    expect(
      compareVersions(recorded.version, version) >= 0 &&
        compareVersions(recorded.version, release) <= 0,
      `public-api.json was recorded for ${recorded.version}, not for ${version} (package.json) or the ${release} the pending changesets make`,
    ).toBe(true);
  });

  it("keeps the components' internal helpers out of it", () => {
    const exported = new Set([...Object.keys(root), ...Object.keys(bus)]);
    const leaked = INTERNAL.filter((name) => exported.has(name));
    expect(
      leaked,
      'These are internal helpers of the design system: import them from their module inside the package, and keep them out of src/index.ts and the components/*.ts barrels',
    ).toEqual([]);
  });

  it('exports ./bus from the exports map, and every export resolves to a source file', () => {
    const manifest = read<{ exports: Record<string, string> }>(path.join(PACKAGE, 'package.json'));
    expect(Object.keys(manifest.exports).sort()).toEqual(['.', './bus']);
    for (const source of Object.values(manifest.exports)) {
      expect(() => readFileSync(path.join(PACKAGE, source))).not.toThrow();
    }
  });
});
