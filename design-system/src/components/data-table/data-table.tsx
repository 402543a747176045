import { useState, type ReactNode, type Ref } from 'react';
import {
  Caption,
  Cell,
  EmptyCell,
  HeaderCell,
  Scroller,
  SortButton,
  Table,
  type ColumnAlign,
} from './data-table.styles';
import { Skeleton } from '../skeleton';
import { nextSort, sortRows, type SortState, type SortValue } from './sort-rows';

export type { ColumnAlign };

export interface DataTableColumn<Row> {
  /** unique per table; also the row field shown when there is no `render` */
  key: string;
  header: ReactNode;
  /** the cell's content; without it the row's field named `key` is shown as text */
  render?: (row: Row, index: number) => ReactNode;
  /** the header becomes a button that sorts by this column */
  sortable?: boolean;
  /** what uncontrolled sorting compares; the row's field named `key` by default */
  sortValue?: (row: Row) => SortValue;
  align?: ColumnAlign;
  /** a CSS width for the column, e.g. '120px' or '20%' */
  width?: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /** names the table and its scroll region; hide it visually with `captionHidden` */
  caption: string;
  captionHidden?: boolean;
  /** controlled sort; leave out (with `onSortChange`) to let the table sort by itself */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** shows skeleton rows and marks the table busy */
  loading?: boolean;
  /** how many skeleton rows; 5 */
  loadingRows?: number;
  /** 'No hay datos para mostrar' */
  emptyMessage?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

function fieldOf<Row>(row: Row, key: string): unknown {
  return typeof row === 'object' && row !== null
    ? (row as Record<string, unknown>)[key]
    : undefined;
}

function asText(value: unknown): ReactNode {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return null;
}

function asSortValue(value: unknown): SortValue {
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  ) {
    return value;
  }
  return null;
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M6 1L9.5 5h-7z" fill="currentColor" opacity={direction === 'desc' ? 0.3 : 1} />
      <path d="M6 11L2.5 7h7z" fill="currentColor" opacity={direction === 'asc' ? 0.3 : 1} />
    </svg>
  );
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A table for the admin lists: typed columns, sortable headers (buttons in the header cells with
 * aria-sort), skeleton rows while loading, an empty message, and a focusable scroll region so
 * wide tables scroll sideways on small screens.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  captionHidden = false,
  sort,
  defaultSort = null,
  onSortChange,
  loading = false,
  loadingRows = 5,
  emptyMessage = 'No hay datos para mostrar',
  className,
  ref,
}: DataTableProps<Row>) {
  const [internalSort, setInternalSort] = useState<SortState | null>(defaultSort);
  const controlled = sort !== undefined;
  const activeSort = controlled ? sort : internalSort;

  const changeSort = (key: string) => {
    const next = nextSort(activeSort, key);
    if (!controlled) setInternalSort(next);
    onSortChange?.(next);
  };

  let shownRows: readonly Row[] = rows;
  if (!controlled && activeSort) {
    const column = columns.find((c) => c.key === activeSort.key);
    if (column) {
      const value = column.sortValue ?? ((row: Row) => asSortValue(fieldOf(row, column.key)));
      shownRows = sortRows(rows, value, activeSort.direction);
    }
  }

  const alignOf = (column: DataTableColumn<Row>): ColumnAlign => column.align ?? 'start';

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, rowIndex) => (
      <tr key={`loading-${rowIndex}`} aria-hidden="true">
        {columns.map((column) => (
          <Cell key={column.key} $align={alignOf(column)}>
            <Skeleton width="70%" />
          </Cell>
        ))}
      </tr>
    ));
  } else if (shownRows.length === 0) {
    body = (
      <tr>
        <EmptyCell colSpan={Math.max(1, columns.length)}>{emptyMessage}</EmptyCell>
      </tr>
    );
  } else {
    body = shownRows.map((row, rowIndex) => (
      <tr key={getRowId(row)}>
        {columns.map((column) => (
          <Cell key={column.key} $align={alignOf(column)}>
            {column.render ? column.render(row, rowIndex) : asText(fieldOf(row, column.key))}
          </Cell>
        ))}
      </tr>
    ));
  }

  return (
    <Scroller
      ref={ref}
      className={className}
      role="region"
      aria-label={caption}
      tabIndex={0}
      data-state={loading ? 'loading' : shownRows.length === 0 ? 'empty' : 'ready'}
    >
      <Table aria-busy={loading || undefined}>
        <Caption $hidden={captionHidden}>{caption}</Caption>
        {columns.some((c) => c.width) && (
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
        )}
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = activeSort?.key === column.key ? activeSort.direction : null;
              return (
                <HeaderCell
                  key={column.key}
                  scope="col"
                  $align={alignOf(column)}
                  aria-sort={
                    column.sortable ? (direction ? ariaSort[direction] : 'none') : undefined
                  }
                >
                  {column.sortable ? (
                    <SortButton
                      type="button"
                      $align={alignOf(column)}
                      onClick={() => changeSort(column.key)}
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </HeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody aria-busy={loading || undefined}>{body}</tbody>
      </Table>
    </Scroller>
  );
}
