import type { SelectOption } from '@bonis/design-system';
import {
  Constants,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@bonis/supabase-client';

/**
 * The orders screen's statuses and methods: the store's words (`@bonis/supabase-client`'s
 * vocabulary, the same as the shopper's order history) as the filters' and selectors' options.
 */

/** The order statuses in their lifecycle order (public.order_status). */
export const ORDER_STATUSES = Constants.public.Enums.order_status;
/** The payment statuses (public.payment_status). */
export const PAYMENT_STATUSES = Constants.public.Enums.payment_status;
/** The payment methods (public.payment_method). */
export const PAYMENT_METHODS = Constants.public.Enums.payment_method;

const optionsOf = <K extends string>(values: readonly K[], labels: Readonly<Record<K, string>>) =>
  values.map((value): SelectOption => ({ value, label: labels[value] }));

export const orderStatusOptions = optionsOf(ORDER_STATUSES, ORDER_STATUS_LABELS);
export const paymentStatusOptions = optionsOf(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS);
export const paymentMethodOptions = optionsOf(PAYMENT_METHODS, PAYMENT_METHOD_LABELS);

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);
export const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);
export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/**
 * The status filter's value for the orders waiting to go out ('Por enviar'): confirmed or in
 * preparation, and paid or paid on delivery (cash) — the orders `admin_ship_order` accepts and
 * nobody has shipped yet. As a link: `/admin/orders?status=por-enviar`.
 */
export const TO_SHIP = 'por-enviar';
/** The statuses of an order waiting to go out. */
export const TO_SHIP_STATUSES = [
  'confirmed',
  'preparing',
] as const satisfies readonly OrderStatus[];

export const toShipOption: SelectOption = { value: TO_SHIP, label: 'Por enviar' };
