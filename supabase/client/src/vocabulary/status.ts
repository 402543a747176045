import { formatCOP } from '@bonis/design-system';
import type {
  BonusStatus,
  GiftStatus,
  MembershipType,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PointsTransactionType,
  RedemptionStatus,
} from '../rows';

/**
 * The store's words for where an order, a payment, a reward redemption or a gift stands, and the
 * tone each is shown in, defined once for every remote (HOUSE-STYLE "One word, one place"). A
 * status is shown as `<Badge tone={…Tone(s)}>{…Label(s)}</Badge>` (the design system's Badge).
 *
 * Tones: `warning` waits on someone (a pending order or payment), `info` is moving along
 * (confirmed, in preparation, shipped, sent), `success` is done (delivered, paid, redeemed),
 * `danger` went wrong or stopped (a failed payment, a cancelled order), `neutral` is closed
 * otherwise or not yet due (refunded, a cancelled redemption or gift, a scheduled gift) and is
 * what a value the generated types don't know yet gets.
 */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A value the generated types may not know yet (added to the enum before the client) shows as stored. */
const labelOf = <K extends string>(labels: Readonly<Record<K, string>>, value: K): string =>
  (labels[value] as string | undefined) ?? value;

/** …and in a neutral tone. */
const toneOf = <K extends string>(tones: Readonly<Record<K, StatusTone>>, value: K): StatusTone =>
  (tones[value] as StatusTone | undefined) ?? 'neutral';

/** An order's status (public.order_status), as the shopper's history and the admin read it. */
export const ORDER_STATUS_LABELS = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  preparing: 'En preparación',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
} as const satisfies Record<OrderStatus, string>;

export const ORDER_STATUS_TONES = {
  pending: 'warning',
  confirmed: 'info',
  preparing: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
} as const satisfies Record<OrderStatus, StatusTone>;

export const orderStatusLabel = (status: OrderStatus): string =>
  labelOf(ORDER_STATUS_LABELS, status);
export const orderStatusTone = (status: OrderStatus): StatusTone =>
  toneOf(ORDER_STATUS_TONES, status);

/**
 * A payment's status (public.payment_status). Each label names the payment ('Pago pendiente',
 * not 'Pendiente'), so it reads alone in a badge beside the order's own status.
 */
export const PAYMENT_STATUS_LABELS = {
  pending: 'Pago pendiente',
  paid: 'Pagado',
  failed: 'Pago fallido',
  refunded: 'Reembolsado',
} as const satisfies Record<PaymentStatus, string>;

export const PAYMENT_STATUS_TONES = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  refunded: 'neutral',
} as const satisfies Record<PaymentStatus, StatusTone>;

export const paymentStatusLabel = (status: PaymentStatus): string =>
  labelOf(PAYMENT_STATUS_LABELS, status);
export const paymentStatusTone = (status: PaymentStatus): StatusTone =>
  toneOf(PAYMENT_STATUS_TONES, status);

/**
 * One payment attempt (a row of public.payments): what the simulated gateway answered
 * (`status`: approved or declined), or refunded once it was given back (`refunded_at`). 'Mis
 * pagos', the receipts and the back office's customer page say it the same way.
 */
export type PaymentAttemptOutcome = 'approved' | 'declined' | 'refunded';

export const PAYMENT_ATTEMPT_LABELS = {
  approved: 'Aprobado',
  declined: 'Rechazado',
  refunded: PAYMENT_STATUS_LABELS.refunded,
} as const satisfies Record<PaymentAttemptOutcome, string>;

export const PAYMENT_ATTEMPT_TONES = {
  approved: 'success',
  declined: 'danger',
  refunded: PAYMENT_STATUS_TONES.refunded,
} as const satisfies Record<PaymentAttemptOutcome, StatusTone>;

/** A payment attempt's outcome; null for a status the gateway never gives. */
export function paymentAttemptOutcome(
  status: string,
  refunded: boolean,
): PaymentAttemptOutcome | null {
  if (refunded) return 'refunded';
  return status === 'approved' || status === 'declined' ? status : null;
}

/** 'Aprobado', 'Rechazado', 'Reembolsado'; an unknown status as stored. */
export function paymentAttemptLabel(status: string, refunded: boolean): string {
  const outcome = paymentAttemptOutcome(status, refunded);
  return outcome ? PAYMENT_ATTEMPT_LABELS[outcome] : status;
}

export function paymentAttemptTone(status: string, refunded: boolean): StatusTone {
  const outcome = paymentAttemptOutcome(status, refunded);
  return outcome ? PAYMENT_ATTEMPT_TONES[outcome] : 'neutral';
}

/**
 * How an order is paid (public.payment_method): `cash` and `online` are what the shopper chose
 * at checkout; an online order paid through the simulated gateway becomes `credit_card` or `pse`.
 */
export const PAYMENT_METHOD_LABELS = {
  cash: 'Efectivo contra entrega',
  online: 'Pago en línea',
  credit_card: 'Tarjeta de crédito',
  pse: 'PSE',
} as const satisfies Record<PaymentMethod, string>;

export const paymentMethodLabel = (method: PaymentMethod): string =>
  labelOf(PAYMENT_METHOD_LABELS, method);

/** A reward redemption's status (public.redemption_status): pending → delivered | cancelled. */
export const REDEMPTION_STATUS_LABELS = {
  pending: 'Pendiente',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
} as const satisfies Record<RedemptionStatus, string>;

export const REDEMPTION_STATUS_TONES = {
  pending: 'warning',
  delivered: 'success',
  cancelled: 'neutral',
} as const satisfies Record<RedemptionStatus, StatusTone>;

