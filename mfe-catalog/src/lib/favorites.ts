import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bus } from '@bonis/design-system/bus';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { useSession } from './session';

/** The catalog's own key: another remote's favourites queries hold other shapes. */
export const favoriteIdsKey = (userId: string) => ['catalog', 'favorite-ids', userId] as const;

/** The ids of the products the user saved (the hearts on cards and the product page). */
export async function getFavoriteIds(client: BonisClient, userId: string): Promise<Set<string>> {
  const { data, error } = await client
    .from('user_favorites')
    .select('product_id')
    .eq('user_id', userId);
  if (error) throw error;
  return new Set(data.map((row) => row.product_id));
}

export const favoriteIdsQuery = (userId: string) =>
  queryOptions({
    queryKey: favoriteIdsKey(userId),
    queryFn: () => getFavoriteIds(getSupabase(), userId),
    staleTime: 30_000,
  });

/** Saves or removes a favourite, then returns the user's favourites count (the header badge). */
export async function setFavorite(
  client: BonisClient,
  { userId, productId, favorite }: { userId: string; productId: string; favorite: boolean },
): Promise<number> {
  if (favorite) {
    const { error } = await client
      .from('user_favorites')
      .insert({ user_id: userId, product_id: productId });
    // already saved (another tab): the wish holds
    if (error && error.code !== '23505') throw error;
  } else {
    const { error } = await client
      .from('user_favorites')
      .delete()
      .eq('user_id', userId)
      .eq('product_id', productId);
    if (error) throw error;
  }
  const { count, error } = await client
    .from('user_favorites')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error) throw error;
  return count ?? 0;
}

/**
 * The favourite hearts of the catalog: which products are saved, and a toggle that (signed out)
 * shows the spec's message and opens the login modal, or (signed in) saves/removes the product,
 * publishes `favoritesChanged` with the new count and toasts the outcome. A failed read of the
 * saved ids is logged and shows every heart empty.
 */
export function useFavorites() {
  const session = useSession();
  const userId = session?.userId ?? '';
  const queryClient = useQueryClient();
  const ids = useQuery({ ...favoriteIdsQuery(userId), enabled: !!session });
  if (ids.error) console.error('[mfe-catalog] reading the favourites failed', ids.error);

  const mutation = useMutation({
    mutationFn: (input: { productId: string; favorite: boolean }) =>
      setFavorite(getSupabase(), { userId, ...input }),
    onMutate: async ({ productId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoriteIdsKey(userId) });
      const before = queryClient.getQueryData<Set<string>>(favoriteIdsKey(userId));
      const next = new Set(before);
      if (favorite) next.add(productId);
      else next.delete(productId);
      queryClient.setQueryData(favoriteIdsKey(userId), next);
      return { before };
    },
    onSuccess: (count, { favorite }) => {
      bus.getState().favoritesChanged(count);
      bus
        .getState()
        .toastRequested(
          favorite
            ? { title: '¡Agregado!', description: 'Producto agregado a favoritos', tone: 'success' }
            : { title: 'Eliminado de favoritos', tone: 'success' },
        );
    },
    onError: (error, _input, context) => {
      console.error('[mfe-catalog] updating the favourites failed', error);
      queryClient.setQueryData(favoriteIdsKey(userId), context?.before);
      bus
        .getState()
        .toastRequested({ title: 'No se pudo actualizar los favoritos', tone: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteIdsKey(userId) }),
  });

  const toggle = (productId: string, favorite: boolean) => {
    if (!session) {
      bus.getState().toastRequested({
        title: 'Debes iniciar sesión para guardar favoritos',
        tone: 'info',
      });
      bus.getState().loginRequested('login');
      return;
    }
    mutation.mutate({ productId, favorite });
  };

  return {
    isFavorite: (productId: string) => ids.data?.has(productId) ?? false,
    toggle,
  };
}
