import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from './use-hydrated';

export interface PortalProps {
  children: ReactNode;
  /** where to render; default document.body */
  container?: Element | null;
}

/** Renders its children at the end of document.body (or `container`), outside any clipping. */
export function Portal({ children, container }: PortalProps) {
  // Nothing on the server, and nothing in the render that hydrates a server-rendered page (the
  // server snapshot), so the two agree; the portal mounts right after. A page rendered in the
  // browser from scratch gets it in its first render, as before.
  const mounted = useHydrated();
  if (!mounted || typeof document === 'undefined') return null;
  return createPortal(children, container ?? document.body);
}
