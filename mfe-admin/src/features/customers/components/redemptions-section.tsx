import { useState } from 'react';
import { Badge, formatDate, formatNumber } from '@bonis/design-system';
import { redemptionStatusLabel, redemptionStatusTone } from '@bonis/supabase-client';
import { Nowrap, StackCell, type AdminColumn } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE } from '../api/customer-keys';
import { useCustomerRedemptions, type CustomerRedemption } from '../api/get-customer-redemptions';
import { SectionTable } from './section-table';

/** Under the status: when it was delivered or cancelled, and the note or the reason. */
function outcome(redemption: CustomerRedemption): string | null {
  if (redemption.status === 'delivered' && redemption.delivered_at) {
    const when = `Entregado el ${formatDate(redemption.delivered_at, 'short')}`;
    return redemption.note ? `${when}: ${redemption.note}` : when;
  }
  if (redemption.status === 'cancelled' && redemption.cancel_reason) {
    return `Motivo: ${redemption.cancel_reason}`;
  }
  return null;
}

const columns: AdminColumn<CustomerRedemption>[] = [
  { key: 'reward', header: 'Premio', cell: (redemption) => redemption.reward_name },
  {
    key: 'created_at',
    header: 'Fecha',
    cell: (redemption) => <Nowrap>{formatDate(redemption.created_at, 'short')}</Nowrap>,
  },
  {
    key: 'status',
    header: 'Estado',
    cell: (redemption) =>
      redemption.status ? (
        <StackCell
          main={
            <Badge tone={redemptionStatusTone(redemption.status)} size="sm">
              {redemptionStatusLabel(redemption.status)}
            </Badge>
          }
          note={outcome(redemption)}
        />
      ) : null,
  },
  {
    key: 'points',
    header: 'Puntos',
    align: 'end',
    cell: (redemption) => <Nowrap>{formatNumber(redemption.points_used)}</Nowrap>,
  },
];

/** 'Canjes': the rewards the customer redeemed with points and where each stands. */
export function RedemptionsSection({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useCustomerRedemptions(userId, page);
  return (
    <SectionTable
      caption="Canjes del cliente"
      columns={columns}
      query={query}
      page={page}
      pageSize={SECTION_PAGE_SIZE}
      onPageChange={setPage}
      getRowId={(redemption) => redemption.id ?? ''}
      empty="Sin canjes"
      loadError="No se pudieron cargar los canjes"
    />
  );
}
