import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type RouletteWin } from '@bonis/supabase-client';
import { checkoutKeys } from './checkout-keys';

/** A roulette prize the shopper can apply at checkout. */
export type CheckoutPrize = Pick<
  RouletteWin,
  'id' | 'prize_name' | 'prize_type' | 'prize_value' | 'expires_at'
>;

/**
 * The shopper's unredeemed, unexpired roulette prizes of type discount or free shipping
 * (spec §7), newest first, leaving out those that a bonus row stands for (a spin saves its
 * prize as a bonus, which the bonus list shows: one prize is listed once). Throws the error.
 */
export async function getRoulettePrizes(
  client: BonisClient,
  userId: string,
  now = new Date(),
): Promise<CheckoutPrize[]> {
  const [wins, claimed] = await Promise.all([
    client
      .from('roulette_wins')
      .select('id, prize_name, prize_type, prize_value, expires_at')
      .eq('user_id', userId)
      .eq('redeemed', false)
      .in('prize_type', ['discount', 'free_shipping'])
      .or(`expires_at.is.null,expires_at.gt."${now.toISOString()}"`)
      .order('created_at', { ascending: false }),
    client
      .from('user_bonuses')
      .select('roulette_win_id')
      .eq('user_id', userId)
      .not('roulette_win_id', 'is', null),
  ]);
  if (wins.error) throw wins.error;
  if (claimed.error) throw claimed.error;
  const asBonus = new Set(claimed.data.map((row) => row.roulette_win_id));
  return wins.data.filter((win) => !asBonus.has(win.id));
}

export const roulettePrizesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: checkoutKeys.prizes(userId),
    queryFn: () => getRoulettePrizes(getSupabase(), userId),
  });

export function useRoulettePrizes(userId: string) {
  return useQuery(roulettePrizesQueryOptions(userId));
}
