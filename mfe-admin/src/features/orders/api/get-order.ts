import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Order } from '@bonis/supabase-client';
import type { OrderListColumn } from './get-orders';
import { ordersKeys } from './orders-keys';

export interface OrderItem {
  id: string;
  product_id: string | null;
  product_name: string;
  product_price: number;
  quantity: number;
  total: number;
}

/** Everything the detail dialog shows of one order. */
export type OrderDetail = Pick<
  Order,
  | OrderListColumn
  | 'user_id'
  | 'discount_code'
  // a discount from a bonus of the bonus store, or from a roulette prize
  | 'user_bonus_id'
  | 'roulette_win_id'
  | 'delivery_date'
  | 'paid_at'
  | 'points_earned'
  | 'points_reversed'
  | 'points_reversed_at'
  | 'stock_returned_at'
  | 'shipped_at'
  | 'delivered_at'
> & {
  /** the delivery slot chosen at checkout (null when the slot was deleted since) */
  shipping_time_range: { time_range: string } | null;
  order_items: OrderItem[];
};

const DETAIL_COLUMNS =
  'id, order_number, created_at, user_id, customer_email, shipping_address, status, payment_status, payment_method, subtotal, shipping_cost, discount_amount, total, carrier, tracking_number, shipped_at, delivered_at, discount_code, user_bonus_id, roulette_win_id, delivery_date, paid_at, points_earned, points_reversed, points_reversed_at, stock_returned_at, shipping_time_range:shipping_time_ranges(time_range), order_items(id, product_id, product_name, product_price, quantity, total)';

/** One order with its lines (in the order they were added) and its delivery slot. */
export async function getOrder(client: BonisClient, id: string): Promise<OrderDetail> {
  const { data, error } = await client
    .from('orders')
    .select(DETAIL_COLUMNS)
    .eq('id', id)
    .order('created_at', { referencedTable: 'order_items' })
    .order('id', { referencedTable: 'order_items' })
    .single();
  if (error) throw error;
  const order: OrderDetail = data;
  return order;
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: () => getOrder(getSupabase(), id),
  });

export function useOrder(id: string | null) {
  return useQuery({ ...orderQueryOptions(id ?? ''), enabled: id !== null });
}
