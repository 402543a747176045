import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  ConfirmDialog,
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
  TIME_RANGE_SORTS,
  getTimeRangeRows,
  timeRangeKeys,
  useTimeRangesPage,
  type TimeRangeListQuery,
  type TimeRangeRow,
  type TimeRangeSort,
} from '../api/get-time-ranges';
import { toActiveStatus } from '../api/list-query';
import { useSetTimeRangesActive } from '../api/set-time-ranges-active';
import { formatClock, timeRangeIconName } from '../schemas/time-range-form';
import { RANGE_SAVE_ERROR, TimeRangeFormDialog } from './time-range-form-dialog';
import {
  Description,
  Emoji,
  FilterField,
  Intro,
  ListRegion,
  MainCell,
  Nowrap,
  RowActions,
  Stack,
} from './shipping.styles';

export const RANGES_LOAD_ERROR = 'No se pudieron cargar los rangos horarios';
export const RANGE_DELETE_ERROR = 'No se pudo eliminar el rango horario';

/** The spec's order, the checkout's too: lower priority number first. */
const DEFAULT_SORT: SortState<TimeRangeSort> = { key: 'priority', direction: 'asc' };
const FILTER_DEFAULTS = { status: '' };

/** What the list says of today's cut-off: '4:00 p. m.', or none. */
const cutOffText = (endsAt: string | null) => formatClock(endsAt) || 'Sin cierre';

const csvColumns: readonly CsvColumn<TimeRangeRow>[] = [
  { header: 'Prioridad', value: (row) => row.priority },
  { header: 'Ícono', value: (row) => row.icon },
  { header: 'Rango horario', value: (row) => row.time_range },
  { header: 'Descripción', value: (row) => row.description },
  { header: 'Costo (COP)', value: (row) => row.cost },
  { header: 'Cierre para hoy', value: (row) => formatClock(row.ends_at) || null },
  { header: 'Activo', value: (row) => row.is_active },
];

/**
 * `/admin/shipping-time-ranges` ('Rangos Horarios de Envío'): the delivery time ranges the
 * checkout offers, by priority (lower first, as the checkout shows them) with search by the
 * range's text, the status filter, sorting and paging in the URL; CSV export; create and edit in
 * a dialog (with the range's history); bulk activate and deactivate; delete behind a
 * confirmation, then with 'Deshacer' for 5 s. Not live: `shipping_time_ranges` is not in the
 * realtime publication, so the list is read again after this screen's own changes.
 */
