import type { BonisClient, Order } from '@bonis/supabase-client';
import {
  filterDays,
  readPage,
  type ResourceListQuery,
  type ResourcePage,
  type RowRange,
} from '../../../components/admin-kit';
import { isOrderStatus, isPaymentMethod, isPaymentStatus } from '../lib/order-labels';
import { orderSearchFilter } from '../lib/search-filter';

/** The columns the list can be sorted by: newest (created_at), total, order number. */
export const ORDER_SORT_KEYS = ['created_at', 'total', 'order_number'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

/** The columns of an order the list shows (the detail shows them too). */
export type OrderListColumn =
  | 'id'
  | 'order_number'
  | 'created_at'
  | 'customer_email'
  | 'shipping_address'
  | 'status'
  | 'payment_status'
  | 'payment_method'
  | 'subtotal'
  | 'shipping_cost'
  | 'discount_amount'
  | 'total';

/** A row of the list (and of the CSV export). */
export type OrderListRow = Pick<Order, OrderListColumn> & {
  /** how many lines the order has (PostgREST's `order_items(count)`) */
  items_count: number;
};

const LIST_COLUMNS =
  'id, order_number, created_at, customer_email, shipping_address, status, payment_status, payment_method, subtotal, shipping_cost, discount_amount, total, order_items(count)';

type SelectedRow = Omit<OrderListRow, 'items_count'> & {
  order_items: { count: number }[] | null;
};

const toListRow = ({ order_items, ...row }: SelectedRow): OrderListRow => ({
  ...row,
  items_count: order_items?.[0]?.count ?? 0,
});

/**
 * One page of the orders the URL describes, with the exact total: the search (order number or
 * the customer's email), `status`, `payment` and `method` (enum values) and `from`/`to`
 * (Bogotá days, both included); a value the list doesn't know is ignored. The id breaks ties
 * in the sort's direction, so a page boundary never repeats or skips an order.
 */
export async function getOrdersPage(
  client: BonisClient,
  { q, filters, sort }: ResourceListQuery<OrderSortKey>,
  range: RowRange,
): Promise<ResourcePage<OrderListRow>> {
  let request = client.from('orders').select(LIST_COLUMNS, { count: 'exact' });
  const search = orderSearchFilter(q);
  if (search) request = request.or(search);
  const { status = '', payment = '', method = '' } = filters;
  if (isOrderStatus(status)) request = request.eq('status', status);
  if (isPaymentStatus(payment)) request = request.eq('payment_status', payment);
  if (isPaymentMethod(method)) request = request.eq('payment_method', method);
  request = filterDays(request, 'created_at', filters);
  const page = await readPage<SelectedRow>(request, sort, range, 'id', undefined, true);
  return { ...page, rows: page.rows.map(toListRow) };
}
