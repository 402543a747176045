import { sharedKeys } from '@bonis/supabase-client/queries';

/**
 * Query keys of the shopper's favourites as this remote reads them. They sit under the shared
 * `sharedKeys.favorites(userId)`, so the shared favourite toggle (`useFavorites().setFavorite`,
 * from any remote) refreshes them when it invalidates that key.
 */
export const favoritesKeys = {
  user: (userId: string) => sharedKeys.favorites(userId),
  count: (userId: string) => [...sharedKeys.favorites(userId), 'count'] as const,
  recent: (userId: string, limit: number) =>
    [...sharedKeys.favorites(userId), 'recent', limit] as const,
  /** every favourite with its product: the /favorites page */
  list: (userId: string) => [...sharedKeys.favorites(userId), 'list'] as const,
};
