// @ts-check
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { precompress } from './precompress.mjs';
import { serveStatic } from './serve.mjs';

/** @type {Awaited<ReturnType<typeof serveStatic>>} */
let server;
const parent = mkdtempSync(path.join(tmpdir(), 'bonis-serve-'));
const root = path.join(parent, 'site');

beforeAll(async () => {
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Boñis</title>');
  writeFileSync(
    path.join(root, 'main.0123abcd.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry = 1;');
  writeFileSync(
    path.join(root, 'plain.0123abcd.js'),
    `console.log(${JSON.stringify('y'.repeat(4000))});`,
  );
  // as the build leaves it: the compressed variants beside the file (precompress.mjs)
  await precompress(root, ['main.0123abcd.js']);
  mkdirSync(path.join(root, 'nested'));
  writeFileSync(path.join(root, 'nested', 'index.html'), 'nested');
  writeFileSync(path.join(root, '..', 'secret.txt'), 'secret');
  server = await serveStatic({
    root,
    // a free port: another clone's tests may be running beside these
    port: 0,
    spa: true,
    json: {
      '/runtime-config.json': { remotes: { catalog: 'http://localhost:1/mf-manifest.json' } },
    },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(parent, { recursive: true, force: true });
});

const get = (/** @type {string} */ url, /** @type {Record<string, string>} */ headers = {}) =>
  fetch(`${server.url}${url}`, { headers });

/**
 * A GET that leaves the body as sent (fetch would decompress it).
 * @param {string} url
 * @param {string} acceptEncoding
 * @returns {Promise<import('node:http').IncomingMessage>}
 */
const rawGet = (url, acceptEncoding) =>
  new Promise((resolve, reject) => {
    httpGet(`${server.url}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, resolve).on(
      'error',
      reject,
    );
  });

describe('serveStatic', () => {
  it('sends CORS headers so other origins can fetch manifests and chunks', async () => {
    const response = await get('/remoteEntry.js');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${server.url}/remoteEntry.js`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });

  it('caches hashed files for a year and revalidates entry files', async () => {
    expect((await get('/main.0123abcd.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the gzip the build wrote to clients that accept gzip', async () => {
    const response = await rawGet('/main.0123abcd.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('javascript');
    expect(Number(response.headers['content-length'])).toBeLessThan(4000);
    response.resume();
  });

  it('sends the brotli the build wrote to clients that accept it (Chromium does, even over http)', async () => {
    const response = await rawGet('/main.0123abcd.js', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    /** @type {Buffer[]} */
    const parts = [];
    for await (const part of response) parts.push(part);
    const body = Buffer.concat(parts);
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toContain('x'.repeat(4000));
  });

  it('never compresses while answering: a file without variants goes as it is', async () => {
    const response = await rawGet('/plain.0123abcd.js', 'gzip, br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBeGreaterThan(4000);
    response.resume();
  });

  it('sends the file itself to clients that accept no compression', async () => {
    const response = await rawGet('/main.0123abcd.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    response.resume();
  });

  it('answers client-side routes with index.html and unknown files with 404', async () => {
    const page = await get('/product/42');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Boñis</title>');
    expect((await get('/missing.js')).status).toBe(404);
    expect(await (await get('/nested/')).text()).toBe('nested');
  });

  it('serves fixed JSON answers such as /runtime-config.json', async () => {
    const response = await get('/runtime-config.json');
    expect(response.headers.get('content-type')).toContain('application/json');
    // revalidated on every load: the shell fetches it with the default cache mode
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      remotes: { catalog: 'http://localhost:1/mf-manifest.json' },
    });
  });

  it('never serves files outside its folder', async () => {
    for (const attempt of ['/..%2Fsecret.txt', '/../secret.txt', '/%2e%2e/secret.txt']) {
      const response = await get(attempt);
      // the SPA page or a 404, never the file beside the folder
      expect(await response.text(), attempt).not.toContain('secret');
    }
  });
});
