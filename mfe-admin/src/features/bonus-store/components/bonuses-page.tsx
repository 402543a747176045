import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { Badge, Button, ConfirmDialog, Select, formatNumber, vars } from '@bonis/design-system';
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
  BONUS_SORTS,
  bonusKeys,
  getBonusRows,
  toBonusCategory,
  toBonusStatus,
  toBonusType,
  useBonusesPage,
  type BonusListQuery,
  type BonusRow,
  type BonusSort,
} from '../api/get-bonuses';
import { useSetBonusesActive } from '../api/set-bonuses-active';
import {
  BONUS_CATEGORIES,
  BONUS_CATEGORY_LABELS,
  BONUS_TYPES,
  BONUS_TYPE_LABELS,
  formatBonusValue,
  formatPoints,
} from '../lib/bonus-options';
import { BonusFormDialog, SAVE_ERROR } from './bonus-form-dialog';

export const LOAD_ERROR = 'Error al cargar bonos';
export const DELETE_ERROR = 'Error al eliminar bono';
export const EMPTY = 'No hay bonos creados';

/** The spec's order: category, then points cost (the query adds the cost). */
const DEFAULT_SORT: SortState<BonusSort> = { key: 'category', direction: 'asc' };
const FILTER_DEFAULTS = { category: '', type: '', status: '' };

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

const BonusCell = styled.span`
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

const Icon = styled.span`
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

const Description = styled.span`
  max-width: 36ch;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

const Nowrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const RowActions = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  gap: ${vars.space[2]};
`;

const csvColumns: readonly CsvColumn<BonusRow>[] = [
  { header: 'Ícono', value: (row) => row.icon },
  { header: 'Nombre', value: (row) => row.name },
  { header: 'Descripción', value: (row) => row.description },
  { header: 'Categoría', value: (row) => BONUS_CATEGORY_LABELS[row.category] },
  { header: 'Tipo', value: (row) => BONUS_TYPE_LABELS[row.type] },
  { header: 'Valor', value: (row) => row.value },
  { header: 'Costo en puntos', value: (row) => row.points_cost },
  { header: 'Popular', value: (row) => row.popular },
  { header: 'Activo', value: (row) => row.is_active },
];

/**
 * `/admin/tienda-bonos`: the bonus store by category, then points cost (spec §7), with the
 * 'Popular' and 'Inactivo' tags; search by name, category, type and status filters, sorting and
 * paging in the URL; CSV export; create and edit in a dialog; bulk activate and deactivate;
 * delete behind the spec's confirmation, then with 'Deshacer' for 5 s (shoppers keep what they
 * bought). `bonus_store` is not in the realtime publication: the list is read again after every
 * change made here.
 */
