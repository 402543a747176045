import { useCallback, useMemo } from 'react';
import { styled } from 'styled-components';
import { Badge, Button, Select, formatDate, vars } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import {
  AdminTable,
  CsvExportButton,
  ListToolbar,
  errorMessage,
  useListParams,
  type AdminColumn,
  type CsvColumn,
  type SortState,
  useLoadErrorToast,
} from '../../../components/admin-kit';
import { useNewsletterStats } from '../api/get-newsletter-stats';
import {
  SUBSCRIPTION_SORTS,
  getActiveSubscriberRows,
  toSubscriptionStatus,
  useSubscriptionsPage,
  type SubscriptionListQuery,
  type SubscriptionRow,
  type SubscriptionSort,
} from '../api/get-subscriptions';
import { useSetSubscriptionStatus } from '../api/set-subscription-status';
import { NewsletterStats } from './newsletter-stats';

export const LOAD_ERROR = 'Error al cargar suscripciones';
export const UPDATE_ERROR = 'Error al actualizar la suscripción';
export const EXPORTED = 'Lista de suscriptores exportada correctamente';

const DEFAULT_SORT: SortState<SubscriptionSort> = { key: 'created_at', direction: 'desc' };
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

const Email = styled.span`
  overflow-wrap: anywhere;
`;

const Code = styled.code`
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

/** The export (spec §7): active subscribers only, with these four columns. */
export const csvColumns: readonly CsvColumn<SubscriptionRow>[] = [
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Fecha de suscripción', value: (row) => formatDate(row.created_at, 'short') },
  { header: 'Código de descuento', value: (row) => row.discount_code },
  { header: 'Descuento usado', value: (row) => row.used_discount },
];

/**
 * `/admin/newsletter`: the four cards, the subscriptions newest first with search by e-mail, a
 * status filter, sorting and paging in the URL; 'Dar de baja' / 'Reactivar' per row; and the
 * CSV of the active subscribers (among those the search finds). `newsletter_subscriptions` is
 * not in the realtime publication: the list is read again after every change made here.
 */
export function NewsletterPage() {
  const list = useListParams<typeof FILTER_DEFAULTS, SubscriptionSort>({
    sort: DEFAULT_SORT,
    filters: FILTER_DEFAULTS,
    allowedSorts: SUBSCRIPTION_SORTS,
  });
  const status = toSubscriptionStatus(list.filters.status);
  const query = useMemo<SubscriptionListQuery>(
    () => ({ q: list.q, status, sort: list.sort }),
    [list.q, status, list.sort],
  );
  const { data, isPending, isError, errorUpdatedAt, refetch } = useSubscriptionsPage(
    query,
    list.range,
  );
  const stats = useNewsletterStats();
  const setStatus = useSetSubscriptionStatus();

  useLoadErrorToast(errorUpdatedAt, LOAD_ERROR);

  const { setSort } = list;
  const onSortChange = useCallback(
    (next: SortState) => {
      const key = SUBSCRIPTION_SORTS.find((sort) => sort === next.key);
      if (key) setSort({ key, direction: next.direction });
    },
    [setSort],
  );

  const { mutate, isPending: updating, variables } = setStatus;
  const columns = useMemo<AdminColumn<SubscriptionRow>[]>(() => {
    const change = (row: SubscriptionRow) => {
      const next = row.status === 'active' ? 'unsubscribed' : 'active';
      mutate(
        { id: row.id, status: next },
        {
          onSuccess: () =>
            bus.getState().toastRequested({
              title: next === 'active' ? 'Suscripción reactivada' : 'Suscripción cancelada',
              description: row.email,
              tone: 'success',
            }),
          onError: (error) =>
            bus
              .getState()
              .toastRequested({ title: errorMessage(error, UPDATE_ERROR), tone: 'error' }),
        },
      );
    };
    return [
      {
        key: 'email',
        header: 'Email',
        sortable: true,
        cell: (row) => <Email>{row.email}</Email>,
      },
      {
        key: 'created_at',
        header: 'Fecha',
        sortable: true,
        cell: (row) => formatDate(row.created_at, 'short'),
      },
      {
        key: 'status',
        header: 'Estado',
        cell: (row) =>
          row.status === 'active' ? (
            <Badge variant="activo" size="sm" />
          ) : (
            <Badge variant="neutral" size="sm">
              Dado de baja
            </Badge>
          ),
      },
      {
        key: 'discount_code',
        header: 'Código de descuento',
        cell: (row) => (row.discount_code ? <Code>{row.discount_code}</Code> : <Muted>—</Muted>),
      },
      {
        key: 'used_discount',
        header: 'Descuento usado',
        cell: (row) => (row.used_discount ? 'Sí' : 'No'),
      },
      {
        key: 'actions',
        header: 'Acciones',
        align: 'end',
        cell: (row) => {
          const busy = updating && variables?.id === row.id;
          return row.status === 'active' ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Dar de baja ${row.email}`}
              loading={busy}
              onClick={() => change(row)}
            >
              Dar de baja
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Reactivar ${row.email}`}
              loading={busy}
              onClick={() => change(row)}
            >
              Reactivar
            </Button>
          );
        },
      },
    ];
  }, [mutate, updating, variables]);

  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;

  return (
    <Stack>
      <NewsletterStats />
      <ListToolbar
        search={{
          value: list.q,
          onChange: list.setSearch,
          label: 'Buscar por email',
          placeholder: 'correo@ejemplo.com',
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
                { value: 'unsubscribed', label: 'Dados de baja' },
              ]}
            />
          </FilterField>
        }
        actions={
          <CsvExportButton
            fileName="suscriptores-newsletter"
            label="Exportar activos (CSV)"
            successMessage={EXPORTED}
            columns={csvColumns}
            fetchPage={(from, to) => getActiveSubscriberRows(getSupabase(), list.q, { from, to })}
            disabled={stats.data?.active === 0}
          />
        }
      />
      <AdminTable<SubscriptionRow>
        caption="Suscripciones al newsletter"
        columns={columns}
        rows={rows}
        total={total}
        loading={isPending}
        error={isError && !data ? LOAD_ERROR : null}
        onRetry={() => void refetch()}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.email}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sort={list.sort}
        onSortChange={onSortChange}
        emptyMessage={
          list.q || status
            ? 'Ninguna suscripción coincide con la búsqueda'
            : 'Aún no hay suscriptores'
        }
      />
    </Stack>
  );
}
