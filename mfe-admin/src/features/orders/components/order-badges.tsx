import { Badge } from '@bonis/design-system';
import {
  orderStatusLabel,
  orderStatusTone,
  paymentStatusLabel,
  paymentStatusTone,
  type OrderStatus,
  type PaymentStatus,
} from '@bonis/supabase-client';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={orderStatusTone(status)} size="sm" data-status={status}>
      {orderStatusLabel(status)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge tone={paymentStatusTone(status)} size="sm" data-payment-status={status}>
      {paymentStatusLabel(status)}
    </Badge>
  );
}
