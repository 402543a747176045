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

/**
 * Anonymous HTML: a shared cache (CDN) keeps it for a second and may serve it stale for five
 * while it asks again, so it never lags the server's own page cache (which the database's change
 * feed keeps exact) by more than that; a CDN that purges from the same feed can keep it longer.
 */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=5';

/** robots.txt and the sitemap: built from the route table and, at most every 5 min, the catalog. */
export const SEO_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=300';

/**
 * @typedef {{ supabase: { url: string, anonKey: string }, remotes: Record<string, string> }} RuntimeConfig
 * @typedef {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>) & { warm: () => Promise<void>, close: () => Promise<void>, stats: () => object }} PageHandler
 */

/**
 * The page cache's settings from the environment: `BONIS_PAGE_CACHE=off` turns it off (every
 * page rendered per request, still coalesced), `BONIS_PAGE_CACHE_MB` its memory (default 64),
 * `BONIS_PAGE_CACHE_MAX_AGE_S` the longest a page is kept (default 300).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function pageCacheFromEnv(env = process.env) {
  /** @type {{ enabled: boolean, maxBytes?: number, maxAgeMs?: number }} */
  const settings = { enabled: env.BONIS_PAGE_CACHE !== 'off' };
  const megabytes = Number(env.BONIS_PAGE_CACHE_MB);
  if (env.BONIS_PAGE_CACHE_MB && Number.isFinite(megabytes) && megabytes > 0) {
    settings.maxBytes = megabytes * 1024 * 1024;
  }
  const seconds = Number(env.BONIS_PAGE_CACHE_MAX_AGE_S);
  if (env.BONIS_PAGE_CACHE_MAX_AGE_S && Number.isFinite(seconds) && seconds > 0) {
    settings.maxAgeMs = seconds * 1000;
  }
  return settings;
}

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
 * @param {{ enabled: boolean, maxBytes?: number, maxAgeMs?: number }} [options.pageCache]
 *   default: `pageCacheFromEnv()`
 * @param {string} [options.feedKey] the key the change feed subscribes with: the project's
 *   service-role key (default SUPABASE_SERVICE_ROLE_KEY; server environment only, never in
 *   runtime-config.json, never used to render). Without it the feed subscribes as anon and a
 *   page is kept at most 30 s (a row that becomes invisible to anon never reaches its feed).
 * @returns {Promise<PageHandler | null>} null when the shell has no server build
 */
export async function createPageHandler({
  distDir,
  runtimeConfig,
  log = console.warn,
  budgets = budgetsFromEnv(),
  publicOrigin = process.env.BONIS_PUBLIC_ORIGIN,
  pageCache = pageCacheFromEnv(),
  feedKey = process.env.SUPABASE_SERVICE_ROLE_KEY || undefined,
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
  const renderer = await server.createRenderer({
    template,
    lazyChunks,
    log,
    budgets,
    cache: { maxBytes: pageCache.maxBytes, maxAgeMs: pageCache.maxAgeMs },
  });
  /** @type {(() => Promise<void>) | undefined} */
  let stopFeed;
  /** compressed bodies, made once per page answer */
  const encoded = new WeakMap();

  /** @type {PageHandler} */
  const handlePage = Object.assign(page, {
    // The remotes' server containers loaded before the first shopper asks (call it once the
    // remotes are served), and the change feed that keeps the page cache exact.
    warm: async () => {
      await renderer.warm(runtimeConfig());
      if (pageCache.enabled && !stopFeed) {
        stopFeed = renderer.startFeed({ config: runtimeConfig(), key: feedKey });
      }
    },
    close: async () => {
      const stopping = stopFeed;
      stopFeed = undefined;
      await stopping?.();
    },
    stats: () => renderer.cacheStats(),
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
      send(
        req,
        res,
        200,
        'text/plain; charset=utf-8',
        renderer.robots(url.origin),
        SEO_CACHE_CONTROL,
      );
      return true;
    }
    if (url.pathname === '/sitemap.xml') {
      try {
        const xml = await renderer.sitemap(config, url.origin);
        await sendCompressed(req, res, 200, 'application/xml; charset=utf-8', Buffer.from(xml), {
          'Cache-Control': SEO_CACHE_CONTROL,
        });
      } catch (error) {
        log(`[ssr] sitemap.xml failed: ${error instanceof Error ? error.message : error}`);
        send(req, res, 503, 'text/plain; charset=utf-8', 'Sitemap no disponible');
      }
      return true;
    }
    // Files (anything with an extension) are the static server's.
    if (path.extname(url.pathname)) return false;
    if (!acceptsHtml(req)) return false;
    let answer;
    let outcome;
    try {
      ({ answer, outcome } = await renderer.page({ url: url.href, config }));
    } catch (error) {
      // Never a 500 page for a shopper: the browser page renders it as before.
      log(
        `[ssr] ${url.pathname}: server render failed, sent the browser page (${error instanceof Error ? error.message : error})`,
      );
      return false;
    }
    const { result, body } = answer;
    if (!result || !body) return false;
    const rendered = result.clientRendered ? 'browser' : outcome === 'miss' ? 'server' : 'cache';
    await sendCompressed(
      req,
      res,
      result.status,
      'text/html; charset=utf-8',
      body,
      {
        'Cache-Control': HTML_CACHE_CONTROL,
        'X-Bonis-Render': result.clientRendered ? 'browser' : 'server',
        'X-Bonis-Cache': outcome,
        // read by the page's vitals reporter (PerformanceNavigationTiming.serverTiming)
        'Server-Timing': `render;desc="${rendered}"`,
      },
      answer,
    );
    return true;
  }

  /**
   * The page compressed for the browser (brotli, else gzip): the static files are compressed at
   * build time, a rendered page once, when it is first sent in that encoding (a cached page's
   * compressed bytes are kept with it and counted against the cache's budget).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {string} type
   * @param {Buffer} body
   * @param {Record<string, string>} [headers]
   * @param {import('../src/server/entry').PageAnswer} [answer] the page answer the body belongs
   *   to (its variants are kept with it)
   */
  async function sendCompressed(req, res, status, type, body, headers = {}, answer) {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    /** @type {Buffer} */
    let buffer = body;
    /** @type {Record<string, string | number>} */
    const extra = { ...headers, Vary: 'Accept-Encoding' };
    if (encoding) {
      /** @type {Map<string, Promise<Buffer>> | undefined} */
      let variants = answer ? encoded.get(answer) : undefined;
      if (answer && !variants) {
        variants = new Map();
        encoded.set(answer, variants);
      }
      let variant = variants?.get(encoding);
      if (!variant) {
        variant =
          encoding === 'br'
            ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipAsync(body, { level: 6 });
        variants?.set(encoding, variant);
        if (answer) {
          const made = variant;
          void made.then(
            (bytes) => renderer.cacheGrew(answer, bytes.length),
            () => {},
          );
        }
      }
      buffer = await variant;
      extra['Content-Encoding'] = encoding;
    }
    res.writeHead(status, { 'Content-Type': type, 'Content-Length': buffer.length, ...extra });
    res.end(req.method === 'HEAD' ? undefined : buffer);
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
 * @param {string} [cacheControl]
 */
function send(req, res, status, type, body, cacheControl = HTML_CACHE_CONTROL) {
  const buffer = Buffer.from(body);
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': buffer.length,
    'Cache-Control': cacheControl,
  });
  res.end(req.method === 'HEAD' ? undefined : buffer);
}
