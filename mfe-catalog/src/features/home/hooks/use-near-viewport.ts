import { useCallback, useState } from 'react';

/**
 * How far below the fold a home section starts loading: about a flick of the thumb, so its
 * products are usually there by the time it scrolls into view.
 */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * Whether the element has come within `rootMargin` of the viewport; it stays true from then on.
 * Sections further down the home wait for it before reading their products, so the first
 * screen (banner, categories) gets the connection and the main thread to itself. Without
 * IntersectionObserver everything counts as near (a server render: it reads nothing anyway,
 * and what it shows never depends on this).
 */
export function useNearViewport<T extends Element>(rootMargin = NEAR_VIEWPORT_MARGIN) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near] as const;
}
