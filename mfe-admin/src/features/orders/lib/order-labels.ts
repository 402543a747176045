import type { BadgeVariant, SelectOption } from '@bonis/design-system';
import {
  Constants,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@bonis/supabase-client';

/** The order statuses in their lifecycle order (public.order_status). */
export const ORDER_STATUSES = Constants.public.Enums.order_status;
/** The payment statuses (public.payment_status). */
export const PAYMENT_STATUSES = Constants.public.Enums.payment_status;
/** The payment methods (public.payment_method). */
export const PAYMENT_METHODS = Constants.public.Enums.payment_method;

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  preparing: 'En preparación',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pendiente',
  paid: 'Pagado',
  failed: 'Fallido',
  refunded: 'Reembolsado',
};

/**
 * `cash` and `online` are what the shopper chose at checkout; an online order paid through the
 * simulated gateway becomes `credit_card` or `pse`.
 */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Efectivo contra entrega',
  online: 'Pago en línea',
  credit_card: 'Tarjeta de crédito',
  pse: 'PSE',
};

/**
 * The design-system Badge has the store's named variants only; these borrow their colours
 * (AA-tested pairs) and always carry our own label.
 */
const orderStatusVariants: Record<OrderStatus, BadgeVariant> = {
  pending: 'pocas-unidades',
  confirmed: 'info',
  preparing: 'popular',
  shipped: 'popular',
  delivered: 'activo',
  cancelled: 'oferta',
};

const paymentStatusVariants: Record<PaymentStatus, BadgeVariant> = {
  pending: 'pocas-unidades',
  paid: 'activo',
  failed: 'oferta',
  refunded: 'inactivo',
};

/**
 * Label and badge of a value; one the generated types don't know yet (an enum value added to
 * the database before the client is regenerated) shows as stored, in a neutral badge.
 */
function describe<K extends string>(
  labels: Record<K, string>,
  variants: Record<K, BadgeVariant>,
  value: K,
): { label: string; variant: BadgeVariant } {
  return {
    label: (labels[value] as string | undefined) ?? value,
    variant: (variants[value] as BadgeVariant | undefined) ?? 'neutral',
  };
}

export const describeOrderStatus = (status: OrderStatus) =>
  describe(orderStatusLabels, orderStatusVariants, status);

export const describePaymentStatus = (status: PaymentStatus) =>
  describe(paymentStatusLabels, paymentStatusVariants, status);

export const paymentMethodLabel = (method: PaymentMethod): string =>
  (paymentMethodLabels[method] as string | undefined) ?? method;

const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value): SelectOption => ({ value, label: labels[value] }));

export const orderStatusOptions = optionsOf(ORDER_STATUSES, orderStatusLabels);
export const paymentStatusOptions = optionsOf(PAYMENT_STATUSES, paymentStatusLabels);
export const paymentMethodOptions = optionsOf(PAYMENT_METHODS, paymentMethodLabels);

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);
export const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);
export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);
