/**
 * Query keys of the shopper's favourites. Namespaced with 'account': the shell's QueryClient is
 * shared by every remote, and another remote's ['favorites', …] may hold other shapes.
 */
export const favoritesKeys = {
  all: ['account', 'favorites'] as const,
  user: (userId: string) => [...favoritesKeys.all, userId] as const,
  count: (userId: string) => [...favoritesKeys.user(userId), 'count'] as const,
  recent: (userId: string, limit: number) =>
    [...favoritesKeys.user(userId), 'recent', limit] as const,
  /** every favourite with its product: the /favorites page */
  list: (userId: string) => [...favoritesKeys.user(userId), 'list'] as const,
  /** the add-to-cart mutation of the /favorites page */
  addToCart: (userId: string) => [...favoritesKeys.user(userId), 'add-to-cart'] as const,
};
