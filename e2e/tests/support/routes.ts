import { routes as account } from '@bonis/mfe-account/routes';
import { routes as admin } from '@bonis/mfe-admin/routes';
import { routes as catalog } from '@bonis/mfe-catalog/routes';
import { routes as checkout } from '@bonis/mfe-checkout/routes';
import { routes as loyalty } from '@bonis/mfe-loyalty/routes';

/**
 * The routes to walk, built from the remotes' route manifests (the same lists the shell's
 * route table and titles come from): a concrete URL for each, the remote that must serve it,
 * the pattern that remote must match and the document title the shell must give it.
 */
export interface RouteCase {
  url: string;
  remote: 'mfe-catalog' | 'mfe-checkout' | 'mfe-loyalty' | 'mfe-account' | 'mfe-admin';
  route: string;
  /** the document title before ' | Boñis'; none where the database names the page (categories) */
  title?: string;
  /** where a signed-out visitor lands instead (the page redirects them), if elsewhere */
  signedOutLanding?: Pick<RouteCase, 'remote' | 'route'>;
}

/**
 * Pages that send a signed-out visitor elsewhere (storefront spec §2): /checkout to the home
 * page, /payment (no order of theirs) to the cart. The signed-out walks expect the landing.
 */
const SIGNED_OUT_LANDING: Record<string, Pick<RouteCase, 'remote' | 'route'>> = {
  '/checkout': { remote: 'mfe-catalog', route: '/' },
  '/payment': { remote: 'mfe-checkout', route: '/cart' },
};

type Manifest = ReadonlyArray<{ path: string; title: string }>;

const storefront: ReadonlyArray<readonly [RouteCase['remote'], Manifest]> = [
  ['mfe-catalog', catalog],
  ['mfe-checkout', checkout],
  ['mfe-loyalty', loyalty],
  ['mfe-account', account],
];

/**
 * Values for the manifests' path parameters: an unknown product, a seeded category's slug, an
 * order number nobody has, a payment id nobody has.
 */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '123',
  slug: 'aves',
  orderNumber: 'BON-1000000000000',
  paymentId: '00000000-0000-4000-8000-000000000000',
};

/** A concrete URL for a route pattern (`/product/:id` → `/product/123`). */
export function sampleUrl(pattern: string): string {
  return pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = SAMPLE_PARAMS[name];
    if (!value) throw new Error(`no sample value for :${name} in ${pattern}`);
    return value;
  });
}

const caseOf = (
  remote: RouteCase['remote'],
  route: { path: string; title: string },
): RouteCase => ({
  url: sampleUrl(route.path),
  remote,
  route: route.path,
  // A category page is titled with the category's name, read from the database.
  title: route.path.includes(':slug') ? undefined : route.title,
  ...(SIGNED_OUT_LANDING[route.path] ? { signedOutLanding: SIGNED_OUT_LANDING[route.path] } : {}),
});

/** The storefront page that owns exactly `path` (a manifest's pattern), for walks by link. */
export function storefrontRoute(path: string): RouteCase {
  for (const [remote, routes] of storefront) {
    const route = routes.find((candidate) => candidate.path === path);
    if (route) return caseOf(remote, route);
  }
  throw new Error(`no storefront manifest has ${path}`);
}

/** Every storefront route of the manifests, plus the query strings the spec names. */
export const storefrontRoutes: RouteCase[] = [
  ...storefront.flatMap(([remote, routes]) => routes.map((route) => caseOf(remote, route))),
  {
    url: '/products?category=1&group=2&subcategory=Perros',
    remote: 'mfe-catalog',
    route: '/products',
  },
  { url: '/search?q=collar', remote: 'mfe-catalog', route: '/search' },
  { url: '/profile?tab=orders', remote: 'mfe-account', route: '/profile' },
  { url: '/profile?tab=settings', remote: 'mfe-account', route: '/profile' },
];

/**
 * Every page of mfe-admin's manifest that is a place of its own, inside the shell's admin frame:
 * the sidebar's destinations. A page under a record (a path with a `:param`, such as
 * `/admin/users/:id`) is no sidebar destination and needs a real record: its own journey opens it.
 */
export const adminRoutes: RouteCase[] = admin
  .filter((route) => !route.path.includes(':'))
  .map((route) => ({
    url: route.path,
    remote: 'mfe-admin',
    route: route.path,
    title: `${route.title} · Administración`,
  }));
