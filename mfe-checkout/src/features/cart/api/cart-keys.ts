/**
 * Query keys of the cart. Everything cart-related starts with `['cart']`, so one
 * `invalidateQueries({ queryKey: cartKeys.all })` refreshes every view of it (dropdown, cart
 * page, checkout) through the shell's shared QueryClient.
 */
export const cartKeys = {
  all: ['cart'] as const,
  lines: (userId: string) => ['cart', userId, 'lines'] as const,
};
