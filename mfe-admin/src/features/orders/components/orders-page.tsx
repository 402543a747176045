import { useEffect, useMemo, useState } from 'react';
import { Button, formatCOP, formatDate, formatNumber } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import {
  AdminTable,
  CsvExportButton,
  ListToolbar,
  useRealtimeInvalidate,
  type AdminColumn,
} from '../../../components/admin-kit';
import { getOrdersRange, isOrderSortKey, useOrders, type OrderListRow } from '../api/get-orders';
import { ordersKeys } from '../api/orders-keys';
import { useOrdersListParams } from '../hooks/use-orders-list-params';
import { formatTime } from '../lib/date-time';
import { paymentMethodLabel } from '../lib/order-labels';
import { ordersCsvColumns } from '../lib/orders-csv';
import { customerNameOf, parseShippingAddress } from '../lib/shipping-address';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrdersFilters } from './orders-filters';
import { Muted, Nowrap, Stacked } from './orders.styles';

export const LOAD_ERROR = 'Error al cargar pedidos';

/** '1 producto', '3 productos': the order's lines. */
const itemsLabel = (count: number) =>
  count === 1 ? '1 producto' : `${formatNumber(count)} productos`;

/**
 * The list's columns. To keep 'Ver detalle' in view beside the admin's sidebar, the item count
 * sits under the total and the payment method under the payment status.
 */
const columns: AdminColumn<OrderListRow>[] = [
  {
    key: 'order_number',
    header: 'Pedido',
    sortable: true,
    cell: (row) => <Nowrap>{row.order_number}</Nowrap>,
  },
  {
    key: 'created_at',
    header: 'Fecha',
    sortable: true,
    cell: (row) => (
      <Stacked>
        <Nowrap>{formatDate(row.created_at, 'short')}</Nowrap>
        <Muted>
          <Nowrap>{formatTime(row.created_at)}</Nowrap>
        </Muted>
      </Stacked>
    ),
  },
  {
    key: 'customer',
    header: 'Cliente',
    cell: (row) => {
      const address = parseShippingAddress(row.shipping_address);
      const email = row.customer_email ?? address.email;
      return (
        <Stacked $minWidth="10rem">
          <span>{customerNameOf(address) ?? 'Sin nombre'}</span>
          {email && <Muted>{email}</Muted>}
        </Stacked>
      );
    },
  },
  {
    key: 'total',
    header: 'Total',
    sortable: true,
    align: 'end',
    cell: (row) => (
      <Stacked>
        <Nowrap>{formatCOP(row.total)}</Nowrap>
        <Muted>
          <Nowrap>{itemsLabel(row.items_count)}</Nowrap>
        </Muted>
      </Stacked>
    ),
  },
  { key: 'status', header: 'Estado', cell: (row) => <OrderStatusBadge status={row.status} /> },
  {
    key: 'payment',
    header: 'Pago',
    cell: (row) => (
      <Stacked>
        <span>
          <PaymentStatusBadge status={row.payment_status} />
        </span>
        <Muted>{paymentMethodLabel(row.payment_method)}</Muted>
      </Stacked>
    ),
  },
];

/**
 * /admin/orders: every order, searched, filtered, sorted and paged by the database, with the
 * state in the URL; new orders and status changes arrive live; a row opens its detail.
 */
export function OrdersPage() {
  const list = useOrdersListParams();
  const { query, range, filters, q } = list;
  const orders = useOrders(query, range);
  const [openId, setOpenId] = useState<string | null>(null);

  useRealtimeInvalidate({
    channel: 'admin-orders',
    table: 'orders',
    events: ['INSERT', 'UPDATE'],
    queryKey: ordersKeys.all,
  });

  // a failed load is said once per failure, as a toast and in place of the rows
  useEffect(() => {
    if (orders.isError) bus.getState().toastRequested({ title: LOAD_ERROR, tone: 'error' });
  }, [orders.isError, orders.errorUpdatedAt]);

  const filtered = q !== '' || Object.values(filters).some((value) => value !== '');
  const fetchPage = useMemo(
    () => (from: number, to: number) => getOrdersRange(getSupabase(), query, from, to),
    [query],
  );

  return (
    <>
      <ListToolbar
        search={{
          value: q,
          onChange: list.setSearch,
          label: 'Buscar pedidos',
          placeholder: 'Número de pedido o correo del cliente',
        }}
        filters={<OrdersFilters filters={filters} onChange={list.setFilter} />}
        actions={
          <>
            {filtered && (
              <Button variant="secondary" onClick={list.reset}>
                Limpiar filtros
              </Button>
            )}
            <CsvExportButton
              fileName="pedidos"
              columns={ordersCsvColumns}
              fetchPage={fetchPage}
              disabled={!orders.data || orders.data.total === 0}
            />
          </>
        }
      />
      <AdminTable
        caption="Pedidos"
        columns={columns}
        rows={orders.data?.rows ?? []}
        total={orders.data?.total ?? 0}
        loading={orders.isPending}
        error={orders.isError ? LOAD_ERROR : null}
        onRetry={() => void orders.refetch()}
        getRowId={(row) => row.id}
        getRowLabel={(row) => `pedido ${row.order_number}`}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sort={list.sort}
        onSortChange={(sort) => {
          if (isOrderSortKey(sort.key)) list.setSort({ key: sort.key, direction: sort.direction });
        }}
        emptyMessage={
          filtered ? 'Ningún pedido coincide con los filtros' : 'Todavía no hay pedidos'
        }
        onRowOpen={(row) => setOpenId(row.id)}
      />
      <OrderDetailDialog orderId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
