// @ts-check
import { describe, expect, it } from 'vitest';
import { mustBeValidKey } from './files.mjs';

describe('object names', () => {
  it('accepts the names Storage accepts', () => {
    for (const name of [
      'a.png',
      'folder/sub/a b (1).png',
      "x/it's & fine!.txt",
      'a..b',
      '.hidden',
    ]) {
      expect(() => mustBeValidKey(name), name).not.toThrow();
    }
  });

  it('refuses traversal, absolute paths, empty segments and unsafe characters', () => {
    for (const name of [
      '',
      '..',
      'a/../b',
      './a',
      '/etc/passwd',
      'a//b',
      'a/',
      'ñ.png',
      'a\\b',
      'x'.repeat(256),
    ]) {
      expect(() => mustBeValidKey(name), name).toThrow();
    }
  });
});
