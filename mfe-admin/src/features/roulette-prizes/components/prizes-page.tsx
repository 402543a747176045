import { useCallback, useMemo, useState, type ReactNode } from 'react';
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
  useUndoableDelete,
  type AdminColumn,
  type CsvColumn,
  type SortState,
  useListSelection,
  useLoadErrorToast,
} from '../../../components/admin-kit';
import { usePrizeProbabilities } from '../api/get-prize-probabilities';
import {
  PRIZE_SORTS,
  getPrizeRows,
  prizeKeys,
  toPrizeStatus,
  toPrizeTypeFilter,
  usePrizesPage,
  type PrizeListQuery,
  type PrizeRow,
  type PrizeSort,
} from '../api/get-prizes';
import { useSetPrizesActive } from '../api/set-prizes-active';
import { PRIZE_TYPE_LABELS, formatPercent, formatPrizeValue } from '../lib/prize-options';
import { PrizeFormDialog, SAVE_ERROR } from './prize-form-dialog';
import { ProbabilityTotal } from './probability-total';

export const LOAD_ERROR = 'Error al cargar premios';
export const DELETE_ERROR = 'Error al eliminar premio';
export const DELETE_CONFIRM = '¿Eliminar este premio?';

/** The spec's admin order: probability, highest first. */
const DEFAULT_SORT: SortState<PrizeSort> = { key: 'probability', direction: 'desc' };
const FILTER_DEFAULTS = { status: '', type: '' };

const Stack = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

const FilterField = styled.label`
  display: inline-grid;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

/** An inactive prize's cells are dimmed (spec §2, §4); its 'Inactivo' tag says it in words. */
const Cell = styled.span`
  &[data-inactive='true'] {
    opacity: 0.6;
  }
`;

const PrizeCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;

  & > span:last-child {
    display: grid;
    gap: 2px;
    min-width: 12rem;
  }
`;

const Icon = styled(Cell)`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  font-size: 1.5rem;
  line-height: 1;
`;

const Description = styled(Cell)`
  max-width: 36ch;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Nowrap = styled(Cell)`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const RowActions = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  gap: ${vars.space[2]};
