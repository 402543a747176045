import type { BonisClient, Order } from '@bonis/supabase-client';
import {
  filterDays,
  readPage,
  type ResourceListQuery,
  type ResourcePage,
  type RowRange,
} from '../../../components/admin-kit';
import {
  TO_SHIP,
  TO_SHIP_STATUSES,
  isOrderStatus,
  isPaymentMethod,
  isPaymentStatus,
} from '../lib/order-labels';
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
  | 'total'
  | 'carrier'
  | 'tracking_number';

/** A row of the list (and of the CSV export). */
export type OrderListRow = Pick<Order, OrderListColumn> & {
  /** how many lines the order has (PostgREST's `order_items(count)`) */
  items_count: number;
};

const LIST_COLUMNS =
  'id, order_number, created_at, customer_email, shipping_address, status, payment_status, payment_method, subtotal, shipping_cost, discount_amount, total, carrier, tracking_number, order_items(count)';

type SelectedRow = Omit<OrderListRow, 'items_count'> & {
  order_items: { count: number }[] | null;
};

const toListRow = ({ order_items, ...row }: SelectedRow): OrderListRow => ({
  ...row,
  items_count: order_items?.[0]?.count ?? 0,
});

/** 'Por enviar': paid, or paid on delivery (PostgREST `or`, beside the search's own `or`). */
const PAID_OR_CASH = 'payment_status.eq.paid,payment_method.eq.cash';

/**
 * One page of the orders the URL describes, with the exact total: the search (order number or
 * the customer's email), `status` (an enum value, or `por-enviar`: confirmed or in preparation,
 * and paid or cash), `payment` and `method` (enum values) and `from`/`to` (Bogotá days, both
 * included); a value the list doesn't know is ignored. The id breaks ties
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
  if (status === TO_SHIP) {
    request = request.in('status', TO_SHIP_STATUSES).or(PAID_OR_CASH);
  } else if (isOrderStatus(status)) {
    request = request.eq('status', status);
  }
  if (isPaymentStatus(payment)) request = request.eq('payment_status', payment);
  if (isPaymentMethod(method)) request = request.eq('payment_method', method);
  request = filterDays(request, 'created_at', filters);
  const page = await readPage<SelectedRow>(request, sort, range, 'id', undefined, true);
  return { ...page, rows: page.rows.map(toListRow) };
}
