import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate } from '@tanstack/react-query';
import ws from 'ws';
import type { ExposedModule, PageHead, RoutedApp } from '@bonis/contracts';
import {
  configureImageTransformations,
  createBonisClient,
  provideSupabase,
  type BonisClient,
} from '@bonis/supabase-client';
import { storeSettingsQuery, type StoreSettings } from '@bonis/supabase-client/queries';
import { App, createQueryClient } from '../app/app';
import { resolveWith, routeResolutionKey } from '../app/route-resolution';
import type { RemoteName, RuntimeConfig } from '../config/runtime-config';
import {
  RemoteUnavailableError,
  settledInPlace,
  type RemoteLoader,
  type Settled,
} from '../remotes/remote-loader';
import { matchOf, NOT_FOUND_TITLE, routeTable } from '../routes/route-table';
import { changedTags, pageKey, pageTags, watchedTables, type TableChange } from './cache-tags';
import { startChangeFeed, type ChangeFeed, type FeedStatus } from './change-feed';
import { DEFAULT_MAX_AGE_MS, PageCache, type CacheOutcome, type CacheStats } from './page-cache';
import { renderHeadTags } from './seo/head';
import { buildSitemap, robotsTxt, type SitemapSource } from './seo/sitemap';
import { ServerRemotes, type BrowserManifest } from './server-remotes';
import { documentHtml, type DocumentParts } from './document';

export interface Budgets {
  /** loading a remote's server container and modules (cold: fetched over HTTP) */
  remoteMs: number;
  /** a page's data (the remote's prefetch, the shell's own reads) */
  dataMs: number;
  /** React's render of the whole page, after which the page is rendered in the browser */
  renderMs: number;
}

export const DEFAULT_BUDGETS: Budgets = { remoteMs: 1_500, dataMs: 300, renderMs: 1_000 };

export interface PageCacheSettings {
  /** the most bytes of pages kept in memory (default 64 MiB) */
  maxBytes?: number;
  /** the longest a page is served from memory, in ms (default 5 min; 30 s with an anon feed) */
  maxAgeMs?: number;
}

export interface RendererOptions {
  /** the built browser page (shell/dist/index.html): scripts, preloads, title */
  template: string;
  /**
   * the browser build's lazy-chunks.json: the files of each on-demand feature a page preloads
   * and runs when its markup holds one (default: none)
   */
  lazyChunks?: Record<string, string[]>;
  budgets?: Partial<Budgets>;
  /** one line per page rendered in the browser instead, and why */
  log?: (line: string) => void;
  cache?: PageCacheSettings;
}

export interface RenderRequest {
  /** absolute URL of the page, as the shopper asked for it */
  url: string;
  config: RuntimeConfig;
}

export interface RenderResult {
  status: number;
  html: string;
  /** the remote whose page was rendered on the server, if any */
  remote?: RemoteName;
  /** why the page's remote was left to the browser, if it was */
  clientRendered?: string;
}

/** A page as the server answers it: rendered now, or from the page cache. */
export interface PageAnswer {
  /** null: not a server-rendered page (the caller sends the plain browser page) */
  result: RenderResult | null;
  /** the page's HTML, encoded once */
  body: Buffer | null;
  /** the cache key (to count compressed variants made later against the cache's budget) */
  key: string;
  /** bytes held: the body, plus compressed variants as they are made */
  bytes: number;
}

export interface FeedOptions {
  config: RuntimeConfig;
  /**
   * the key the change feed subscribes with: the service-role key where the server has it (see
   * `change-feed.ts`); default the anon key of `config`, and then pages live at most 30 s
   */
  key?: string;
}

