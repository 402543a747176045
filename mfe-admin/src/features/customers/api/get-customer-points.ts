import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { customerKeys } from './customer-keys';

/** A customer's points balance (0 when they have no balance row yet). */
export async function getCustomerPoints(client: BonisClient, userId: string): Promise<number> {
  const { data, error } = await client
    .from('user_points')
    .select('current_points')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.current_points ?? 0;
}

export const customerPointsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: customerKeys.points(userId),
    queryFn: () => getCustomerPoints(getSupabase(), userId),
  });

export const useCustomerPoints = (userId: string) => useQuery(customerPointsQueryOptions(userId));
