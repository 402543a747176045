// @ts-check
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { pickEncoding, serveStatic } from './serve.mjs';

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

  it('gzips text assets for clients that accept it', async () => {
    const response = await rawGet('/main.0123abcd.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBeLessThan(4000);
    response.resume();
  });

  it('sends brotli to clients that accept it (Chromium does, even over http)', async () => {
    const response = await rawGet('/main.0123abcd.js', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    /** @type {Buffer[]} */
    const parts = [];
    for await (const part of response) parts.push(part);
    const body = Buffer.concat(parts);
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toContain('x'.repeat(4000));
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
    const response = await get('/..%2Fsecret.txt');
    expect(response.status).toBe(403);
  });
});

describe('pickEncoding', () => {
  const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
  it('prefers brotli, then gzip, then none', () => {
    expect(pickEncoding(both, 'gzip, br')).toBe('br');
    expect(pickEncoding(both, 'gzip')).toBe('gzip');
    expect(pickEncoding(both, '')).toBeNull();
    expect(pickEncoding({ br: null, gzip: null }, 'gzip, br')).toBeNull();
  });
  it('refuses an encoding the client lists with q=0', () => {
    expect(pickEncoding(both, 'br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(both, 'br;q=0.5')).toBe('br');
  });
});
