import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { favoritesKeys } from './favorites-keys';

/** The header dropdown shows this many (spec: up to 5). */
export const RECENT_FAVORITES_LIMIT = 5;

const COLUMNS = 'created_at, product:products(id, name, price, images, stock_quantity)';

export interface FavoriteProduct {
  id: string;
  name: string;
  /** COP */
  price: number;
  images: string[];
  stockQuantity: number;
}

export interface RecentFavorite {
  savedAt: string;
  product: FavoriteProduct;
}

/**
 * The user's newest favourites with their product. A favourite whose product the shopper can't
 * read any more (deactivated: RLS hides it, so it embeds as null) is left out.
 */
export async function getRecentFavorites(
  client: BonisClient,
  userId: string,
  limit = RECENT_FAVORITES_LIMIT,
): Promise<RecentFavorite[]> {
  const { data, error } = await client
    .from('user_favorites')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data.flatMap(({ created_at, product }) =>
    product
      ? [
          {
            savedAt: created_at,
            product: {
              id: product.id,
              name: product.name,
              price: product.price,
              images: product.images,
              stockQuantity: product.stock_quantity,
            },
          },
        ]
      : [],
  );
}

export const recentFavoritesQueryOptions = (userId: string, limit = RECENT_FAVORITES_LIMIT) =>
  queryOptions({
    queryKey: favoritesKeys.recent(userId, limit),
    queryFn: () => getRecentFavorites(getSupabase(), userId, limit),
  });

export function useRecentFavorites(userId: string, limit = RECENT_FAVORITES_LIMIT) {
  return useQuery(recentFavoritesQueryOptions(userId, limit));
}