export function BonusesPage() {
  const queryClient = useQueryClient();
  const list = useListParams<typeof FILTER_DEFAULTS, BonusSort>({
    sort: DEFAULT_SORT,
    filters: FILTER_DEFAULTS,
    allowedSorts: BONUS_SORTS,
  });
  const category = toBonusCategory(list.filters.category);
  const type = toBonusType(list.filters.type);
  const status = toBonusStatus(list.filters.status);
  const query = useMemo<BonusListQuery>(
    () => ({ q: list.q, category, type, status, sort: list.sort }),
    [list.q, category, type, status, list.sort],
  );
  const { data, isPending, isError, errorUpdatedAt, refetch } = useBonusesPage(query, list.range);

  useLoadErrorToast(errorUpdatedAt, LOAD_ERROR);

  // another search, filter, sort or page: the selection was of rows no longer on screen
  const [selectedIds, setSelectedIds] = useListSelection(JSON.stringify([query, list.range]));
  const [dialog, setDialog] = useState<{ bonus: BonusRow | null } | null>(null);
  const [deleting, setDeleting] = useState<BonusRow | null>(null);

  const { remove, hiddenIds } = useUndoableDelete({
    table: 'bonus_store',
    errorMessage: DELETE_ERROR,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });

  const setActive = useSetBonusesActive();
  const bulkSetActive = (active: boolean) => {
    setActive.mutate(
      { ids: selectedIds, active },
      {
        onSuccess: (changed) => {
          setSelectedIds([]);
          bus.getState().toastRequested({
            title: active ? 'Bonos activados' : 'Bonos desactivados',
            description: changed === 1 ? '1 bono' : `${formatNumber(changed)} bonos`,
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
  const filtered = Boolean(list.q || category || type || status);

  const { setSort } = list;
  const onSortChange = useCallback(
    (next: SortState) => {
      const key = BONUS_SORTS.find((sort) => sort === next.key);
      if (key) setSort({ key, direction: next.direction });
    },
    [setSort],
  );

  const columns = useMemo<AdminColumn<BonusRow>[]>(
    () => [
      {
        key: 'name',
        header: 'Bono',
        sortable: true,
        cell: (row) => (
          <BonusCell>
            <Icon aria-hidden="true">{row.icon}</Icon>
            <span>
              <strong>{row.name}</strong>
              {row.description ? <Description>{row.description}</Description> : null}
              {row.popular || !row.is_active ? (
                <Tags>
                  {row.popular && <Badge variant="popular" size="sm" />}
                  {!row.is_active && <Badge variant="inactivo" size="sm" />}
                </Tags>
              ) : null}
            </span>
          </BonusCell>
        ),
      },
      {
        key: 'category',
        header: 'Categoría',
        sortable: true,
        cell: (row) => BONUS_CATEGORY_LABELS[row.category],
      },
      { key: 'type', header: 'Tipo', cell: (row) => BONUS_TYPE_LABELS[row.type] },
      {
        key: 'value',
        header: 'Valor',
        sortable: true,
        align: 'end',
        cell: (row) => <Nowrap>{formatBonusValue(row.type, row.value)}</Nowrap>,
      },
      {
        key: 'points_cost',
        header: 'Costo',
        sortable: true,
        align: 'end',
        cell: (row) => <Nowrap>{formatPoints(row.points_cost)}</Nowrap>,
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
              onClick={() => setDialog({ bonus: row })}
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
      <ListToolbar
        search={{
          value: list.q,
          onChange: list.setSearch,
          label: 'Buscar bonos',
          placeholder: 'Nombre del bono',
        }}
        filters={
          <Filters>
            <FilterField>
              Categoría
              <Select
                size="sm"
                value={category}
                onChange={(event) => list.setFilter('category', event.target.value)}
                options={[
                  { value: '', label: 'Todas' },
                  ...BONUS_CATEGORIES.map((value) => ({
                    value,
                    label: BONUS_CATEGORY_LABELS[value],
                  })),
                ]}
              />
            </FilterField>
            <FilterField>
              Tipo
              <Select
                size="sm"
                value={type}
                onChange={(event) => list.setFilter('type', event.target.value)}
                options={[
                  { value: '', label: 'Todos' },
                  ...BONUS_TYPES.map((value) => ({ value, label: BONUS_TYPE_LABELS[value] })),
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
                  { value: 'popular', label: 'Populares' },
                ]}
              />
            </FilterField>
          </Filters>
        }
        actions={
          <>
            <CsvExportButton
              fileName="tienda-bonos"
              columns={csvColumns}
              fetchPage={(from, to) => getBonusRows(getSupabase(), query, { from, to })}
              disabled={total === 0}
            />
            <Button onClick={() => setDialog({ bonus: null })}>Nuevo bono</Button>
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
      <AdminTable<BonusRow>
        caption="Tienda de bonos"
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
        emptyMessage={filtered ? 'Ningún bono coincide con la búsqueda' : EMPTY}
      />
      <BonusFormDialog
        open={dialog !== null}
        bonus={dialog?.bonus ?? null}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="¿Eliminar este bono?"
        message="Los usuarios que ya lo compraron lo conservarán."
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
