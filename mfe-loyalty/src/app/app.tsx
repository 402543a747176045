import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import type { RouteRecord } from '@bonis/contracts';
import { Spinner } from '@bonis/design-system';
import { LoyaltyPage } from '../components/loyalty-page';
import { records } from './route-records';

/**
 * One lazy chunk per page (the records' screens): a shopper downloads the code of the pages they
 * open. Two URLs of one page share its screen, so they share one component.
 */
const screens = new Map<RouteRecord['screen'], LazyExoticComponent<ComponentType>>();
const pages = records.map((record) => {
  const Page = screens.get(record.screen) ?? lazy(record.screen);
  screens.set(record.screen, Page);
  return { record, Page };
});

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
      {pages.map(({ record, Page }) => (
        <Route
          key={record.path}
          path={record.path}
          element={
            <Suspense fallback={<PageLoading route={record.path} title={record.title} />}>
              <Page />
            </Suspense>
          }
        />
      ))}
    </Routes>
  );
}
