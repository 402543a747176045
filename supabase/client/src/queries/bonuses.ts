import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../browser-client';
import type { BonisClient } from '../client';
import type { RouletteWin, UserBonus } from '../rows';
import { sharedKeys } from './keys';

/** A bonus the shopper holds: bought in the bonus store, or a roulette prize saved as a bonus. */
export type ShopperBonus = Pick<
  UserBonus,
  'id' | 'bonus_name' | 'bonus_type' | 'bonus_value' | 'expires_at' | 'roulette_win_id'
>;

/** A roulette prize the shopper won and has not used, that no bonus row stands for. */
export type UnclaimedPrize = Pick<
  RouletteWin,
  'id' | 'prize_name' | 'prize_type' | 'prize_value' | 'expires_at'
>;

/**
 * The shopper's bonuses they can still use: active and not expired, soonest to expire first.
 * What each remote shows of them is its own (checkout offers those that work as a discount;
 * the rewards page lists them all). Throws the PostgREST error.
 */
export async function fetchActiveBonuses(
  client: BonisClient,
  userId: string,
  now = new Date(),
): Promise<ShopperBonus[]> {
  const { data, error } = await client
    .from('user_bonuses')
    .select('id, bonus_name, bonus_type, bonus_value, expires_at, roulette_win_id')
    .eq('user_id', userId)
    .eq('status', 'active')
    .gt('expires_at', now.toISOString())
    .order('expires_at', { ascending: true });
  if (error) throw error;
  return data;
}

/**
 * The shopper's roulette prizes not used yet and not expired, soonest to expire first, leaving
 * out points (credited at once) and the prizes a bonus row stands for (a spin saves discount and
 * free-shipping prizes as bonuses, which the bonus list shows: one prize is listed once).
 * Throws the PostgREST error.
 */
export async function fetchUnclaimedPrizes(
  client: BonisClient,
  userId: string,
  now = new Date(),
): Promise<UnclaimedPrize[]> {
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

/** Read again whenever a view mounts: a spin, a purchase or an order elsewhere changes them. */
export const activeBonusesQuery = (userId: string) =>
  queryOptions({
    queryKey: sharedKeys.bonuses(userId),
    queryFn: () => fetchActiveBonuses(getSupabase(), userId),
    staleTime: 0,
  });

export const unclaimedPrizesQuery = (userId: string) =>
  queryOptions({
    queryKey: sharedKeys.prizes(userId),
    queryFn: () => fetchUnclaimedPrizes(getSupabase(), userId),
    staleTime: 0,
  });

/** The signed-in shopper's active bonuses; `select` narrows them for a view. */
export function useActiveBonuses<T = ShopperBonus[]>(
  userId: string,
  select?: (bonuses: ShopperBonus[]) => T,
) {
  return useQuery({ ...activeBonusesQuery(userId), select });
}

/** The signed-in shopper's unclaimed roulette prizes; `select` narrows them for a view. */
export function useUnclaimedPrizes<T = UnclaimedPrize[]>(
  userId: string,
  select?: (prizes: UnclaimedPrize[]) => T,
) {
  return useQuery({ ...unclaimedPrizesQuery(userId), select });
}
