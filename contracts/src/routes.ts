import type { ComponentType } from 'react';
import type { ExposedComponent, NoProps } from './exposed';
import type { PrefetchContext, PrefetchResult } from './prefetch';

/**
 * What the shell shows while a page's remote loads: 8 product cards ('products'), 6 category
 * cards ('categories') or a page outline ('page').
 */
export type RouteSkeleton = 'products' | 'categories' | 'page';

/**
 * How the page's canonical URL (`<link rel="canonical">`, `og:url`) is written. Without one it
 * is the origin and the path, with no query.
 */
export interface RouteCanonical {
  /**
   * the page's primary URL, when this path is a second URL of the same page (`/rewards` →
   * `/premios`): the canonical URL, and only the primary one is in the sitemap
   */
  path?: string;
  /**
   * the query parameters that choose what the page shows, in the order the canonical URL
   * writes them, each its first value trimmed and left out when empty; every other parameter
   * (tracking, `sort`, anything the page doesn't read) is dropped
   */
  query?: readonly string[];
  /**
   * the query parameter that holds the page number of a paged list, written after `query`:
   * kept from 2 (anything but a whole number from 2 is page 1: no parameter)
   */
  page?: string;
}

/**
 * A table a server-rendered page reads, for the shell's page cache (ARCHITECTURE §3, shell
 * README "The page cache"): a change to any row of the table drops the page's cached HTML. The
 * row form narrows it to the row whose `column` equals the URL's parameter `param` (a product
 * page reads its own product: `{ table: 'products', column: 'id', param: 'id' }`), so a change
 * to another product leaves that page cached.
 */
export type PageRead = string | { table: string; column: string; param: string };

/**
 * One URL of a remote's route manifest (`./routes`): the facts of its route record that are
 * plain data. The shell imports the manifest when it is built: its route table, document
 * titles, skeletons, link checks, canonical URLs, robots.txt and the sitemap's static pages
 * come from it.
 */
export interface RemoteRoute {
  /** react-router path pattern, absolute */
  path: string;
  /** the page's title in Spanish: the document title is `<title> | Boñis` (and the heading of
   * pages whose heading doesn't come from data) */
  title: string;
  /** the page may be rendered on the server: public pages true, signed-in-only pages false */
  ssr: boolean;
  /** the placeholder while this remote loads; 'page' when absent */
  skeleton?: RouteSkeleton;
  /** how the page's canonical URL is written; the path alone when absent */
  canonical?: RouteCanonical;
  /**
   * false: a public page without parameters that the sitemap leaves out (`/search` without a
   * text). Every other public page without parameters that is not a second URL is listed.
   */
  inSitemap?: boolean;
  /**
   * the pattern also matches URLs that are no page (catalog's `/:slug`): before rendering it
   * the shell asks the remote (`resolveRoute` of its `./App`, see `RoutedApp`) whether there is
   * a page at the URL, and shows its own not-found page when there isn't
   */
  catchAll?: boolean;
  /**
   * the public tables the server-rendered page reads (beside what the shell's chrome reads), so
   * the shell's page cache drops the page when one of their rows changes. Absent: the page is
   * dropped on any change of any table the cache watches (never stale, fewer hits).
   */
  reads?: readonly PageRead[];
}

/**
 * A remote's `./routes` expose, also exported from its package.json as
 * `@bonis/mfe-<name>/routes`: plain data, with no imports but types.
 */
export interface RouteManifestModule {
  routes: readonly RemoteRoute[];
}

/** What a route record's functions are called with: the request, and the record's own data. */
export interface RouteContext extends PrefetchContext {
  /** the URL's parameters for the record's path (`{ id }` on `/product/:id`), decoded */
  params: Readonly<Record<string, string | undefined>>;
  /** the record's data (its title is the page's title when the page has no other) */
  route: RemoteRoute;
}

/** One page of the sitemap a record contributes. */
export interface SitemapEntry {
  /** site path, already percent-encoded (`/product/<id>`, `/<slug>`) */
  path: string;
  /** when the page's row last changed (an ISO timestamp): the entry's `<lastmod>` */
  updatedAt?: string | null;
}

export interface SitemapContext {
  /** the most entries the sitemap still has room for */
  limit: number;
}

/** What the record says of a URL its catch-all pattern matches: a page (and its title), or null. */
export interface ResolvedRoute {
  /** the page's title when it comes from data (a category's name) */
  title?: string;
}

/**
 * The server's side of a route record: what the shell's server asks of it. Loaded with a dynamic
 * import by the server build only, so the browser never downloads it.
 */
export interface RouteServer {
  /**
   * Fills `context.queryClient` with exactly the queries the page renders with (read as the
   * anonymous role, through the page's own queryOptions factories) and says the page's status
   * and head (title, description, share image, JSON-LD).
   */
  prefetch?: (context: RouteContext) => Promise<PrefetchResult>;
  /**
   * The pages of this pattern the sitemap lists (every active product, every active category),
   * read as the anonymous role; throws when a read fails (no sitemap rather than pages missing).
   */
  sitemap?: (context: SitemapContext) => Promise<readonly SitemapEntry[]>;
}

/**
 * One URL of a remote: every fact of it in one place. Its plain data (`RemoteRoute`) is the
 * remote's route manifest entry; the rest is code the remote runs for it.
 */
export interface RouteRecord extends RemoteRoute {
  /** the page, downloaded the first time it is shown (one chunk per page) */
  screen: () => Promise<{ default: ComponentType }>;
  /** the server's side (prefetch, head, sitemap entries); absent for pages never server-rendered */
  server?: () => Promise<RouteServer>;
  /** `catchAll` records only: whether there is a page at the URL (see `RemoteRoute.catchAll`) */
  resolve?: (context: RouteContext) => Promise<ResolvedRoute | null>;
}

/**
 * The `./App` of a remote with a `catchAll` route: beside the component, `resolveRoute` answers
 * whether there is a page at a URL one of its catch-all patterns matches (its title, or null for
 * none). The shell calls it in the browser and on its server, with the page's QueryClient.
 */
export interface RoutedApp extends ExposedComponent<NoProps> {
  resolveRoute: (context: PrefetchContext) => Promise<ResolvedRoute | null>;
}
