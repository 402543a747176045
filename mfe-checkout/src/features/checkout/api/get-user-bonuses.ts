import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type UserBonus } from '@bonis/supabase-client';
import { checkoutKeys } from './checkout-keys';

/** A bonus the shopper can apply at checkout. */
export type CheckoutBonus = Pick<
  UserBonus,
  'id' | 'bonus_name' | 'bonus_type' | 'bonus_value' | 'expires_at' | 'roulette_win_id'
>;

/**
 * The shopper's bonuses that work as a discount: active, not expired, and not a product bonus
 * (the database refuses those at checkout). Soonest to expire first. Throws the error.
 */
export async function getUserBonuses(
  client: BonisClient,
  userId: string,
  now = new Date(),
): Promise<CheckoutBonus[]> {
  const { data, error } = await client
    .from('user_bonuses')
    .select('id, bonus_name, bonus_type, bonus_value, expires_at, roulette_win_id')
    .eq('user_id', userId)
    .eq('status', 'active')
    .gt('expires_at', now.toISOString())
    .neq('bonus_type', 'product')
    .order('expires_at');
  if (error) throw error;
  return data;
}

export const userBonusesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: checkoutKeys.bonuses(userId),
    queryFn: () => getUserBonuses(getSupabase(), userId),
  });

export function useUserBonuses(userId: string) {
  return useQuery(userBonusesQueryOptions(userId));
}
