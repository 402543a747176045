import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig } from './config/runtime-config';
import { createRemoteLoader } from './remotes/remote-loader';
import { App } from './app/app';
import { StartupError } from './app/startup-error';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    const config = await fetchRuntimeConfig();
    // The Supabase connection (config.supabase) is wired into the session by the shell issue.
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
