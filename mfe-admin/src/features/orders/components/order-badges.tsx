import { Badge } from '@bonis/design-system';
import type { OrderStatus, PaymentStatus } from '@bonis/supabase-client';
import { describeOrderStatus, describePaymentStatus } from '../lib/order-labels';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, variant } = describeOrderStatus(status);
  return (
    <Badge variant={variant} size="sm" data-status={status}>
      {label}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, variant } = describePaymentStatus(status);
  return (
    <Badge variant={variant} size="sm" data-payment-status={status}>
      {label}
    </Badge>
  );
}
