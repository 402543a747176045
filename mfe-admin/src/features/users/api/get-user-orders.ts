import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Order } from '@bonis/supabase-client';
import { userKeys } from './user-keys';

/** How many of a user's orders the detail dialog lists. */
export const RECENT_ORDERS = 5;

export type RecentOrder = Pick<Order, 'id' | 'order_number' | 'created_at' | 'status' | 'total'>;

/** A user's latest orders, newest first (RLS: admins read every order). */
export async function getUserOrders(client: BonisClient, userId: string): Promise<RecentOrder[]> {
  const { data, error } = await client
    .from('orders')
    .select('id, order_number, created_at, status, total')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(RECENT_ORDERS);
  if (error) throw error;
  return data;
}

export const userOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.orders(userId),
    queryFn: () => getUserOrders(getSupabase(), userId),
  });

export const useUserOrders = (userId: string) => useQuery(userOrdersQueryOptions(userId));
