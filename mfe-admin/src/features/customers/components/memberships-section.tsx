import { useState } from 'react';
import { Badge, formatCOP, formatDate, formatNumber } from '@bonis/design-system';
import { paymentMethodLabel, paymentStatusLabel, paymentStatusTone } from '@bonis/supabase-client';
import { Nowrap, StackCell, type AdminColumn } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE } from '../api/customer-keys';
import {
  useMembershipPurchases,
  type CustomerMembershipPurchase,
} from '../api/get-membership-purchases';
import { membershipLabel } from '../lib/labels';
import { SectionTable } from './section-table';

const days = (n: number) => (n === 1 ? '1 día' : `${formatNumber(n)} días`);

const columns: AdminColumn<CustomerMembershipPurchase>[] = [
  {
    key: 'plan',
    header: 'Plan',
    cell: (purchase) => (
      <StackCell
        main={purchase.plan_name}
        note={`${membershipLabel(purchase.membership_type)} · ${days(purchase.duration_days)}`}
      />
    ),
  },
  {
    key: 'created_at',
    header: 'Fecha',
    cell: (purchase) => <Nowrap>{formatDate(purchase.created_at, 'short')}</Nowrap>,
  },
  {
    key: 'payment',
    header: 'Pago',
    cell: (purchase) => (
      <StackCell
        main={
          <Badge tone={paymentStatusTone(purchase.payment_status)} size="sm">
            {paymentStatusLabel(purchase.payment_status)}
          </Badge>
        }
        note={
          purchase.payment_method
            ? paymentMethodLabel(purchase.payment_method)
            : purchase.closed_reason
        }
      />
    ),
  },
  {
    key: 'expires_on',
    header: 'Vence',
    cell: (purchase) =>
      purchase.expires_on ? <Nowrap>{formatDate(purchase.expires_on, 'short')}</Nowrap> : '—',
  },
  {
    key: 'amount',
    header: 'Monto',
    align: 'end',
    cell: (purchase) => <Nowrap>{formatCOP(purchase.amount)}</Nowrap>,
  },
];

/** 'Membresías': the plans the customer chose, paid or not, newest first. */
export function MembershipsSection({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useMembershipPurchases(userId, page);
  return (
    <SectionTable
      caption="Membresías del cliente"
      columns={columns}
      query={query}
      page={page}
      pageSize={SECTION_PAGE_SIZE}
      onPageChange={setPage}
      getRowId={(purchase) => purchase.id}
      empty="Sin membresías"
      loadError="No se pudieron cargar las membresías"
    />
  );
}
