import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void) {
  const query = globalThis.matchMedia?.(QUERY);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}
const prefersReduced = () => Boolean(globalThis.matchMedia?.(QUERY)?.matches);

/** True while the user asks for reduced motion (follows changes). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReduced, () => false);
}
