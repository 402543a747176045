/**
 * Query keys of the shopper's orders. Namespaced with 'account': the shell's QueryClient is shared
 * by every remote, and another remote's ['orders', …] may hold other shapes.
 */
export const ordersKeys = {
  all: ['account', 'orders'] as const,
  user: (userId: string) => [...ordersKeys.all, userId] as const,
  /** one page of /orders */
  page: (userId: string, page: number) => [...ordersKeys.user(userId), 'page', page] as const,
  /** the newest few, for the profile */
  recent: (userId: string, limit: number) => [...ordersKeys.user(userId), 'recent', limit] as const,
  /** the items of one order */
  items: (userId: string, orderId: string) =>
    [...ordersKeys.user(userId), 'items', orderId] as const,
  /** the timeline of one order */
  events: (userId: string, orderId: string) =>
    [...ordersKeys.user(userId), 'events', orderId] as const,
};
