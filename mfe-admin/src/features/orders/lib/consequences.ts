import { formatNumber } from '@bonis/design-system';
import type { OrderStatus, PaymentStatus } from '@bonis/supabase-client';

/** What of an order decides what a status change will do (Contract A). */
export interface OrderEffects {
  status: OrderStatus;
  payment_status: PaymentStatus;
  paid_at: string | null;
  points_earned: number;
  points_reversed_at: string | null;
  stock_returned_at: string | null;
}

/** A change that needs the admin's confirmation first: what the dialog says. */
export interface Consequence {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * The points the database would take back now: an order that was paid (paid_at is set the first
 * time it is marked paid, and stays) and earned points, not taken back yet. The database takes
 * at most the customer's balance; this is the order's points, the most it can be.
 */
export function pointsToTakeBack(order: OrderEffects): number {
  return order.paid_at !== null && order.points_reversed_at === null ? order.points_earned : 0;
}

/** 'se descontarán 1.250 puntos al cliente' ('se descontará 1 punto' for one). */
const takePoints = (n: number) =>
  n === 1
    ? 'se descontará 1 punto al cliente'
    : `se descontarán ${formatNumber(n)} puntos al cliente`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What cancelling the order will do, or null when it is cancelled already. */
export function cancelConsequence(order: OrderEffects): Consequence | null {
  if (order.status === 'cancelled') return null;
  const taken = pointsToTakeBack(order);
  const pointsPart = taken > 0 ? takePoints(taken) : null;
  let message: string;
  if (order.stock_returned_at === null) {
    message = pointsPart
      ? `El stock de los productos se devolverá al inventario y ${pointsPart}.`
      : 'El stock de los productos se devolverá al inventario.';
  } else {
    // cancelled once already: the database returns an order's stock only once
    message = pointsPart
      ? `${capitalize(pointsPart)}. El stock de este pedido ya se devolvió al inventario.`
      : 'El stock de este pedido ya se devolvió al inventario; el pedido solo cambiará de estado.';
  }
  return { title: '¿Cancelar este pedido?', message, confirmLabel: 'Cancelar pedido' };
}

/** What marking the payment refunded will do, or null when it takes nothing back. */
export function refundConsequence(order: OrderEffects): Consequence | null {
  if (order.payment_status === 'refunded') return null;
  const taken = pointsToTakeBack(order);
  if (taken === 0) return null;
  return {
    title: '¿Marcar el pago como reembolsado?',
    message: `${capitalize(takePoints(taken))}.`,
    confirmLabel: 'Marcar como reembolsado',
  };
}
