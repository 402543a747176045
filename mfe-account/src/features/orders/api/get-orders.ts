import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  getSupabase,
  type BonisClient,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@bonis/supabase-client';
import { pageRange } from '../lib/pages';
import { deliveryPlaceOf, type DeliveryPlace } from '../lib/shipping-address';
import { ordersKeys } from './orders-keys';

/** The columns an order's summary needs (the recent orders read the same). */
export const ORDER_COLUMNS =
  'id, order_number, total, subtotal, shipping_cost, discount_amount, status, payment_status, payment_method, created_at, delivery_date, shipping_address';

type OrderRow = Pick<
  Order,
  | 'id'
  | 'order_number'
  | 'total'
  | 'subtotal'
  | 'shipping_cost'
  | 'discount_amount'
  | 'status'
  | 'payment_status'
  | 'payment_method'
  | 'created_at'
  | 'delivery_date'
  | 'shipping_address'
>;

/** An order as the history shows it; amounts are whole pesos (COP). */
export interface OrderSummary {
  id: string;
  /** 'BON-…' */
  orderNumber: string;
  total: number;
  subtotal: number;
  shippingCost: number;
  discountAmount: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  createdAt: string;
  /** the chosen delivery day (a date, no time), if any */
  deliveryDate: string | null;
  delivery: DeliveryPlace;
}

export const toOrderSummary = (row: OrderRow): OrderSummary => ({
  id: row.id,
  orderNumber: row.order_number,
  total: row.total,
  subtotal: row.subtotal,
  shippingCost: row.shipping_cost,
  discountAmount: row.discount_amount,
  status: row.status,
  paymentStatus: row.payment_status,
  paymentMethod: row.payment_method,
  createdAt: row.created_at,
  deliveryDate: row.delivery_date,
  delivery: deliveryPlaceOf(row.shipping_address),
});

export interface OrdersPageResult {
  /** the page these orders are, from 1 */
  page: number;
  orders: OrderSummary[];
  /** every order of the user, for the page count */
  total: number;
}

/** PostgREST's answer to an offset past the last row when the count is asked for (HTTP 416). */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

async function countOrders(client: BonisClient, userId: string): Promise<number> {
  const { count, error } = await client
    .from('orders')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error) throw error;
  return count ?? 0;
}

/**
 * One page of the user's orders, newest first, with the total. Filtered by user even though RLS
 * already limits a shopper to their own orders: an admin may read everyone's. A page past the
 * last one is answered with no orders and the real total, so the page can move to the last.
 */
export async function getOrders(
  client: BonisClient,
  userId: string,
  page: number,
): Promise<OrdersPageResult> {
  const { from, to } = pageRange(page);
  const { data, count, error, status } = await client
    .from('orders')
    .select(ORDER_COLUMNS, { count: 'exact' })
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .range(from, to);
  if (error) {
    if (from > 0 && (status === 416 || error.code === RANGE_NOT_SATISFIABLE)) {
      return { page, orders: [], total: await countOrders(client, userId) };
    }
    throw error;
  }
  return { page, orders: data.map(toOrderSummary), total: count ?? data.length };
}

export const ordersQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: ordersKeys.page(userId, page),
    queryFn: () => getOrders(getSupabase(), userId, page),
    // the page being left stays on screen (busy) while the next one loads
    placeholderData: keepPreviousData,
  });

export function useOrders(userId: string, page: number) {
  return useQuery(ordersQueryOptions(userId, page));
}
