/** Query keys of the orders screen; `all` is the prefix a change or a realtime event invalidates. */
export const ordersKeys = {
  all: ['admin', 'orders'] as const,
  detail: (id: string) => [...ordersKeys.all, 'detail', id] as const,
  /** an order's internal notes */
  notes: (id: string) => [...ordersKeys.all, 'notes', id] as const,
};