export const redemptionStatusLabel = (status: RedemptionStatus): string =>
  labelOf(REDEMPTION_STATUS_LABELS, status);
export const redemptionStatusTone = (status: RedemptionStatus): StatusTone =>
  toneOf(REDEMPTION_STATUS_TONES, status);

/**
 * Where a gift the shopper bought stands, from its status (public.gift_status) and its payment:
 * not paid yet (pending, or a declined card), paid and waiting for its delivery date, its email
 * sent to the recipient, redeemed by the recipient, left unpaid until it expired, voided by the
 * back office (payment refunded), or older admin outcomes (refunded, cancelled). The database's
 * `gift_purchases_overview.state` says the same.
 */
export type GiftPurchaseState =
  'unpaid' | 'scheduled' | 'sent' | 'redeemed' | 'expired' | 'void' | 'refunded' | 'cancelled';

export const GIFT_PURCHASE_STATE_LABELS = {
  unpaid: 'Pendiente de pago',
  scheduled: 'Programado',
  sent: 'Enviado',
  redeemed: 'Canjeado',
  expired: 'Vencido',
  void: 'Anulado',
  refunded: PAYMENT_STATUS_LABELS.refunded,
  cancelled: 'Cancelado',
} as const satisfies Record<GiftPurchaseState, string>;

export const GIFT_PURCHASE_STATE_TONES = {
  unpaid: 'warning',
  scheduled: 'neutral',
  sent: 'info',
  redeemed: 'success',
  expired: 'neutral',
  void: 'danger',
  refunded: PAYMENT_STATUS_TONES.refunded,
  cancelled: 'neutral',
} as const satisfies Record<GiftPurchaseState, StatusTone>;

/** The state of a gift from its `status`, `payment_status` and `paid_at` columns. */
export function giftPurchaseState({
  status,
  payment_status,
  paid_at,
}: {
  status: GiftStatus;
  payment_status: PaymentStatus;
  paid_at?: string | null;
}): GiftPurchaseState {
  if (status === 'void') return 'void';
  if (status === 'redeemed') return 'redeemed';
  if (status === 'cancelled') return paid_at ? 'cancelled' : 'expired';
  if (payment_status === 'refunded') return 'refunded';
  if (payment_status !== 'paid') return 'unpaid';
  if (status === 'sent') return 'sent';
  return 'scheduled';
}

export const giftPurchaseStateLabel = (state: GiftPurchaseState): string =>
  labelOf(GIFT_PURCHASE_STATE_LABELS, state);
export const giftPurchaseStateTone = (state: GiftPurchaseState): StatusTone =>
  toneOf(GIFT_PURCHASE_STATE_TONES, state);

/**
 * A points ledger movement (public.points_transaction_type), as the shopper's history and the
 * back office's customer page name it: earned, spent (bonus store, roulette), redeemed (a
 * reward), an admin's adjustment (its description is the reason), points given back.
 */
export const POINTS_MOVEMENT_LABELS = {
  earned: 'Ganados',
  spent: 'Gastados',
  redeemed: 'Canjeados',
  adjustment: 'Ajuste',
  returned: 'Devueltos',
} as const satisfies Record<PointsTransactionType, string>;

export const POINTS_MOVEMENT_TONES = {
  earned: 'success',
  spent: 'neutral',
  redeemed: 'info',
  adjustment: 'warning',
  returned: 'success',
} as const satisfies Record<PointsTransactionType, StatusTone>;

export const pointsMovementLabel = (type: PointsTransactionType): string =>
  labelOf(POINTS_MOVEMENT_LABELS, type);
export const pointsMovementTone = (type: PointsTransactionType): StatusTone =>
  toneOf(POINTS_MOVEMENT_TONES, type);

/** A membership type (public.membership_type), as the admin and the storefront name it. */
export const MEMBERSHIP_LABELS = {
  regular: 'Regular',
  mensual: 'Mensual',
  anual: 'Anual',
  premium: 'Premium',
  vip: 'VIP',
} as const satisfies Record<MembershipType, string>;

export const membershipLabel = (type: MembershipType): string => labelOf(MEMBERSHIP_LABELS, type);

/**
 * A bonus a shopper holds (public.bonus_status): usable, used at checkout, past its expiry, or
 * voided by the back office.
 */
export const BONUS_STATUS_LABELS = {
  active: 'Activo',
  used: 'Usado',
  expired: 'Vencido',
  void: 'Anulado',
} as const satisfies Record<BonusStatus, string>;

export const BONUS_STATUS_TONES = {
  active: 'success',
  used: 'info',
  expired: 'neutral',
  void: 'danger',
} as const satisfies Record<BonusStatus, StatusTone>;

export const bonusStatusLabel = (status: BonusStatus): string =>
  labelOf(BONUS_STATUS_LABELS, status);
export const bonusStatusTone = (status: BonusStatus): StatusTone =>
  toneOf(BONUS_STATUS_TONES, status);

/** The gift coupons and their value in COP (the gift page's and `buy_gift`'s). */
const GIFT_COUPON_AMOUNTS: Readonly<Record<string, number>> = {
  c50: 50_000,
  c100: 100_000,
  c200: 200_000,
};

/**
 * What a gift is (`gift_purchases.gift_value`), as the shopper's gift page writes it: 'Membresía
 * Mensual', 'Membresía Anual', 'Cupón $ 50.000'; an item it doesn't know as stored.
 */
export function giftItemLabel(item: string): string {
  if (item === 'mensual' || item === 'anual') return `Membresía ${MEMBERSHIP_LABELS[item]}`;
  const amount = GIFT_COUPON_AMOUNTS[item];
  return amount === undefined ? item : `Cupón ${formatCOP(amount)}`;
}
