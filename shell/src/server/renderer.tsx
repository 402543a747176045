import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate } from '@tanstack/react-query';
import ws from 'ws';
import type { ExposedModule, PageHead, RoutedApp } from '@bonis/contracts';
import { createBonisClient, provideSupabase, type BonisClient } from '@bonis/supabase-client';
import { storeSettingsQuery } from '@bonis/supabase-client/queries';
import { App, createQueryClient } from '../app/app';
import { resolveWith, routeResolutionKey } from '../app/route-resolution';
import type { RemoteName, RuntimeConfig } from '../config/runtime-config';
import {
  RemoteUnavailableError,
  settledInPlace,
  type RemoteLoader,
  type Settled,
} from '../remotes/remote-loader';
import { NOT_FOUND_TITLE, ownerOf, routeTable } from '../routes/route-table';
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

export interface Renderer {
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
}: RendererOptions) {
  const budgets = { ...DEFAULT_BUDGETS, ...given };
  const remotes = new ServerRemotes();
  let supabase: { key: string; client: BonisClient } | undefined;

  function anonymousClient(config: RuntimeConfig) {
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

  async function render({ url, config }: RenderRequest): Promise<RenderResult | null> {
    const location = new URL(url);
    const { pathname } = location;
    const owner = ownerOf(pathname);
    if (owner && (!owner.ssr || owner.remote === 'admin')) return null;
    anonymousClient(config);
    const queryClient = createQueryClient();
    // Handled at once: it settles (or runs out of budget) while the page's remote loads.
    const settings = within(
      queryClient.fetchQuery(storeSettingsQuery()),
      budgets.dataMs,
      'settings',
    ).catch((error: unknown) => {
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

    const storeSettings = await settings;
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
        image: head?.image,
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
