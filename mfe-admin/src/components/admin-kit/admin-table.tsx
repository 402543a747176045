import { useEffect, useId, useMemo } from 'react';
import {
  functionalUpdate,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type Row as TableRow,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import {
  Button,
  Checkbox,
  DataTable,
  Pagination,
  Select,
  VisuallyHidden,
  formatNumber,
  type DataTableColumn,
} from '@bonis/design-system';
import {
  ErrorBox,
  Footer,
  FooterGroup,
  InlineLabel,
  SelectCell,
  TableRoot,
} from './admin-kit.styles';
import type { AdminColumn, SortState } from './types';

/** Page sizes offered by 'Filas por página'. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface AdminTableProps<Row extends RowData> {
  /** Names the table and its scroll region (visually hidden caption). */
  caption: string;
  columns: readonly AdminColumn<Row>[];
  /** The current page's rows. */
  rows: readonly Row[];
  /** Exact row count of the whole filtered list. */
  total: number;
  loading: boolean;
  /** Shown instead of the rows, with a 'Reintentar' button calling `onRetry`. */
  error?: string | null;
  onRetry?: () => void;
  getRowId: (row: Row) => string;
  /** Names the row for its checkbox and 'Ver detalle' button. Default: its id. */
  getRowLabel?: (row: Row) => string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Shows the 'Filas por página' select when given. */
  onPageSizeChange?: (pageSize: number) => void;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  selectable?: boolean;
  selectedIds?: readonly string[];
  onSelectedIdsChange?: (ids: string[]) => void;
  emptyMessage: string;
  /** Adds a 'Ver detalle' button to each row. */
  onRowOpen?: (row: Row) => void;
}

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, rowSelectionFeature });
type Features = typeof features;

const SELECT_COLUMN = '__select';
const OPEN_COLUMN = '__open';
const NO_IDS: readonly string[] = [];

/**
 * The admin lists' table: server-side sorting and paging (the rows given are the page; `total`
 * is the exact count), row selection, and a footer 'Mostrando 1–20 de 57' with the pagination
 * and 'Filas por página'. State is @tanstack/react-table 9's (`useTable` with the sorting,
 * pagination and selection features, all manual and controlled by the props); it renders
 * through the design system's DataTable, so it scrolls sideways inside its own region on small
 * screens, shows skeleton rows while loading and the empty message when there are none.
 */
