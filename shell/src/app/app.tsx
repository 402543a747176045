import { useEffect, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { RemoteApp } from '../remotes/remote-app';
import { ownerOf } from '../routes/route-table';
import { AdminLayout, StoreLayout } from './layout';
import { NotFound } from './not-found';
import { GlobalStyles, ThemeProvider } from '@bonis/design-system';

/** Picks the remote that owns the URL and renders it inside the right frame. */
export function RoutedContent() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);

  useEffect(() => {
    document.title = owner ? `${owner.title} | Boñis` : 'Página no encontrada | Boñis';
  }, [owner]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (!owner) {
    return (
      <StoreLayout>
        <NotFound />
      </StoreLayout>
    );
  }
  const Layout = owner.remote === 'admin' ? AdminLayout : StoreLayout;
  return (
    <Layout>
      {/* keyed by remote: moving between remotes swaps the boundary, within one keeps it */}
      <RemoteApp key={owner.remote} remote={owner.remote} />
    </Layout>
  );
}

export function App({ loader }: { loader: RemoteLoader }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteLoaderContext.Provider value={loader}>
        <ThemeProvider>
          <GlobalStyles />
          <BrowserRouter>
            <RoutedContent />
          </BrowserRouter>
        </ThemeProvider>
      </RemoteLoaderContext.Provider>
    </QueryClientProvider>
  );
}
