import { DB_MESSAGES, type ClosedPurchaseRefusal } from '@bonis/supabase-client';
import { shopperMessage } from '@bonis/supabase-client/queries';
import type { PayableKind } from '../api/get-payable';

/** Every refusal of `confirm_payment` that closes the purchase: an order's too. */
export type ClosingRefusal = ClosedPurchaseRefusal;

/** Every message `confirm_payment` closes a purchase with (a key missing here is a type error). */
const CLOSED_PURCHASE_REFUSALS = {
  [DB_MESSAGES.planChanged]: true,
  [DB_MESSAGES.membershipPurchaseExpired]: true,
  [DB_MESSAGES.giftPurchaseExpired]: true,
  [DB_MESSAGES.orderPaymentExpired]: true,
} satisfies Record<ClosingRefusal, true>;

/**
 * The database's message when it refused a payment because the purchase can no longer be paid
 * (the plan changed, or its 30 minutes went by): the shopper has to choose the plan, buy the
 * gift, or order, again. Null for any other error (a declined card is no error; a network
 * error, an incomplete form…: the shopper may simply try again).
 */
export function closedPurchaseRefusal(error: unknown): ClosingRefusal | null {
  const message = shopperMessage(error);
  return message !== undefined && Object.hasOwn(CLOSED_PURCHASE_REFUSALS, message)
    ? (message as ClosingRefusal)
    : null;
}

/**
 * What /payment says when the time to pay (`payables.pay_by`) runs out on screen: an order is
 * cancelled and its stock returns (`expire_unpaid_purchases`); a membership or a gift purchase
 * expires, in the words the database refuses it with.
 */
export const TIME_UP_MESSAGES: Record<PayableKind, string> = {
  order:
    'El tiempo para pagar terminó. Tu pedido se canceló y los productos volvieron al inventario.',
  membership: DB_MESSAGES.membershipPurchaseExpired,
  gift: DB_MESSAGES.giftPurchaseExpired,
};
