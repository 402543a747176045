import { useMemo, useState } from 'react';
import { formatCOP, formatDate, formatNumber } from '@bonis/design-system';
import { paymentMethodLabel } from '@bonis/supabase-client';
import {
  Ellipsis,
  NameCell,
  Nowrap,
  ResourceList,
  StackCell,
  defineResource,
  type AdminColumn,
} from '../../../components/admin-kit';
import {
  ORDER_SORT_KEYS,
  getOrdersPage,
  type OrderListRow,
  type OrderSortKey,
} from '../api/get-orders';
import { ordersKeys } from '../api/orders-keys';
import { trackingLine } from '../lib/carriers';
import { formatTime } from '../lib/date-time';
import {
  orderStatusOptions,
  paymentMethodOptions,
  paymentStatusOptions,
  toShipOption,
} from '../lib/order-labels';
import { ordersCsvColumns } from '../lib/orders-csv';
import { customerNameOf, parseShippingAddress } from '../lib/shipping-address';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { OrderDetailDialog } from './order-detail-dialog';

export const LOAD_ERROR = 'Error al cargar pedidos';

/** '1 producto', '3 productos': the order's lines. */
const itemsLabel = (count: number) =>
  count === 1 ? '1 producto' : `${formatNumber(count)} productos`;

const ALL = { value: '', label: 'Todos' };

/**
 * The list's columns, sized to fit beside the admin's sidebar at 1280 px (the table gets about
 * 970 px, with 'Ver detalle'): the date and time under the order's number (its header sorts by
 * date: the number is the moment it was placed), the item count under the total, the payment
 * method under the payment status, the customer's email under the name and the carrier and
 * tracking number under the status (both cut with an ellipsis); the rest is in the detail.
 */
const columns: AdminColumn<OrderListRow>[] = [
  {
    key: 'created_at',
    header: 'Pedido',
    sortable: true,
    cell: (row) => (
      <StackCell
        main={row.order_number}
        note={
          <>
            <Nowrap>{formatDate(row.created_at, 'short')}</Nowrap>{' '}
            <Nowrap>{formatTime(row.created_at)}</Nowrap>
          </>
        }
      />
    ),
  },
  {
    key: 'customer',
    header: 'Cliente',
    cell: (row) => {
      const address = parseShippingAddress(row.shipping_address);
      return (
        <NameCell
          name={customerNameOf(address) ?? 'Sin nombre'}
          subtitle={row.customer_email ?? address.email}
          maxWidth="22ch"
        />
      );
    },
  },
  {
    key: 'total',
    header: 'Total',
    sortable: true,
    align: 'end',
    cell: (row) => (
      <StackCell
        main={formatCOP(row.total)}
        note={<Nowrap>{itemsLabel(row.items_count)}</Nowrap>}
      />
    ),
  },
  {
    key: 'status',
    header: 'Estado',
    cell: (row) => {
      const tracking = trackingLine(row.carrier, row.tracking_number);
      return (
        <StackCell
          main={<OrderStatusBadge status={row.status} />}
          note={
            tracking ? (
              <Ellipsis title={`Guía: ${tracking}`} style={{ maxWidth: '18ch' }}>
                Guía: {tracking}
              </Ellipsis>
            ) : null
          }
        />
      );
    },
  },
  {
    key: 'payment',
    header: 'Pago',
    cell: (row) => (
      <StackCell
        main={<PaymentStatusBadge status={row.payment_status} />}
        note={paymentMethodLabel(row.payment_method)}
      />
    ),
  },
];

/**
 * Every order, searched, filtered (status or 'Por enviar', payment status, method,
 * 'Desde'/'Hasta'), sorted
 * and paged by the database with the state in the URL; new orders and status changes arrive
 * live; exportable as CSV.
 */
export const orders = defineResource<OrderListRow, OrderSortKey>({
  queryKey: ordersKeys.all,
  table: 'orders',
  fetchPage: getOrdersPage,
  sorts: ORDER_SORT_KEYS,
  defaultSort: { key: 'created_at', direction: 'desc' },
  filters: [
    // 'Por enviar' (`?status=por-enviar`): the dashboard's link to the orders waiting to go out
    { name: 'status', label: 'Estado', options: [ALL, toShipOption, ...orderStatusOptions] },
    { name: 'payment', label: 'Estado del pago', options: [ALL, ...paymentStatusOptions] },
    { name: 'method', label: 'Método de pago', options: [ALL, ...paymentMethodOptions] },
  ],
  dateRange: true,
  columns,
  csv: ordersCsvColumns,
  getRowLabel: (row) => `pedido ${row.order_number}`,
  live: true,
  texts: {
    caption: 'Pedidos',
    loadError: LOAD_ERROR,
    empty: 'Todavía no hay pedidos',
    emptyFiltered: 'Ningún pedido coincide con los filtros',
    search: { label: 'Buscar pedidos', placeholder: 'Número de pedido o correo del cliente' },
    csvFileName: 'pedidos',
    clearFilters: 'Limpiar filtros',
  },
});

/** /admin/orders: the orders list; a row opens its detail, where its statuses change. */
export function OrdersPage() {
  const [openId, setOpenId] = useState<string | null>(null);
  const resource = useMemo(
    () => ({ ...orders, onRowOpen: (row: OrderListRow) => setOpenId(row.id) }),
    [],
  );
  return (
    <>
      <ResourceList resource={resource} />
      <OrderDetailDialog orderId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
