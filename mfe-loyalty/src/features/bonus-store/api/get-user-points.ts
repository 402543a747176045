import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';

/** The user's points balance (0 when they have no points row yet). */
export async function getUserPoints(client: BonisClient, userId: string): Promise<number> {
  const { data, error } = await client
    .from('user_points')
    .select('current_points')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.current_points ?? 0;
}

export const userPointsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user-points', userId] as const,
    queryFn: () => getUserPoints(getSupabase(), userId),
  });

/**
 * The balance from the server. Screens show the bus's `points` (kept live by the shell);
 * this is for reading it again after spending.
 */
export function useUserPoints(userId: string) {
  return useQuery(userPointsQueryOptions(userId));
}
