// @ts-check
import { satisfy } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nextMajorVersion, olderCompatibleVersion, releaseVersion } from './versions.mjs';

describe('olderCompatibleVersion', () => {
  it('takes the previous minor when there is one', () => {
    expect(olderCompatibleVersion('1.1.0')).toBe('1.0.0');
    expect(olderCompatibleVersion('2.3.4')).toBe('2.2.0');
  });

  it('takes the previous patch of a .0 minor', () => {
    expect(olderCompatibleVersion('2.0.3')).toBe('2.0.2');
    expect(olderCompatibleVersion('1.0.1')).toBe('1.0.0');
  });

  it("takes the major's prerelease at x.0.0, never a negative minor", () => {
    expect(olderCompatibleVersion('2.0.0')).toBe('2.0.0-rc.0');
  });

  it('gives a version whose caret range the given one satisfies, as Module Federation checks it', () => {
    for (const version of ['1.1.0', '2.3.4', '2.0.3', '2.0.0', '10.0.0', '0.3.1', '0.0.2']) {
      const older = olderCompatibleVersion(version);
      expect(older).not.toBe(version);
      expect(satisfy(version, `^${older}`), `${version} satisfies ^${older}`).toBe(true);
      expect(satisfy(older, `^${version}`), `${older} is older than ${version}`).toBe(false);
    }
  });

  it('refuses what is not a release', () => {
    expect(() => olderCompatibleVersion('2.0.0-rc.1')).toThrow(/not a release version/);
    expect(() => olderCompatibleVersion('^2.0.0')).toThrow(/not a release version/);
  });
});

describe('nextMajorVersion', () => {
  it('is the next major, which the given version does not satisfy', () => {
    expect(nextMajorVersion('2.0.0')).toBe('3.0.0');
    expect(nextMajorVersion('1.4.2')).toBe('2.0.0');
    expect(satisfy('2.0.0', `^${nextMajorVersion('2.0.0')}`)).toBe(false);
  });
});

describe('releaseVersion', () => {
  /**
   * A .changeset folder holding these changesets (file name → front matter lines).
   * @param {Record<string, string[]>} files
   */
  function changesets(files) {
    const dir = mkdtempSync(path.join(tmpdir(), 'changesets-'));
    writeFileSync(path.join(dir, 'README.md'), "---\n'@bonis/a': major\n---\n");
    for (const [name, lines] of Object.entries(files)) {
      writeFileSync(path.join(dir, name), `---\n${lines.join('\n')}\n---\n\nWhy.\n`);
    }
    return dir;
  }

  it('applies the largest pending bump of the package once, ignoring other packages and the README', () => {
    const dir = changesets({
      'one.md': ["'@bonis/a': patch", "'@bonis/b': major"],
      'two.md': ['"@bonis/a": minor'],
    });
    expect(releaseVersion(dir, '@bonis/a', '2.0.3')).toBe('2.1.0');
    expect(releaseVersion(dir, '@bonis/b', '2.0.3')).toBe('3.0.0');
    expect(releaseVersion(dir, '@bonis/c', '2.0.3')).toBe('2.0.3');
  });

  it('keeps the version with no changesets folder, and bumps a patch alone', () => {
    expect(releaseVersion(path.join(tmpdir(), 'no-such-folder-x'), '@bonis/a', '1.2.3')).toBe(
      '1.2.3',
    );
    const dir = changesets({ 'fix.md': ["'@bonis/a': patch"] });
    expect(releaseVersion(dir, '@bonis/a', '1.2.3')).toBe('1.2.4');
  });
});
