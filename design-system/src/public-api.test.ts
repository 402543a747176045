/**
 * The package's public contract: the names exported by `@bonis/design-system` and
 * `@bonis/design-system/bus`. Changing them is a versioned change: this test fails until
 * package.json's version is bumped and public-api.json is regenerated with
 * `UPDATE_PUBLIC_API=1 npx vitest run src/public-api.test.ts` (which refuses without a bump).
 * The components' internal helpers are not part of it (2.0.0 removed them): a deny-list keeps
 * them out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as bus from './bus';
import * as root from './index';

const PACKAGE = path.resolve(import.meta.dirname, '..');
const API_FILE = path.join(PACKAGE, 'public-api.json');

interface PublicApi {
  version: string;
  exports: Record<string, string[]>;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

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
  // ImageUploader
  'BYTES_PER_MB',
  'defaultImageMessages',
  'formatMegabytes',
  'isImageFile',
  'validateImages',
  // a stand-in page of the first releases; no remote renders it any more
  'RoutePlaceholder',
];

describe('public API', () => {
  it('changes only together with a version bump', () => {
    const { version } = read<{ version: string }>(path.join(PACKAGE, 'package.json'));
    const actual: PublicApi['exports'] = {
      '.': Object.keys(root).sort(),
      './bus': Object.keys(bus).sort(),
    };
    const recorded = read<PublicApi>(API_FILE);
    const same = JSON.stringify(actual) === JSON.stringify(recorded.exports);
    if (process.env.UPDATE_PUBLIC_API && !same) {
      if (version === recorded.version) {
        throw new Error(
          `The public API changed but the version is still ${version}: bump it in package.json first.`,
        );
      }
      writeFileSync(API_FILE, `${JSON.stringify({ version, exports: actual }, null, 2)}\n`);
      return;
    }
    expect(
      actual,
      'The public exports changed: bump the version in package.json, then run UPDATE_PUBLIC_API=1 npx vitest run src/public-api.test.ts',
    ).toEqual(recorded.exports);
    expect(recorded.version, 'public-api.json was recorded for another version').toBe(version);
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