export function AdminTable<Row extends RowData>({
  caption,
  columns,
  rows,
  total,
  loading,
  error,
  onRetry,
  getRowId,
  getRowLabel,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  sort,
  onSortChange,
  selectable = false,
  selectedIds = NO_IDS,
  onSelectedIdsChange,
  emptyMessage,
  onRowOpen,
}: AdminTableProps<Row>) {
  const pageSizeId = useId();
  const labelOf = (row: Row) => (getRowLabel ? getRowLabel(row) : getRowId(row));

  const sorting: SortingState = useMemo(
    () => [{ id: sort.key, desc: sort.direction === 'desc' }],
    [sort.key, sort.direction],
  );
  const pagination: PaginationState = useMemo(
    () => ({ pageIndex: Math.max(0, page - 1), pageSize }),
    [page, pageSize],
  );
  const rowSelection: RowSelectionState = useMemo(
    () => Object.fromEntries(selectedIds.map((id) => [id, true as const])),
    [selectedIds],
  );

  // react-table holds the columns' ids and sortability; cells are rendered below from the
  // props (not through FlexRender), so inline `cell`/`getRowId` functions never remount a cell
  const columnShape = JSON.stringify([
    ...(selectable ? [[SELECT_COLUMN, false]] : []),
    ...columns.map((column) => [column.key, Boolean(column.sortable)]),
    ...(onRowOpen ? [[OPEN_COLUMN, false]] : []),
  ]);
  const columnDefs = useMemo(
    () =>
      (JSON.parse(columnShape) as [string, boolean][]).map(
        ([id, sortable]): ColumnDef<Features, Row> =>
          sortable
            ? { id, accessorFn: () => null, enableSorting: true }
            : { id, enableSorting: false },
      ),
    [columnShape],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: total,
    enableRowSelection: selectable,
    state: { sorting, pagination, rowSelection },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting)[0];
      if (next) onSortChange({ key: next.id, direction: next.desc ? 'desc' : 'asc' });
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) onPageSizeChange?.(next.pageSize);
      else if (next.pageIndex !== pagination.pageIndex) onPageChange(next.pageIndex + 1);
    },
    onRowSelectionChange: (updater) => {
      const next = functionalUpdate(updater, rowSelection);
      onSelectedIdsChange?.(Object.keys(next).filter((id) => next[id]));
    },
  });

  const pageCount = Math.max(1, table.getPageCount());

  // a page past the end (rows deleted, a shared link gone stale): go to the last one
  useEffect(() => {
    if (!loading && !error && total > 0 && page > pageCount) onPageChange(pageCount);
  }, [loading, error, total, page, pageCount, onPageChange]);

  const byKey = new Map(columns.map((column) => [column.key, column]));
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const allSelected = selectable && table.getIsAllPageRowsSelected();
  const someSelected = selectable && table.getIsSomePageRowsSelected();
  const shownColumns: DataTableColumn<TableRow<Features, Row>>[] = headers.map((header) => {
    const id = header.column.id;
    if (id === SELECT_COLUMN) {
      return {
        key: id,
        width: '3rem',
        header: (
          <SelectCell>
            <Checkbox
              label={<VisuallyHidden>Seleccionar todos</VisuallyHidden>}
              checked={allSelected}
              indeterminate={someSelected && !allSelected}
              disabled={rows.length === 0}
              onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
            />
          </SelectCell>
        ),
        render: (row) => (
          <SelectCell>
            <Checkbox
              label={<VisuallyHidden>{`Seleccionar ${labelOf(row.original)}`}</VisuallyHidden>}
              checked={row.getIsSelected()}
              onChange={(event) => row.toggleSelected(event.target.checked)}
            />
          </SelectCell>
        ),
      };
    }
    if (id === OPEN_COLUMN) {
      return {
        key: id,
        align: 'end',
        header: <VisuallyHidden>Acciones</VisuallyHidden>,
        render: (row) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Ver detalle de ${labelOf(row.original)}`}
            onClick={() => onRowOpen?.(row.original)}
          >
            Ver detalle
          </Button>
        ),
      };
    }
    const column = byKey.get(id);
    return {
      key: id,
      header: column?.header ?? id,
      sortable: header.column.getCanSort(),
      align: column?.align ?? 'start',
      width: column?.width,
      render: (row) => column?.cell(row.original) ?? null,
    };
  });

  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);

  return (
    <TableRoot>
      {error ? (
        <ErrorBox role="alert">
          <p>{error}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Reintentar
            </Button>
          ) : null}
        </ErrorBox>
      ) : (
        <DataTable
          caption={caption}
          captionHidden
          columns={shownColumns}
          rows={table.getRowModel().rows}
          getRowId={(row) => row.id}
          sort={sort}
          onSortChange={(next) =>
            table.getColumn(next.key)?.toggleSorting(next.direction === 'desc', false)
          }
          loading={loading}
          loadingRows={Math.min(pageSize, 8)}
          emptyMessage={emptyMessage}
        />
      )}
      {!error && (total > 0 || onPageSizeChange) ? (
        <Footer>
          <p aria-live="polite">
            {total > 0
              ? `Mostrando ${formatNumber(from)}–${formatNumber(to)} de ${formatNumber(total)}`
              : null}
          </p>
          <FooterGroup>
            {onPageSizeChange ? (
              <InlineLabel htmlFor={pageSizeId}>
                Filas por página
                <Select
                  id={pageSizeId}
                  size="sm"
                  value={String(pageSize)}
                  onChange={(event) => table.setPageSize(Number(event.target.value))}
                  options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
                />
              </InlineLabel>
            ) : null}
            <Pagination
              page={page}
              totalPages={pageCount}
              onPageChange={(next) => table.setPageIndex(next - 1)}
            />
          </FooterGroup>
        </Footer>
      ) : null}
    </TableRoot>
  );
}
