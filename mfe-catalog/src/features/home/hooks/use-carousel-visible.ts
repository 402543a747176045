import { useSyncExternalStore } from 'react';

/** The design system carousel's defaults, which the home keeps (storefront spec §2). */
export const SLIDE_WIDTH = 280;
export const SLIDE_GAP = 16;
/** The home's side padding: 16 px on phones, 24 px from the md breakpoint (768 px). */
const PADDING_BASE = 16;
const PADDING_MD = 24;
const MD = 768;

/** The narrowest viewport that fits `count` whole slides inside the home's padding. */
export function viewportFor(count: number): number {
  const track = count * SLIDE_WIDTH + (count - 1) * SLIDE_GAP;
  const narrow = track + 2 * PADDING_BASE;
  return narrow < MD ? narrow : track + 2 * PADDING_MD;
}

/** 4, 3, 2 slides from the viewports that fit them (1216, 920, 608 px); 1 below. */
const STEPS = [4, 3, 2].map((count) => ({
  count,
  query: `(min-width: ${viewportFor(count)}px)`,
}));

function subscribe(listener: () => void) {
  const lists = STEPS.map(({ query }) => globalThis.matchMedia?.(query));
  for (const list of lists) list?.addEventListener?.('change', listener);
  return () => {
    for (const list of lists) list?.removeEventListener?.('change', listener);
  };
}

function current(): number {
  const step = STEPS.find(({ query }) => globalThis.matchMedia?.(query)?.matches);
  return step?.count ?? 1;
}

/**
 * How many whole 280 px slides fit the home at the current width, up to 4 (spec §2). The design
 * system's defaults switch at its breakpoints (sm 2, md 3, lg 4), where that many slides don't
 * fit yet (4 slides need 1216 px, lg starts at 1024 px), and the last one would show cut off.
 */
export function useCarouselVisible(): number {
  return useSyncExternalStore(subscribe, current, () => 1);
}
