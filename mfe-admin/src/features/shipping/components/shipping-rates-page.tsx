import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  ConfirmDialog,
  Link,
  Select,
  formatCOP,
  formatNumber,
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
  useUndoableDelete,
  type AdminColumn,
  type CsvColumn,
  type SortState,
  useListSelection,
  useLoadErrorToast,
} from '../../../components/admin-kit';
import {
  SHIPPING_RATE_SORTS,
  getShippingRateRows,
  shippingRateKeys,
  useShippingRatesPage,
  type ShippingRateListQuery,
  type ShippingRateRow,
  type ShippingRateSort,
} from '../api/get-shipping-rates';
import { toActiveStatus } from '../api/list-query';
import { useSetShippingRatesActive } from '../api/set-shipping-rates-active';
import { deliveryHoursText } from '../schemas/shipping-rate-form';
import { RATE_SAVE_ERROR, ShippingRateFormDialog } from './shipping-rate-form-dialog';
import {
  Description,
  FilterField,
  Intro,
  ListRegion,
  MainCell,
  Nowrap,
  RowActions,
  Stack,
} from './shipping.styles';

export const RATES_LOAD_ERROR = 'No se pudieron cargar las tarifas de envío';
export const RATE_DELETE_ERROR = 'No se pudo eliminar la tarifa de envío';

/** The spec's order: cheapest first. */
const DEFAULT_SORT: SortState<ShippingRateSort> = { key: 'base_price', direction: 'asc' };
const FILTER_DEFAULTS = { status: '' };

const csvColumns: readonly CsvColumn<ShippingRateRow>[] = [
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Descripción', value: (row) => row.description },
  { header: 'Precio base (COP)', value: (row) => row.base_price },
  { header: 'Entrega mínima (horas)', value: (row) => row.delivery_hours_min },
  { header: 'Entrega máxima (horas)', value: (row) => row.delivery_hours_max },
  { header: 'Activa', value: (row) => row.is_active },
];

/**
 * `/admin/shipping` ('Métodos de Envío'): the shipping rates by base price (cheapest first) with
 * search by name, the status filter, sorting and paging in the URL; CSV export; create and edit
 * in a dialog (with the rate's history); bulk activate and deactivate; delete behind a
 * confirmation, then with 'Deshacer' for 5 s. Not live: `shipping_rates` is not in the realtime
 * publication, so the list is read again after this screen's own changes.
 */
