import { useState } from 'react';
import { Badge, formatCOP, formatDate } from '@bonis/design-system';
import { paymentMethodLabel } from '@bonis/supabase-client';
import { Nowrap, StackCell, type AdminColumn } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE } from '../api/customer-keys';
import { useCustomerPayments, type CustomerPayment } from '../api/get-customer-payments';
import {
  gatewayPaymentLabel,
  gatewayPaymentTone,
  giftItemOf,
  payableKindLabel,
} from '../lib/labels';
import { SectionTable } from './section-table';

/** What the payment paid: the order's number, the plan, the gift and its recipient. */
function reference(payment: CustomerPayment): string | null {
  if (payment.order) return payment.order.order_number;
  if (payment.membership) return payment.membership.plan_name;
  if (payment.gift) {
    return `${giftItemOf(payment.gift)} para ${payment.gift.recipient_name}`;
  }
  return null;
}

/** 'Tarjeta de crédito •••• 4242', 'PSE · Bancolombia'. */
function methodOf(payment: CustomerPayment): string {
  const method = paymentMethodLabel(payment.method);
  if (payment.card_last4) return `${method} •••• ${payment.card_last4}`;
  if (payment.pse_bank) return `${method} · ${payment.pse_bank}`;
  return method;
}

const columns: AdminColumn<CustomerPayment>[] = [
  {
    key: 'kind',
    header: 'Concepto',
    cell: (payment) => (
      <StackCell main={payableKindLabel(payment.payable_kind)} note={reference(payment)} />
    ),
  },
  {
    key: 'created_at',
    header: 'Fecha',
    cell: (payment) => <Nowrap>{formatDate(payment.created_at, 'short')}</Nowrap>,
  },
  { key: 'method', header: 'Método', cell: (payment) => methodOf(payment) },
  {
    key: 'status',
    header: 'Estado',
    cell: (payment) => {
      const refunded = payment.refunded_at !== null;
      return (
        <StackCell
          main={
            <Badge tone={gatewayPaymentTone(payment.status, refunded)} size="sm">
              {gatewayPaymentLabel(payment.status, refunded)}
            </Badge>
          }
          note={
            payment.refunded_at
              ? `Reembolsado el ${formatDate(payment.refunded_at, 'short')}`
              : payment.decline_reason
          }
        />
      );
    },
  },
  {
    key: 'amount',
    header: 'Monto',
    align: 'end',
    cell: (payment) => <Nowrap>{formatCOP(payment.amount)}</Nowrap>,
  },
];

/** 'Pagos': every payment of the customer (orders, memberships, gifts), newest first. */
export function PaymentsSection({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useCustomerPayments(userId, page);
  return (
    <SectionTable
      caption="Pagos del cliente"
      columns={columns}
      query={query}
      page={page}
      pageSize={SECTION_PAGE_SIZE}
      onPageChange={setPage}
      getRowId={(payment) => payment.id}
      empty="Sin pagos"
      loadError="No se pudieron cargar los pagos"
    />
  );
}
