// @ts-check
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer, get as httpGet } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { waitForHealthy } from './health.mjs';
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
  writeFileSync(path.join(root, 'mf-manifest.json'), '{"id":"catalog"}');
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
    expect((await get('/mf-manifest.json')).headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${server.url}/remoteEntry.js`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('caches hashed files for a year and revalidates entry files', async () => {
    expect((await get('/main.0123abcd.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const entry of ['/remoteEntry.js', '/mf-manifest.json', '/', '/index.html']) {
      const response = await get(entry);
      expect(response.status, entry).toBe(200);
      expect(response.headers.get('cache-control'), entry).toBe('no-cache');
      expect(response.headers.get('etag'), entry).toBeTruthy();
    }
    // a client-side route (the SPA's index.html) and a 404 are never cached for long
    expect((await get('/product/42')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/gone.deadbeef.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the caching headers on a revalidation (304)', async () => {
    /** @type {Array<[string, string]>} */
    const files = [
      ['/mf-manifest.json', 'no-cache'],
      ['/main.0123abcd.js', 'public, max-age=31536000, immutable'],
    ];
    for (const [file, cacheControl] of files) {
      const etag = /** @type {string} */ ((await get(file)).headers.get('etag'));
      const again = await get(file, { 'if-none-match': etag });
      expect(again.status, file).toBe(304);
      expect(again.headers.get('cache-control'), file).toBe(cacheControl);
      expect(again.headers.get('access-control-allow-origin'), file).toBe('*');
    }
  });

  it("sends the precompressed variant with the original file's caching and type", async () => {
    const response = await rawGet('/main.0123abcd.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
    response.resume();
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

describe('bonis-serve (bin/bonis-serve.mjs)', () => {
  it(
    'serves a built folder with the same headers as serveStatic',
    { timeout: 30_000 },
    async () => {
      // a port that was just free
      const probe = createServer();
      await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      await new Promise((resolve) => probe.close(() => resolve(undefined)));

      const bin = path.join(import.meta.dirname, '..', 'bin', 'bonis-serve.mjs');
      const child = spawn(process.execPath, [bin, root, '--port', String(port)], {
        stdio: 'ignore',
      });
      try {
        const origin = `http://127.0.0.1:${port}`;
        await waitForHealthy(`${origin}/mf-manifest.json`, { intervalMs: 50, timeoutMs: 20_000 });
        const manifest = await fetch(`${origin}/mf-manifest.json`);
        expect(manifest.headers.get('cache-control')).toBe('no-cache');
        expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
        const chunk = await new Promise(
          (/** @type {(value: import('node:http').IncomingMessage) => void} */ resolve, reject) =>
            httpGet(
              `${origin}/main.0123abcd.js`,
              { headers: { 'accept-encoding': 'br' } },
              resolve,
            ).on('error', reject),
        );
        chunk.resume();
        expect(chunk.headers['content-encoding']).toBe('br');
        expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      } finally {
        child.kill('SIGTERM');
      }
    },
  );
});
