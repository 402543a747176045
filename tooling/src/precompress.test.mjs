// @ts-check
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes a .br and a .gz beside each text file that decompress to it', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(path.join(dir, 'main.0123abcd.js'), script);

    expect(await precompress(dir, ['main.0123abcd.js'])).toEqual(['main.0123abcd.js']);

    const file = path.join(dir, 'main.0123abcd.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(200);
  });

  it('leaves small files, images and runtime-config.json as they are', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'tiny.js'), 'var a = 1;');
    writeFileSync(path.join(dir, 'photo.webp'), Buffer.alloc(4000));
    writeFileSync(path.join(dir, 'runtime-config.json'), JSON.stringify({ pad: 'x'.repeat(4000) }));

    expect(await precompress(dir, ['tiny.js', 'photo.webp', 'runtime-config.json'])).toEqual([]);

    for (const name of ['tiny.js', 'photo.webp', 'runtime-config.json']) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
