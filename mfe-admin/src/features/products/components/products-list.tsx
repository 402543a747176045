import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, formatDate } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import {
  AdminTable,
  BulkBar,
  CsvExportButton,
  ListToolbar,
  useRealtimeInvalidate,
  useUndoableDelete,
  type CsvColumn,
  type SortState,
} from '../../../components/admin-kit';
import { useCategories } from '../api/get-categories';
import {
  PRODUCT_SORT_KEYS,
  getProductRange,
  useProducts,
  type ProductListRow,
  type ProductSortKey,
} from '../api/get-products';
import { productKeys } from '../api/keys';
import { useSetProductsActive } from '../api/set-products-active';
import { useProductListParams } from '../hooks/use-product-list-params';
import { HOME_SECTION_LABELS } from '../schemas/product-form';
import { productColumns } from './product-columns';
import { ProductFilters } from './product-filters';
import { ProductFormDialog } from './product-form-dialog';
import { Screen } from './products-list.styles';

/** A refused delete's toast when the database gives no reason of its own (spec). */
export const DELETE_ERROR = 'Error al eliminar producto';

const toast = (title: string, description: string | undefined, tone: 'success' | 'error') =>
  bus.getState().toastRequested({ title, description, tone });

/** The CSV export's columns (the whole filtered list, every page). */
export const PRODUCT_CSV_COLUMNS: readonly CsvColumn<ProductListRow>[] = [
  { header: 'Nombre', value: (product) => product.name },
  { header: 'Marca', value: (product) => product.brand },
  { header: 'Categoría', value: (product) => product.category?.name ?? null },
  { header: 'Precio', value: (product) => product.price },
  { header: 'Precio miembro', value: (product) => product.member_price },
  { header: 'Descuento (%)', value: (product) => Number(product.discount_percentage) || 0 },
  { header: 'Stock', value: (product) => product.stock_quantity },
  { header: 'Activo', value: (product) => product.is_active },
  {
    header: 'Sección del home',
    value: (product) => (product.home_section ? HOME_SECTION_LABELS[product.home_section] : null),
  },
  { header: 'Creado', value: (product) => formatDate(product.created_at, 'short') },
];

const isSortKey = (key: string): key is ProductSortKey =>
  (PRODUCT_SORT_KEYS as readonly string[]).includes(key);

type DialogState = { mode: 'new' } | { mode: 'edit'; product: ProductListRow } | null;

/**
 * The admin's products (spec §2): a server-side list (search, filters, sort and page in the
 * URL), live through realtime, with bulk activate/deactivate/delete, CSV export, the
 * create/edit dialog and a delete with no confirmation: it reaches the database at once, then
 * 'Deshacer' restores it for 5 s.
 */
