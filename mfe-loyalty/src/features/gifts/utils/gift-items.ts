import { formatCOP } from '@bonis/design-system';
import type { GiftType } from '@bonis/supabase-client';

/** The memberships that can be given (spec §3: ids 'mensual' and 'anual'). */
export const MEMBERSHIP_GIFTS = ['mensual', 'anual'] as const;
export type MembershipGift = (typeof MEMBERSHIP_GIFTS)[number];

/** The coupons that can be given and their value in COP (spec §9). */
export const COUPON_GIFTS = [
  { value: 'c50', amount: 50_000 },
  { value: 'c100', amount: 100_000 },
  { value: 'c200', amount: 200_000 },
] as const;
export type CouponGift = (typeof COUPON_GIFTS)[number]['value'];

/** Every item of the gift page: what `buy_gift` takes as `p_gift_value`. */
export type GiftItem = MembershipGift | CouponGift;
export const GIFT_ITEMS: readonly GiftItem[] = [
  ...MEMBERSHIP_GIFTS,
  ...COUPON_GIFTS.map((coupon) => coupon.value),
];

export const isGiftItem = (value: string): value is GiftItem =>
  (GIFT_ITEMS as readonly string[]).includes(value);

export const isMembershipGift = (value: string): value is MembershipGift =>
  (MEMBERSHIP_GIFTS as readonly string[]).includes(value);

/** The `gift_type` of an item. */
export const giftTypeOf = (item: GiftItem): GiftType =>
  isMembershipGift(item) ? 'membership' : 'coupon';

/** A coupon's value in COP. */
export const couponAmount = (item: CouponGift): number =>
  COUPON_GIFTS.find((coupon) => coupon.value === item)?.amount ?? 0;

/**
 * The plan a membership gift stands for when `membership_plans` has no active plan of its type:
 * `buy_gift` then charges these prices, so the page shows them (spec §9).
 */
export const FALLBACK_PLANS: Record<
  MembershipGift,
  { name: string; price: number; duration_days: number; benefits: string[] }
> = {
  mensual: {
    name: 'Mensual',
    price: 29_900,
    duration_days: 30,
    benefits: ['10% de descuento', 'Envío gratis', 'Puntos x1.5'],
  },
  anual: {
    name: 'Anual',
    price: 299_900,
    duration_days: 365,
    benefits: ['15% de descuento', 'Envío gratis', 'Puntos x1.5', '2 meses gratis'],
  },
};

const MEMBERSHIP_NAMES: Record<MembershipGift, string> = { mensual: 'Mensual', anual: 'Anual' };

/**
 * What a gift is, in words, as the payment page's description says it ('Regalo: Membresía
 * Mensual para …', 'Regalo: Cupón $ 50.000 para …'): 'Membresía Mensual', 'Cupón $ 50.000'.
 */
export function giftItemLabel(item: string): string {
  if (isMembershipGift(item)) return `Membresía ${MEMBERSHIP_NAMES[item]}`;
  const coupon = COUPON_GIFTS.find((candidate) => candidate.value === item);
  return coupon ? `Cupón ${formatCOP(coupon.amount)}` : item;
}

/** A plan's duration: '12 meses' for a year, else 'N días' (spec §9). */
export const durationLabel = (days: number) => (days === 365 ? '12 meses' : `${days} días`);
