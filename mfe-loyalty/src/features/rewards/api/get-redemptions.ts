import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type PointsRedemption } from '@bonis/supabase-client';
import { shopperLoyaltyKeys } from '../../../lib/shopper-loyalty-keys';

/** Redemptions per page of 'Mis canjes'. */
export const REDEMPTIONS_PAGE_SIZE = 10;

export type Redemption = Pick<
  PointsRedemption,
  | 'id'
  | 'reward_name'
  | 'points_used'
  | 'status'
  | 'created_at'
  | 'note'
  | 'delivered_at'
  | 'cancel_reason'
  | 'cancelled_at'
>;

const REDEMPTION_COLUMNS =
  'id, reward_name, points_used, status, created_at, note, delivered_at, cancel_reason, cancelled_at';

export interface RedemptionsPage {
  redemptions: Redemption[];
  total: number;
}

/**
 * One page of the shopper's reward redemptions (RLS: their own), newest first, with their
 * status and what the store said: the note of a delivery, the reason of a cancellation.
 */
export async function getRedemptions(
  client: BonisClient,
  userId: string,
  page: number,
): Promise<RedemptionsPage> {
  const from = (page - 1) * REDEMPTIONS_PAGE_SIZE;
  const { data, error, count } = await client
    .from('points_redemptions_v2')
    .select(REDEMPTION_COLUMNS, { count: 'exact' })
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + REDEMPTIONS_PAGE_SIZE - 1);
  if (error) throw error;
  return { redemptions: data, total: count ?? from + data.length };
}

export const redemptionsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: shopperLoyaltyKeys.redemptionsPage(userId, page),
    queryFn: () => getRedemptions(getSupabase(), userId, page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useRedemptions(userId: string, page: number) {
  return useQuery(redemptionsQueryOptions(userId, page));
}
