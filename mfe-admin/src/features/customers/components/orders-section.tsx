import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Link, formatCOP, formatDate } from '@bonis/design-system';
import {
  orderStatusLabel,
  orderStatusTone,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusTone,
} from '@bonis/supabase-client';
import { Nowrap, StackCell, type AdminColumn } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE } from '../api/customer-keys';
import { useCustomerOrders, type CustomerOrder } from '../api/get-customer-orders';
import { ordersHref } from '../lib/paths';
import { SectionTable } from './section-table';

const columns: AdminColumn<CustomerOrder>[] = [
  {
    key: 'order_number',
    header: 'Pedido',
    cell: (order) => (
      <Link
        component={RouterLink}
        to={ordersHref(order.order_number)}
        aria-label={`Ver pedido ${order.order_number} en Pedidos`}
      >
        {order.order_number}
      </Link>
    ),
  },
  {
    key: 'created_at',
    header: 'Fecha',
    cell: (order) => <Nowrap>{formatDate(order.created_at, 'short')}</Nowrap>,
  },
  {
    key: 'status',
    header: 'Estado',
    cell: (order) => (
      <Badge tone={orderStatusTone(order.status)} size="sm">
        {orderStatusLabel(order.status)}
      </Badge>
    ),
  },
  {
    key: 'payment',
    header: 'Pago',
    cell: (order) => (
      <StackCell
        main={
          <Badge tone={paymentStatusTone(order.payment_status)} size="sm">
            {paymentStatusLabel(order.payment_status)}
          </Badge>
        }
        note={paymentMethodLabel(order.payment_method)}
      />
    ),
  },
  {
    key: 'total',
    header: 'Total',
    align: 'end',
    cell: (order) => <Nowrap>{formatCOP(order.total)}</Nowrap>,
  },
];

/** 'Pedidos': the customer's orders, newest first; each number opens it in the orders list. */
export function OrdersSection({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useCustomerOrders(userId, page);
  return (
    <SectionTable
      caption="Pedidos del cliente"
      columns={columns}
      query={query}
      page={page}
      pageSize={SECTION_PAGE_SIZE}
      onPageChange={setPage}
      getRowId={(order) => order.id}
      empty="Sin pedidos"
      loadError="No se pudieron cargar los pedidos"
    />
  );
}
