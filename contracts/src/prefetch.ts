import type { QueryClient } from '@tanstack/react-query';
import type { RouteRecord } from './routes';

/**
 * The server-rendering contract between the shell's server and each remote's `./prefetch`
 * expose (ARCHITECTURE §3; shell/README.md "Server rendering"). The shell imports nothing of a
 * remote, and a remote nothing of the shell; both import these shapes.
 */
export interface PrefetchContext {
  /** the full request URL (pathname + search), e.g. http://localhost:3000/product/1?x=y */
  url: URL;
  /**
   * fresh per request; filled with exactly the queries (same queryKey, same queryFn, through
   * the same queryOptions factory the page's hooks use) the page renders with
   */
  queryClient: QueryClient;
}

export interface PageHead {
  /** page title without the " | Boñis" suffix (e.g. product name, category name) */
  title?: string;
  /** meta description, plain text, <= ~160 chars */
  description?: string;
  /** absolute https/http URL or site path of the share image (product image, banner) */
  image?: string;
  /** 'product' on product pages, else 'website' */
  type?: 'website' | 'product';
  /**
   * schema.org JSON-LD object (Product with offers: price, priceCurrency 'COP', availability
   * https://schema.org/InStock | OutOfStock), product pages only
   */
  jsonLd?: Record<string, unknown>;
}

export interface PrefetchResult {
  /**
   * 404 for an unknown/inactive product or category; the page still renders (its own
   * not-found view) and the server answers 404
   */
  status: 200 | 404;
  head?: PageHead;
}

/** What a remote's `./prefetch` exports by default. */
export type Prefetch = (context: PrefetchContext) => Promise<PrefetchResult>;

/**
 * A remote's `./prefetch` expose, for the remotes whose pages are rendered on the server: the
 * server's entry to its route records.
 */
export interface PrefetchModule {
  /** the page at the request's URL: its record's prefetch */
  default: Prefetch;
  /**
   * the remote's route records: the shell's server asks each for its sitemap entries
   * (`server().sitemap`)
   */
  records?: readonly RouteRecord[];
}
