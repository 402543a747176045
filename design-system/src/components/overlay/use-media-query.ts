import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (`useMediaQuery('(min-width:
 * 1024px)')`). On the server, and during hydration, it answers `serverValue` (default false), so
 * a server-rendered page and its first browser render agree.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener?.('change', listener);
      return () => list?.removeEventListener?.('change', listener);
    },
    [query],
  );
  const current = useCallback(() => Boolean(globalThis.matchMedia?.(query)?.matches), [query]);
  return useSyncExternalStore(subscribe, current, () => serverValue);
}
