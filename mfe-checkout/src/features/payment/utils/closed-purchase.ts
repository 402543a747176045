import { DB_MESSAGES, type ClosedPurchaseRefusal } from '@bonis/supabase-client';
import { shopperMessage } from '@bonis/supabase-client/queries';

/** Every message `confirm_payment` closes a purchase with (a key missing here is a type error). */
const CLOSED_PURCHASE_REFUSALS = {
  [DB_MESSAGES.planChanged]: true,
  [DB_MESSAGES.membershipPurchaseExpired]: true,
  [DB_MESSAGES.giftPurchaseExpired]: true,
} satisfies Record<ClosedPurchaseRefusal, true>;

/**
 * The database's message when it refused a payment because the purchase can no longer be paid
 * (the plan changed, or 30 minutes went by): the shopper has to choose the plan, or buy the
 * gift, again. Null for any other error (a declined card is no error; a network error, an
 * incomplete form…: the shopper may simply try again).
 */
export function closedPurchaseRefusal(error: unknown): ClosedPurchaseRefusal | null {
  const message = shopperMessage(error);
  return message !== undefined && Object.hasOwn(CLOSED_PURCHASE_REFUSALS, message)
    ? (message as ClosedPurchaseRefusal)
    : null;
}
