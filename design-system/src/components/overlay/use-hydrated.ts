import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False on the server and in the render that hydrates a server-rendered page (the server
 * snapshot), true right after; true from the first render of a page the browser renders itself.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
