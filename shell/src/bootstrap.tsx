import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { toast } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { createBonisClient, provideSupabase } from '@bonis/supabase-client';
import { fetchRuntimeConfig } from './config/runtime-config';
import { createRemoteLoader } from './remotes/remote-loader';
import { startSession } from './session/session';
import { App } from './app/app';
import { StartupError } from './app/startup-error';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    const config = await fetchRuntimeConfig();
    // One supabase-js client for the page: the session is restored from localStorage and its
    // token refreshed by supabase-js; every remote reads this client with getSupabase().
    const client = createBonisClient(config.supabase);
    provideSupabase(client);
    startSession({
      client,
      bus,
      onSessionError: () =>
        toast.error('Error de autenticación', {
          description: 'No se pudo verificar la sesión actual',
        }),
    });
    const loader = createRemoteLoader({ registerRemotes, loadRemote }, config.remotes);
    root.render(
      <StrictMode>
        <App loader={loader} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<StartupError />);
  }
}

void start();
