import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { favoritesKeys } from './favorites-keys';

/** How many favourites the user has (rows of user_favorites; no row is transferred). */
export async function getFavoritesCount(client: BonisClient, userId: string): Promise<number> {
  const { count, error } = await client
    .from('user_favorites')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error) throw error;
  return count ?? 0;
}

export const favoritesCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: favoritesKeys.count(userId),
    queryFn: () => getFavoritesCount(getSupabase(), userId),
  });

export function useFavoritesCount(userId: string) {
  return useQuery(favoritesCountQueryOptions(userId));
}
