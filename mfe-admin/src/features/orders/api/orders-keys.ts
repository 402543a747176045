import type { OrdersQuery } from './get-orders';

/** Query keys of the orders screen; `all` is the prefix a change or a realtime event invalidates. */
export const ordersKeys = {
  all: ['admin', 'orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (query: OrdersQuery, range: { from: number; to: number }) =>
    [...ordersKeys.lists(), query, range] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  detail: (id: string) => [...ordersKeys.details(), id] as const,
};