export interface Renderer {
  /**
   * The page at `url` through the anonymous HTML cache: from memory when a render of it is
   * kept and no row it read has changed since, else rendered once for however many ask at the
   * same time. Pages are kept only while the change feed is live (`startFeed`).
   */
  page: (request: RenderRequest) => Promise<{ answer: PageAnswer; outcome: CacheOutcome }>;
  /** counts bytes made for a page later (a compressed variant) against the cache's budget */
  cacheGrew: (answer: PageAnswer, bytes: number) => void;
  /**
   * Subscribes to the database's changes to the tables the pages read (route records'
   * `reads`): each change drops exactly the cached pages that read the changed row, and the
   * store settings are read again when `app_settings` changes. Also checks the remotes' builds
   * every 10 s (a redeploy empties the cache). Returns a function that stops it all.
   */
  startFeed: (options: FeedOptions) => () => Promise<void>;
  /** the cache's counters (hits, misses, coalesced, entries, bytes, dropped) and the feed */
  cacheStats: () => CacheStats & { feed: FeedStatus | 'off' };
  /**
   * The page's HTML, or null when the URL is not server-rendered (signed-in pages, /admin, or
   * the store in maintenance): the caller then sends the plain browser page.
   */
  render: (request: RenderRequest) => Promise<RenderResult | null>;
  /**
   * /sitemap.xml: the public pages, then the pages the remotes' route records list (active
   * products and categories, which catalog reads as anon)
   */
  sitemap: (config: RuntimeConfig, origin: string) => Promise<string>;
  /** /robots.txt */
  robots: (origin: string) => string;
  /**
   * Loads the storefront remotes' server containers ahead of the first shopper (a cold
   * container is fetched and compiled: ≈ 0.3 s). Never rejects.
   */
  warm: (config: RuntimeConfig) => Promise<void>;
}

