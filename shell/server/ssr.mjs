// @ts-check
/**
 * The shell's server-rendering request handler (ARCHITECTURE §3). It runs the shell's server
 * build (`dist/server/main.cjs`, built from `src/server/` by `npm run build -w @bonis/shell`),
 * which loads each remote's server container at runtime from runtime-config.json's manifest
 * URLs. Public pages get server-rendered HTML; anything it does not render (signed-in pages,
 * /admin, maintenance, or an error) falls through to the browser page, exactly as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Anonymous HTML: shared caches keep it briefly and may serve it stale while refreshing. */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';

/**
 * @typedef {{ supabase: { url: string, anonKey: string }, remotes: Record<string, string> }} RuntimeConfig
 * @typedef {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>) & { warm: () => Promise<void> }} PageHandler
 */

/** The time budgets an environment sets, in milliseconds (unset or invalid: the renderer's). */
const BUDGET_VARIABLES = Object.freeze({
  remoteMs: 'BONIS_SSR_REMOTE_MS',
  dataMs: 'BONIS_SSR_DATA_MS',
  renderMs: 'BONIS_SSR_RENDER_MS',
});

/**
 * The server renderer's time budgets from `BONIS_SSR_REMOTE_MS`, `BONIS_SSR_DATA_MS` and
 * `BONIS_SSR_RENDER_MS`: a deploy tunes them, and the end-to-end run lifts them, because what
 * its journeys check is the server-rendered page, not how fast a shared, loaded machine makes
 * it (past a budget the page goes to the browser, by design).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Partial<{ remoteMs: number, dataMs: number, renderMs: number }>}
 */
export function budgetsFromEnv(env = process.env) {
  /** @type {Partial<{ remoteMs: number, dataMs: number, renderMs: number }>} */
  const budgets = {};
  for (const [key, variable] of /** @type {['remoteMs' | 'dataMs' | 'renderMs', string][]} */ (
    Object.entries(BUDGET_VARIABLES)
  )) {
    const value = Number(env[variable]);
    if (env[variable] && Number.isFinite(value) && value > 0) budgets[key] = value;
  }
  return budgets;
}

/**
 * @param {object} options
 * @param {string} options.distDir the shell's built folder (index.html and server/main.js)
 * @param {() => RuntimeConfig} options.runtimeConfig the config the browser gets, read per request
 * @param {(line: string) => void} [options.log]
 * @param {Partial<{ remoteMs: number, dataMs: number, renderMs: number }>} [options.budgets]
 *   default: `budgetsFromEnv()`
 * @param {string} [options.publicOrigin] the store's public origin for canonical URLs, Open
 *   Graph, robots.txt and the sitemap (default BONIS_PUBLIC_ORIGIN, else the request's Host:
 *   set it behind a CDN, so a forged Host header can't end up in a cached page)
 * @returns {Promise<PageHandler | null>} null when the shell has no server build
 */
export async function createPageHandler({
  distDir,
  runtimeConfig,
  log = console.warn,
  budgets = budgetsFromEnv(),
  publicOrigin = process.env.BONIS_PUBLIC_ORIGIN,
}) {
  const entry = path.join(distDir, 'server', 'main.cjs');
  if (!existsSync(entry)) {
    log(`[ssr] ${entry} is missing: every page is rendered in the browser`);
    return null;
  }
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // Written by tooling's PreloadStartupChunksPlugin with index.html.
  const lazyChunksFile = path.join(distDir, 'lazy-chunks.json');
  const lazyChunks = existsSync(lazyChunksFile)
    ? /** @type {Record<string, string[]>} */ (JSON.parse(readFileSync(lazyChunksFile, 'utf8')))
    : {};
  const require = createRequire(import.meta.url);
  /** @type {import('../src/server/entry')} */
  const server = require(entry);
  const renderer = await server.createRenderer({ template, lazyChunks, log, budgets });

  /** @type {PageHandler} */
  const handlePage = Object.assign(page, {
    // The remotes' server containers loaded before the first shopper asks (call it once the
    // remotes are served).
    warm: () => renderer.warm(runtimeConfig()),
  });
  return handlePage;

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function page(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = new URL(
      req.url ?? '/',
      publicOrigin ?? `http://${req.headers.host ?? 'localhost'}`,
    );
    const config = runtimeConfig();
    if (url.pathname === '/robots.txt') {
      send(req, res, 200, 'text/plain; charset=utf-8', renderer.robots(url.origin));
      return true;
    }
    if (url.pathname === '/sitemap.xml') {
      try {
        const xml = await renderer.sitemap(config, url.origin);
        await sendCompressed(req, res, 200, 'application/xml; charset=utf-8', xml);
      } catch (error) {
        log(`[ssr] sitemap.xml failed: ${error instanceof Error ? error.message : error}`);
        send(req, res, 503, 'text/plain; charset=utf-8', 'Sitemap no disponible');
      }
      return true;
    }
    // Files (anything with an extension) are the static server's.
    if (path.extname(url.pathname)) return false;
    if (!acceptsHtml(req)) return false;
    let result;
    try {
      result = await renderer.render({ url: url.href, config });
    } catch (error) {
      // Never a 500 page for a shopper: the browser page renders it as before.
      log(
        `[ssr] ${url.pathname}: server render failed, sent the browser page (${error instanceof Error ? error.message : error})`,
      );
      return false;
    }
    if (!result) return false;
    await sendCompressed(req, res, result.status, 'text/html; charset=utf-8', result.html, {
      'Cache-Control': HTML_CACHE_CONTROL,
      'X-Bonis-Render': result.clientRendered ? 'browser' : 'server',
    });
    return true;
  }
}

/** @param {import('node:http').IncomingMessage} req */
function acceptsHtml(req) {
  const accept = req.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} type
 * @param {string} body
 */
function send(req, res, status, type, body) {
  const buffer = Buffer.from(body);
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': buffer.length,
    'Cache-Control': HTML_CACHE_CONTROL,
  });
  res.end(req.method === 'HEAD' ? undefined : buffer);
}

/**
 * The page compressed for the browser (brotli, else gzip): the static files are compressed at
 * build time, a rendered page can only be compressed now.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} type
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
async function sendCompressed(req, res, status, type, body, headers = {}) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  /** @type {Buffer} */
  let buffer = Buffer.from(body);
  /** @type {Record<string, string | number>} */
  const extra = { ...headers, Vary: 'Accept-Encoding' };
  if (/\bbr\b/.test(accepted)) {
    buffer = await brotli(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    extra['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepted)) {
    buffer = await gzipAsync(buffer, { level: 6 });
    extra['Content-Encoding'] = 'gzip';
  }
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': buffer.length, ...extra });
  res.end(req.method === 'HEAD' ? undefined : buffer);
}
