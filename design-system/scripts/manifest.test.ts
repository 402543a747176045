import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs script without a declaration file; its JSDoc types are checked by tsc
import { publishManifest } from './manifest.mjs';

describe('the published manifest', () => {
  it('points every export at dist/ with its type declarations, and ships dist only', () => {
    const published = publishManifest({
      name: '@bonis/design-system',
      exports: { '.': './src/index.ts', './bus': './src/bus/index.ts' },
    }) as Record<string, unknown>;
    expect(published.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './bus': { types: './dist/bus/index.d.ts', import: './dist/bus/index.js' },
    });
    expect(published.types).toBe('./dist/index.d.ts');
    expect(published.files).toEqual(['dist', 'README.md']);
  });
});
