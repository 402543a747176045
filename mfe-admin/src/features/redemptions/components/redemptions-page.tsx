import { useMemo, useState } from 'react';
import { formatDate, formatNumber } from '@bonis/design-system';
import { redemptionStatusLabel } from '@bonis/supabase-client';
import {
  Nowrap,
  ResourceList,
  defineResource,
  useRealtimeInvalidate,
  type AdminColumn,
  type CsvColumn,
} from '../../../components/admin-kit';
import {
  ALL_STATUSES,
  REDEMPTION_SORTS,
  getRedemptionsPage,
  redemptionsKeys,
  type RedemptionRow,
  type RedemptionSort,
} from '../api/get-redemptions';
import { TIER_OPTIONS, shopperOf, tierLabel } from '../lib/redemption-labels';
import { CancelRedemptionDialog } from './cancel-redemption-dialog';
import { DeliverRedemptionDialog } from './deliver-redemption-dialog';
import { RewardCell, ShopperCell, StatusCell, handledLine } from './redemption-cells';

export const LOAD_ERROR = 'No se pudieron cargar los canjes';
export const DELIVER_ACTION = 'Marcar entregado';
export const CANCEL_ACTION = 'Cancelar canje';

/**
 * The queue's columns, sized to fit beside the sidebar at 1280 px: the reward (picture and
 * name), the shopper (name, email and phone to reach them), the points, the tier, the day, and
 * the status with when and by whom it was handled and what the shopper was told (the note or
 * the reason); the row's buttons go under the status. Narrower screens scroll the table.
 */
const columns: readonly AdminColumn<RedemptionRow>[] = [
  { key: 'reward', header: 'Premio', cell: (row) => <RewardCell row={row} /> },
  { key: 'shopper', header: 'Cliente', cell: (row) => <ShopperCell row={row} /> },
  {
    key: 'points_used',
    header: 'Puntos',
    sortable: true,
    align: 'end',
    cell: (row) => <Nowrap>{formatNumber(row.points_used)}</Nowrap>,
  },
  {
    key: 'tier',
    header: 'Nivel',
    cell: (row) => (row.reward_tier ? tierLabel(row.reward_tier) : '—'),
  },
  {
    key: 'created_at',
    header: 'Fecha',
    sortable: true,
    cell: (row) => formatDate(row.created_at, 'datetime'),
  },
  { key: 'status', header: 'Estado', cell: (row) => <StatusCell row={row} /> },
];

const csv: readonly CsvColumn<RedemptionRow>[] = [
  { header: 'Fecha', value: (row) => formatDate(row.created_at, 'datetime') },
  { header: 'Premio', value: (row) => row.reward_name },
  { header: 'Nivel', value: (row) => (row.reward_tier ? tierLabel(row.reward_tier) : null) },
  { header: 'Puntos', value: (row) => row.points_used },
  { header: 'Cliente', value: (row) => shopperOf(row) },
  { header: 'Email', value: (row) => row.shopper_email },
  { header: 'Teléfono', value: (row) => row.shopper_phone },
  { header: 'Estado', value: (row) => redemptionStatusLabel(row.status) },
  { header: 'Gestión', value: (row) => handledLine(row) },
  { header: 'Nota', value: (row) => row.note },
  { header: 'Motivo de cancelación', value: (row) => row.cancel_reason },
];

export interface RedemptionsResourceOptions {
  onDeliver: (row: RedemptionRow) => void;
  onCancel: (row: RedemptionRow) => void;
}

/**
 * `/admin/canjes` as a declaration: the pending redemptions by default, oldest first (the
 * queue), or every one, the delivered or the cancelled ones (`status`); the reward's tier,
 * 'Desde'/'Hasta' on the day it was redeemed and a search in the shopper's name or email, all
 * in the URL; CSV of the filtered list. A pending row has 'Marcar entregado' and 'Cancelar
 * canje' for who may handle redemptions (`redemptions.manage`: staff and admins; the kit leaves
 * them out for anyone else). Nothing is created, edited or deleted here: a redemption moves
 * only through the database's two functions.
 */
export const redemptionsResource = ({ onDeliver, onCancel }: RedemptionsResourceOptions) =>
  defineResource<RedemptionRow, RedemptionSort>({
    queryKey: redemptionsKeys.all,
    // the view the list reads (the table's changes come through realtime, on the page)
    table: 'points_redemptions_overview',
    fetchPage: getRedemptionsPage,
    sorts: REDEMPTION_SORTS,
    defaultSort: { key: 'created_at', direction: 'asc' },
    sortOptions: [
      { value: 'created_at.asc', label: 'Más antiguos primero' },
      { value: 'created_at.desc', label: 'Más recientes primero' },
      { value: 'points_used.desc', label: 'Más puntos primero' },
    ],
    filters: [
      {
        name: 'status',
        label: 'Estado',
        options: [
          { value: 'pending', label: 'Pendientes' },
          { value: 'delivered', label: 'Entregados' },
          { value: 'cancelled', label: 'Cancelados' },
          { value: ALL_STATUSES, label: 'Todos' },
        ],
      },
      { name: 'tier', label: 'Nivel', options: [{ value: '', label: 'Todos' }, ...TIER_OPTIONS] },
    ],
    dateRange: true,
    columns,
    actionsIn: 'status',
    csv,
    // what the row shows first (its buttons: 'Marcar entregado Kong Classic'); the dialogs
    // and toasts name the shopper too
    getRowLabel: (row) => row.reward_name,
    rowActions: [
      {
        label: DELIVER_ACTION,
        onClick: onDeliver,
        permission: 'redemptions.manage',
        hidden: (row) => row.status !== 'pending',
      },
      {
        label: CANCEL_ACTION,
        onClick: onCancel,
        permission: 'redemptions.manage',
        hidden: (row) => row.status !== 'pending',
      },
    ],
    texts: {
      caption: 'Canjes',
      loadError: LOAD_ERROR,
      empty: 'No hay canjes pendientes',
      emptyFiltered: 'Ningún canje coincide con los filtros',
      emptyHint: {
        empty: 'Cuando un cliente canjee un premio, aparecerá aquí para entregarlo.',
        filtered: 'Prueba con otra búsqueda o quita algún filtro.',
      },
      clearFilters: 'Limpiar filtros',
      search: { label: 'Buscar canjes', placeholder: 'Nombre o correo del cliente' },
      csvFileName: 'canjes',
    },
  });

/**
 * `/admin/canjes` ('Canjes'): the redemptions queue. A change to `points_redemptions_v2` (a new
 * redemption, another admin's delivery) reads the list again.
 */
export function RedemptionsPage() {
  const [delivering, setDelivering] = useState<RedemptionRow | null>(null);
  const [cancelling, setCancelling] = useState<RedemptionRow | null>(null);
  const resource = useMemo(
    () => redemptionsResource({ onDeliver: setDelivering, onCancel: setCancelling }),
    [],
  );
  useRealtimeInvalidate({
    channel: 'admin-points_redemptions_v2',
    table: 'points_redemptions_v2',
    queryKey: redemptionsKeys.all,
  });
  return (
    <>
      <ResourceList resource={resource} />
      <DeliverRedemptionDialog redemption={delivering} onClose={() => setDelivering(null)} />
      <CancelRedemptionDialog redemption={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
