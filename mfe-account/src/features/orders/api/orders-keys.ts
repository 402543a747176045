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
  /** one order, by its number (its page and its receipt) */
  order: (userId: string, orderNumber: string) =>
    [...ordersKeys.user(userId), 'order', orderNumber] as const,
  /** the items of one order */
  items: (userId: string, orderId: string) =>
    [...ordersKeys.user(userId), 'items', orderId] as const,
  /** the timeline of one order */
  events: (userId: string, orderId: string) =>
    [...ordersKeys.user(userId), 'events', orderId] as const,
  /**
   * 'Mis pagos': the user's payments of every kind. Under the user's orders' key, so what
   * changes an order (a cancellation refunds its payment) refreshes them with it.
   */
  payments: (userId: string) => [...ordersKeys.user(userId), 'payments'] as const,
  /** the pages of 'Mis pagos' */
  paymentPages: (userId: string) => [...ordersKeys.payments(userId), 'pages'] as const,
  /** one payment, for its receipt */
  payment: (userId: string, paymentId: string) =>
    [...ordersKeys.payments(userId), 'payment', paymentId] as const,
  /** the approved payment of one order, for the order's receipt */
  orderPayment: (userId: string, orderId: string) =>
    [...ordersKeys.payments(userId), 'order', orderId] as const,
};
