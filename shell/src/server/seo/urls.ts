import { CATEGORY_PATH, routeTable, type OwnedRoute } from '../../routes/owned-routes';

/*
 * Which URLs of the store search engines should know: the canonical form of a page's URL, the
 * public pages of the sitemap and the signed-in-only pages robots.txt keeps crawlers out of.
 * Everything is derived from the shell's route table (the remotes' route manifests), so a page
 * a remote adds or makes public shows up here with the shell's next build.
 */

/** The origin without a trailing slash (`https://bonis.co/` → `https://bonis.co`). */
export const normalizeOrigin = (origin: string): string => origin.replace(/\/+$/, '');

/**
 * Second URLs of one page (same component, same content): their canonical URL is the primary
 * one, which is the one the store links to (mfe-loyalty's `config/paths.ts`), and only the
 * primary one is in the sitemap.
 */
export const CANONICAL_ALIASES: Readonly<Record<string, string>> = {
  '/rewards': '/premios',
  '/gifts': '/regalos',
};

/**
 * Public pages that stay out of the sitemap: `/search` without a `?q=` is an empty results
 * page (its searches are reached through links, each with its own canonical URL).
 */
const NOT_IN_SITEMAP = new Set(['/search']);

/**
 * The query parameters that select what a listing shows, per listing page, in the order they
 * are written in a canonical URL. Everything else is dropped: tracking (`utm_*`, `gclid`,
 * `fbclid`…), `sort` (the same products in another order: one canonical listing, in its
 * default order, rather than one per sort) and anything a page does not read.
 * (mfe-catalog's ProductListing: `/search` reads `q`; `/all-products` `q` and `category`;
 * `/products` `category`, `group`, `subcategory` and `brand`; every listing `page`.)
 */
const LISTING_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/search': ['q', 'page'],
  '/all-products': ['q', 'category', 'page'],
  '/products': ['category', 'group', 'subcategory', 'brand', 'page'],
};
/** The parameters of any other product listing (`/dogs`, `/offers`, a category page…). */
const PAGED_LISTING_PARAMS: readonly string[] = ['page'];

/** `/dogs/` → `/dogs` (react-router renders both the same); `/` stays `/`. */
function trimTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const isStatic = (route: OwnedRoute) => !route.path.includes(':') && !route.path.includes('*');

/** The static route at exactly `pathname`, or the category route for any other one-segment path. */
function listingRouteOf(pathname: string): OwnedRoute | undefined {
  const fixed = routeTable.find((route) => isStatic(route) && route.path === pathname);
  if (fixed) return fixed;
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 1
    ? routeTable.find((route) => route.path === CATEGORY_PATH)
    : undefined;
}

/** The query parameters `pathname` keeps in its canonical URL. */
function canonicalParamsOf(pathname: string): readonly string[] {
  const explicit = LISTING_PARAMS[pathname];
  if (explicit) return explicit;
  return listingRouteOf(pathname)?.skeleton === 'products' ? PAGED_LISTING_PARAMS : [];
}

/** A parameter's canonical value, or undefined to leave it out. */
function canonicalValue(name: string, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  if (name === 'page') {
    // ProductListing reads anything but a whole number from 2 as page 1: no parameter at all.
    const page = Number(value);
    return Number.isInteger(page) && page >= 2 ? String(page) : undefined;
  }
  return value;
}

/**
 * The canonical URL of a page: the origin, the path without a trailing slash (an alias's
 * primary path instead of the alias) and, on listing pages only, the parameters that choose
 * what is listed (first value of each, in a fixed order, empty or default values left out).
 *
 * canonicalUrl('https://bonis.co', '/all-products/', '?utm_source=x&sort=name&page=2&q=collar')
 *   === 'https://bonis.co/all-products?q=collar&page=2'
 */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const trimmed = trimTrailingSlash(pathname || '/');
  const path = CANONICAL_ALIASES[trimmed] ?? trimmed;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of canonicalParamsOf(path)) {
    const raw = params.get(name);
    const value = raw === null ? undefined : canonicalValue(name, raw);
    if (value !== undefined) kept.set(name, value);
  }
  const query = kept.toString();
  return `${normalizeOrigin(origin)}${path}${query ? `?${query}` : ''}`;
}

/**
 * The site's static public pages, in route-table order: every route that may be
 * server-rendered (`ssr: true`) without a `:param` or splat, aliases and `/search` left out.
 * Category and product pages come from the database (see sitemap.ts).
 */
export function publicStaticPaths(): string[] {
  return routeTable
    .filter((route) => route.ssr && isStatic(route))
    .map((route) => route.path)
    .filter((path) => !(path in CANONICAL_ALIASES) && !NOT_IN_SITEMAP.has(path));
}

/**
 * The first path segments the route table gives a fixed page (`dogs`, `orders`, `admin`…): a
 * category whose slug is one of them is hidden behind that page (react-router ranks static
 * paths above `/:slug`).
 */
export function reservedSegments(): Set<string> {
  return new Set(
    routeTable
      .filter((route) => !route.path.startsWith('/:'))
      .map((route) => route.path.split('/')[1] ?? '')
      .filter(Boolean),
  );
}

/**
 * The signed-in-only pages (`ssr: false`: the cart, checkout, payment, the account pages, the
 * admin): each route's path up to its first `:param` or splat, without the pages under
 * another one (`/orders/:orderNumber` is under `/orders`), sorted.
 */
export function privatePathPrefixes(): string[] {
  const bases = routeTable
    .filter((route) => !route.ssr)
    .map((route) => {
      const segments: string[] = [];
      for (const segment of route.path.split('/').filter(Boolean)) {
        if (segment.startsWith(':') || segment === '*') break;
        segments.push(segment);
      }
      return `/${segments.join('/')}`;
    })
    .filter((base) => base !== '/');
  const unique = [...new Set(bases)].sort();
  return unique.filter(
    (base) => !unique.some((other) => other !== base && base.startsWith(`${other}/`)),
  );
}
