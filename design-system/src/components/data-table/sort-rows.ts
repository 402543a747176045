export type SortDirection = 'asc' | 'desc';

export interface SortState {
  /** the column's `key` */
  key: string;
  direction: SortDirection;
}

/** A value a column sorts by; `null`/`undefined` sort last in both directions. */
export type SortValue = string | number | boolean | Date | null | undefined;

const collator = new Intl.Collator('es-CO', { numeric: true, sensitivity: 'base' });

/** Compares two sort values: numbers and dates by size, text as Spanish speakers order it. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  if (typeof left === 'string' || typeof right === 'string') {
    return collator.compare(String(left), String(right));
  }
  return Number(left) - Number(right);
}

/**
 * A sorted copy of `rows` (stable: equal rows keep their order); missing values go last in
 * both directions.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((x, y) => {
      const xMissing = x.value === null || x.value === undefined || x.value === '';
      const yMissing = y.value === null || y.value === undefined || y.value === '';
      if (xMissing !== yMissing) return xMissing ? 1 : -1;
      return sign * compareSortValues(x.value, y.value) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** The next sort when a column's header is activated: ascending first, then it flips. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current?.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}