export function TimeRangesPage() {
  const queryClient = useQueryClient();
  const list = useListParams<typeof FILTER_DEFAULTS, TimeRangeSort>({
    sort: DEFAULT_SORT,
    filters: FILTER_DEFAULTS,
    allowedSorts: TIME_RANGE_SORTS,
  });
  const status = toActiveStatus(list.filters.status);
  const query = useMemo<TimeRangeListQuery>(
    () => ({ q: list.q, status, sort: list.sort }),
    [list.q, status, list.sort],
  );
  const { data, isPending, isError, errorUpdatedAt, refetch } = useTimeRangesPage(
    query,
    list.range,
  );

  useLoadErrorToast(errorUpdatedAt, RANGES_LOAD_ERROR);

  // another search, filter, sort or page: the selection was of rows no longer on screen
  const [selectedIds, setSelectedIds] = useListSelection(JSON.stringify([query, list.range]));
  const [dialog, setDialog] = useState<{ range: TimeRangeRow | null } | null>(null);
  const [deleting, setDeleting] = useState<TimeRangeRow | null>(null);

  const { remove, hiddenIds } = useUndoableDelete({
    table: 'shipping_time_ranges',
    errorMessage: RANGE_DELETE_ERROR,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeRangeKeys.all }),
  });

  const setActive = useSetTimeRangesActive();
  const bulkSetActive = (active: boolean) => {
    setActive.mutate(
      { ids: selectedIds, active },
      {
        onSuccess: (changed) => {
          setSelectedIds([]);
          bus.getState().toastRequested({
            title: active ? 'Rangos horarios activados' : 'Rangos horarios desactivados',
            description: changed === 1 ? '1 rango' : `${formatNumber(changed)} rangos`,
            tone: 'success',
          });
        },
        onError: (error) =>
          bus
            .getState()
            .toastRequested({ title: errorMessage(error, RANGE_SAVE_ERROR), tone: 'error' }),
      },
    );
  };

  const rows = (data?.rows ?? []).filter((row) => !hiddenIds.includes(row.id));
  const total = Math.max(0, (data?.total ?? 0) - ((data?.rows.length ?? 0) - rows.length));

  const { setSort } = list;
  const onSortChange = useCallback(
    (next: SortState) => {
      const key = TIME_RANGE_SORTS.find((sort) => sort === next.key);
      if (key) setSort({ key, direction: next.direction });
    },
    [setSort],
  );

  const columns = useMemo<AdminColumn<TimeRangeRow>[]>(
    () => [
      {
        key: 'priority',
        header: 'Prioridad',
        sortable: true,
        align: 'end',
        cell: (row) => formatNumber(row.priority),
      },
      {
        key: 'time_range',
        header: 'Rango horario',
        sortable: true,
        cell: (row) => (
          <MainCell data-inactive={row.is_active ? undefined : ''}>
            <Emoji role="img" aria-label={timeRangeIconName(row.icon)}>
              {row.icon}
            </Emoji>
            <span>
              <strong>{row.time_range}</strong>
              {row.description ? <Description>{row.description}</Description> : null}
            </span>
          </MainCell>
        ),
      },
      {
        key: 'cost',
        header: 'Costo',
        sortable: true,
        align: 'end',
        cell: (row) => <Nowrap>{formatCOP(row.cost)}</Nowrap>,
      },
      {
        key: 'ends_at',
        header: 'Cierre hoy',
        cell: (row) => <Nowrap>{cutOffText(row.ends_at)}</Nowrap>,
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
              aria-label={`Editar ${row.time_range}`}
              onClick={() => setDialog({ range: row })}
            >
              Editar
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Eliminar ${row.time_range}`}
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
        Los horarios de entrega que el checkout ofrece cada día, de hoy a tres días después, por
        prioridad (el número menor primero). Solo se ofrecen los activos, y el costo del envío es el
        del rango que elige el cliente.
      </Intro>
      <ListToolbar
        search={{
          value: list.q,
          onChange: list.setSearch,
          label: 'Buscar rangos horarios',
          placeholder: 'Texto del rango',
        }}
        filters={
          <FilterField>
            Estado
            <Select
              size="sm"
              value={status}
              onChange={(event) => list.setFilter('status', event.target.value)}
              options={[
                { value: '', label: 'Todos' },
                { value: 'active', label: 'Activos' },
                { value: 'inactive', label: 'Inactivos' },
              ]}
            />
          </FilterField>
        }
        actions={
          <>
            <CsvExportButton
              fileName="rangos-horarios-de-envio"
              columns={csvColumns}
              fetchPage={(from, to) => getTimeRangeRows(getSupabase(), query, { from, to })}
              disabled={total === 0}
            />
            <Button onClick={() => setDialog({ range: null })}>Nuevo rango horario</Button>
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
        <AdminTable<TimeRangeRow>
          caption="Rangos horarios de envío"
          columns={columns}
          rows={rows}
          total={total}
          loading={isPending}
          error={isError && !data ? RANGES_LOAD_ERROR : null}
          onRetry={() => void refetch()}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.time_range}
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
              ? 'Ningún rango horario coincide con la búsqueda'
              : 'No hay rangos horarios: el checkout no puede ofrecer entregas. Crea el primero con «Nuevo rango horario».'
          }
        />
      </ListRegion>
      <TimeRangeFormDialog
        open={dialog !== null}
        range={dialog?.range ?? null}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="¿Eliminar este rango horario?"
        message={
          deleting
            ? `Se eliminará «${deleting.time_range}» y dejará de ofrecerse en el checkout. Los pedidos que ya lo eligieron conservan su horario.`
            : undefined
        }
        confirmLabel="Eliminar"
        tone="danger"
        onConfirm={() => {
          if (deleting) {
            setSelectedIds((ids) => ids.filter((id) => id !== deleting.id));
            remove([deleting.id], deleting.time_range);
          }
        }}
      />
    </Stack>
  );
}
