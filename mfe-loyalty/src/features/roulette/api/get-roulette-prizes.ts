import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type RoulettePrize } from '@bonis/supabase-client';
import { rouletteKeys } from './roulette-keys';

export type WheelPrize = Pick<
  RoulettePrize,
  'id' | 'name' | 'description' | 'icon' | 'probability' | 'type' | 'value'
>;

/**
 * The active prizes in the order the database draws them (spec §7: active, by created_at
 * ascending; `spin_roulette` breaks ties by id, and so does this read). The wheel's segments
 * follow this order, so the segment of the prize the database chose is found by its id.
 */
export async function getRoulettePrizes(client: BonisClient): Promise<WheelPrize[]> {
  const { data, error } = await client
    .from('roulette_prizes')
    .select('id, name, description, icon, probability, type, value')
    .eq('is_active', true)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw error;
  return data;
}

export const roulettePrizesQueryOptions = () =>
  queryOptions({
    queryKey: rouletteKeys.prizes(),
    queryFn: () => getRoulettePrizes(getSupabase()),
  });

export function useRoulettePrizes() {
  return useQuery(roulettePrizesQueryOptions());
}
