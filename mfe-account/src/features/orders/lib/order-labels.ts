import type { BadgeVariant } from '@bonis/design-system';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@bonis/supabase-client';

/** What an order's status is called in the store. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  preparing: 'En preparación',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

/** What a payment's status is called; each names the payment, so it reads alone in a badge. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pago pendiente',
  paid: 'Pagado',
  failed: 'Pago fallido',
  refunded: 'Reembolsado',
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Efectivo contra entrega',
  online: 'Pago en línea',
  credit_card: 'Tarjeta de crédito',
  pse: 'PSE',
};

/** How a status feels: waiting on something, moving along, done, gone wrong, or set aside. */
export type OrderTone = 'warning' | 'info' | 'progress' | 'success' | 'danger' | 'muted';

export const orderStatusTones: Record<OrderStatus, OrderTone> = {
  pending: 'warning',
  confirmed: 'info',
  preparing: 'progress',
  shipped: 'progress',
  delivered: 'success',
  cancelled: 'danger',
};

export const paymentStatusTones: Record<PaymentStatus, OrderTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  refunded: 'muted',
};

/**
 * The design-system Badge variant that shows a tone. The Badge has no generic
 * warning/success/danger variants, only the store's named ones; these borrow their colours (each
 * an AA-tested pair) and always carry our own label as children.
 */
export const toneBadgeVariants: Record<OrderTone, BadgeVariant> = {
  warning: 'pocas-unidades',
  info: 'info',
  progress: 'popular',
  success: 'activo',
  danger: 'oferta',
  muted: 'inactivo',
};

/**
 * Label and badge variant of a value the generated types may not know yet (an enum value added
 * to the database before the client is regenerated): it shows as typed, in a neutral badge.
 */
function describe<K extends string>(
  labels: Record<K, string>,
  tones: Record<K, OrderTone>,
  value: K,
): { label: string; variant: BadgeVariant } {
  const tone = tones[value] as OrderTone | undefined;
  return {
    label: (labels[value] as string | undefined) ?? value,
    variant: tone ? toneBadgeVariants[tone] : 'neutral',
  };
}

export const describeOrderStatus = (status: OrderStatus) =>
  describe(orderStatusLabels, orderStatusTones, status);

export const describePaymentStatus = (status: PaymentStatus) =>
  describe(paymentStatusLabels, paymentStatusTones, status);

export const paymentMethodLabel = (method: PaymentMethod): string =>
  (paymentMethodLabels[method] as string | undefined) ?? method;
