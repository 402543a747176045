import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import type { PrefetchContext, ResolvedRoute } from '@bonis/contracts';
import { Spinner } from '@bonis/design-system';
import { CatalogPage } from '../components/catalog-page';
import { useLiveCatalog } from '../lib/live-catalog';
import { matchRecord } from './match-record';
import { preloadablePage } from './preloadable-page';
import { records } from './route-records';

/** One lazy chunk per page (the records' screens): a shopper downloads the pages they open. */
const pages = records.map((record) => ({ record, ...preloadablePage(record.screen) }));

/** The page of the URL the shopper landed on starts downloading with the App chunk. */
function preloadLandingPage(pathname: string) {
  const landing = matchRecord(records, pathname);
  const page = pages.find(({ record }) => record === landing?.record);
  void page?.preload().catch(() => {});
}

/** What shows while a page's code arrives: the page's region, with a spinner. */
function PageLoading({ route }: { route: string }) {
  return (
    <CatalogPage route={route}>
      <Spinner label="Cargando…" />
    </CatalogPage>
  );
}

/**
 * Whether there is a page at `url` when a catch-all record (`/:slug`) matches it: the shell asks
 * before rendering one (`RoutedApp` of `@bonis/contracts`), in the browser and on its server. A
 * URL of a fixed record is its page; one no record matches is none.
 */
export async function resolveRoute({
  url,
  queryClient,
}: PrefetchContext): Promise<ResolvedRoute | null> {
  const match = matchRecord(records, url.pathname);
  if (!match) return null;
  const { record, params } = match;
  if (!('resolve' in record)) return {};
  return record.resolve({ url, queryClient, params, route: record });
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
      {pages.map(({ record, Page }) => (
        <Route
          key={record.path}
          path={record.path}
          element={
            <Suspense fallback={<PageLoading route={record.path} />}>
              <Page />
            </Suspense>
          }
        />
      ))}
    </Routes>
  );
}

if (typeof window !== 'undefined') preloadLandingPage(window.location.pathname);
