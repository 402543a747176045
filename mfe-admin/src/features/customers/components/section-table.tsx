import type { UseQueryResult } from '@tanstack/react-query';
import {
  AdminTable,
  type AdminColumn,
  type ResourcePage,
  type SortState,
} from '../../../components/admin-kit';

/** The sections' order is fixed (newest first, by the database); their headers don't sort. */
const NEWEST_FIRST: SortState = { key: 'created_at', direction: 'desc' };
const noSort = () => undefined;

export interface SectionTableProps<Row extends object> {
  /** names the table (a visually hidden caption) */
  caption: string;
  columns: readonly AdminColumn<Row>[];
  /** the section's page read */
  query: UseQueryResult<ResourcePage<Row>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  getRowId: (row: Row) => string;
  /** 'Sin pedidos' */
  empty: string;
  /** 'No se pudieron cargar los pedidos' (with 'Reintentar') */
  loadError: string;
}

/**
 * One section of the customer page as the admin kit's table: skeleton rows while it loads, the
 * empty message, the load error with 'Reintentar', 'Mostrando 1–10 de 23' and the pages; it
 * scrolls sideways inside its own region on a phone, never the page.
 */
export function SectionTable<Row extends object>({
  caption,
  columns,
  query,
  page,
  pageSize,
  onPageChange,
  getRowId,
  empty,
  loadError,
}: SectionTableProps<Row>) {
  return (
    <AdminTable
      caption={caption}
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      loading={query.isPending}
      error={query.isError ? loadError : null}
      onRetry={() => void query.refetch()}
      getRowId={getRowId}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      sort={NEWEST_FIRST}
      onSortChange={noSort}
      emptyMessage={empty}
    />
  );
}
