import { orderHref, paymentHref } from '@bonis/contracts/links';
import type { Order } from '@bonis/supabase-client';

/**
 * Where the shopper goes once the order is placed (ARCHITECTURE §2: checkout owns the payment):
 * an online order to its payment (`/payment?order=<id>`), a cash order to its confirmation
 * (`/orders/<number>`).
 */
export function afterOrderHref(order: Pick<Order, 'id' | 'order_number' | 'payment_method'>) {
  return order.payment_method === 'online'
    ? paymentHref({ order: order.id })
    : orderHref(order.order_number);
}

/** The fields a refusal of `place_order` is about, by its title (spec §5's order). */
export const REFUSAL_FIELDS = {
  'Teléfono inválido': ['phone'],
  'Email inválido': ['email'],
  'Selecciona envío': ['slotId'],
  'Horario no disponible': ['slotId'],
  'Selecciona pago': ['paymentMethod'],
} as const satisfies Record<string, readonly string[]>;
