import {
  giftPurchaseState,
  giftPurchaseStateLabel,
  giftPurchaseStateTone,
  type GiftStatus,
  type PaymentStatus,
  type StatusTone,
} from '@bonis/supabase-client';

export interface GiftState {
  label: string;
  tone: StatusTone;
  /** the buyer can (still) pay it on /payment?gift=<id> */
  payable: boolean;
}

/**
 * Where a gift the shopper bought stands, from its payment and delivery, in the store's words
 * (`giftPurchaseState` of `@bonis/supabase-client`): not paid (pending, or a declined card),
 * 'Pendiente de pago', with 'Pagar'; then 'Programado', 'Enviado', 'Canjeado'; 'Vencido' when it
 * was left unpaid; and the back office's outcomes 'Anulado' (refunded), 'Reembolsado', 'Cancelado'.
 */
export function giftState(gift: {
  status: GiftStatus;
  payment_status: PaymentStatus;
  paid_at?: string | null;
}): GiftState {
  const state = giftPurchaseState(gift);
  return {
    label: giftPurchaseStateLabel(state),
    tone: giftPurchaseStateTone(state),
    payable: state === 'unpaid',
  };
}