export function ProductsList() {
  const queryClient = useQueryClient();
  const { params, query, filtered } = useProductListParams();
  const { page, pageSize, range } = params;
  const list = useProducts(query, range);
  const categories = useCategories();
  const setActive = useSetProductsActive();
  const [dialog, setDialog] = useState<DialogState>(null);

  useRealtimeInvalidate({
    channel: 'admin-products',
    table: 'products',
    queryKey: productKeys.all,
  });

  const { remove, hiddenIds } = useUndoableDelete({
    table: 'products',
    errorMessage: DELETE_ERROR,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });

  // the selection belongs to one page of one list: another page, filter or sort starts empty
  const listKey = JSON.stringify([query, range]);
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key: '', ids: [] });

  const rows = useMemo(
    () => (list.data?.rows ?? []).filter((product) => !hiddenIds.includes(product.id)),
    [list.data, hiddenIds],
  );
  const total = Math.max(
    0,
    (list.data?.total ?? 0) - (list.data ? list.data.rows.length - rows.length : 0),
  );
  const selectedIds =
    selection.key === listKey
      ? selection.ids.filter((id) => rows.some((product) => product.id === id))
      : [];
  const setSelectedIds = (ids: string[]) => setSelection({ key: listKey, ids });

  const loadFailed = list.isError && !list.isFetching;
  useEffect(() => {
    if (loadFailed) toast('Error al cargar productos', undefined, 'error');
  }, [loadFailed]);

  const columns = useMemo(
    () =>
      productColumns({
        onEdit: (product) => setDialog({ mode: 'edit', product }),
        onDelete: (product) => remove([product.id], product.name),
      }),
    [remove],
  );

  const bulkActivate = (isActive: boolean) => {
    const ids = selectedIds;
    setActive.mutate(
      { ids, isActive },
      {
        onSuccess: (count) => {
          setSelectedIds([]);
          toast(
            isActive ? 'Productos activados' : 'Productos desactivados',
            `${count} ${count === 1 ? 'producto' : 'productos'}`,
            'success',
          );
        },
        onError: () => toast('Error al actualizar productos', undefined, 'error'),
      },
    );
  };

  const bulkDelete = () => {
    const ids = selectedIds;
    const only = rows.find((product) => product.id === ids[0]);
    remove(ids, ids.length === 1 && only ? only.name : `${ids.length} productos`);
    setSelectedIds([]);
  };

  const onSortChange = (sort: SortState) => {
    if (isSortKey(sort.key)) params.setSort({ key: sort.key, direction: sort.direction });
  };

  const newProduct = () => setDialog({ mode: 'new' });
  // the server has none (rows only hidden while their delete is answered keep the table)
  const empty = !list.isPending && !list.isError && list.data?.total === 0;

  return (
    <Screen>
      <ListToolbar
        search={{
          value: params.q,
          onChange: params.setSearch,
          label: 'Buscar productos',
          placeholder: 'Nombre o marca',
        }}
        filters={
          <>
            <ProductFilters
              query={query}
              categories={categories.data ?? []}
              onChange={(name, value) => params.setFilter(name, value)}
            />
            {filtered && (
              <Button variant="ghost" size="sm" onClick={params.reset}>
                Limpiar filtros
              </Button>
            )}
          </>
        }
        actions={
          <>
            <CsvExportButton
              fileName="productos"
              columns={PRODUCT_CSV_COLUMNS}
              fetchPage={(from, to) => getProductRange(getSupabase(), query, from, to)}
              disabled={empty}
            />
            <Button onClick={newProduct}>Nuevo producto</Button>
          </>
        }
      />

      <BulkBar
        count={selectedIds.length}
        onClear={() => setSelectedIds([])}
        actions={[
          { label: 'Activar', onClick: () => bulkActivate(true), disabled: setActive.isPending },
          {
            label: 'Desactivar',
            onClick: () => bulkActivate(false),
            disabled: setActive.isPending,
          },
          { label: 'Eliminar', onClick: bulkDelete, tone: 'danger' },
        ]}
      />

      {empty ? (
        filtered ? (
          <EmptyState
            title="Ningún producto coincide con los filtros"
            description="Prueba con otra búsqueda o quita algún filtro."
            action={
              <Button variant="secondary" onClick={params.reset}>
                Limpiar filtros
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No hay productos"
            description="Crea el primero para que aparezca en la tienda."
            action={<Button onClick={newProduct}>Nuevo producto</Button>}
          />
        )
      ) : (
        <AdminTable<ProductListRow>
          caption="Productos"
          columns={columns}
          rows={rows}
          total={total}
          loading={list.isPending}
          error={list.isError ? 'Error al cargar productos' : null}
          onRetry={() => void list.refetch()}
          getRowId={(product) => product.id}
          getRowLabel={(product) => product.name}
          page={page}
          pageSize={pageSize}
          onPageChange={params.setPage}
          onPageSizeChange={params.setPageSize}
          sort={params.sort}
          onSortChange={onSortChange}
          selectable
          selectedIds={selectedIds}
          onSelectedIdsChange={setSelectedIds}
          emptyMessage={filtered ? 'Ningún producto coincide con los filtros' : 'No hay productos'}
        />
      )}

      {dialog && (
        <ProductFormDialog
          key={dialog.mode === 'edit' ? dialog.product.id : 'new'}
          product={dialog.mode === 'edit' ? dialog.product : undefined}
          onClose={() => setDialog(null)}
        />
      )}
    </Screen>
  );
}
