import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { RemoteName } from '../config/runtime-config';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import { pageRemoteOf } from '../routes/owned-routes';

/**
 * When the chrome loads another remote's widget (catalog's search box and footer newsletter): at
 * once on that remote's own pages (the page has loaded the remote anyway), elsewhere only when
 * the shopper reaches for it (pointer over it, or focus in it). Until then the shell's own
 * stand-in shows, so a page like /cart fetches the shell and its own remote only (ARCHITECTURE
 * §2: a dropdown's remote loads when it is opened, preloaded on hover or focus).
 *
 * The stand-in stays in place while the module downloads; `ready` turns true once the loader
 * has it (or gave up: the slot then shows its fallback), and the slot swaps in one render, with
 * no suspension (the loader's promise is settled in place). `focused` says whether the stand-in
 * had the focus, so the widget takes it over.
 */
export function useWidgetOnInteraction(remote: RemoteName, expose: string) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const onItsPage = pageRemoteOf(pathname) === remote;
  const [ready, setReady] = useState(false);
  const [focused, setFocused] = useState(false);
  const requested = useRef(false);

  /** Starts the download once; `ready` follows when the loader settles (never synchronously). */
  const start = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    const settle = () => setReady(true);
    loader.load(remote, expose).then(settle, settle);
  }, [loader, remote, expose]);

  const want = useCallback(
    (withFocus: boolean) => {
      if (withFocus) setFocused(true);
      start();
    },
    [start],
  );

  useEffect(() => {
    if (onItsPage) start();
  }, [onItsPage, start]);

  return { ready, focused, want, setFocused };
}
