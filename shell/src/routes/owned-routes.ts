import type { RemoteRoute } from '@bonis/contracts';
import type { RemoteName } from '../config/runtime-config';
import { manifests } from './manifests';

/*
 * The route table without react-router: the shell's entry reads it before the shared
 * modules (react-router among them) have loaded, to start fetching the page's remote early.
 */

export interface OwnedRoute extends RemoteRoute {
  /** the remote that renders it */
  remote: RemoteName;
}

/** The remotes whose pages render inside the storefront chrome (admin has its own frame). */
export const STOREFRONT_REMOTES = ['catalog', 'checkout', 'loyalty', 'account'] as const;

/**
 * The shell's own route: every `/admin/*` URL goes to mfe-admin behind the admin gate. Its
 * pages take their titles from mfe-admin's manifest (`titleOf`).
 */
export const ADMIN_ROUTE: OwnedRoute = {
  path: '/admin/*',
  remote: 'admin',
  title: 'Administración',
  ssr: false,
};

/**
 * Which remote owns each URL of the store (ARCHITECTURE §2), built from the storefront remotes'
 * route manifests plus the shell's admin gate. The shell matches the URL here and renders that
 * remote's `./App`, which renders the page itself; on a `catchAll` route (catalog's `/:slug`) it
 * first asks the remote whether there is a page at the URL. Anything unmatched is the shell's
 * not-found page (react-router ranks static paths above `/:slug`, whatever their order here).
 */
export const routeTable: readonly OwnedRoute[] = [
  ...STOREFRONT_REMOTES.flatMap((remote) =>
    manifests[remote].map((route): OwnedRoute => ({ ...route, remote })),
  ),
  ADMIN_ROUTE,
];

const firstSegment = (path: string) => path.split('/')[1] ?? '';
const segmentsOf = (path: string) => path.split('/').filter(Boolean).length;

/** The remote of the catch-all route one-segment paths fall to (catalog's `/:slug`), if any. */
const oneSegmentCatchAll = routeTable.find(
  (route) => route.catchAll && /^\/:[^/]+$/.test(route.path),
)?.remote;

/**
 * The remote a page will most likely need, from the first segment of its path alone (no
 * react-router): a fixed route's remote, else the remote of the catch-all route for a
 * one-segment path (a category page). Only a hint for preloading; `ownerOf` decides what is
 * rendered.
 */
export function pageRemoteOf(pathname: string): RemoteName | undefined {
  const segment = firstSegment(pathname);
  const depth = segmentsOf(pathname);
  const fixed = routeTable.filter(
    (route) => !route.path.startsWith('/:') && firstSegment(route.path) === segment,
  );
  // `/orders` is account's list and `/orders/:orderNumber` checkout's confirmation: a route as
  // deep as the path wins (or a splat), then any route of that segment.
  const best =
    fixed.find((route) => segmentsOf(route.path) === depth || route.path.endsWith('/*')) ??
    fixed[0];
  if (best) return best.remote;
  return depth === 1 ? oneSegmentCatchAll : undefined;
}

/**
 * Paths claimed more than once across route lists (each remote's manifest and the shell's own
 * routes): two owners for one URL would make the page depend on the order of the table.
 */
export function duplicatePaths(lists: Iterable<readonly RemoteRoute[]>): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const list of lists) {
    for (const { path } of list) {
      if (seen.has(path)) duplicates.add(path);
      seen.add(path);
    }
  }
  return [...duplicates];
}
