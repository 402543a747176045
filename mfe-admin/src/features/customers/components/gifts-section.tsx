import { useState } from 'react';
import { Badge, formatCOP, formatDate } from '@bonis/design-system';
import {
  giftPurchaseStateLabel,
  giftPurchaseStateTone,
  type GiftPurchaseState,
} from '@bonis/supabase-client';
import { Nowrap, StackCell, type AdminColumn } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE } from '../api/customer-keys';
import { useCustomerGifts, type CustomerGift } from '../api/get-customer-gifts';
import { giftItemOf } from '../lib/labels';
import { SectionTable } from './section-table';

/** The other person: who it went to (sent), or who bought it (received). */
function counterpart(gift: CustomerGift): { name: string; email: string | null } {
  if (gift.direction === 'sent') {
    return { name: gift.recipient_name ?? '—', email: gift.recipient_email };
  }
  return { name: gift.buyer_name ?? 'Sin nombre', email: gift.buyer_email };
}

const columns: AdminColumn<CustomerGift>[] = [
  {
    key: 'direction',
    header: 'Tipo',
    cell: (gift) => (gift.direction === 'sent' ? 'Enviado' : 'Recibido'),
  },
  {
    key: 'gift',
    header: 'Regalo',
    cell: (gift) => <StackCell main={giftItemOf(gift)} note={gift.gift_code} />,
  },
  {
    key: 'counterpart',
    header: 'Para / De',
    cell: (gift) => {
      const { name, email } = counterpart(gift);
      return (
        <StackCell main={`${gift.direction === 'sent' ? 'Para' : 'De'} ${name}`} note={email} />
      );
    },
  },
  {
    key: 'created_at',
    header: 'Fecha',
    cell: (gift) => (
      <StackCell
        main={formatDate(gift.created_at, 'short')}
        note={gift.delivery_date ? `Entrega ${formatDate(gift.delivery_date, 'short')}` : null}
      />
    ),
  },
  {
    key: 'state',
    header: 'Estado',
    cell: (gift) => {
      const state = (gift.state ?? 'unpaid') as GiftPurchaseState;
      return (
        <Badge tone={giftPurchaseStateTone(state)} size="sm">
          {giftPurchaseStateLabel(state)}
        </Badge>
      );
    },
  },
  {
    key: 'amount',
    header: 'Monto',
    align: 'end',
    cell: (gift) => <Nowrap>{formatCOP(gift.amount)}</Nowrap>,
  },
];

/**
 * 'Regalos enviados y recibidos': the gifts the customer bought, and those bought for them (by
 * their account or their email), newest first.
 */
export function GiftsSection({ userId, email }: { userId: string; email: string | null }) {
  const [page, setPage] = useState(1);
  const query = useCustomerGifts(userId, email, page);
  return (
    <SectionTable
      caption="Regalos enviados y recibidos"
      columns={columns}
      query={query}
      page={page}
      pageSize={SECTION_PAGE_SIZE}
      onPageChange={setPage}
      getRowId={(gift) => gift.id ?? ''}
      empty="Sin regalos"
      loadError="No se pudieron cargar los regalos"
    />
  );
}
