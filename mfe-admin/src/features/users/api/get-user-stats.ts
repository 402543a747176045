import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { userKeys } from './user-keys';

/** The four figures above the list (`admin_user_stats()`). */
export interface UserStats {
  total: number;
  admins: number;
  /** staff ('Personal') accounts; null from a database older than the role */
  staff: number | null;
  members: number;
  newThisMonth: number;
}

const count = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
};

/**
 * The database's counts: every profile, the admins, the members whose plan is current and the
 * accounts created this Bogotá month. Non-admins are refused by the function.
 */
export async function getUserStats(client: BonisClient): Promise<UserStats> {
  const { data, error } = await client.rpc('admin_user_stats');
  if (error) throw error;
  const stats = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return {
    total: count(stats.total),
    admins: count(stats.admins),
    staff: stats.staff === undefined ? null : count(stats.staff),
    members: count(stats.members),
    newThisMonth: count(stats.new_this_month),
  };
}

export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.stats(),
    queryFn: () => getUserStats(getSupabase()),
  });

export const useUserStats = () => useQuery(userStatsQueryOptions());
