import { useCallback, useState } from 'react';

/** The design system carousel's defaults, which the home keeps (storefront spec §2). */
export const SLIDE_WIDTH = 280;
export const SLIDE_GAP = 16;
/** At most 4 slides in view (storefront spec §2). */
export const MOST_VISIBLE = 4;

/** How many whole 280 px slides a column `width` px wide holds: 1 to 4. */
export function slidesThatFit(width: number): number {
  const fit = Math.floor((width + SLIDE_GAP) / (SLIDE_WIDTH + SLIDE_GAP));
  return Math.min(MOST_VISIBLE, Math.max(1, fit));
}

/**
 * How many whole 280 px slides fit the home's column, up to 4 (spec §2), measured on the
 * element given to the returned ref and followed as it resizes. The column, not the screen:
 * its width also depends on the page's padding, the floating controls' gutter (shell) and a
 * scrollbar, and a last slide that doesn't fit would show cut off (4 slides need 1168 px).
 * With one (a phone) the carousel fills the column and lets the next slide peek in.
 *
 * 1 until measured: on the server and at hydration the carousel shows its scrolling row
 * anyway; a page rendered in the browser measures before it paints (the ref runs at commit).
 */
export function useCarouselVisible<T extends HTMLElement>() {
  const [visible, setVisible] = useState(1);
  const ref = useCallback((element: T | null) => {
    if (!element) return undefined;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      // a column not laid out (display: none, a test's DOM) keeps what it had
      if (width > 0) setVisible(slidesThatFit(width));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, visible] as const;
}
