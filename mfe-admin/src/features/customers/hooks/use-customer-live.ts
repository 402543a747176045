import { useRealtimeInvalidate } from '../../../components/admin-kit';
import { customerKeys } from '../api/customer-keys';

/**
 * Keeps the customer page live: a change of their points (a purchase, a spin, another admin's
 * adjustment) reads the balance and the ledger again; a change of their profile (name,
 * membership, totals) the header; a change of one of their orders (a new one, a status, a
 * payment) everything of theirs, since an order moves payments, points and totals with it.
 */
export function useCustomerLive(userId: string) {
  useRealtimeInvalidate({
    channel: `admin-customer-points:${userId}`,
    table: 'user_points',
    filter: `user_id=eq.${userId}`,
    queryKey: customerKeys.points(userId),
  });
  useRealtimeInvalidate({
    channel: `admin-customer-profile:${userId}`,
    table: 'user_profiles',
    filter: `id=eq.${userId}`,
    queryKey: customerKeys.profile(userId),
  });
  useRealtimeInvalidate({
    channel: `admin-customer-orders:${userId}`,
    table: 'orders',
    filter: `user_id=eq.${userId}`,
    queryKey: customerKeys.customer(userId),
  });
}
