import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bus, useBus } from '@bonis/design-system/bus';
import { getSupabase } from '../browser-client';
import type { BonisClient } from '../client';
import type { FavoriteToggle } from '../rpc-results';
import { publishCounts } from './header-counts';
import { sharedKeys } from './keys';

/** The ids of the products the user saved; throws the PostgREST error. */
export async function fetchFavoriteIds(client: BonisClient, userId: string): Promise<Set<string>> {
  const { data, error } = await client
    .from('user_favorites')
    .select('product_id')
    .eq('user_id', userId);
  if (error) throw error;
  return new Set(data.map((row) => row.product_id));
}

export const favoriteIdsQuery = (userId: string) =>
  queryOptions({
    queryKey: sharedKeys.favoriteIds(userId),
    queryFn: () => fetchFavoriteIds(getSupabase(), userId),
    staleTime: 30_000,
  });

/**
 * Saves or removes a favourite in one database call (`toggle_favorite`). `favorite` is the
 * state wanted: true saves, false removes, so a stale button never undoes another tab's change.
 * Returns whether it is a favourite now and the user's favourites count.
 */
export async function setFavorite(
  client: BonisClient,
  { productId, favorite }: { productId: string; favorite: boolean },
): Promise<FavoriteToggle> {
  const { data, error } = await client.rpc('toggle_favorite', {
    p_product_id: productId,
    p_favorite: favorite,
  });
  if (error) throw error;
  return data as unknown as FavoriteToggle;
}

export interface FavoriteChange {
  productId: string;
  /** the state wanted */
  favorite: boolean;
  /** for the removal toast's description */
  productName?: string;
}

/**
 * The favourite hearts of any remote: which products are saved, and `setFavorite` that (signed
 * out) shows the spec's message and opens the login modal, or (signed in) saves/removes the
 * product with the heart updated at once, publishes the new count, invalidates every favourites
 * list and toasts the outcome (spec §8). A failed read of the saved ids is logged and shows every
 * heart empty. `options.onRemoved` runs after a removal succeeded (move focus off a gone row).
 */
export function useFavorites() {
  const session = useBus((state) => state.session);
  const userId = session?.userId ?? '';
  const queryClient = useQueryClient();
  const ids = useQuery({ ...favoriteIdsQuery(userId), enabled: !!session });
  if (ids.error) console.error('[supabase-client] reading the favourites failed', ids.error);

  const mutation = useMutation({
    mutationFn: ({ productId, favorite }: FavoriteChange) =>
      setFavorite(getSupabase(), { productId, favorite }),
    onMutate: async ({ productId, favorite }) => {
      const key = sharedKeys.favoriteIds(userId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Set<string>>(key);
      const next = new Set(before);
      if (favorite) next.add(productId);
      else next.delete(productId);
      queryClient.setQueryData(key, next);
      return { before };
    },
    onSuccess: (result, { productName }) => {
      publishCounts.favorites(result.favorites_count);
      bus.getState().toastRequested(
        result.favorite
          ? { title: '¡Agregado!', description: 'Producto agregado a favoritos', tone: 'success' }
          : {
              title: 'Eliminado de favoritos',
              ...(productName ? { description: productName } : {}),
              tone: 'success',
            },
      );
    },
    onError: (error, _change, context) => {
      console.error('[supabase-client] updating the favourites failed', error);
      queryClient.setQueryData(sharedKeys.favoriteIds(userId), context?.before);
      bus
        .getState()
        .toastRequested({ title: 'No se pudo actualizar los favoritos', tone: 'error' });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.favoriteIds(userId) }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.favorites(userId) }),
      ]),
  });

  const change = (input: FavoriteChange, options?: { onRemoved?: () => void }) => {
    if (!session) {
      bus.getState().toastRequested({
        title: 'Debes iniciar sesión para guardar favoritos',
        tone: 'info',
      });
      bus.getState().loginRequested('login');
      return;
    }
    mutation.mutate(input, {
      onSuccess: (result) => {
        if (!result.favorite) options?.onRemoved?.();
      },
    });
  };

  return {
    isFavorite: (productId: string) => ids.data?.has(productId) ?? false,
    setFavorite: change,
    /** the product whose favourite is being changed, while its request runs */
    pendingProductId: mutation.isPending ? mutation.variables.productId : null,
  };
}
