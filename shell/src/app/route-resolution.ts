import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PrefetchContext, ResolvedRoute, RoutedApp } from '@bonis/contracts';
import type { RemoteName } from '../config/runtime-config';
import type { RemoteLoader } from '../remotes/remote-loader';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import type { OwnedRoute } from '../routes/owned-routes';

/** The query key of what `remote` said of `pathname`: the browser's and the server's. */
export const routeResolutionKey = (remote: RemoteName, pathname: string) =>
  ['shell', 'route', remote, pathname] as const;

/**
 * Asks the remote whether there is a page at the URL (its `./App`'s `resolveRoute`). A remote
 * whose App can't say (an older build) is taken at its word that the page is there.
 */
export function resolveWith(
  app: Partial<Pick<RoutedApp, 'resolveRoute'>>,
  context: PrefetchContext,
): Promise<ResolvedRoute | null> {
  return app.resolveRoute ? app.resolveRoute(context) : Promise.resolve({});
}

/**
 * What the remote that owns a `catchAll` route (catalog's `/:slug`) says of `url`: a page (and
 * its title), or null for none. Loads the remote's `./App` (the page's own code, needed anyway)
 * and asks it, with the page's QueryClient, so the reads it makes are the page's own.
 */
export const routeResolutionQuery = (
  route: OwnedRoute,
  url: URL,
  loader: RemoteLoader,
  queryClient: QueryClient,
) =>
  queryOptions({
    queryKey: routeResolutionKey(route.remote, url.pathname),
    queryFn: async () => {
      const app = await loader.load<Partial<RoutedApp>>(route.remote, 'App');
      return resolveWith(app, { url, queryClient });
    },
    staleTime: 60_000,
  });

export type RouteResolution =
  { state: 'loading' } | { state: 'found'; title: string | undefined } | { state: 'missing' };

/**
 * A `catchAll` route is a page only when its remote says so; anything else is the not-found
 * page. A question that fails (the remote can't be loaded, its read failed) lets the remote
 * render: it shows its own fallback or state, rather than a real page called missing.
 */
export function useRouteResolution(route: OwnedRoute, url: URL): RouteResolution {
  const loader = useRemoteLoader();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useQuery(
    routeResolutionQuery(route, url, loader, queryClient),
  );
  if (error) {
    console.error(`[shell] ${route.remote} could not say whether ${url.pathname} is a page`, error);
    return { state: 'found', title: undefined };
  }
  if (isPending) return { state: 'loading' };
  return data ? { state: 'found', title: data.title } : { state: 'missing' };
}
