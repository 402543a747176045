/**
 * Standalone dev entry for a remote: renders the remote's App with the providers the shell
 * gives it in the store (router, query client, theme, global styles, the page's Supabase client
 * and a toast host), so a team can run and test its remote alone
 * (`npm run dev -w @bonis/mfe-<name>`). Only `src/bootstrap.tsx` of a remote imports this;
 * inside the store the shell's providers are used.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyles, ThemeProvider, Toaster, toast } from '@bonis/design-system';
import { onBusEvent } from '@bonis/design-system/bus';
import { createBonisClient, provideSupabase } from '@bonis/supabase-client';

export function renderStandalone(app: ReactNode, container = document.getElementById('root')) {
  if (!container) throw new Error('renderStandalone: #root is missing from the page');
  const queryClient = new QueryClient();
  // The shell provides the page's client from runtime-config.json; standalone, the local server
  // the dev build was made against.
  if (!__BONIS_DEV_SUPABASE__) {
    throw new Error(
      'No local Supabase server was running when this dev server started: run `npm run supabase:start`, then restart `npm run dev`.',
    );
  }
  provideSupabase(createBonisClient(__BONIS_DEV_SUPABASE__));
  // Remotes ask for toasts through the bus; in the store the shell's toast host shows them.
  onBusEvent('toastRequested', (request) => toast(request));
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <GlobalStyles />
          <BrowserRouter>{app}</BrowserRouter>
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
