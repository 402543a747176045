import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { toast } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { createBonisClient, provideSupabase } from '@bonis/supabase-client';
import { startSession } from './session/session';
import { App, createQueryClient } from './app/app';
import { StartupError } from './app/startup-error';
import { scheduleVitals } from './vitals/schedule';
import { pageRemoteOf } from './routes/owned-routes';
import type { EarlyStart } from './start/early-start';

/** The dehydrated queries a server-rendered page carries (server/document.ts). */
function readServerState(): unknown {
  const text = document.getElementById('bonis-ssr-state')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Renders the store once runtime-config.json is read (by `startEarly`, in the entry chunk). */
export async function start(early: Promise<EarlyStart>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A server-rendered page (shell/src/server) is hydrated with the queries it was rendered with.
  const serverRendered = container.hasAttribute('data-ssr');
  let root: Root | undefined;
  try {
    const { config, loader } = await early;
    const remote = pageRemoteOf(window.location.pathname);
    // The page's remote starts loading now: by the time React reaches it, it is usually there.
    if (remote && remote !== 'admin') loader.load(remote, 'App').catch(() => {});
    // One supabase-js client for the page: the session is restored from localStorage and its
    // token refreshed by supabase-js; every remote reads this client with getSupabase().
    const client = createBonisClient(config.supabase);
    provideSupabase(client);
    let sessionStarted = false;
    const session = () => {
      if (sessionStarted) return; // once, whoever calls first
      sessionStarted = true;
      startSession({
        client,
        bus,
        onSessionError: () =>
          toast.error('Error de autenticación', {
            description: 'No se pudo verificar la sesión actual',
          }),
      });
    };
    // A server-rendered page reads the session once it is hydrated: the signed-in details
    // then fill in as one update, instead of forcing React through the hydration at once.
    if (!serverRendered) session();
    const queryClient = createQueryClient();
    const state = serverRendered ? readServerState() : undefined;
    if (state) hydrate(queryClient, state as Parameters<typeof hydrate>[1]);
    const app = (
      <StrictMode>
        <App
          loader={loader}
          queryClient={queryClient}
          onFirstCommit={serverRendered ? session : undefined}
        />
      </StrictMode>
    );
    if (serverRendered) {
      // Hydration in a transition too: React hydrates in slices that yield to the browser, so
      // the page the server sent stays responsive while its code takes over.
      startTransition(() => {
        root = hydrateRoot(container, app, {
          // A part the server left to the browser (a remote that failed there) is rendered
          // here: expected, so not reported as an error.
          onRecoverableError: (error) =>
            console.warn('[shell] rendered in the browser:', (error as Error).message),
        });
      });
    } else {
      const created = createRoot(container);
      root = created;
      // A transition, so React renders the first page in slices that yield to the browser
      // instead of one long task (Lighthouse mobile TBT 426 → 181 ms on the home).
      startTransition(() => created.render(app));
    }
    // Real-user vitals: web-vitals loads in its own chunk once the page has loaded and the
    // browser is idle (README "Real-user vitals").
    scheduleVitals({ supabase: config.supabase, shellRelease: __BONIS_BUILD__.release });
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root?.unmount();
    container.removeAttribute('data-ssr');
    createRoot(container).render(<StartupError />);
  }
}
