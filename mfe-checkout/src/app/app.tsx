import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '@bonis/design-system';
import { CheckoutPage } from '../components/checkout-page';
import { routes } from './routes';

type CheckoutRoute = (typeof routes)[number]['path'];

/** One lazy chunk per page: a shopper downloads the code of the pages they open. */
const pages: Record<CheckoutRoute, LazyExoticComponent<ComponentType>> = {
  '/cart': lazy(() => import('../routes/cart')),
  '/checkout': lazy(() => import('../routes/checkout')),
  '/payment': lazy(() => import('../routes/payment')),
};

/** What shows while a page's code arrives: the page's region, with a spinner. */
function PageLoading({ route, title }: { route: string; title: string }) {
  return (
    <CheckoutPage route={route} labelledBy="checkout-page-loading">
      <h1 id="checkout-page-loading" hidden>
        {title}
      </h1>
      <Spinner label="Cargando…" />
    </CheckoutPage>
  );
}

/**
 * The remote's root component, exposed as `./App`. The shell renders it (outside any route
 * of its own) for every URL this remote owns, so the paths here are absolute.
 */
export default function App() {
  return (
    <Routes>
      {routes.map((route) => {
        const Page = pages[route.path];
        return (
          <Route
            key={route.path}
            path={route.path}
            element={
              <Suspense fallback={<PageLoading route={route.path} title={route.title} />}>
                <Page />
              </Suspense>
            }
          />
        );
      })}
    </Routes>
  );
}
