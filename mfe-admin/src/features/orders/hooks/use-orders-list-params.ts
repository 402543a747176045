import { useMemo } from 'react';
import { useListParams } from '../../../components/admin-kit';
import { ORDER_SORT_KEYS, type OrderSortKey, type OrdersQuery } from '../api/get-orders';
import { isDay } from '../lib/date-range';
import { isOrderStatus, isPaymentMethod, isPaymentStatus } from '../lib/order-labels';

/**
 * The list's URL parameters: the kit's `page`, `size`, `sort` (`created_at`, `total`,
 * `order_number`; newest first by default) and `q`, plus `status`, `payment`, `method` (enum
 * values) and `from`/`to` (Bogotá days, `YYYY-MM-DD`). A value the list doesn't know is ignored.
 */
export const ORDER_FILTER_DEFAULTS = { status: '', payment: '', method: '', from: '', to: '' };

export function useOrdersListParams() {
  const params = useListParams<typeof ORDER_FILTER_DEFAULTS, OrderSortKey>({
    sort: { key: 'created_at', direction: 'desc' },
    filters: ORDER_FILTER_DEFAULTS,
    allowedSorts: ORDER_SORT_KEYS,
  });
  const { q, sort, filters } = params;
  const { status, payment, method, from, to } = filters;
  const query = useMemo(
    (): OrdersQuery => ({
      q: q.trim(),
      status: isOrderStatus(status) ? status : null,
      payment: isPaymentStatus(payment) ? payment : null,
      method: isPaymentMethod(method) ? method : null,
      from: isDay(from) ? from : null,
      to: isDay(to) ? to : null,
      sort: { key: sort.key, direction: sort.direction },
    }),
    [q, sort.key, sort.direction, status, payment, method, from, to],
  );
  return { ...params, query };
}
