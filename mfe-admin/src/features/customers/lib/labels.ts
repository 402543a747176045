import type { BadgeVariant } from '@bonis/design-system';
import { formatCOP, formatNumber, formatPercent } from '@bonis/design-system';
import {
  BONUS_STATUS_LABELS,
  BONUS_STATUS_TONES,
  MEMBERSHIP_LABELS,
  bonusStatusLabel,
  bonusStatusTone,
  giftItemLabel,
  membershipLabel,
  paymentAttemptLabel,
  paymentAttemptTone,
  type BonusType,
  type MembershipType,
  type PrizeType,
  type StatusTone,
} from '@bonis/supabase-client';

/*
 * The customer page's words. Memberships, bonus statuses and gift items are the shared
 * vocabulary's (`@bonis/supabase-client`, re-exported here); a role's word is
 * `lib/permissions.ts`'s; the rest (a bonus's or prize's type and value, a gateway payment's
 * outcome, a roulette win's state) are only this page's.
 */

/** A value the generated types may not know yet shows as stored. */
const labelOf = <K extends string>(labels: Readonly<Record<K, string>>, value: K): string =>
  (labels[value] as string | undefined) ?? value;

/** A profile's full name, or 'Sin nombre' when both parts are blank. */
export const NO_NAME = 'Sin nombre';

export function fullName(row: { first_name: string | null; last_name: string | null }): string {
  return [row.first_name, row.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

export const displayName = (row: { first_name: string | null; last_name: string | null }) =>
  fullName(row) || NO_NAME;

export { MEMBERSHIP_LABELS, membershipLabel };

/** Regular accounts in a neutral badge, paid memberships in the member colour. */
export const membershipBadge = (type: MembershipType): BadgeVariant =>
  type === 'regular' ? 'neutral' : 'member';

export { BONUS_STATUS_LABELS, BONUS_STATUS_TONES, bonusStatusLabel, bonusStatusTone };

export const BONUS_TYPE_LABELS = {
  discount: 'Descuento',
  free_shipping: 'Envío gratis',
  product: 'Producto',
  voucher: 'Bono',
} as const satisfies Record<BonusType, string>;

export const bonusTypeLabel = (type: BonusType) => labelOf(BONUS_TYPE_LABELS, type);

/**
 * A bonus's value as checkout reads it: a discount in percent, a voucher or product in COP,
 * nothing for free shipping.
 */
export function formatBonusValue(type: BonusType, value: number): string {
  switch (type) {
    case 'discount':
      return formatPercent(value);
    case 'free_shipping':
      return '—';
    default:
      return formatCOP(value);
  }
}

export const PRIZE_TYPE_LABELS = {
  points: 'Puntos',
  discount: 'Descuento',
  free_shipping: 'Envío gratis',
  product: 'Producto',
} as const satisfies Record<PrizeType, string>;

export const prizeTypeLabel = (type: PrizeType) => labelOf(PRIZE_TYPE_LABELS, type);

/** '1 punto', '1.250 puntos'. */
export const pointsText = (points: number) =>
  `${formatNumber(points)} ${Math.abs(points) === 1 ? 'punto' : 'puntos'}`;

/** A roulette prize's value: '50 puntos', '10 %', '—' for free shipping. */
export function formatPrizeValue(type: PrizeType, value: number): string {
  switch (type) {
    case 'points':
      return pointsText(value);
    case 'discount':
      return formatPercent(value);
    case 'free_shipping':
      return '—';
    default:
      return formatCOP(value);
  }
}

/** What a payment paid (payments.payable_kind). */
export const PAYABLE_KIND_LABELS: Record<string, string> = {
  order: 'Pedido',
  membership: 'Membresía',
  gift: 'Regalo',
};

export const payableKindLabel = (kind: string) => PAYABLE_KIND_LABELS[kind] ?? kind;

/**
 * What the simulated gateway answered (payments.status), or 'Reembolsado' once the payment was
 * refunded (payments.refunded_at).
 */
export const gatewayPaymentLabel = paymentAttemptLabel;
export const gatewayPaymentTone = paymentAttemptTone;

/** What a gift is ('Membresía Mensual', 'Cupón $ 50.000'): the shared vocabulary's word. */
export const giftItemOf = (gift: { gift_value: string | null }) =>
  gift.gift_value === null ? 'Regalo' : giftItemLabel(gift.gift_value);

/**
 * Where a roulette win stands: a points prize is credited the moment it is won; another prize
 * is used (redeemed at checkout), expired, or still available.
 */
export type WinState = 'credited' | 'used' | 'expired' | 'available';

export const WIN_STATE_LABELS = {
  credited: 'Acreditado',
  used: 'Usado',
  expired: 'Vencido',
  available: 'Disponible',
} as const satisfies Record<WinState, string>;

export const WIN_STATE_TONES = {
  credited: 'success',
  used: 'info',
  expired: 'neutral',
  available: 'success',
} as const satisfies Record<WinState, StatusTone>;

export function winState(
  win: { prize_type: PrizeType; redeemed: boolean; expires_at: string | null },
  now: Date = new Date(),
): WinState {
  if (win.prize_type === 'points') return 'credited';
  if (win.redeemed) return 'used';
  if (win.expires_at && new Date(win.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'available';
}
