import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import {
  Badge,
  Button,
  ConfirmDialog,
  Select,
  formatDate,
  formatNumber,
  vars,
} from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import {
  AdminTable,
  BulkBar,
  CsvExportButton,
  ListToolbar,
  errorMessage,
  useListParams,
  useRealtimeInvalidate,
  useUndoableDelete,
  type AdminColumn,
  type CsvColumn,
  type SortState,
  useListSelection,
  useLoadErrorToast,
} from '../../../components/admin-kit';
import {
  CATEGORY_SORTS,
  categoryKeys,
  getCategoryRows,
  toCategoryStatus,
  useCategoriesPage,
  type CategoryListQuery,
  type CategoryRow,
  type CategorySort,
} from '../api/get-categories';
import { useSetCategoriesActive } from '../api/set-categories-active';
import { CategoryFormDialog, SAVE_ERROR } from './category-form-dialog';
import { CategoryIcon } from './category-icon';

export const LOAD_ERROR = 'Error al cargar categorías';
export const DELETE_ERROR = 'Error al eliminar categoría';
/** The category the database moves a deleted category's products to, and never deletes. */
export const GENERAL_SLUG = 'general';

const DEFAULT_SORT: SortState<CategorySort> = { key: 'created_at', direction: 'desc' };
const FILTER_DEFAULTS = { status: '' };

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

const FilterField = styled.label`
  display: inline-grid;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;

  & > span:last-child {
    display: grid;
    min-width: 0;
  }
`;

const Description = styled.span`
  max-width: 32ch;
  overflow: hidden;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Slug = styled.code`
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

