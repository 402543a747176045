import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type UserBonus } from '@bonis/supabase-client';
import { shopperLoyaltyKeys } from '../../../lib/shopper-loyalty-keys';

export type ActiveBonus = Pick<
  UserBonus,
  'id' | 'bonus_name' | 'bonus_type' | 'bonus_value' | 'expires_at'
>;

/**
 * The shopper's bonuses they can still use ('Mis bonos'): active and not expired, soonest to
 * expire first. Bonuses bought in the bonus store and the discount and free-shipping prizes of
 * the roulette (a spin saves those as bonuses) both land here.
 */
export async function getActiveBonuses(
  client: BonisClient,
  userId: string,
  now = new Date(),
): Promise<ActiveBonus[]> {
  const { data, error } = await client
    .from('user_bonuses')
    .select('id, bonus_name, bonus_type, bonus_value, expires_at')
    .eq('user_id', userId)
    .eq('status', 'active')
    .gt('expires_at', now.toISOString())
    .order('expires_at', { ascending: true });
  if (error) throw error;
  return data;
}

export const activeBonusesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: shopperLoyaltyKeys.bonuses(userId),
    queryFn: () => getActiveBonuses(getSupabase(), userId),
    staleTime: 0,
  });

export function useActiveBonuses(userId: string) {
  return useQuery(activeBonusesQueryOptions(userId));
}
