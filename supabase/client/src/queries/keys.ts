/**
 * Query keys of the reads several remotes share. One QueryClient serves the whole page (the
 * shell's, a shared singleton), so every key starts with 'bonis' and no remote's own keys
 * (which start with the remote's name) can collide with them.
 */
export const sharedKeys = {
  all: ['bonis'] as const,
  /** everything read for one signed-in user: invalidated together on sign-out */
  user: (userId: string) => [...sharedKeys.all, 'user', userId] as const,
  sessionSummary: (userId: string) => [...sharedKeys.user(userId), 'session-summary'] as const,
  headerCounts: (userId: string) => [...sharedKeys.user(userId), 'header-counts'] as const,
  /** the product ids the user saved: the hearts on cards and product pages */
  favoriteIds: (userId: string) => [...sharedKeys.user(userId), 'favorite-ids'] as const,
  /** the user's cart lines, as any remote lists them (cart dropdown, /cart, checkout) */
  cart: (userId: string) => [...sharedKeys.user(userId), 'cart'] as const,
  /** the user's favourites, as any remote lists them (dropdown, /favorites) */
  favorites: (userId: string) => [...sharedKeys.user(userId), 'favorites'] as const,
  /** the shopper's active bonuses (bonus store purchases, roulette prizes saved as bonuses) */
  bonuses: (userId: string) => [...sharedKeys.user(userId), 'bonuses'] as const,
  /** the shopper's unused roulette prizes that no bonus row stands for */
  prizes: (userId: string) => [...sharedKeys.user(userId), 'prizes'] as const,
  /** the shopper's saved delivery addresses (the address book in /profile, checkout's list) */
  addresses: (userId: string) => [...sharedKeys.user(userId), 'addresses'] as const,
  storeSettings: () => [...sharedKeys.all, 'store-settings'] as const,
};
