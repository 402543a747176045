import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@bonis/supabase-client';
import { escapeXml } from './escape';
import { normalizeOrigin, privatePathPrefixes, publicStaticPaths, reservedSegments } from './urls';

/** Rows per read: PostgREST's `max_rows` (supabase/config.toml) caps a response at 1000. */
export const SITEMAP_PAGE_SIZE = 1000;

/**
 * The sitemap protocol's limit of URLs in one file. The store is far below it; past it the
 * rest is left out (the next step would be a sitemap index).
 */
export const MAX_SITEMAP_URLS = 50_000;

interface SitemapEntry {
  /** site path, already percent-encoded */
  path: string;
  /** the row's `updated_at` */
  updatedAt?: string | null;
}

type PageRead<Row> = (
  from: number,
  to: number,
) => PromiseLike<{ data: Row[] | null; error: { message: string } | null }>;

/**
 * Every row a paged read gives, `SITEMAP_PAGE_SIZE` at a time (ordered by a unique column, so
 * offsets are stable), up to `limit` rows. It reads until a page comes back empty and moves on
 * by the rows it got, so a server whose `max_rows` is below the page size loses nothing.
 * A failed read throws: no sitemap rather than one with pages missing.
 */
async function readAll<Row>(what: string, read: PageRead<Row>, limit: number): Promise<Row[]> {
  const rows: Row[] = [];
  while (rows.length < limit) {
    const from = rows.length;
    const to = from + Math.min(SITEMAP_PAGE_SIZE, limit - from) - 1;
    const { data, error } = await read(from, to);
    if (error) throw new Error(`sitemap: reading ${what} failed: ${error.message}`);
    if (!data || data.length === 0) break;
    rows.push(...data);
  }
  return rows.slice(0, limit);
}

/** A timestamp as a W3C datetime in UTC (`2025-03-01T12:00:00.000Z`), or undefined. */
function lastmodOf(updatedAt: string | null | undefined): string | undefined {
  if (!updatedAt) return undefined;
  const time = new Date(updatedAt);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

function urlElement(origin: string, { path, updatedAt }: SitemapEntry): string {
  const lastmod = lastmodOf(updatedAt);
  return (
    `<url><loc>${escapeXml(origin + path)}</loc>` +
    (lastmod ? `<lastmod>${lastmod}</lastmod>` : '') +
    '</url>'
  );
}

/**
 * The sitemap (`/sitemap.xml`): the static public pages (from the route table: `ssr: true`
 * without a parameter), then every active category (`/<slug>`) and every active product
 * (`/product/<id>`) with its `updated_at` as `<lastmod>`. `client` must be the anonymous one:
 * RLS shows it active rows only, and the reads filter on `is_active` as well. A category whose
 * slug is a fixed page's first segment (`dogs`, `Orders`: react-router ignores case) is left
 * out: that page shows at its URL, not the category. Throws when a read fails.
 */
export async function buildSitemap(
  client: SupabaseClient<Database>,
  origin: string,
): Promise<string> {
  const base = normalizeOrigin(origin);
  const statics: SitemapEntry[] = publicStaticPaths().map((path) => ({ path }));

  const reserved = reservedSegments();
  const categoryRows = await readAll(
    'categories',
    (from, to) =>
      client
        .from('categories')
        .select('slug, updated_at')
        .eq('is_active', true)
        .order('slug')
        .range(from, to),
    MAX_SITEMAP_URLS - statics.length,
  );
  const categories: SitemapEntry[] = categoryRows
    .filter(({ slug }) => slug.trim() !== '' && !reserved.has(slug.toLowerCase()))
    .map(({ slug, updated_at }) => ({
      path: `/${encodeURIComponent(slug)}`,
      updatedAt: updated_at,
    }));

  const productRows = await readAll(
    'products',
    (from, to) =>
      client
        .from('products')
        .select('id, updated_at')
        .eq('is_active', true)
        .order('id')
        .range(from, to),
    MAX_SITEMAP_URLS - statics.length - categories.length,
  );
  const products: SitemapEntry[] = productRows.map(({ id, updated_at }) => ({
    path: `/product/${encodeURIComponent(id)}`,
    updatedAt: updated_at,
  }));

  const urls = [...statics, ...categories, ...products].map((entry) => urlElement(base, entry));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `/robots.txt`: every crawler may crawl the store except the signed-in-only pages (routes
 * with `ssr: false`: `/cart`, `/checkout`, `/payment`, `/profile`, `/orders`, `/favorites`,
 * `/admin`), which show a visitor nothing but a sign-in; the sitemap's address closes it.
 *
 * Each page is blocked as itself, its subpages and itself with a query (`/cart$`, `/cart/`,
 * `/cart?`) rather than as a bare prefix: robots.txt rules match prefixes, and `Disallow: /cart`
 * would also block a category whose slug starts with it (`/cartuchos`). (`$` is RFC 9309's
 * end-of-path anchor; a crawler without it only loses the exact-URL rule.)
 */
export function robotsTxt(origin: string): string {
  const disallows = privatePathPrefixes().flatMap((path) => [
    `Disallow: ${path}$`,
    `Disallow: ${path}/`,
    `Disallow: ${path}?`,
  ]);
  return [
    'User-agent: *',
    ...disallows,
    // after the rules: a crawler that takes the first matching rule (not the longest) agrees
    'Allow: /',
    '',
    `Sitemap: ${normalizeOrigin(origin)}/sitemap.xml`,
    '',
  ].join('\n');
}
