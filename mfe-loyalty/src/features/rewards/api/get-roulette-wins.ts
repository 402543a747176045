import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type RouletteWin } from '@bonis/supabase-client';
import { shopperLoyaltyKeys } from '../../../lib/shopper-loyalty-keys';

export type UnclaimedWin = Pick<
  RouletteWin,
  'id' | 'prize_name' | 'prize_type' | 'prize_value' | 'expires_at'
>;

/**
 * The shopper's roulette prizes not used yet and not expired, soonest to expire first —
 * leaving out points (credited at once, so never pending) and the prizes a bonus row stands
 * for (the bonus list shows those: one prize is listed once, as checkout lists them).
 */
export async function getUnclaimedWins(
  client: BonisClient,
  userId: string,
  now = new Date(),
): Promise<UnclaimedWin[]> {
  const [wins, claimed] = await Promise.all([
    client
      .from('roulette_wins')
      .select('id, prize_name, prize_type, prize_value, expires_at')
      .eq('user_id', userId)
      .eq('redeemed', false)
      .neq('prize_type', 'points')
      .or(`expires_at.is.null,expires_at.gt."${now.toISOString()}"`)
      .order('expires_at', { ascending: true, nullsFirst: false }),
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

export const unclaimedWinsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: shopperLoyaltyKeys.rouletteWins(userId),
    queryFn: () => getUnclaimedWins(getSupabase(), userId),
    staleTime: 0,
  });

export function useUnclaimedWins(userId: string) {
  return useQuery(unclaimedWinsQueryOptions(userId));
}
