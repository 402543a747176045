// @ts-check
import { satisfy } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { nextMajorVersion, olderCompatibleVersion } from './versions.mjs';

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
