import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '@bonis/design-system';
import { AccountPage } from '../components/account-page';
import { routes } from './routes';

type AccountRoute = (typeof routes)[number]['path'];

/** One lazy chunk per page: a shopper downloads the code of the pages they open. */
const pages: Record<AccountRoute, LazyExoticComponent<ComponentType>> = {
  '/profile': lazy(() => import('../routes/profile')),
  '/orders': lazy(() => import('../routes/orders')),
  '/orders/:orderNumber': lazy(() => import('../routes/order')),
  '/orders/:orderNumber/recibo': lazy(() => import('../routes/order-receipt')),
  '/orders/pagos/:paymentId': lazy(() => import('../routes/payment-receipt')),
  '/favorites': lazy(() => import('../routes/favorites')),
  '/reset-password': lazy(() => import('../routes/reset-password')),
};

/** What shows while a page's code arrives: the page's region, with a spinner. */
function PageLoading({ route, title }: { route: string; title: string }) {
  return (
    <AccountPage route={route} labelledBy="account-page-loading">
      <h1 id="account-page-loading" hidden>
        {title}
      </h1>
      <Spinner label="Cargando…" />
    </AccountPage>
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
