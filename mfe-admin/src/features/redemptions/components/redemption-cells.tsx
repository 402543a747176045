import { Badge, formatDate } from '@bonis/design-system';
import {
  getSupabase,
  productImageUrl,
  redemptionStatusLabel,
  redemptionStatusTone,
} from '@bonis/supabase-client';
import { CellLines, Description, NameCell } from '../../../components/admin-kit';
import type { RedemptionRow } from '../api/get-redemptions';
import { shopperOf } from '../lib/redemption-labels';
import { ContactLink, NoThumb, Thumb } from './redemptions.styles';

/** The reward: its picture and its name. */
export function RewardCell({ row }: { row: RedemptionRow }) {
  const url = productImageUrl(getSupabase(), row.reward_image_url);
  return (
    <NameCell
      icon={url ? <Thumb src={url} alt="" loading="lazy" width={40} height={40} /> : <NoThumb />}
      name={row.reward_name}
      maxWidth="22ch"
    />
  );
}

/** The shopper: name, then email and phone as links to write or call. */
export function ShopperCell({ row }: { row: RedemptionRow }) {
  const name = shopperOf(row);
  return (
    <CellLines>
      <strong title={name}>{name}</strong>
      {row.shopper_email ? (
        <ContactLink href={`mailto:${row.shopper_email}`} title={row.shopper_email}>
          {row.shopper_email}
        </ContactLink>
      ) : null}
      {row.shopper_phone ? (
        <ContactLink href={`tel:${row.shopper_phone.replace(/\s+/g, '')}`}>
          {row.shopper_phone}
        </ContactLink>
      ) : null}
    </CellLines>
  );
}

/** When and by whom a redemption was handled: 'Entregado el 7 dic 2026, 8:55 p. m. · Ana Gómez'. */
export function handledLine(row: RedemptionRow): string | null {
  const at = row.status === 'delivered' ? row.delivered_at : row.cancelled_at;
  if (row.status === 'pending' || !at) return null;
  const what = row.status === 'delivered' ? 'Entregado' : 'Cancelado';
  const by = row.handled_by_name ? ` · ${row.handled_by_name}` : '';
  return `${what} el ${formatDate(at, 'datetime')}${by}`;
}

/** What the shopper was told: the delivery note or the cancellation's reason. */
export function redemptionRemark(row: RedemptionRow): string | null {
  if (row.status === 'delivered' && row.note) return `Nota: ${row.note}`;
  if (row.status === 'cancelled' && row.cancel_reason) return `Motivo: ${row.cancel_reason}`;
  return null;
}

/** The status badge (the store's words), when it was handled and what the shopper was told. */
export function StatusCell({ row }: { row: RedemptionRow }) {
  const handled = handledLine(row);
  const remark = redemptionRemark(row);
  return (
    <CellLines>
      <span>
        <Badge tone={redemptionStatusTone(row.status)} size="sm" data-status={row.status}>
          {redemptionStatusLabel(row.status)}
        </Badge>
      </span>
      {handled ? <Description>{handled}</Description> : null}
      {remark ? <Description title={remark}>{remark}</Description> : null}
    </CellLines>
  );
}
