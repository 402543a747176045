import { matchPath, matchRoutes } from 'react-router';
import type { RouteSkeleton } from '@bonis/contracts';
import { manifests } from './manifests';
import { ADMIN_ROUTE, routeTable, type OwnedRoute } from './owned-routes';

export { routeTable, type OwnedRoute };

type RouteMatch = { route: OwnedRoute; params: Readonly<Record<string, string | undefined>> };

/** The last paths matched (react-router ranks the whole table per call: kept for the server). */
const matched = new Map<string, RouteMatch | undefined>();
const MATCHES_KEPT = 500;

/** The route of the table that owns `pathname` and the URL's parameters for it, or undefined. */
export function matchOf(pathname: string): RouteMatch | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const match = matchRoutes(routeTable as OwnedRoute[], pathname)?.[0];
  const result = match ? { route: match.route, params: match.params } : undefined;
  if (matched.size >= MATCHES_KEPT) matched.delete(matched.keys().next().value as string);
  matched.set(pathname, result);
  return result;
}

/** The title of the shell's not-found page. */
export const NOT_FOUND_TITLE = 'Página no encontrada';

/** The route of the table that owns `pathname`, or undefined (not found). */
export function ownerOf(pathname: string): OwnedRoute | undefined {
  return matchOf(pathname)?.route;
}

/**
 * The page's title (before ' | Boñis'), one per URL, from the manifest of the remote that owns
 * it: an admin page is '<its title> · Administración' ('Administración' for a page the shell's
 * build doesn't know yet); a URL nobody owns is the not-found page. Category pages are titled
 * with the category's name once it is looked up, by the caller.
 */
export function titleOf(pathname: string): string {
  const owner = ownerOf(pathname);
  if (!owner) return NOT_FOUND_TITLE;
  if (owner !== ADMIN_ROUTE) return owner.title;
  const page = manifests.admin.find((route) => matchPath(route.path, pathname));
  return page ? `${page.title} · ${ADMIN_ROUTE.title}` : ADMIN_ROUTE.title;
}

/** The placeholder a route shows while its remote loads. */
export const skeletonOf = (route: OwnedRoute): RouteSkeleton => route.skeleton ?? 'page';
