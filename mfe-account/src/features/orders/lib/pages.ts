/** Orders per page of /orders. */
export const ORDERS_PAGE_SIZE = 10;

/**
 * The page a `?page=` value asks for: a whole number from 1, written in digits. Anything else
 * (missing, '0', '-2', '1.5', 'abc', absurdly large) is null.
 */
export function parsePage(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/** The zero-based, inclusive row range of a page (PostgREST's `range(from, to)`). */
export function pageRange(page: number, size = ORDERS_PAGE_SIZE): { from: number; to: number } {
  const from = (page - 1) * size;
  return { from, to: from + size - 1 };
}

/** How many pages `total` rows fill; at least 1, so an empty list is page 1 of 1. */
export function pageCount(total: number, size = ORDERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** 'Mostrando 11-15 de 15 pedidos': the rows shown on a page, counted from 1. */
export function showingLine(page: number, shown: number, total: number, size = ORDERS_PAGE_SIZE) {
  const first = (page - 1) * size + 1;
  const last = first + shown - 1;
  return `Mostrando ${first}-${last} de ${total} ${total === 1 ? 'pedido' : 'pedidos'}`;
}
