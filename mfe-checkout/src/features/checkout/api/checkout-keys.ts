/**
 * Query keys of the checkout page's own reads. Namespaced with 'checkout': the shell's
 * QueryClient is shared by every remote. The quote is the shared layer's (`quoteQueryOptions`,
 * under `sharedKeys.cart`).
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** the active delivery time ranges (the same for everyone) */
  shippingRanges: () => [...checkoutKeys.all, 'shipping-ranges'] as const,
  /** what the checkout reads of one shopper: refreshed together after an order */
  user: (userId: string) => [...checkoutKeys.all, 'user', userId] as const,
  contact: (userId: string) => [...checkoutKeys.user(userId), 'contact'] as const,
};
