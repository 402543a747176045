import { matchRoutes } from 'react-router';
import type { SitemapContext, SitemapEntry } from '@bonis/contracts';
import type { RemoteName } from '../../config/runtime-config';
import { routeTable } from '../../routes/owned-routes';
import { escapeXml } from './escape';
import { normalizeOrigin, privatePathPrefixes, publicStaticPaths } from './urls';

/**
 * The sitemap protocol's limit of URLs in one file. The store is far below it; past it the
 * rest is left out (the next step would be a sitemap index).
 */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * The pages of one route pattern, as the remote's route record gives them (its server side's
 * `sitemap`: every active product of `/product/:id`, every active category of `/:slug`).
 */
export interface SitemapSource {
  remote: RemoteName;
  /** the record's path pattern */
  route: string;
  entries: (context: SitemapContext) => Promise<readonly SitemapEntry[]>;
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

/** A route of the table as path segments, to tell cheaply which routes may match a path. */
const patterns = routeTable.map((route) => {
  const segments = route.path.split('/').filter(Boolean);
  const splat = segments.at(-1) === '*';
  return { route, splat, segments: splat ? segments.slice(0, -1) : segments };
});

/** A path's segments as react-router compares them: decoded, any case. */
function segmentsOf(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/**
 * `ownerOf` for the sitemap's many paths: react-router ranks only the routes whose segments
 * could match (usually one), rather than the whole table once per product.
 */
function ownerOfEntry(path: string) {
  const segments = segmentsOf(path);
  const candidates = patterns
    .filter(
      (pattern) =>
        (pattern.splat
          ? segments.length >= pattern.segments.length
          : segments.length === pattern.segments.length) &&
        pattern.segments.every(
          (segment, index) => segment.startsWith(':') || segment.toLowerCase() === segments[index],
        ),
    )
    .map(({ route }) => route);
  if (candidates.length <= 1) return candidates[0];
  return matchRoutes(candidates, path)?.[0]?.route;
}

/**
 * Whether the route table sends `path` to the record that listed it: a category whose slug is a
 * fixed page's path (`dogs`, `Orders`: react-router ignores case, `admin`) is hidden behind that
 * page, which shows at its URL instead.
 */
function answeredBy(source: SitemapSource, path: string): boolean {
  const owner = ownerOfEntry(path);
  return owner?.remote === source.remote && owner.path === source.route;
}

/**
 * The sitemap (`/sitemap.xml`): the static public pages (from the route table: `ssr: true`
 * without a parameter, see `publicStaticPaths`), then each source's pages in order, with their
 * `updatedAt` as `<lastmod>`. The sources are the remotes' route records (the shell's server
 * asks them; it reads no remote's tables); an entry the route table would give another route
 * is left out. Throws when a source throws: no sitemap rather than one with pages missing.
 */
export async function buildSitemap(
  sources: readonly SitemapSource[],
  origin: string,
): Promise<string> {
  const base = normalizeOrigin(origin);
  const entries: SitemapEntry[] = publicStaticPaths().map((path) => ({ path }));
  for (const source of sources) {
    const limit = MAX_SITEMAP_URLS - entries.length;
    if (limit <= 0) break;
    const given = await source.entries({ limit });
    entries.push(...given.filter(({ path }) => answeredBy(source, path)).slice(0, limit));
  }
  const urls = entries.map((entry) => urlElement(base, entry));
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
