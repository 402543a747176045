/**
 * Standalone dev entry for a remote: renders the remote's App with the providers the shell
 * gives it in the store (router, query client, theme and global styles), so a team can run and test its remote alone
 * (`npm run dev -w @bonis/mfe-<name>`). Only `src/bootstrap.tsx` of a remote imports this;
 * inside the store the shell's providers are used.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyles, ThemeProvider } from '@bonis/design-system';

export function renderStandalone(app: ReactNode, container = document.getElementById('root')) {
  if (!container) throw new Error('renderStandalone: #root is missing from the page');
  const queryClient = new QueryClient();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <GlobalStyles />
          <BrowserRouter>{app}</BrowserRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
