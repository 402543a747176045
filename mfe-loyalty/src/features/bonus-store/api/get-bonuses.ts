import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type BonusStoreItem } from '@bonis/supabase-client';

export type Bonus = Pick<
  BonusStoreItem,
  'id' | 'name' | 'description' | 'icon' | 'category' | 'type' | 'value' | 'points_cost' | 'popular'
>;

/** The bonuses on sale, cheapest first (spec §7: active ordered by points_cost ascending). */
export async function getBonuses(client: BonisClient): Promise<Bonus[]> {
  const { data, error } = await client
    .from('bonus_store')
    .select('id, name, description, icon, category, type, value, points_cost, popular')
    .eq('is_active', true)
    .order('points_cost', { ascending: true })
    .order('name', { ascending: true });
  if (error) throw error;
  return data;
}

export const bonusesQueryOptions = () =>
  queryOptions({
    queryKey: ['bonus-store', 'active'] as const,
    queryFn: () => getBonuses(getSupabase()),
  });

export function useBonuses() {
  return useQuery(bonusesQueryOptions());
}
