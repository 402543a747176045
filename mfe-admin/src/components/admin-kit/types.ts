import type { ReactNode } from 'react';

/** Sort direction of a list, as written in the URL (`sort=<key>.<asc|desc>`). */
export type SortDirection = 'asc' | 'desc';

/** A list's sort: the column key (a database column, usually) and the direction. */
export interface SortState<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

/** One column of an <AdminTable>. */
export interface AdminColumn<Row> {
  /** Unique per table; it is also the sort key sent to `onSortChange` when `sortable`. */
  key: string;
  /** Column heading (plain text: it names the sort button too). */
  header: string;
  /** The cell's content for a row. */
  cell: (row: Row) => ReactNode;
  /** The heading becomes a sort button (server-side sorting by `key`). */
  sortable?: boolean;
  /** Text alignment of heading and cells (numbers and money: 'end'). Default 'start'. */
  align?: 'start' | 'center' | 'end';
  /** CSS width of the column, e.g. '8rem' or '20%'. */
  width?: string;
}
