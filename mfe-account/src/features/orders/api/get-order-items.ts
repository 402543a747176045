import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { ordersKeys } from './orders-keys';

/** A line of an order, as bought (name and price are copied at checkout); amounts in COP. */
export interface OrderLine {
  id: string;
  productName: string;
  unitPrice: number;
  quantity: number;
  total: number;
}

/** The items of one order, in the order they were added (then by name: one checkout, one time). */
export async function getOrderItems(client: BonisClient, orderId: string): Promise<OrderLine[]> {
  const { data, error } = await client
    .from('order_items')
    .select('id, product_name, product_price, quantity, total')
    .eq('order_id', orderId)
    .order('created_at', { ascending: true })
    .order('product_name', { ascending: true });
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    productName: row.product_name,
    unitPrice: row.product_price,
    quantity: row.quantity,
    total: row.total,
  }));
}

/** Keyed by user too, so one shopper's cached items are never another's. */
export const orderItemsQueryOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: ordersKeys.items(userId, orderId),
    queryFn: () => getOrderItems(getSupabase(), orderId),
  });

/** Read when the shopper opens the order (the hook mounts with the open panel). */
export function useOrderItems(userId: string, orderId: string) {
  return useQuery(orderItemsQueryOptions(userId, orderId));
}
