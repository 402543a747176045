import type { RouteCanonical } from '@bonis/contracts';
import { routeTable, type OwnedRoute } from '../../routes/owned-routes';
import { ownerOf } from '../../routes/route-table';

/*
 * Which URLs of the store search engines should know: the canonical form of a page's URL, the
 * public pages of the sitemap and the signed-in-only pages robots.txt keeps crawlers out of.
 * Everything is derived from the shell's route table (the remotes' route records, through their
 * manifests): a page a remote adds, makes public or gives a canonical rule shows up here with the
 * shell's next build.
 */

/** The origin without a trailing slash (`https://bonis.co/` → `https://bonis.co`). */
export const normalizeOrigin = (origin: string): string => origin.replace(/\/+$/, '');

/**
 * Second URLs of one page (same component, same content), as their records declare them
 * (`canonical.path`, e.g. mfe-loyalty's `/rewards` → `/premios`): their canonical URL is the
 * primary one, and only the primary one is in the sitemap.
 */
export const CANONICAL_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  routeTable.flatMap((route) =>
    route.canonical?.path ? [[route.path, route.canonical.path]] : [],
  ),
);

/** `/dogs/` → `/dogs` (react-router renders both the same); `/` stays `/`. */
function trimTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const isStatic = (route: OwnedRoute) => !route.path.includes(':') && !route.path.includes('*');

/** The canonical rule of the record that owns `pathname` (none for a URL nobody owns). */
const canonicalOf = (pathname: string): RouteCanonical | undefined => ownerOf(pathname)?.canonical;

/** A parameter's canonical value (the first one, trimmed), or undefined to leave it out. */
function textValue(raw: string | null): string | undefined {
  const value = raw?.trim();
  return value ? value : undefined;
}

/** A page number's canonical value: anything but a whole number from 2 is page 1, no parameter. */
function pageValue(raw: string | null): string | undefined {
  const value = textValue(raw);
  if (value === undefined) return undefined;
  const page = Number(value);
  return Number.isInteger(page) && page >= 2 ? String(page) : undefined;
}

/**
 * The canonical URL of a page, as the record that owns it says (`canonical`): the origin, the
 * path without a trailing slash (an alias's primary path instead of the alias) and the query
 * parameters that choose what the page shows (first value of each, in the record's order, empty
 * or default values left out; a page number from 2); every other parameter is dropped.
 *
 * canonicalUrl('https://bonis.co', '/all-products/', '?utm_source=x&sort=name&page=2&q=collar')
 *   === 'https://bonis.co/all-products?q=collar&page=2'
 */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const trimmed = trimTrailingSlash(pathname || '/');
  const rule = canonicalOf(trimmed);
  const path = rule?.path ?? trimmed;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of rule?.query ?? []) {
    const value = textValue(params.get(name));
    if (value !== undefined) kept.set(name, value);
  }
  if (rule?.page) {
    const page = pageValue(params.get(rule.page));
    if (page !== undefined) kept.set(rule.page, page);
  }
  const query = kept.toString();
  return `${normalizeOrigin(origin)}${path}${query ? `?${query}` : ''}`;
}

/**
 * The site's static public pages, in route-table order: every route that may be
 * server-rendered (`ssr: true`) without a `:param` or splat, but second URLs of a page and those
 * their record keeps out (`inSitemap: false`, catalog's `/search`). The pages of a pattern
 * (products, categories) are the records' own sitemap entries (see sitemap.ts).
 */
export function publicStaticPaths(): string[] {
  return routeTable
    .filter((route) => route.ssr && isStatic(route) && route.inSitemap !== false)
    .map((route) => route.path)
    .filter((path) => !(path in CANONICAL_ALIASES));
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
