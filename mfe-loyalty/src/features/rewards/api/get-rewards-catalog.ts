import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Reward } from '@bonis/supabase-client';

export type CatalogReward = Pick<
  Reward,
  'id' | 'name' | 'description' | 'image_url' | 'points_required' | 'stock' | 'tier'
>;

/** The active rewards, cheapest first (spec §7: active ordered by points_required ascending). */
export async function getRewardsCatalog(client: BonisClient): Promise<CatalogReward[]> {
  const { data, error } = await client
    .from('rewards_catalog')
    .select('id, name, description, image_url, points_required, stock, tier')
    .eq('is_active', true)
    .order('points_required', { ascending: true })
    .order('name', { ascending: true });
  if (error) throw error;
  return data;
}

export const rewardsCatalogQueryOptions = () =>
  queryOptions({
    queryKey: ['loyalty', 'rewards-catalog', 'active'] as const,
    queryFn: () => getRewardsCatalog(getSupabase()),
  });

export function useRewardsCatalog() {
  return useQuery(rewardsCatalogQueryOptions());
}
