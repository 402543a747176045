// @ts-check
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, parseBuckets } from '../config.mjs';
import { contentTypeFor, listSeedFiles } from './seed.mjs';

/** @type {string[]} */
const folders = [];
const tempFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bonis-seed-unit-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('parseBuckets', () => {
  it('reads the Supabase CLI keys and resolves objects_path against the supabase folder', () => {
    expect(
      parseBuckets(
        {
          images: {
            public: true,
            file_size_limit: '5MiB',
            allowed_mime_types: ['image/png', 'image/svg+xml'],
            objects_path: './seed/images',
          },
          bare: {},
        },
        '/project/supabase',
      ),
    ).toEqual([
      {
        name: 'images',
        public: true,
        fileSizeLimit: 5 * 1024 * 1024,
        allowedMimeTypes: ['image/png', 'image/svg+xml'],
        objectsPath: '/project/supabase/seed/images',
      },
      { name: 'bare' },
    ]);
  });

  it('refuses a file_size_limit that is not a size', () => {
    expect(() => parseBuckets({ images: { file_size_limit: 'lots' } }, '/x')).toThrow(
      /\[storage\.buckets\.images\] file_size_limit/,
    );
  });

  it("keeps the project's product-images bucket equal to its migration", () => {
    const bucket = loadConfig({ env: {} }).seedBuckets.find((b) => b.name === 'product-images');
    expect(bucket).toMatchObject({
      public: true,
      fileSizeLimit: 5 * 1024 * 1024,
      allowedMimeTypes: expect.arrayContaining(['image/svg+xml', 'image/png', 'image/jpeg']),
    });
    expect(bucket?.objectsPath).toMatch(/supabase[\\/]seed[\\/]product-images$/);
  });
});

describe('contentTypeFor', () => {
  it('names image types by extension, whatever its case', () => {
    expect(contentTypeFor('catalog/kong.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('a/b/photo.JPG')).toBe('image/jpeg');
    expect(contentTypeFor('x.webp')).toBe('image/webp');
    expect(contentTypeFor('README')).toBe('application/octet-stream');
  });
});

describe('listSeedFiles', () => {
  it('lists regular files recursively with / separators, sorted, skipping symbolic links and hidden files', () => {
    const dir = tempFolder();
    mkdirSync(path.join(dir, 'b', 'c'), { recursive: true });
    mkdirSync(path.join(dir, '.hidden'), { recursive: true });
    writeFileSync(path.join(dir, '.hidden', 'x.svg'), '<svg/>');
    writeFileSync(path.join(dir, 'b', '.DS_Store'), '');
    writeFileSync(path.join(dir, '.photo.jpg.1234.tmp'), '');
    writeFileSync(path.join(dir, 'z.svg'), '<svg/>');
    writeFileSync(path.join(dir, 'b', 'c', 'a.png'), '');
    writeFileSync(path.join(dir, 'a.svg'), '<svg/>');
    symlinkSync(path.join(dir, 'a.svg'), path.join(dir, 'link.svg'));
    expect(listSeedFiles(dir)).toEqual(['a.svg', 'b/c/a.png', 'z.svg']);
  });
});
