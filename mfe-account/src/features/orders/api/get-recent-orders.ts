import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { ORDER_COLUMNS, toOrderSummary, type OrderSummary } from './get-orders';
import { ordersKeys } from './orders-keys';

/** The profile shows this many (the spec's "five latest orders"). */
export const RECENT_ORDERS_LIMIT = 5;

/** The user's newest orders. */
export async function getRecentOrders(
  client: BonisClient,
  userId: string,
  limit = RECENT_ORDERS_LIMIT,
): Promise<OrderSummary[]> {
  const { data, error } = await client
    .from('orders')
    .select(ORDER_COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data.map(toOrderSummary);
}

export const recentOrdersQueryOptions = (userId: string, limit = RECENT_ORDERS_LIMIT) =>
  queryOptions({
    queryKey: ordersKeys.recent(userId, limit),
    queryFn: () => getRecentOrders(getSupabase(), userId, limit),
  });

export function useRecentOrders(userId: string, limit = RECENT_ORDERS_LIMIT) {
  return useQuery(recentOrdersQueryOptions(userId, limit));
}
