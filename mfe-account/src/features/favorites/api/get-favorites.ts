import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { favoritesKeys } from './favorites-keys';

const COLUMNS =
  'created_at, product:products(id, name, price, discount_percentage, images, featured, stock_quantity, category:categories(name))';

/** A favourite's product, as the /favorites grid shows it. */
export interface FavoriteListProduct {
  id: string;
  name: string;
  /** what the shopper pays, in COP */
  price: number;
  /** percent; above 0 the original price is shown struck through */
  discountPercentage: number;
  images: string[];
  featured: boolean;
  stockQuantity: number;
  /** the category's name; null when the product has none */
  category: string | null;
}

export interface Favorite {
  savedAt: string;
  product: FavoriteListProduct;
}

/**
 * Every favourite of the user with its product, newest first. A favourite whose product the
 * shopper can't read any more (deactivated: RLS hides it, so it embeds as null) is left out.
 */
export async function getFavorites(client: BonisClient, userId: string): Promise<Favorite[]> {
  const { data, error } = await client
    .from('user_favorites')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
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
              discountPercentage: product.discount_percentage,
              images: product.images,
              featured: product.featured,
              stockQuantity: product.stock_quantity,
              category: product.category?.name ?? null,
            },
          },
        ]
      : [],
  );
}

export const favoritesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: favoritesKeys.list(userId),
    queryFn: () => getFavorites(getSupabase(), userId),
  });

export function useFavoriteList(userId: string) {
  return useQuery(favoritesQueryOptions(userId));
}
