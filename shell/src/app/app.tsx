import { memo, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, StaticRouter, useLocation, useNavigate } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyles, Spinner, ThemeProvider } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { isBackOffice } from '@bonis/supabase-client/queries';
import type { RemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { PageSkeleton } from '../remotes/page-skeleton';
import { RemotePage } from '../remotes/remote-page';
import { ADMIN_ROUTE, type OwnedRoute } from '../routes/owned-routes';
import { NOT_FOUND_TITLE, ownerOf, skeletonOf, titleOf } from '../routes/route-table';
import { chromeLinks } from '../chrome/nav-data';
import { RequestHost } from '../hosts/request-host';
import { ToastHost } from '../hosts/toast-host';
import { useBus } from '@bonis/design-system/bus';
import { LiveStoreSettings } from '../settings/live-settings';
import { useStoreAccess } from '../settings/store-access';
import { AdminLayout, StoreLayout } from './layout';
import { MAINTENANCE_TITLE, MaintenancePage } from './maintenance-page';
import { NotFound } from './not-found';
import { useRouteResolution } from './route-resolution';
import { ScrollRestoration } from './scroll-restoration';

const pageTitle = (title: string) => `${title} | Boñis`;

function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}

function Pending({ label }: { label: string }) {
  return (
    <div style={{ minHeight: '40vh', display: 'grid', placeItems: 'center' }}>
      <Spinner label={label} />
    </div>
  );
}

/** The URL being shown, absolute (the origin only matters to the remote it is handed to). */
const pageUrl = (pathname: string, search: string) =>
  new URL(
    pathname + search,
    typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  );

/**
 * A `catchAll` route (catalog's `/:slug`): the remote's page when the remote says there is one
 * at the URL (a category's slug), titled as it says; else the 404.
 */
function ResolvedOrNotFound({ route }: { route: OwnedRoute }) {
  const { pathname, search } = useLocation();
  const resolution = useRouteResolution(route, pageUrl(pathname, search));
  useDocumentTitle(
    resolution.state === 'missing'
      ? NOT_FOUND_TITLE
      : resolution.state === 'found'
        ? (resolution.title ?? route.title)
        : undefined,
  );
  // The page's skeleton while the remote is asked: nothing moves if it is a page.
  if (resolution.state === 'loading') {
    return <PageSkeleton kind={skeletonOf(route)} remote={route.remote} />;
  }
  if (resolution.state === 'found') return <RemotePage route={route} />;
  return <NotFound />;
}

/**
 * `/admin/*` is for the back office (staff, 'Personal', and admins; `isBackOffice`): everyone
 * else is sent to `/` (and RLS refuses them anyway). Nothing of mfe-admin is fetched before the
 * session says so. What each role may open there is mfe-admin's (its sidebar and route guard).
 */
function AdminGate() {
  const session = useBus((state) => state.session);
  if (session === undefined) return <Pending label="Verificando acceso…" />;
  if (!isBackOffice(session)) return <Navigate to={chromeLinks.home} replace />;
  return (
    <AdminLayout>
      <RemotePage route={ADMIN_ROUTE} />
    </AdminLayout>
  );
}

/**
 * Staff and admins land on the dashboard when they sign in (not when a stored session is
 * restored).
 */
export function AdminLandingAfterSignIn() {
  const navigate = useNavigate();
  useEffect(
    () =>
      bus.subscribe((state, previous) => {
        if (previous.session === null && isBackOffice(state.session)) {
          navigate(chromeLinks.adminHome);
        }
      }),
    [navigate],
  );
  return null;
}

/**
 * Picks the remote that owns the URL and renders it inside the right frame. While maintenance
 * mode is on, shoppers get the maintenance page on every storefront URL instead (no chrome, so
 * no cart or checkout); admins get the store as usual, under the maintenance notice.
 */
export function RoutedContent() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  const isCatchAll = owner?.catchAll === true;
  const access = useStoreAccess();
  const isAdminPath = owner?.remote === 'admin';
  const closed = access === 'closed' && !isAdminPath;
  // One title per URL, from the owning remote's manifest; a category page's comes from its name.
  useDocumentTitle(closed ? MAINTENANCE_TITLE : isCatchAll ? undefined : titleOf(pathname));

  if (isAdminPath) return <AdminGate />;
  if (access === 'checking') return <Pending label="Cargando…" />;
  if (closed) return <MaintenancePage />;
  return <StorePage owner={owner} />;
}

/**
 * The store's frame and the URL's page. Memoised: `RoutedContent` re-renders when the session
 * is read (maintenance mode depends on it), and a hydrated page then re-rendered the whole
 * store at once, in one task; now only what shows the session does (shell/README.md
 * "Performance").
 */
const StorePage = memo(function StorePage({ owner }: { owner: OwnedRoute | undefined }) {
  return (
    <StoreLayout>
      {!owner ? (
        <NotFound />
      ) : owner.catchAll === true ? (
        <ResolvedOrNotFound route={owner} />
      ) : (
        // keyed by remote: moving between remotes swaps the slot, within one keeps it
        <RemotePage key={owner.remote} route={owner} />
      )}
    </StoreLayout>
  );
});

/** The store's query defaults: what a page read less than 30 s ago is not read again. */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
}

export interface AppProps {
  loader: RemoteLoader;
  /** the page's QueryClient (the browser's holds what the server inlined); a new one if absent */
  queryClient?: QueryClient;
  /** server rendering only: the URL being rendered (a StaticRouter instead of the browser's) */
  location?: string;
  /** called once, after the first commit (a hydrated page: once its shell is hydrated) */
  onFirstCommit?: () => void;
}

function FirstCommit({ onFirstCommit }: { onFirstCommit?: () => void }) {
  const [callback] = useState(() => onFirstCommit);
  useEffect(() => callback?.(), [callback]);
  return null;
}

function Router({ location, children }: { location?: string; children: ReactNode }) {
  if (location !== undefined) return <StaticRouter location={location}>{children}</StaticRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}

export function App({ loader, queryClient: given, location, onFirstCommit }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <LiveStoreSettings />
      <RemoteLoaderContext.Provider value={loader}>
        <ThemeProvider>
          <GlobalStyles />
          <Router location={location}>
            <ScrollRestoration />
            <AdminLandingAfterSignIn />
            <RoutedContent />
            <RequestHost />
            <ToastHost />
            <FirstCommit onFirstCommit={onFirstCommit} />
          </Router>
        </ThemeProvider>
      </RemoteLoaderContext.Provider>
    </QueryClientProvider>
  );
}
