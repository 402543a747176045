import type { Order } from '@bonis/supabase-client';
import { TO_SHIP_STATUSES } from './order-labels';

type ShipmentFacts = Pick<Order, 'status' | 'payment_status' | 'payment_method'>;

/**
 * Why an order can't be handed to a carrier now, as `admin_ship_order` decides it: cancelled,
 * delivered already, or an online payment not received (cash orders are paid on delivery).
 * Null: it can be shipped (or, shipped already, its tracking number corrected).
 */
export type ShipBlock = 'cancelled' | 'delivered' | 'unpaid';

export function shipBlockOf(order: ShipmentFacts): ShipBlock | null {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'delivered') return 'delivered';
  if (order.payment_method !== 'cash' && order.payment_status !== 'paid') return 'unpaid';
  return null;
}

/** What the disabled 'Marcar como enviado' says. */
export const SHIP_BLOCK_REASONS = {
  cancelled: 'El pedido está cancelado: no se envía',
  delivered: 'El pedido ya se entregó',
  unpaid: 'El pedido aún no está pagado',
} as const satisfies Record<ShipBlock, string>;

/** Whether the order waits to go out: the 'Por enviar' filter, row by row. */
export function isWaitingToShip(order: ShipmentFacts): boolean {
  return (
    (TO_SHIP_STATUSES as readonly string[]).includes(order.status) && shipBlockOf(order) === null
  );
}