class BudgetExceeded extends Error {
  override name = 'BudgetExceeded';
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BudgetExceeded(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A load as React's `use()` reads it; a rejection is React's to see, never an unhandled one. */
function settled<T>(promise: Promise<T>): Settled<T> {
  const tracked = settledInPlace(promise);
  tracked.catch(() => {});
  return tracked;
}

const reasonOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);

/**
 * The shell's server renderer (ARCHITECTURE §3): per request it matches the route in the same
 * table the browser uses, loads the owning remote's server container through the Module
 * Federation Node runtime, lets the remote prefetch the page's data as the anonymous role,
 * renders the shell's App with React's streaming renderer and styled-components' sheet, and
 * returns the page with its styles, dehydrated queries, runtime config and preload hints.
 * A remote that is unreachable, throws or is over budget is left to the browser for that
 * request (its slot's client-render fallback); the chrome is always rendered here.
 */
export function createRenderer({
  template,
  lazyChunks = {},
  budgets: given,
  log = console.warn,
  cache: cacheSettings = {},
}: RendererOptions) {
  const budgets = { ...DEFAULT_BUDGETS, ...given };
  const remotes = new ServerRemotes();
  let cache = new PageCache<PageAnswer>({ maxAgeMs: DEFAULT_MAX_AGE_MS, ...cacheSettings });
  let feedStatus: FeedStatus | 'off' = 'off';
  /**
   * The store settings, read once and kept fresh by the change feed (a change of `app_settings`
   * reads them again): no page waits on them after the first. `version` counts the reads.
   */
  let settings: { version: number; value: Promise<StoreSettings | undefined> } | undefined;
  let settingsVersion = 0;
  let supabase: { key: string; client: BonisClient } | undefined;

  function anonymousClient(config: RuntimeConfig) {
    // a hosted project without image transformations (free plan) gets the originals
    configureImageTransformations(config.supabase.imageTransformations ?? true);
    const key = `${config.supabase.url} ${config.supabase.anonKey}`;
    if (supabase?.key !== key) {
      const client = createBonisClient({
        ...config.supabase,
        options: {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          realtime: { transport: ws as never },
        },
      });
      supabase = { key, client };
      // The remotes read it with getSupabase(): one anonymous client for every request.
      provideSupabase(client);
    }
    return supabase.client;
  }

  /** Loads any remote module the page renders (the page's App, the chrome's widgets). */
  function serverLoader(config: RuntimeConfig, failed: Set<RemoteName>): RemoteLoader {
    const loads = new Map<string, Settled<unknown>>();
    const load = <T,>(remote: RemoteName, expose: string): Promise<T> => {
      const key = `${remote}/${expose}`;
      let promise = loads.get(key);
      if (!promise) {
        const manifestUrl = config.remotes[remote];
        promise = settled(
          failed.has(remote) || !manifestUrl
            ? Promise.reject(new RemoteUnavailableError(remote, expose, { cause: 'server' }))
            : within(
                remotes
                  .ensure(remote, manifestUrl, budgets.remoteMs)
                  .then(() => remotes.load<T>(remote, expose)),
                budgets.remoteMs,
                `${key} (server)`,
              ),
        );
        loads.set(key, promise);
      }
      return promise as Promise<T>;
    };
    return {
      load,
      forget: () => {},
      retry: () => {},
      preload: async () => {},
      entryOf: (remote) => config.remotes[remote],
    };
  }

  /** The settings every page renders with: read once, then kept fresh by the feed. */
  function currentSettings(): Promise<StoreSettings | undefined> {
    if (!settings) {
      const value = fetchSettings();
      settings = { version: ++settingsVersion, value };
      // a failed read is tried again by the next page
      value.catch(() => {
        if (settings?.value === value) settings = undefined;
      });
    }
    return settings.value;
  }

  function fetchSettings(): Promise<StoreSettings | undefined> {
    const queryClient = createQueryClient();
    return queryClient.fetchQuery({ ...storeSettingsQuery(), retry: false });
  }

  async function render({ url, config }: RenderRequest): Promise<RenderResult | null> {
    const location = new URL(url);
    const { pathname } = location;
    const owner = matchOf(pathname)?.route;
    if (owner && (!owner.ssr || owner.remote === 'admin')) return null;
    anonymousClient(config);
    const queryClient = createQueryClient();
    // Read once for every page (kept fresh by the change feed); the first read has the data
    // budget and settles while the page's remote loads.
    const storeSettingsRead = within(currentSettings(), budgets.dataMs, 'settings')
      .then((value) => {
        if (value) queryClient.setQueryData(storeSettingsQuery().queryKey, value);
        return value;
      })
      .catch((error: unknown) => {
        log(`[ssr] ${pathname}: store settings unread (${reasonOf(error)})`);
        return undefined;
      });

    let status = owner ? 200 : 404;
    let head: PageHead | undefined;
    let clientRendered: string | undefined;
    let pageRemote: RemoteName | undefined;
    const failed = new Set<RemoteName>();

    if (owner) {
      const remote = owner.remote;
      try {
        const manifestUrl = config.remotes[remote];
        if (!manifestUrl) throw new Error(`no manifest URL for "${remote}"`);
        await within(
          remotes.ensure(remote, manifestUrl, budgets.remoteMs),
          budgets.remoteMs,
          `${remote} server manifest`,
        );
        const [prefetch, app] = await within(
          Promise.all([
            remotes
              .load<ExposedModule<typeof remote, 'prefetch'>>(remote, 'prefetch')
              .catch(() => null),
            remotes.load<Partial<RoutedApp>>(remote, 'App'),
          ]),
          budgets.remoteMs,
          `${remote} server modules`,
        );
        if (owner.catchAll) {
          // The remote says whether there is a page here (a category's slug), in the query the
          // page's App reads, so the browser hydrates with the same answer.
          const page = await within(
            queryClient.fetchQuery({
              queryKey: routeResolutionKey(remote, pathname),
              queryFn: () => resolveWith(app, { url: location, queryClient }),
              staleTime: 60_000,
            }),
            budgets.dataMs,
            `${remote} route lookup`,
          );
          if (!page) status = 404;
        }
        if (status === 200) {
          if (prefetch) {
            const result = await within(
              prefetch.default({ url: location, queryClient }),
              budgets.dataMs,
              `${remote} prefetch`,
            );
            status = result.status;
            head = result.head;
          }
          pageRemote = remote;
        }
      } catch (error) {
        failed.add(remote);
        clientRendered = reasonOf(error);
        log(`[ssr] ${pathname}: ${remote} rendered in the browser (${clientRendered})`);
      }
    }

    const storeSettings = await storeSettingsRead;
    // Maintenance shows shoppers a page of its own and admins the store: the browser decides.
    if (storeSettings?.maintenanceMode) return null;

    const sheet = new ServerStyleSheet();
    try {
      const markup = await renderMarkup(
        sheet.collectStyles(
          <App
            loader={serverLoader(config, failed)}
            queryClient={queryClient}
            location={pathname + location.search}
          />,
        ),
        budgets.renderMs,
        (error) => {
          if (!(error instanceof RemoteUnavailableError)) {
            log(`[ssr] ${pathname}: a part was left to the browser (${reasonOf(error)})`);
          }
        },
      );
      const parts: DocumentParts = {
        head: renderHeadTags({
          head,
          fallbackTitle: status === 404 ? NOT_FOUND_TITLE : (owner?.title ?? NOT_FOUND_TITLE),
          origin: location.origin,
          pathname,
          search: location.search,
        }),
        styles: sheet.getStyleTags(),
        markup,
        state: dehydrate(queryClient),
        config,
        preloads: pageRemote
          ? preloadsOf(remotes.browserManifestOf(pageRemote), config.remotes[pageRemote])
          : [],
        lazyScripts: lazyScriptsOf(markup, lazyChunks),
      };
      return {
        status,
        html: documentHtml(template, parts),
        remote: pageRemote,
        clientRendered,
      };
    } finally {
      sheet.seal();
    }
  }

  async function page(
    request: RenderRequest,
  ): Promise<{ answer: PageAnswer; outcome: CacheOutcome }> {
    const location = new URL(request.url);
    const match = matchOf(location.pathname);
    // the settings read starts now, so the key carries the version the page renders with
    anonymousClient(request.config);
    currentSettings().catch(() => {});
    const key = [
      pageKey(location),
      JSON.stringify(request.config),
      remotes.versions(),
      settings?.version ?? 0,
    ].join('|');
    const tags = pageTags(match?.route, match?.params ?? {});
    const { value, outcome } = await cache.get(key, tags, async () => {
      const result = await render(request);
      const body = result ? Buffer.from(result.html) : null;
      const answer: PageAnswer = { result, body, key, bytes: body?.length ?? 64 };
      // a page partly left to the browser is not kept: the next shopper gets another try
      return { value: answer, cacheable: !result?.clientRendered };
    });
    return { answer: value, outcome };
  }

  function startFeed({ config, key }: FeedOptions) {
    const privileged = Boolean(key && key !== config.supabase.anonKey);
    if (!privileged) {
      // As anon, a row that becomes invisible (a product switched off) never reaches the feed:
      // a page lives at most 30 s then.
      cache = new PageCache<PageAnswer>({
        ...cacheSettings,
        maxAgeMs: Math.min(cacheSettings.maxAgeMs ?? 30_000, 30_000),
      });
    }
    const tables = watchedTables(routeTable);
    let feed: ChangeFeed | undefined = startChangeFeed({
      url: config.supabase.url,
      key: key ?? config.supabase.anonKey,
      tables,
      onChange: (change: TableChange) => {
        if (change.table === 'app_settings') settings = undefined;
        cache.invalidate(changedTags(routeTable, change));
      },
      onStatus: (status, detail) => {
        if (status === 'down' && feedStatus === 'live') {
          log(
            `[ssr] change feed lost (${detail ?? 'closed'}): pages are not cached until it is back`,
          );
        }
        if (status === 'live' && feedStatus !== 'live') {
          log(`[ssr] change feed live on ${tables.length} tables: pages are cached`);
        }
        feedStatus = status;
        // changes may have been missed while it was down: nothing kept from before
        settings = undefined;
        cache.setStoring(status === 'live');
      },
    });
    // A redeployed remote empties the cache (its pages name the old build's scripts).
    let lastVersions = remotes.versions();
    const releases = setInterval(() => {
      void warm(config).then(() => {
        const versions = remotes.versions();
        if (versions !== lastVersions) cache.clear();
        lastVersions = versions;
      });
    }, 10_000);
    releases.unref();
    return async () => {
      clearInterval(releases);
      const stopping = feed;
      feed = undefined;
      feedStatus = 'off';
      cache.setStoring(false);
      await stopping?.close();
    };
  }

  /**
   * The sitemap's pages of patterns, from the route records of every remote with public pages
   * (its server build's `./prefetch` exposes them): each record's server side lists its own
   * (catalog's active products and categories). A remote that can't be reached fails the
   * sitemap rather than leave its pages out.
   */
  async function sitemapSources(config: RuntimeConfig): Promise<SitemapSource[]> {
    const publicRemotes = [
      ...new Set(
        routeTable.filter((route) => route.ssr && route.remote !== 'admin').map((r) => r.remote),
      ),
    ];
    const modules = await Promise.all(
      publicRemotes.map(async (remote) => {
        const manifestUrl = config.remotes[remote];
        if (!manifestUrl) throw new Error(`sitemap: no manifest URL for "${remote}"`);
        await remotes.ensure(remote, manifestUrl, budgets.remoteMs);
        const module = await remotes.load<ExposedModule<typeof remote, 'prefetch'>>(
          remote,
          'prefetch',
        );
        return { remote, records: module.records ?? [] };
      }),
    );
    return modules.flatMap(({ remote, records }) =>
      records.flatMap((record) => {
        const { server } = record;
        if (!server) return [];
        return [
          {
            remote,
            route: record.path,
            entries: async (context) => (await server()).sitemap?.(context) ?? [],
          } satisfies SitemapSource,
        ];
      }),
    );
  }

  // The sitemap reads every active product: built at most every 5 minutes per origin.
  const sitemaps = new Map<string, { at: number; xml: Promise<string> }>();
  function sitemap(config: RuntimeConfig, origin: string) {
    const cached = sitemaps.get(origin);
    if (cached && Date.now() - cached.at < 300_000) return cached.xml;
    // The remotes' records read as the anonymous role, with the client the pages use.
    anonymousClient(config);
    const xml = sitemapSources(config).then((sources) => buildSitemap(sources, origin));
    sitemaps.set(origin, { at: Date.now(), xml });
    xml.catch(() => sitemaps.delete(origin));
    return xml;
  }

  async function warm(config: RuntimeConfig) {
    const pages = new Set(
      routeTable.filter((route) => route.ssr && route.remote !== 'admin').map((r) => r.remote),
    );
    await Promise.all(
      [...pages].map(async (remote) => {
        const manifestUrl = config.remotes[remote];
        if (!manifestUrl) return;
        try {
          await remotes.ensure(remote, manifestUrl, budgets.remoteMs);
          await Promise.all([
            remotes.load(remote, 'App'),
            remotes.load(remote, 'prefetch').catch(() => null),
          ]);
        } catch (error) {
          log(`[ssr] ${remote}: server build not loaded yet (${reasonOf(error)})`);
        }
      }),
    );
  }

  return {
    render,
    page,
    startFeed,
    cacheStats: () => ({ ...cache.stats, feed: feedStatus }),
    cacheGrew: (answer, bytes) => {
      answer.bytes += bytes;
      cache.grew(answer.key, answer, bytes);
    },
    warm,
    sitemap,
    robots: robotsTxt,
  } satisfies Renderer;
}

/**
 * The shell's on-demand chunks the markup needs: each `data-lazy-chunks="<feature>"` in it names
 * a feature of lazy-chunks.json (a carousel's Embla), whose files are listed once each.
 */
export function lazyScriptsOf(markup: string, lazyChunks: Record<string, string[]>): string[] {
  const files = new Set<string>();
  for (const [, feature] of markup.matchAll(/ data-lazy-chunks="([\w-]+)"/g)) {
    for (const file of lazyChunks[feature as string] ?? []) files.add(file);
  }
  return [...files];
}

/** The page's remote entry and its App's own scripts, from the remote's browser manifest. */
function preloadsOf(manifest: BrowserManifest | null, manifestUrl: string | undefined): string[] {
  if (!manifest || !manifestUrl) return [];
  const base = new URL('.', manifestUrl);
  const { remoteEntry } = manifest.metaData;
  const entry = new URL(
    `${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`,
    base,
  );
  const app = manifest.exposes.find((expose) => expose.name === 'App' || expose.path === './App');
  return [entry.href, ...(app?.assets.js.sync ?? []).map((file) => new URL(file, base).href)];
}

/**
 * React's streaming renderer, read to the end: every Suspense boundary that can finish does
 * (remote modules, lazy pages); one that errors is sent as its fallback for the browser to
 * render. Over `ms` the render is aborted and what is pending goes to the browser.
 */
function renderMarkup(
  element: React.ReactElement,
  ms: number,
  onError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => (html += chunk));
    sink.on('end', () => resolve(html));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError,
      // Every finished boundary inline, in place: no content sent hidden for a script to move
      // (with JavaScript off it would stay hidden), and the page reads in order.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    const timer = setTimeout(() => stream.abort(new BudgetExceeded('render budget')), ms);
  });
}
