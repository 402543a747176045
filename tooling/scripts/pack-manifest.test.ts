import { describe, expect, it } from 'vitest';
import { publishManifest } from './pack-manifest.mjs';

describe('the published manifest', () => {
  it('points every TypeScript export at dist/ with its type declarations, and ships dist only', () => {
    const published = publishManifest({
      name: '@bonis/design-system',
      exports: { '.': './src/index.ts', './bus': './src/bus/index.ts' },
    }) as Record<string, unknown>;
    expect(published.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './bus': { types: './dist/bus/index.d.ts', import: './dist/bus/index.js' },
    });
    expect(published.types).toBe('./dist/index.d.ts');
    expect(published.files).toEqual(['dist', 'README.md', 'CHANGELOG.md']);
  });

  it('publishes JavaScript modules as they are, with the declarations their build wrote, and keeps a package’s own file list', () => {
    const published = publishManifest(
      {
        name: '@bonis/tooling',
        exports: {
          './federation': './src/federation.mjs',
          './globals': './src/globals.d.ts',
          './standalone': './src/standalone.tsx',
          './serve': './src/serve.mjs',
        },
        files: ['src/*.mjs', 'dist'],
      },
      (file: string) => file === './dist/federation.d.mts',
    ) as Record<string, unknown>;
    expect(published.exports).toEqual({
      './federation': { types: './dist/federation.d.mts', default: './src/federation.mjs' },
      './serve': './src/serve.mjs',
      './globals': './src/globals.d.ts',
      './standalone': { types: './dist/standalone.d.ts', import: './dist/standalone.js' },
    });
    expect(published).not.toHaveProperty('types');
    expect(published.files).toEqual(['src/*.mjs', 'dist']);
  });
});
