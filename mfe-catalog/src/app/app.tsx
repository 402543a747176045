import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@bonis/design-system';
import { CatalogPage } from '../components/catalog-page';
import { ContentPageView } from '../features/content-pages/components/content-page';
import { CONTENT_PATHS, type ContentPath } from '../features/content-pages/content';
import { useLiveCatalog } from '../lib/live-catalog';
import { routes } from './routes';

type CatalogRoute = (typeof routes)[number]['path'];
type PageRoute = Exclude<CatalogRoute, ContentPath>;

/** One lazy chunk per page: a shopper downloads the code of the pages they open. */
const pages: Record<PageRoute, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('../routes/home')),
  '/dogs': lazy(() => import('../routes/dogs')),
  '/cats': lazy(() => import('../routes/cats')),
  '/accessories': lazy(() => import('../routes/accessories')),
  '/products': lazy(() => import('../routes/products')),
  '/all-products': lazy(() => import('../routes/all-products')),
  '/product/:id': lazy(() => import('../routes/product')),
  '/search': lazy(() => import('../routes/search')),
  '/categories': lazy(() => import('../routes/categories')),
  '/policies': lazy(() => import('../routes/policies')),
  '/services': lazy(() => import('../routes/services')),
  '/offers': lazy(() => import('../routes/offers')),
  '/deals': lazy(() => import('../routes/deals')),
  '/birds': lazy(() => import('../routes/birds')),
  '/fish': lazy(() => import('../routes/fish')),
  '/:slug': lazy(() => import('../routes/category')),
};

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
        const Page = pages[route.path];
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
