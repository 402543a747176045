import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '@bonis/design-system';
import { LoyaltyPage } from '../components/loyalty-page';
import { routes } from './routes';

type LoyaltyRoute = (typeof routes)[number]['path'];

const Rewards = lazy(() => import('../routes/rewards'));
const Gifts = lazy(() => import('../routes/gifts'));

/** One lazy chunk per page: a shopper downloads the code of the pages they open. */
const pages: Record<LoyaltyRoute, LazyExoticComponent<ComponentType>> = {
  '/premios': Rewards,
  '/rewards': Rewards,
  '/ruleta': lazy(() => import('../routes/roulette')),
  '/gifts': Gifts,
  '/regalos': Gifts,
  '/membership': lazy(() => import('../routes/membership')),
};

/** What shows while a page's code arrives: the page's region, with a spinner. */
function PageLoading({ route, title }: { route: string; title: string }) {
  return (
    <LoyaltyPage route={route} labelledBy="loyalty-page-loading">
      <h1 id="loyalty-page-loading" hidden>
        {title}
      </h1>
      <Spinner label="Cargando…" />
    </LoyaltyPage>
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
