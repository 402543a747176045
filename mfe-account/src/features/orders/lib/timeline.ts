import {
  orderStatusLabel,
  paymentStatusLabel,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@bonis/supabase-client';
import type { OrderEvent } from '../api/get-order-events';

/** The steps of the shopper's timeline. */
export type TimelineStepKind =
  'created' | 'paid' | 'preparing' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export interface TimelineStep {
  kind: TimelineStepKind;
  /** 'Creado', 'Pagado', 'En preparación', 'Enviado', 'Entregado', 'Cancelado', 'Reembolsado' */
  label: string;
  /** reached, or still to come */
  state: 'done' | 'pending';
  /** when it was reached; null when not yet, or reached with no moment recorded (older orders) */
  at: string | null;
  /** 'Guía: Servientrega 700012345' on 'Enviado' */
  detail: string | null;
  /** the last step reached: where the order is now */
  current: boolean;
}

/** What of the order the timeline reads besides its events. */
export interface TimelineOrder {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  createdAt: string;
  paidAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

/** The words of each step: the store's status words (`@bonis/supabase-client`), and 'Creado'. */
const LABELS: Record<TimelineStepKind, string> = {
  created: 'Creado',
  paid: paymentStatusLabel('paid'),
  preparing: orderStatusLabel('preparing'),
  shipped: orderStatusLabel('shipped'),
  delivered: orderStatusLabel('delivered'),
  cancelled: orderStatusLabel('cancelled'),
  refunded: paymentStatusLabel('refunded'),
};

/** How far along the way each status is. */
const RANK: Partial<Record<OrderStatus, number>> = {
  pending: 0,
  confirmed: 1,
  preparing: 2,
  shipped: 3,
  delivered: 4,
};

type StatusStep = 'preparing' | 'shipped' | 'delivered';
const STATUS_STEPS: readonly StatusStep[] = ['preparing', 'shipped', 'delivered'];

/**
 * The shopper's timeline of an order, from its events and where it stands now.
 *
 * - The way: 'Creado', 'Pagado' (an online payment comes before the order is prepared), 'En
 *   preparación', 'Enviado' (with 'Guía: <carrier> <number>'), 'Entregado'. A step is reached
 *   when the order is there or further along; its moment is the last time the order entered it
 *   (a step skipped by the store, or an order older than the timeline, is reached with no date).
 *   The steps still to come are pending.
 * - A cash order is paid on delivery: 'Pagado' is not a step to wait for; once the store records
 *   the payment it follows the last step reached.
 * - A cancelled or refunded order ends there: the steps it reached, then 'Cancelado' and/or
 *   'Reembolsado' in the order they happened, and nothing pending.
 */
export function orderTimeline(order: TimelineOrder, events: readonly OrderEvent[]): TimelineStep[] {
  const last = (kind: string) => events.filter((event) => event.kind === kind).at(-1);
  const cancelled = order.status === 'cancelled';
  const refunded = order.paymentStatus === 'refunded';
  const ended = cancelled || refunded;
  const rank = RANK[order.status];

  const statusReached = (kind: StatusStep) =>
    cancelled ? last(kind) !== undefined : rank !== undefined && rank >= (RANK[kind] ?? 0);
  const paidReached =
    order.paymentStatus === 'paid' ||
    (refunded && (last('paid') !== undefined || order.paidAt !== null));

  const step = (
    kind: TimelineStepKind,
    reached: boolean,
    at: string | null,
    detail: string | null = null,
  ): TimelineStep => ({
    kind,
    label: LABELS[kind],
    state: reached ? 'done' : 'pending',
    at: reached ? at : null,
    detail: reached ? detail : null,
    current: false,
  });

  const shippedEvent = last('shipped');
  const carrier = order.carrier ?? shippedEvent?.carrier ?? null;
  const trackingNumber = order.trackingNumber ?? shippedEvent?.trackingNumber ?? null;
  const guide = trackingNumber
    ? `Guía: ${[carrier, trackingNumber].filter(Boolean).join(' ')}`
    : null;

  const created = step('created', true, last('created')?.occurredAt ?? order.createdAt);
  const paid = step('paid', paidReached, last('paid')?.occurredAt ?? order.paidAt);
  const statusSteps = STATUS_STEPS.map((kind) =>
    step(
      kind,
      statusReached(kind),
      last(kind)?.occurredAt ?? null,
      kind === 'shipped' ? guide : null,
    ),
  );

  let steps: TimelineStep[];
  if (order.paymentMethod === 'cash') {
    steps = [created, ...statusSteps];
    if (paid.state === 'done') {
      const lastReached = steps.map((s) => s.state).lastIndexOf('done');
      steps.splice(lastReached + 1, 0, paid);
    }
  } else {
    steps = [created, paid, ...statusSteps];
  }

  if (ended) {
    steps = steps.filter((s) => s.state === 'done');
    const endings = [
      cancelled ? step('cancelled', true, last('cancelled')?.occurredAt ?? null) : null,
      refunded ? step('refunded', true, last('refunded')?.occurredAt ?? null) : null,
    ].filter((s): s is TimelineStep => s !== null);
    const time = (s: TimelineStep) => (s.at ? Date.parse(s.at) : Number.POSITIVE_INFINITY);
    endings.sort((a, b) => time(a) - time(b) || 0);
    steps.push(...endings);
  }

  const currentIndex = steps.map((s) => s.state).lastIndexOf('done');
  return steps.map((s, index) => (index === currentIndex ? { ...s, current: true } : s));
}