export function ShippingRatesPage() {
  const queryClient = useQueryClient();
  const list = useListParams<typeof FILTER_DEFAULTS, ShippingRateSort>({
    sort: DEFAULT_SORT,
    filters: FILTER_DEFAULTS,
    allowedSorts: SHIPPING_RATE_SORTS,
  });
  const status = toActiveStatus(list.filters.status);
  const query = useMemo<ShippingRateListQuery>(
    () => ({ q: list.q, status, sort: list.sort }),
    [list.q, status, list.sort],
  );
  const { data, isPending, isError, errorUpdatedAt, refetch } = useShippingRatesPage(
    query,
    list.range,
  );

  useLoadErrorToast(errorUpdatedAt, RATES_LOAD_ERROR);

  // another search, filter, sort or page: the selection was of rows no longer on screen
  const [selectedIds, setSelectedIds] = useListSelection(JSON.stringify([query, list.range]));
  const [dialog, setDialog] = useState<{ rate: ShippingRateRow | null } | null>(null);
  const [deleting, setDeleting] = useState<ShippingRateRow | null>(null);

  const { remove, hiddenIds } = useUndoableDelete({
    table: 'shipping_rates',
    errorMessage: RATE_DELETE_ERROR,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingRateKeys.all }),
  });

  const setActive = useSetShippingRatesActive();
  const bulkSetActive = (active: boolean) => {
    setActive.mutate(
      { ids: selectedIds, active },
      {
        onSuccess: (changed) => {
          setSelectedIds([]);
          bus.getState().toastRequested({
            title: active ? 'Tarifas de envío activadas' : 'Tarifas de envío desactivadas',
            description: changed === 1 ? '1 tarifa' : `${formatNumber(changed)} tarifas`,
            tone: 'success',
          });
        },
        onError: (error) =>
          bus
            .getState()
            .toastRequested({ title: errorMessage(error, RATE_SAVE_ERROR), tone: 'error' }),
      },
    );
  };

  const rows = (data?.rows ?? []).filter((row) => !hiddenIds.includes(row.id));
  const total = Math.max(0, (data?.total ?? 0) - ((data?.rows.length ?? 0) - rows.length));

  const { setSort } = list;
  const onSortChange = useCallback(
    (next: SortState) => {
      const key = SHIPPING_RATE_SORTS.find((sort) => sort === next.key);
      if (key) setSort({ key, direction: next.direction });
    },
    [setSort],
  );

  const columns = useMemo<AdminColumn<ShippingRateRow>[]>(
    () => [
      {
        key: 'name',
        header: 'Nombre',
        sortable: true,
        cell: (row) => (
          <MainCell data-inactive={row.is_active ? undefined : ''}>
            <span>
              <strong>{row.name}</strong>
              {row.description ? <Description>{row.description}</Description> : null}
            </span>
          </MainCell>
        ),
      },
      {
        key: 'base_price',
        header: 'Precio base',
        sortable: true,
        align: 'end',
        cell: (row) => <Nowrap>{formatCOP(row.base_price)}</Nowrap>,
      },
      {
        key: 'delivery_hours_min',
        header: 'Entrega',
        sortable: true,
        align: 'end',
        cell: (row) => (
          <Nowrap>{deliveryHoursText(row.delivery_hours_min, row.delivery_hours_max)}</Nowrap>
        ),
      },
      {
        key: 'is_active',
        header: 'Estado',
        cell: (row) => <Badge variant={row.is_active ? 'activo' : 'inactivo'} size="sm" />,
      },
      {
        key: 'actions',
        header: 'Acciones',
        align: 'end',
        cell: (row) => (
          <RowActions>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Editar ${row.name}`}
              onClick={() => setDialog({ rate: row })}
            >
              Editar
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Eliminar ${row.name}`}
              onClick={() => setDeleting(row)}
            >
              Eliminar
            </Button>
          </RowActions>
        ),
      },
    ],
    [],
  );

  return (
    <Stack>
      <Intro>
        Los métodos de envío de la tienda con su precio base y tiempo de entrega. En el checkout, el
        costo del envío es el del horario que elige el cliente: se configura en{' '}
        <Link component={RouterLink} to="/admin/shipping-time-ranges">
          Rangos Horarios de Envío
        </Link>
        .
      </Intro>
      <ListToolbar
        search={{
          value: list.q,
          onChange: list.setSearch,
          label: 'Buscar tarifas de envío',
          placeholder: 'Nombre de la tarifa',
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
              fileName="tarifas-de-envio"
              columns={csvColumns}
              fetchPage={(from, to) => getShippingRateRows(getSupabase(), query, { from, to })}
              disabled={total === 0}
            />
            <Button onClick={() => setDialog({ rate: null })}>Nueva tarifa</Button>
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
      <ListRegion>
        <AdminTable<ShippingRateRow>
          caption="Tarifas de envío"
          columns={columns}
          rows={rows}
          total={total}
          loading={isPending}
          error={isError && !data ? RATES_LOAD_ERROR : null}
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
            list.q || status
              ? 'Ninguna tarifa de envío coincide con la búsqueda'
              : 'No hay tarifas de envío. Crea la primera con «Nueva tarifa».'
          }
        />
      </ListRegion>
      <ShippingRateFormDialog
        open={dialog !== null}
        rate={dialog?.rate ?? null}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="¿Eliminar esta tarifa de envío?"
        message={
          deleting
            ? `Se eliminará «${deleting.name}». Si solo quieres dejar de usarla, desactívala.`
            : undefined
        }
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
