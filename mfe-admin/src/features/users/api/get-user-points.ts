import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { userKeys } from './user-keys';

/** A user's points balance (0 when they have no balance row yet). */
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
    queryKey: userKeys.points(userId),
    queryFn: () => getUserPoints(getSupabase(), userId),
  });

export const useUserPoints = (userId: string) => useQuery(userPointsQueryOptions(userId));
