import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { Spinner } from '@bonis/design-system';
import { CatalogPage } from '../components/catalog-page';
import { ContentPageView } from '../features/content-pages/components/content-page';
import { CONTENT_PATHS, type ContentPath } from '../features/content-pages/content';
import { useLiveCatalog } from '../lib/live-catalog';
import { preloadablePage, type PreloadablePage } from './preloadable-page';
import { routes } from './routes';

type CatalogRoute = (typeof routes)[number]['path'];
type PageRoute = Exclude<CatalogRoute, ContentPath>;

/** One lazy chunk per page: a shopper downloads the code of the pages they open. */
const pages: Record<PageRoute, PreloadablePage> = {
  '/': preloadablePage(() => import('../routes/home')),
  '/dogs': preloadablePage(() => import('../routes/dogs')),
  '/cats': preloadablePage(() => import('../routes/cats')),
  '/accessories': preloadablePage(() => import('../routes/accessories')),
  '/products': preloadablePage(() => import('../routes/products')),
  '/all-products': preloadablePage(() => import('../routes/all-products')),
  '/product/:id': preloadablePage(() => import('../routes/product')),
  '/search': preloadablePage(() => import('../routes/search')),
  '/categories': preloadablePage(() => import('../routes/categories')),
  '/policies': preloadablePage(() => import('../routes/policies')),
  '/services': preloadablePage(() => import('../routes/services')),
  '/offers': preloadablePage(() => import('../routes/offers')),
  '/deals': preloadablePage(() => import('../routes/deals')),
  '/birds': preloadablePage(() => import('../routes/birds')),
  '/fish': preloadablePage(() => import('../routes/fish')),
  '/:slug': preloadablePage(() => import('../routes/category')),
};

/** The page of the URL the shopper landed on starts downloading with the App chunk. */
function preloadLandingPage(pathname: string) {
  const route = routes.find((candidate) => matchPath(candidate.path, pathname));
  if (route && !isContentPath(route.path)) void pages[route.path].preload().catch(() => {});
}

const isContentPath = (path: string): path is ContentPath =>
  (CONTENT_PATHS as readonly string[]).includes(path);

/** What shows while a page's code arrives: the page's region, with a spinner. */
function PageLoading({ route }: { route: string }) {
  return (
    <CatalogPage route={route}>
      <Spinner label="Cargando…" />
    </CatalogPage>
  );
}

/**
 * The remote's root component, exposed as `./App`. The shell renders it (outside any route
 * of its own) for every URL this remote owns, so the paths here are absolute. While it is on
 * screen the catalog stays live (products, categories, banner).
 */
export default function App() {
  useLiveCatalog();
  return (
    <Routes>
      {routes.map((route) => {
        if (isContentPath(route.path)) {
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <ContentPageView
                  path={route.path}
                  title={route.title}
                  remote={__BONIS_BUILD__.app}
                />
              }
            />
          );
        }
        const { Page } = pages[route.path];
        return (
          <Route
            key={route.path}
            path={route.path}
            element={
              <Suspense fallback={<PageLoading route={route.path} />}>
                <Page />
              </Suspense>
            }
          />
        );
      })}
    </Routes>
  );
}

if (typeof window !== 'undefined') preloadLandingPage(window.location.pathname);
