import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  getSupabase,
  type BonisClient,
  type Json,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@bonis/supabase-client';
import { endOfBogotaDay, isDay, startOfBogotaDay } from '../lib/date-range';
import { orderSearchFilter } from '../lib/search-filter';
import { ordersKeys } from './orders-keys';

/** The columns the list can be sorted by: newest (created_at), total, order number. */
export const ORDER_SORT_KEYS = ['created_at', 'total', 'order_number'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

export const isOrderSortKey = (key: string): key is OrderSortKey =>
  (ORDER_SORT_KEYS as readonly string[]).includes(key);

/** What the list shows: the search, the filters and the sort, as read from the URL. */
export interface OrdersQuery {
  q: string;
  status: OrderStatus | null;
  payment: PaymentStatus | null;
  method: PaymentMethod | null;
  /** Bogotá calendar days `YYYY-MM-DD`, both included; null when not set. */
  from: string | null;
  to: string | null;
  sort: { key: OrderSortKey; direction: 'asc' | 'desc' };
}

/** A row of the list (and of the CSV export). */
export interface OrderListRow {
  id: string;
  order_number: string;
  created_at: string;
  customer_email: string | null;
  shipping_address: Json;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  subtotal: number;
  shipping_cost: number;
  discount_amount: number;
  total: number;
  /** how many lines the order has (PostgREST's `order_items(count)`) */
  items_count: number;
}

export interface OrdersPage {
  rows: OrderListRow[];
  total: number;
}

const LIST_COLUMNS =
  'id, order_number, created_at, customer_email, shipping_address, status, payment_status, payment_method, subtotal, shipping_cost, discount_amount, total, order_items(count)';

/** The filtered, sorted select of orders (the list's page and the CSV export's pages). */
function selectOrders(client: BonisClient, query: OrdersQuery, count: boolean) {
  let request = client.from('orders').select(LIST_COLUMNS, count ? { count: 'exact' } : undefined);
  const search = orderSearchFilter(query.q);
  if (search) request = request.or(search);
  if (query.status) request = request.eq('status', query.status);
  if (query.payment) request = request.eq('payment_status', query.payment);
  if (query.method) request = request.eq('payment_method', query.method);
  if (query.from && isDay(query.from))
    request = request.gte('created_at', startOfBogotaDay(query.from));
  if (query.to && isDay(query.to)) request = request.lt('created_at', endOfBogotaDay(query.to));
  const ascending = query.sort.direction === 'asc';
  // the id breaks ties, so a page boundary never repeats or skips an order
  return request.order(query.sort.key, { ascending }).order('id', { ascending });
}

type SelectedRow = Omit<OrderListRow, 'items_count'> & {
  order_items: { count: number }[] | null;
};

const toListRow = ({ order_items, ...row }: SelectedRow): OrderListRow => ({
  ...row,
  items_count: order_items?.[0]?.count ?? 0,
});

/** One page of the list (rows `from`..`to`, 0-based, inclusive) with the exact total. */
export async function getOrders(
  client: BonisClient,
  query: OrdersQuery,
  range: { from: number; to: number },
): Promise<OrdersPage> {
  const { data, error, count } = await selectOrders(client, query, true).range(
    range.from,
    range.to,
  );
  if (error) throw error;
  const rows: SelectedRow[] = data;
  return { rows: rows.map(toListRow), total: count ?? rows.length };
}

/** Rows `from`..`to` of the list without a count: the CSV export's pages. */
export async function getOrdersRange(
  client: BonisClient,
  query: OrdersQuery,
  from: number,
  to: number,
): Promise<OrderListRow[]> {
  const { data, error } = await selectOrders(client, query, false).range(from, to);
  if (error) throw error;
  const rows: SelectedRow[] = data;
  return rows.map(toListRow);
}

export const ordersQueryOptions = (query: OrdersQuery, range: { from: number; to: number }) =>
  queryOptions({
    queryKey: ordersKeys.list(query, range),
    queryFn: () => getOrders(getSupabase(), query, range),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export function useOrders(query: OrdersQuery, range: { from: number; to: number }) {
  return useQuery(ordersQueryOptions(query, range));
}
