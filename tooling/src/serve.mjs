// @ts-check
/**
 * The production static server of the built store: one per deployed app, each on its own
 * origin, like independent deployments. sirv serves the files with the brotli and gzip variants
 * the build wrote, long-lived caching for hashed files, `no-cache` for entry points (index.html,
 * runtime-config.json, mf-manifest.json, remoteEntry.js), CORS on, and an SPA fallback for the
 * host.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { apps, host, portsFrom, remotes, runtimeConfig } from './apps.mjs';
import { serverFeedKey } from './supabase.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Cache-busting names (`main.0123abcd.js`): cached for a year; anything else is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/**
 * @typedef {object} ServeOptions
 * @property {string} root folder to serve
 * @property {number} port 0 for any free port (the result says which)
 * @property {string} [hostname] defaults to 127.0.0.1 (loopback only)
 * @property {boolean} [spa] answer unknown paths without an extension with /index.html
 * @property {Record<string, unknown>} [json] fixed JSON answers by path, e.g. { '/runtime-config.json': {...} }
 * @property {import('@bonis/shell/server').PageHandler | null} [pages] the host's server
 *   renderer: asked first for every other request; answers a page or declines (false)
 */

/**
 * @typedef {{ url: string, port: number, close: () => Promise<void> }} RunningServer
 */

/**
 * Serves a built folder with sirv (ARCHITECTURE §7): the `.br`/`.gz` the build wrote beside each
 * text file (`precompress.mjs`) to browsers that accept them, nothing compressed while
 * answering; CORS for every origin (remotes' manifests and chunks are fetched cross-origin);
 * hashed files cached for a year, the rest revalidated (ETag); fixed JSON answers
 * (`/runtime-config.json`) before any file. sirv reads the folder's file list once, when the
 * server starts: serve a build that is finished.
 * @param {ServeOptions} options
 * @returns {Promise<RunningServer>}
 */
export async function serveStatic({
  root,
  port,
  hostname = '127.0.0.1',
  spa = false,
  json = {},
  pages = null,
}) {
  const files = sirv(path.resolve(root), {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    single: spa,
  });

  const server = createServer((req, res) => {
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
    const fixed = json[new URL(req.url ?? '/', 'http://x').pathname];
    if (fixed !== undefined) {
      const body = Buffer.from(JSON.stringify(fixed, null, 2));
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const serveFile = () => {
      // Set before sirv answers (not in its setHeaders), so a 304 carries it too.
      const { pathname } = new URL(req.url ?? '/', 'http://x');
      res.setHeader(
        'Cache-Control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      files(req, res, () => {
        res.writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        res.end('Not found');
      });
    };
    if (!pages) {
      serveFile();
      return;
    }
    pages(req, res).then(
      (answered) => {
        if (!answered) serveFile();
      },
      () => serveFile(),
    );
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
 * @property {boolean} [ssr] server-render the public pages (the shell's server build); default on
 * @property {string} [feedKey] the key the page cache's change feed subscribes with (default
 *   `serverFeedKey` of the project's URL: SUPABASE_SERVICE_ROLE_KEY or a local server's own)
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
  ssr = true,
  feedKey,
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
  /** @type {import('@bonis/shell/server').PageHandler | null} */
  let pages = null;
  try {
    for (const app of apps) {
      if (skip.includes(app.name)) continue;
      const isHost = app.kind === 'host';
      const root = distDirs[app.name] ?? path.join(ROOT, app.dir, 'dist');
      const fixedConfig =
        isHost && !useDistRuntimeConfig
          ? runtimeConfig({
              remoteOrigins: origins,
              supabase: /** @type {{ url: string, anonKey: string }} */ (supabase),
            })
          : undefined;
      if (isHost && ssr) {
        // Only the whole store's server needs the shell (a workspace package, never published):
        // a remote's team serves its folder with `serveStatic` (bin/bonis-serve.mjs) without it.
        const { createPageHandler } = await import('@bonis/shell/server');
        const configOf = fixedConfig
          ? () => fixedConfig
          : distRuntimeConfig(path.join(root, 'runtime-config.json'));
        pages = await createPageHandler({
          distDir: root,
          runtimeConfig: configOf,
          // the page cache's change feed (server-side only, never in runtime-config.json)
          feedKey: feedKey ?? (await serverFeedKey(configOf().supabase.url)),
        });
      }
      servers[app.name] = await serveStatic({
        root,
        port: /** @type {number} */ (ports[app.name]),
        spa: isHost,
        json: fixedConfig ? { '/runtime-config.json': fixedConfig } : {},
        pages: isHost ? pages : null,
      });
    }
  } catch (error) {
    await Promise.all(Object.values(servers).map((server) => server.close()));
    throw error;
  }
  // Every remote is served now: the shell's server loads their server builds before the first
  // page is asked for.
  await pages?.warm();
  const handler = pages;
  return {
    servers,
    url: `http://localhost:${ports[host.name]}`,
    /** the shell server's page cache counters and change feed state (null without SSR) */
    pageCache: () => handler?.stats() ?? null,
    close: () =>
      Promise.all([handler?.close(), ...Object.values(servers).map((server) => server.close())]),
  };
}

/**
 * shell/dist/runtime-config.json as the server renderer reads it: read again when the file
 * changes (editing it moves a remote for the server as for the browser, without a restart).
 * @param {string} file
 */
function distRuntimeConfig(file) {
  /** @type {{ mtimeMs: number, config: any } | undefined} */
  let cached;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, config: JSON.parse(readFileSync(file, 'utf8')) };
    }
    return cached.config;
  };
}
