// @ts-check
/**
 * A small production static server: one per deployed app, each on its own origin, like
 * independent deployments. Gzip for text assets, long-lived caching for hashed files,
 * `no-cache` for entry points (index.html, runtime-config.json, mf-manifest.json,
 * remoteEntry.js), CORS on, and an SPA fallback for the host.
 */
import { createServer } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { apps, host, portsFrom, remotes, runtimeConfig } from './apps.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** @type {Record<string, string>} */
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/**
 * @typedef {object} ServeOptions
 * @property {string} root folder to serve
 * @property {number} port 0 for any free port (the result says which)
 * @property {string} [hostname] defaults to 127.0.0.1 (loopback only)
 * @property {boolean} [spa] answer unknown paths without an extension with /index.html
 * @property {Record<string, unknown>} [json] fixed JSON answers by path, e.g. { '/runtime-config.json': {...} }
 */

/**
 * @typedef {{ url: string, port: number, close: () => Promise<void> }} RunningServer
 */

/**
 * @param {ServeOptions} options
 * @returns {Promise<RunningServer>}
 */
export async function serveStatic({ root, port, hostname = '127.0.0.1', spa = false, json = {} }) {
  const base = path.resolve(root);
  /** @type {Map<string, { body: Buffer, gzip: Buffer | null, br: Buffer | null, mtimeMs: number }>} */
  const cache = new Map();

  /** @param {string} file */
  async function load(file) {
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const body = await readFile(file);
    const ext = path.extname(file);
    const compress = COMPRESSIBLE.has(ext) && body.length > 512;
    const entry = {
      body,
      gzip: compress ? gzipSync(body) : null,
      br: compress
        ? brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : null,
      mtimeMs,
    };
    cache.set(file, entry);
    return entry;
  }

  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const fixed = json[urlPath];
    if (fixed !== undefined) {
      const body = Buffer.from(JSON.stringify(fixed, null, 2));
      res.writeHead(200, {
        'Content-Type': MIME['.json'],
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let file = path.join(base, urlPath);
    if (file !== base && !file.startsWith(base + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      if (spa && !path.extname(urlPath)) file = path.join(base, 'index.html');
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
    }
    try {
      const entry = await load(file);
      const ext = path.extname(file);
      const encoding = pickEncoding(entry, String(req.headers['accept-encoding'] ?? ''));
      const body = encoding ? (entry[encoding] ?? entry.body) : entry.body;
      /** @type {Record<string, string | number>} */
      const headers = {
        'Content-Type': MIME[ext] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (encoding) headers['Content-Encoding'] = encoding;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve(undefined));
  });
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // `port: 0` asks the system for a free port: report the one it gave
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${bound}`,
    port: bound,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * @typedef {object} StoreOptions
 * @property {number} [basePort] host port; remotes take the next five (default 3000)
 * @property {Record<string, string>} [distDirs] app name → folder to serve instead of <app>/dist
 * @property {Record<string, string>} [remoteOrigins] app name → origin written into runtime-config.json
 * @property {string[]} [skip] app names not to start
 * @property {boolean} [useDistRuntimeConfig] serve shell/dist/runtime-config.json as built
 * @property {{ url: string, anonKey: string }} [supabase] the Supabase project written into
 *   runtime-config.json; needed unless useDistRuntimeConfig
 */

/**
 * Serves the built host and every remote, each from its own port. Unless told to use the
 * file in shell/dist, /runtime-config.json is answered with the origins actually used.
 * @param {StoreOptions} [options]
 */
export async function startStore({
  basePort = host.port,
  distDirs = {},
  remoteOrigins = {},
  skip = [],
  useDistRuntimeConfig = false,
  supabase,
} = {}) {
  if (!useDistRuntimeConfig && !supabase) {
    throw new Error('startStore: say which Supabase project runtime-config.json points at');
  }
  const ports = portsFrom(basePort);
  for (const app of apps) {
    const dir = distDirs[app.name] ?? path.join(ROOT, app.dir, 'dist');
    const marker = app.kind === 'host' ? 'index.html' : 'mf-manifest.json';
    if (!skip.includes(app.name) && !existsSync(path.join(dir, marker))) {
      throw new Error(`${app.dir} is not built (${dir} is missing): run \`npm run build\` first`);
    }
  }
  const origins = Object.fromEntries(
    remotes.map((remote) => [
      remote.name,
      remoteOrigins[remote.name] ?? `http://localhost:${ports[remote.name]}`,
    ]),
  );
  /** @type {Record<string, RunningServer>} */
  const servers = {};
  try {
    for (const app of apps) {
      if (skip.includes(app.name)) continue;
      const isHost = app.kind === 'host';
      servers[app.name] = await serveStatic({
        root: distDirs[app.name] ?? path.join(ROOT, app.dir, 'dist'),
        port: /** @type {number} */ (ports[app.name]),
        spa: isHost,
        json:
          isHost && !useDistRuntimeConfig
            ? {
                '/runtime-config.json': runtimeConfig({
                  remoteOrigins: origins,
                  supabase: /** @type {{ url: string, anonKey: string }} */ (supabase),
                }),
              }
            : {},
      });
    }
  } catch (error) {
    await Promise.all(Object.values(servers).map((server) => server.close()));
    throw error;
  }
  return {
    servers,
    url: `http://localhost:${ports[host.name]}`,
    close: () => Promise.all(Object.values(servers).map((server) => server.close())),
  };
}

/**
 * Brotli when the browser takes it (Chromium sends `br` even to http://localhost), else gzip,
 * else none. An encoding listed with `q=0` is refused.
 * @param {{ gzip: Buffer | null, br: Buffer | null }} entry
 * @param {string} acceptEncoding the request's Accept-Encoding header
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(entry, acceptEncoding) {
  const accepted = new Set();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name.toLowerCase());
  }
  if (entry.br && accepted.has('br')) return 'br';
  if (entry.gzip && accepted.has('gzip')) return 'gzip';
  return null;
}
