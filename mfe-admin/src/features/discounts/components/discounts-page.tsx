import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import {
  Badge,
  Button,
  ConfirmDialog,
  Select,
  formatCOP,
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
import {
  DISCOUNT_SORTS,
  discountKeys,
  getDiscountCodeRows,
  toDiscountStateFilter,
  toDiscountTypeFilter,
  useDiscountCodesPage,
  type DiscountCodeRow,
  type DiscountListQuery,
  type DiscountSort,
} from '../api/get-discount-codes';
import { useSetDiscountCodesActive } from '../api/set-discount-codes-active';
import { DISCOUNT_STATES, DISCOUNT_STATE_LABELS, discountState } from '../lib/discount-state';
import { DISCOUNT_TYPE_LABELS } from '../schemas/discount-form';
import { DiscountFormDialog, SAVE_ERROR } from './discount-form-dialog';
import { DiscountStateBadge, UsesText, discountValue, expiryText } from './discount-labels';

export const LOAD_ERROR = 'Error al cargar códigos de descuento';
export const DELETE_ERROR = 'Error al eliminar código';

const DEFAULT_SORT: SortState<DiscountSort> = { key: 'created_at', direction: 'desc' };
const FILTER_DEFAULTS = { state: '', type: '' };

/** 'Ordenar por': every sort the list has, so the header buttons never leave it blank. */
const SORT_OPTIONS: readonly { value: `${DiscountSort}.${'asc' | 'desc'}`; label: string }[] = [
  { value: 'created_at.desc', label: 'Más recientes' },
  { value: 'created_at.asc', label: 'Más antiguos' },
  { value: 'code.asc', label: 'Código (A–Z)' },
  { value: 'code.desc', label: 'Código (Z–A)' },
  { value: 'expires_at.asc', label: 'Vencen antes' },
  { value: 'expires_at.desc', label: 'Vencen después' },
];

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

/** The code, its description and tags, and the row's actions (in view beside the sidebar). */
const CodeCell = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 12rem;
  max-width: 22rem;

  & > code {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  overflow: hidden;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

const Stacked = styled.span`
  display: grid;
  white-space: nowrap;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[1]};
`;

const usesWord = (uses: number) => (uses === 1 ? '1 vez' : `${formatNumber(uses)} veces`);

/**
 * "Se eliminará el código «AHORRA20K». Ya se usó 37 veces: los pedidos que lo usaron
 * conservan su descuento. Si solo quieres que deje de funcionar, desactívalo."
 */
export function deleteMessage(code: DiscountCodeRow): string {
  const used =
    code.current_uses > 0
      ? ` Ya se usó ${usesWord(code.current_uses)}: los pedidos que lo usaron conservan su descuento.`
      : '';
  return `Se eliminará el código «${code.code}».${used} Si solo quieres que deje de funcionar, desactívalo.`;
}

const csvColumns: readonly CsvColumn<DiscountCodeRow>[] = [
  { header: 'Código', value: (row) => row.code },
  { header: 'Descripción', value: (row) => row.description },
  { header: 'Tipo', value: (row) => DISCOUNT_TYPE_LABELS[row.type] },
  { header: 'Valor', value: (row) => Number(row.value) },
  { header: 'Compra mínima', value: (row) => row.min_purchase },
  { header: 'Usos', value: (row) => row.current_uses },
  { header: 'Usos máximos', value: (row) => row.max_uses ?? 'Ilimitados' },
  { header: 'Vence', value: (row) => (row.expires_at ? formatDate(row.expires_at, 'short') : '') },
  { header: 'Estado', value: (row) => DISCOUNT_STATE_LABELS[discountState(row)] },
  { header: 'Solo primera compra', value: (row) => row.first_purchase_only },
  { header: 'Correo del titular', value: (row) => row.owner_email },
  { header: 'Creado', value: (row) => formatDate(row.created_at, 'short') },
];

/**
 * `/admin/discounts`: the discount codes (newest first) with search by code, the display
 * state and type filters, sorting and paging in the URL; CSV export; create and edit in a
 * dialog; bulk activate and deactivate; delete behind a confirmation, then with 'Deshacer' for
 * 5 s. Each row's state is the spec's display state (inactive, expired, exhausted, active).
 */
export function DiscountsPage() {
  const queryClient = useQueryClient();
  const list = useListParams<typeof FILTER_DEFAULTS, DiscountSort>({
    sort: DEFAULT_SORT,
    filters: FILTER_DEFAULTS,
    allowedSorts: DISCOUNT_SORTS,
  });
  const state = toDiscountStateFilter(list.filters.state);
  const type = toDiscountTypeFilter(list.filters.type);
  const query = useMemo<DiscountListQuery>(
    () => ({ q: list.q, state, type, sort: list.sort }),
    [list.q, state, type, list.sort],
  );
  const { data, isPending, isError, errorUpdatedAt, refetch } = useDiscountCodesPage(
    query,
    list.range,
  );

  useLoadErrorToast(errorUpdatedAt, LOAD_ERROR);

  // another search, filter, sort or page: the selection was of rows no longer on screen
  const [selectedIds, setSelectedIds] = useListSelection(JSON.stringify([query, list.range]));
  const [dialog, setDialog] = useState<{ discount: DiscountCodeRow | null } | null>(null);
  const [deleting, setDeleting] = useState<DiscountCodeRow | null>(null);

  const { remove, hiddenIds } = useUndoableDelete({
    table: 'discount_codes',
    errorMessage: DELETE_ERROR,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });

  const setActive = useSetDiscountCodesActive();
  const bulkSetActive = (active: boolean) => {
    setActive.mutate(
      { ids: selectedIds, active },
      {
        onSuccess: (changed) => {
          setSelectedIds([]);
          bus.getState().toastRequested({
            title: active ? 'Códigos activados' : 'Códigos desactivados',
            description: changed === 1 ? '1 código' : `${formatNumber(changed)} códigos`,
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
      const key = DISCOUNT_SORTS.find((sort) => sort === next.key);
      if (key) setSort({ key, direction: next.direction });
    },
    [setSort],
  );

  const columns = useMemo<AdminColumn<DiscountCodeRow>[]>(
    () => [
      {
        key: 'code',
        header: 'Código',
        sortable: true,
        cell: (row) => (
          <CodeCell>
            <code>{row.code}</code>
            {row.description ? <Muted>{row.description}</Muted> : null}
            {row.first_purchase_only || row.owner_email || row.owner_user_id ? (
              <Tags>
                {row.first_purchase_only ? (
                  <Badge variant="info" size="sm">
                    Primera compra
                  </Badge>
                ) : null}
                {row.owner_email || row.owner_user_id ? (
                  <Badge
                    variant="neutral"
                    size="sm"
                    title={row.owner_email ?? 'Solo la cuenta que canjeó el regalo'}
                  >
                    Personal
                  </Badge>
                ) : null}
              </Tags>
            ) : null}
            <RowActions>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Editar ${row.code}`}
                onClick={() => setDialog({ discount: row })}
              >
                Editar
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Eliminar ${row.code}`}
                onClick={() => setDeleting(row)}
              >
                Eliminar
              </Button>
            </RowActions>
          </CodeCell>
        ),
      },
      {
        key: 'value',
        header: 'Descuento',
        align: 'end',
        cell: (row) => (
          <Stacked>
            <strong>{discountValue(row)}</strong>
            <Muted>{DISCOUNT_TYPE_LABELS[row.type]}</Muted>
          </Stacked>
        ),
      },
      {
        key: 'min_purchase',
        header: 'Compra mínima',
        align: 'end',
        cell: (row) => <Nowrap>{formatCOP(row.min_purchase)}</Nowrap>,
      },
      {
        key: 'uses',
        header: 'Usos',
        align: 'end',
        cell: (row) => (
          <Nowrap>
            <UsesText code={row} />
          </Nowrap>
        ),
      },
      {
        key: 'expires_at',
        header: 'Vence',
        sortable: true,
        cell: (row) => <Nowrap>{expiryText(row)}</Nowrap>,
      },
      {
        key: 'state',
        header: 'Estado',
        // the state at the time the row is drawn (each read of the list draws it again)
        cell: (row) => <DiscountStateBadge state={discountState(row)} />,
      },
    ],
    [],
  );

  const filtered = list.q !== '' || state !== '' || type !== '';

  return (
    <Stack>
      <ListToolbar
        search={{
          value: list.q,
          onChange: list.setSearch,
          label: 'Buscar códigos',
          placeholder: 'Código',
        }}
        filters={
          <>
            <FilterField>
              Estado
              <Select
                size="sm"
                value={state}
                onChange={(event) => list.setFilter('state', event.target.value)}
                options={[
                  { value: '', label: 'Todos' },
                  ...DISCOUNT_STATES.map((value) => ({
                    value,
                    label: DISCOUNT_STATE_LABELS[value],
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
                  { value: 'percentage', label: DISCOUNT_TYPE_LABELS.percentage },
                  { value: 'fixed', label: DISCOUNT_TYPE_LABELS.fixed },
                ]}
              />
            </FilterField>
            <FilterField>
              Ordenar por
              <Select
                size="sm"
                value={`${list.sort.key}.${list.sort.direction}`}
                onChange={(event) => {
                  const [key, direction] = event.target.value.split('.');
                  onSortChange({ key: key ?? '', direction: direction === 'asc' ? 'asc' : 'desc' });
                }}
                options={SORT_OPTIONS}
              />
            </FilterField>
          </>
        }
        actions={
          <>
            <CsvExportButton
              fileName="codigos-descuento"
              columns={csvColumns}
              fetchPage={(from, to) => getDiscountCodeRows(getSupabase(), query, { from, to })}
              disabled={total === 0}
            />
            <Button onClick={() => setDialog({ discount: null })}>Nuevo código</Button>
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
      <AdminTable<DiscountCodeRow>
        caption="Códigos de descuento"
        columns={columns}
        rows={rows}
        total={total}
        loading={isPending}
        error={isError && !data ? LOAD_ERROR : null}
        onRetry={() => void refetch()}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.code}
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
          filtered ? 'Ningún código coincide con la búsqueda' : 'No hay códigos de descuento'
        }
      />
      <DiscountFormDialog
        open={dialog !== null}
        discount={dialog?.discount ?? null}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="¿Eliminar este código de descuento?"
        message={deleting ? deleteMessage(deleting) : undefined}
        confirmLabel="Eliminar"
        tone="danger"
        onConfirm={() => {
          if (deleting) {
            setSelectedIds((ids) => ids.filter((id) => id !== deleting.id));
            remove([deleting.id], deleting.code);
          }
        }}
      />
    </Stack>
  );
}
