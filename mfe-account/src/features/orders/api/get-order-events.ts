import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { ordersKeys } from './orders-keys';

/**
 * One step of an order's history as the database recorded it (`order_events`, written by
 * triggers): created, each status it entered, each payment change, with when.
 */
export interface OrderEvent {
  /** created | pending | confirmed | preparing | shipped | delivered | cancelled | paid |
   * payment_pending | payment_failed | refunded */
  kind: string;
  occurredAt: string;
  /** on a 'shipped' event: the carrier and tracking number it left with */
  carrier: string | null;
  trackingNumber: string | null;
}

/** The order's events, oldest first (RLS: a shopper reads only their own orders' events). */
export async function getOrderEvents(client: BonisClient, orderId: string): Promise<OrderEvent[]> {
  const { data, error } = await client
    .from('order_events')
    .select('kind, carrier, tracking_number, occurred_at')
    .eq('order_id', orderId)
    .order('occurred_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw error;
  return data.map((row) => ({
    kind: row.kind,
    occurredAt: row.occurred_at,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
  }));
}

/** Keyed by user too, so one shopper's cached timeline is never another's. */
export const orderEventsQueryOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: ordersKeys.events(userId, orderId),
    queryFn: () => getOrderEvents(getSupabase(), orderId),
  });

/** Read again whenever the order's page mounts, like the order. */
export function useOrderEvents(userId: string, orderId: string) {
  return useQuery({ ...orderEventsQueryOptions(userId, orderId), refetchOnMount: 'always' });
}