`;

const dim = (row: PrizeRow, content: ReactNode) => (
  <Cell data-inactive={!row.is_active}>{content}</Cell>
);

const csvColumns: readonly CsvColumn<PrizeRow>[] = [
  { header: 'Ícono', value: (row) => row.icon },
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Descripción', value: (row) => row.description },
  { header: 'Tipo', value: (row) => PRIZE_TYPE_LABELS[row.type] },
  { header: 'Valor', value: (row) => row.value },
  { header: 'Probabilidad (%)', value: (row) => row.probability },
  { header: 'Activo', value: (row) => row.is_active },
  { header: 'Creado', value: (row) => formatDate(row.created_at, 'short') },
];

/**
 * `/admin/ruleta`: the roulette's prizes, highest probability first, with the total of every
 * prize's probability ('87,5% / 100%', '¡Excede el límite!' above 100); search by name, type
 * and status filters, sorting and paging in the URL; CSV export; create and edit in a dialog
 * (the sum rule); bulk activate and deactivate; delete behind '¿Eliminar este premio?', then
 * with 'Deshacer' for 5 s. `roulette_prizes` is not in the realtime publication: the list is
 * read again after every change made here.
 */
export function PrizesPage() {
  const queryClient = useQueryClient();
  const list = useListParams<typeof FILTER_DEFAULTS, PrizeSort>({
    sort: DEFAULT_SORT,
    filters: FILTER_DEFAULTS,
    allowedSorts: PRIZE_SORTS,
  });
  const status = toPrizeStatus(list.filters.status);
  const type = toPrizeTypeFilter(list.filters.type);
  const query = useMemo<PrizeListQuery>(
    () => ({ q: list.q, status, type, sort: list.sort }),
    [list.q, status, type, list.sort],
  );
  const { data, isPending, isError, errorUpdatedAt, refetch } = usePrizesPage(query, list.range);
  const probabilities = usePrizeProbabilities();

  useLoadErrorToast(errorUpdatedAt, LOAD_ERROR);

  // another search, filter, sort or page: the selection was of rows no longer on screen
  const [selectedIds, setSelectedIds] = useListSelection(JSON.stringify([query, list.range]));
  const [dialog, setDialog] = useState<{ prize: PrizeRow | null } | null>(null);
  const [deleting, setDeleting] = useState<PrizeRow | null>(null);

  const { remove, hiddenIds } = useUndoableDelete({
    table: 'roulette_prizes',
    errorMessage: DELETE_ERROR,
    onSettled: () => queryClient.invalidateQueries({ queryKey: prizeKeys.all }),
  });

  const setActive = useSetPrizesActive();
  const bulkSetActive = (active: boolean) => {
    setActive.mutate(
      { ids: selectedIds, active },
      {
        onSuccess: (changed) => {
          setSelectedIds([]);
          bus.getState().toastRequested({
            title: active ? 'Premios activados' : 'Premios desactivados',
            description: changed === 1 ? '1 premio' : `${formatNumber(changed)} premios`,
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
      const key = PRIZE_SORTS.find((sort) => sort === next.key);
      if (key) setSort({ key, direction: next.direction });
    },
    [setSort],
  );

  const columns = useMemo<AdminColumn<PrizeRow>[]>(
    () => [
      {
        key: 'name',
        header: 'Premio',
        sortable: true,
        cell: (row) => (
          <PrizeCell>
            <Icon aria-hidden="true" data-inactive={!row.is_active}>
              {row.icon}
            </Icon>
            <span>
              <Cell data-inactive={!row.is_active}>
                <strong>{row.name}</strong>
              </Cell>
              {row.description ? (
                <Description data-inactive={!row.is_active}>{row.description}</Description>
              ) : null}
              {row.is_active ? null : (
                <span>
                  <Badge variant="inactivo" size="sm" />
                </span>
              )}
            </span>
          </PrizeCell>
        ),
      },
      { key: 'type', header: 'Tipo', cell: (row) => dim(row, PRIZE_TYPE_LABELS[row.type]) },
      {
        key: 'value',
        header: 'Valor',
        sortable: true,
        align: 'end',
        cell: (row) => (
          <Nowrap data-inactive={!row.is_active}>{formatPrizeValue(row.type, row.value)}</Nowrap>
        ),
      },
      {
        key: 'probability',
        header: 'Probabilidad',
        sortable: true,
        align: 'end',
        cell: (row) => (
          <Nowrap data-inactive={!row.is_active}>{formatPercent(row.probability)}</Nowrap>
        ),
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
              onClick={() => setDialog({ prize: row })}
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
      <ProbabilityTotal
        prizes={probabilities.data}
        hiddenIds={hiddenIds}
        error={probabilities.isError}
        onRetry={() => void probabilities.refetch()}
      />
      <ListToolbar
        search={{
          value: list.q,
          onChange: list.setSearch,
          label: 'Buscar premios',
          placeholder: 'Nombre del premio',
        }}
        filters={
          <Filters>
            <FilterField>
              Tipo
              <Select
                size="sm"
                value={type}
                onChange={(event) => list.setFilter('type', event.target.value)}
                options={[
                  { value: '', label: 'Todos' },
                  { value: 'points', label: PRIZE_TYPE_LABELS.points },
                  { value: 'discount', label: PRIZE_TYPE_LABELS.discount },
                  { value: 'free_shipping', label: PRIZE_TYPE_LABELS.free_shipping },
                  { value: 'product', label: PRIZE_TYPE_LABELS.product },
                ]}
              />
            </FilterField>
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
          </Filters>
        }
        actions={
          <>
            <CsvExportButton
              fileName="premios-ruleta"
              columns={csvColumns}
              fetchPage={(from, to) => getPrizeRows(getSupabase(), query, { from, to })}
              disabled={total === 0}
            />
            <Button onClick={() => setDialog({ prize: null })}>Nuevo premio</Button>
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
      <AdminTable<PrizeRow>
        caption="Premios de la ruleta"
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
          list.q || status || type
            ? 'Ningún premio coincide con la búsqueda'
            : 'No hay premios creados'
        }
      />
      <PrizeFormDialog
        open={dialog !== null}
        prize={dialog?.prize ?? null}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={DELETE_CONFIRM}
        message={deleting ? `Se eliminará «${deleting.name}» de la ruleta.` : undefined}
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
