import { useSyncExternalStore } from 'react';
import { tokens } from '../../tokens';

export type CarouselBreakpoint = 'base' | 'sm' | 'md' | 'lg';
/** How many slides show at each width; a breakpoint left out takes the one below it. */
export type CarouselVisible =
  number | ({ base: number } & Partial<Record<CarouselBreakpoint, number>>);

const QUERIES = {
  lg: `(min-width: ${tokens.breakpoint.lg})`,
  md: `(min-width: ${tokens.breakpoint.md})`,
  sm: `(min-width: ${tokens.breakpoint.sm})`,
} as const;

function subscribe(listener: () => void) {
  const lists = Object.values(QUERIES).map((query) => globalThis.matchMedia?.(query));
  for (const list of lists) list?.addEventListener?.('change', listener);
  return () => {
    for (const list of lists) list?.removeEventListener?.('change', listener);
  };
}

function current(): CarouselBreakpoint {
  const matches = (query: string) => Boolean(globalThis.matchMedia?.(query)?.matches);
  if (matches(QUERIES.lg)) return 'lg';
  if (matches(QUERIES.md)) return 'md';
  if (matches(QUERIES.sm)) return 'sm';
  return 'base';
}

/** The number of slides to show at the current viewport width. */
export function useVisibleCount(visible: CarouselVisible): number {
  const breakpoint = useSyncExternalStore(subscribe, current, () => 'base' as const);
  if (typeof visible === 'number') return Math.max(1, visible);
  const order: CarouselBreakpoint[] = ['base', 'sm', 'md', 'lg'];
  let count = visible.base;
  for (const step of order.slice(0, order.indexOf(breakpoint) + 1)) count = visible[step] ?? count;
  return Math.max(1, count);
}
