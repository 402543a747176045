import { orderHref, paymentHref } from '@bonis/contracts/links';
import type { Order } from '@bonis/supabase-client';

/** The browser history a placed order leaves: /checkout replaced, then maybe one step more. */
export interface AfterOrderHistory {
  /** what replaces /checkout's entry: the order's own page (`/orders/<number>`, mfe-account's) */
  replaceWith: string;
  /** pushed after it: an online order's payment (`/payment?order=<id>`); null for cash */
  then: string | null;
}

/**
 * Where the shopper goes once the order is placed (ARCHITECTURE §2: checkout owns the payment).
 * /checkout's entry is replaced by the order's page, so no way back leads to a checkout whose
 * cart the order emptied ('Tu carrito está vacío'): a cash order's page is its confirmation; an
 * online order then goes on to its payment, and both /payment's 'Volver' and the browser's back
 * land on the order's page, which offers 'Pagar ahora' while it is unpaid.
 */
export function afterOrderHistory(
  order: Pick<Order, 'id' | 'order_number' | 'payment_method'>,
): AfterOrderHistory {
  return {
    replaceWith: orderHref(order.order_number),
    then: order.payment_method === 'online' ? paymentHref({ order: order.id }) : null,
  };
}

/** The fields a refusal of `place_order` is about, by its title (spec §5's order). */
export const REFUSAL_FIELDS = {
  'Teléfono inválido': ['phone'],
  'Email inválido': ['email'],
  'Selecciona envío': ['slotId'],
  'Horario no disponible': ['slotId'],
  'Selecciona pago': ['paymentMethod'],
} as const satisfies Record<string, readonly string[]>;
