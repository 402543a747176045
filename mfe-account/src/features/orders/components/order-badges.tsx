import { Badge } from '@bonis/design-system';
import type { OrderStatus, PaymentStatus } from '@bonis/supabase-client';
import { describeOrderStatus, describePaymentStatus } from '../lib/order-labels';
import { Badges } from './orders.styles';

/** The order's status and its payment's status, as two badges. */
export function OrderBadges({
  status,
  paymentStatus,
  size = 'md',
}: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  size?: 'sm' | 'md';
}) {
  const order = describeOrderStatus(status);
  const payment = describePaymentStatus(paymentStatus);
  return (
    <Badges>
      <Badge variant={order.variant} size={size} data-status={status}>
        {order.label}
      </Badge>
      <Badge variant={payment.variant} size={size} data-payment-status={paymentStatus}>
        {payment.label}
      </Badge>
    </Badges>
  );
}
