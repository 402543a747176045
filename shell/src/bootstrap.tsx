import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { bus } from '@bonis/design-system/bus';
import { StartupError } from './app/startup-error';
import { scheduleVitals } from './vitals/schedule';
import { pageRemoteOf } from './routes/owned-routes';
import type { EarlyStart } from './start/early-start';

/** Resolves in a new task: the browser gets a turn (input, a frame) before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start-up's large modules, evaluated one per task (shell/README.md "Performance"):
 * styled-components (which reads the server's styles), the design system, supabase-js with the
 * store's client package, react-dom and the app each take a phone tens of milliseconds, and
 * evaluated together they were one long task that kept the page from answering. In dependency
 * order, so each task evaluates what it names and little else. `webpackMode: "eager"` keeps
 * them in the bootstrap's own chunks, downloaded with it (the page preloads them): only their
 * evaluation is spread out.
 */
async function loadStartModules() {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'styled-components');
  await nextTask();
  const { toast } = await import(/* webpackMode: "eager" */ '@bonis/design-system');
  await nextTask();
  const supabase = await import(/* webpackMode: "eager" */ '@bonis/supabase-client');
  const { startSession } = await import(/* webpackMode: "eager" */ './session/session');
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { hydrate } = await import(/* webpackMode: "eager" */ '@tanstack/react-query');
  const { App, createQueryClient } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  return {
    ...supabase,
    startSession,
    createRoot,
    hydrateRoot,
    toast,
    hydrate,
    App,
    createQueryClient,
  };
}

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
    const {
      App,
      configureImageTransformations,
      createBonisClient,
      createQueryClient,
      createRoot,
      hydrate,
      hydrateRoot,
      provideSupabase,
      startSession,
      toast,
    } = await loadStartModules();
    // One supabase-js client for the page: the session is restored from localStorage and its
    // token refreshed by supabase-js; every remote reads this client with getSupabase().
    const client = createBonisClient(config.supabase);
    provideSupabase(client);
    // supabase-js's auth and realtime clients are set up in a task of their own too
    await nextTask();
    configureImageTransformations(config.supabase.imageTransformations ?? true);
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
    const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
    createRoot(container).render(<StartupError />);
  }
}
