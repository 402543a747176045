/** A page number, or a gap of one or more hidden pages. */
export type PageItem = number | '…';

/**
 * The pages a pager shows (storefront spec §9): the first, the last and the neighbours within
 * one of the current page, with '…' wherever pages are left out.
 *
 * `pageItems(5, 10)` → `[1, '…', 4, 5, 6, '…', 10]`. A current page outside 1..total is
 * clamped into it; no pages (total < 1) gives `[]`.
 */
export function pageItems(current: number, total: number): PageItem[] {
  const last = Math.floor(total);
  if (!Number.isFinite(last) || last < 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);

  const shown = new Set([1, page - 1, page, page + 1, last]);
  const pages = [...shown].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const n of pages) {
    if (n - previous > 1) items.push('…');
    items.push(n);
    previous = n;
  }
  return items;
}