const RowActions = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  gap: ${vars.space[2]};
`;

/** "Se eliminará «Aves». Sus productos pasarán a la categoría 'General' (3 activos)." */
export function deleteMessage(category: CategoryRow): string {
  const count = category.product_count;
  return `Se eliminará «${category.name}». Si no la restauras, en 30 días sus productos pasarán a la categoría 'General' (${formatNumber(
    count,
  )} ${count === 1 ? 'activo' : 'activos'}).`;
}

const csvColumns: readonly CsvColumn<CategoryRow>[] = [
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Slug', value: (row) => row.slug },
  { header: 'Descripción', value: (row) => row.description },
  { header: 'Ícono', value: (row) => row.image_url },
  { header: 'Productos activos', value: (row) => row.product_count },
  { header: 'Activa', value: (row) => row.is_active },
  { header: 'Creada', value: (row) => formatDate(row.created_at, 'short') },
];

/**
 * `/admin/categories`: the categories (newest first) with search by name, the status filter,
 * sorting and paging in the URL; CSV export; create and edit in a dialog; bulk activate and
 * deactivate; delete behind a confirmation, then with 'Deshacer' for 5 s (the database moves
 * the products to 'General', which itself can't be deleted). Live: any change to a category
 * reads the list again.
 */
export function CategoriesPage() {
  const queryClient = useQueryClient();
  const list = useListParams<typeof FILTER_DEFAULTS, CategorySort>({
    sort: DEFAULT_SORT,
    filters: FILTER_DEFAULTS,
    allowedSorts: CATEGORY_SORTS,
  });
  const status = toCategoryStatus(list.filters.status);
  const query = useMemo<CategoryListQuery>(
    () => ({ q: list.q, status, sort: list.sort }),
    [list.q, status, list.sort],
  );
  const { data, isPending, isError, errorUpdatedAt, refetch } = useCategoriesPage(
    query,
    list.range,
  );
  useRealtimeInvalidate({
    channel: 'admin-categories',
    table: 'categories',
    queryKey: categoryKeys.all,
  });

  useLoadErrorToast(errorUpdatedAt, LOAD_ERROR);

  // another search, filter, sort or page: the selection was of rows no longer on screen
  const [selectedIds, setSelectedIds] = useListSelection(JSON.stringify([query, list.range]));
  const [dialog, setDialog] = useState<{ category: CategoryRow | null } | null>(null);
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);

  const { remove, hiddenIds } = useUndoableDelete({
    table: 'categories',
    errorMessage: DELETE_ERROR,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });

  const setActive = useSetCategoriesActive();
  const bulkSetActive = (active: boolean) => {
    const ids = selectedIds;
    setActive.mutate(
      { ids, active },
      {
        onSuccess: (changed) => {
          setSelectedIds([]);
          bus.getState().toastRequested({
            title: active ? 'Categorías activadas' : 'Categorías desactivadas',
            description: changed === 1 ? '1 categoría' : `${formatNumber(changed)} categorías`,
            tone: 'success',
          });
        },
        onError: (error) =>
          bus.getState().toastRequested({ title: errorMessage(error, SAVE_ERROR), tone: 'error' }),
      },
    );
  };

  const rows = (data?.rows ?? []).filter((row) => !hiddenIds.includes(row.id));
  const total = Math.max(0, (data?.total ?? 0) - ((data?.rows.length ?? 0) - rows.length));

  const { setSort } = list;
  const onSortChange = useCallback(
    (next: SortState) => {
      const key = CATEGORY_SORTS.find((sort) => sort === next.key);
      if (key) setSort({ key, direction: next.direction });
    },
    [setSort],
  );

  const columns = useMemo<AdminColumn<CategoryRow>[]>(
    () => [
      {
        key: 'name',
        header: 'Nombre',
        sortable: true,
        cell: (row) => (
          <NameCell>
            <CategoryIcon icon={row.image_url} />
            <span>
              <strong>{row.name}</strong>
              {row.description ? <Description>{row.description}</Description> : null}
            </span>
          </NameCell>
        ),
      },
      { key: 'slug', header: 'Slug', cell: (row) => <Slug>{row.slug}</Slug> },
      {
        key: 'product_count',
        header: 'Productos',
        sortable: true,
        align: 'end',
        cell: (row) => formatNumber(row.product_count),
      },
      {
        key: 'is_active',
        header: 'Estado',
        cell: (row) => <Badge variant={row.is_active ? 'activo' : 'inactivo'} size="sm" />,
      },
      {
        key: 'created_at',
        header: 'Creada',
        sortable: true,
        cell: (row) => formatDate(row.created_at, 'short'),
      },
      {
        key: 'actions',
        header: 'Acciones',
        align: 'end',
        cell: (row) => {
          const protectedRow = row.slug === GENERAL_SLUG;
          return (
            <RowActions>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Editar ${row.name}`}
                onClick={() => setDialog({ category: row })}
              >
                Editar
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Eliminar ${row.name}`}
                title={protectedRow ? 'La categoría General no se puede eliminar' : undefined}
                disabled={protectedRow}
                onClick={() => setDeleting(row)}
              >
                Eliminar
              </Button>
            </RowActions>
          );
        },
      },
    ],
    [],
  );

  return (
    <Stack>
      <ListToolbar
        search={{
          value: list.q,
          onChange: list.setSearch,
          label: 'Buscar categorías',
          placeholder: 'Nombre de la categoría',
        }}
        filters={
          <FilterField>
            Estado
            <Select
              size="sm"
              value={status}
              onChange={(event) => list.setFilter('status', event.target.value)}
              options={[
                { value: '', label: 'Todas' },
                { value: 'active', label: 'Activas' },
                { value: 'inactive', label: 'Inactivas' },
              ]}
            />
          </FilterField>
        }
        actions={
          <>
            <CsvExportButton
              fileName="categorias"
              columns={csvColumns}
              fetchPage={(from, to) => getCategoryRows(getSupabase(), query, { from, to })}
              disabled={total === 0}
            />
            <Button onClick={() => setDialog({ category: null })}>Nueva categoría</Button>
          </>
        }
      />
      <BulkBar
        count={selectedIds.length}
        onClear={() => setSelectedIds([])}
        actions={[
          { label: 'Activar', onClick: () => bulkSetActive(true), disabled: setActive.isPending },
          {
            label: 'Desactivar',
            onClick: () => bulkSetActive(false),
            disabled: setActive.isPending,
          },
        ]}
      />
      <AdminTable<CategoryRow>
        caption="Categorías"
        columns={columns}
        rows={rows}
        total={total}
        loading={isPending}
        error={isError && !data ? LOAD_ERROR : null}
        onRetry={() => void refetch()}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sort={list.sort}
        onSortChange={onSortChange}
        selectable
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        emptyMessage={
          list.q || status ? 'Ninguna categoría coincide con la búsqueda' : 'No hay categorías'
        }
      />
      <CategoryFormDialog
        open={dialog !== null}
        category={dialog?.category ?? null}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="¿Eliminar esta categoría?"
        message={deleting ? deleteMessage(deleting) : undefined}
        confirmLabel="Eliminar"
        tone="danger"
        onConfirm={() => {
          if (deleting) {
            setSelectedIds((ids) => ids.filter((id) => id !== deleting.id));
            remove([deleting.id], deleting.name);
          }
        }}
      />
    </Stack>
  );
}
