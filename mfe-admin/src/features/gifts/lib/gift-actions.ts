import type { GiftRow } from '../api/get-gifts';

/**
 * Whether 'Reenviar email' applies, as `admin_resend_gift` decides: a sent gift, or a paid one
 * whose delivery date (a Bogotá day, `today` as 'YYYY-MM-DD') has come and that wasn't sent yet.
 * A gift not paid, redeemed, voided, refunded or cancelled has nothing to resend.
 */
export const canResendGift = (gift: Pick<GiftRow, 'state' | 'delivery_date'>, today: string) =>
  gift.state === 'sent' || (gift.state === 'scheduled' && gift.delivery_date <= today);

/**
 * Whether 'Anular' applies, as `admin_void_gift` decides: a paid gift not redeemed, voided,
 * refunded or cancelled (scheduled, or sent and not redeemed yet).
 */
export const canVoidGift = (gift: Pick<GiftRow, 'state'>) =>
  gift.state === 'scheduled' || gift.state === 'sent';
