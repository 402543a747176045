import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startEarly } from './start/early-start';

// In a task after the one that evaluated this chunk (the federation runtime): two shorter tasks
// instead of one long one (shell/README.md "Performance").
setTimeout(() => {
  // Started before the async boundary: the page's remote downloads alongside the shared modules.
  const early = startEarly({
    runtime: { registerRemotes, loadRemote, preloadRemote },
    pathname: window.location.pathname,
    head: document.head,
  });
  // A broken runtime-config.json is reported by start() (the start-up error page), not here.
  early.catch(() => {});

  // Async boundary: shared singletons are negotiated before any app code runs.
  void import('./bootstrap').then(({ start }) => start(early));
}, 0);
