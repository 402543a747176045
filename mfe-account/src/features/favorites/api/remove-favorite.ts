import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { bus } from '@bonis/design-system/bus';
import { favoritesKeys } from './favorites-keys';

/** Removes one product from the user's favourites; throws the service's error. */
export async function removeFavorite(
  client: BonisClient,
  { userId, productId }: { userId: string; productId: string },
) {
  const { error } = await client
    .from('user_favorites')
    .delete()
    .eq('user_id', userId)
    .eq('product_id', productId);
  if (error) throw error;
}

/**
 * Refetches the user's favourites (count and lists, shown or not) and publishes the new total
 * on the bus for the header's badge, once the count has really been read again.
 */
async function refreshFavorites(queryClient: QueryClient, userId: string) {
  const since = Date.now();
  await queryClient.invalidateQueries({ queryKey: favoritesKeys.user(userId), refetchType: 'all' });
  const count = queryClient.getQueryState<number>(favoritesKeys.count(userId));
  if (count?.data !== undefined && count.dataUpdatedAt >= since) {
    bus.getState().favoritesChanged(count.data);
  }
}

export const removeFavoriteMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: [...favoritesKeys.user(userId), 'remove'],
    mutationFn: (productId: string) => removeFavorite(getSupabase(), { userId, productId }),
    // kept pending until the list is read again, so the removed row can't be clicked twice
    onSuccess: () => refreshFavorites(queryClient, userId),
  });

export function useRemoveFavorite(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(removeFavoriteMutationOptions(queryClient, userId));
}

/**
 * What the shopper is told about a removal, the same from the dropdown and the page: the toast
 * 'Eliminado de favoritos' (the product's name as description), then `onRemoved` (the row and
 * its button are gone: move focus); or the error toast. Pass as the options of `mutate`.
 */
export function removalFeedback(name: string, onRemoved: () => void) {
  return {
    onSuccess: () => {
      bus.getState().toastRequested({
        title: 'Eliminado de favoritos',
        description: name,
        tone: 'success',
      });
      onRemoved();
    },
    onError: (error: unknown) => {
      console.error('[mfe-account] removing a favourite failed', error);
      bus
        .getState()
        .toastRequested({ title: 'No se pudo actualizar los favoritos', tone: 'error' });
    },
  };
}
