import { Badge } from '@bonis/design-system';
import {
  orderStatusLabel,
  orderStatusTone,
  paymentStatusLabel,
  paymentStatusTone,
  type OrderStatus,
  type PaymentStatus,
} from '@bonis/supabase-client';
import { Badges } from './orders.styles';

/** The order's status and its payment's status, as two badges in their tones. */
export function OrderBadges({
  status,
  paymentStatus,
  size = 'md',
}: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  size?: 'sm' | 'md';
}) {
  return (
    <Badges>
      <Badge tone={orderStatusTone(status)} size={size} data-status={status}>
        {orderStatusLabel(status)}
      </Badge>
      <Badge
        tone={paymentStatusTone(paymentStatus)}
        size={size}
        data-payment-status={paymentStatus}
      >
        {paymentStatusLabel(paymentStatus)}
      </Badge>
    </Badges>
  );
}
