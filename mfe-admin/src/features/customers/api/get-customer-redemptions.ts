import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  getSupabase,
  type BonisClient,
  type PointsRedemptionOverview,
} from '@bonis/supabase-client';
import { readPage, type ResourcePage } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE, customerKeys, pageRange } from './customer-keys';

export type CustomerRedemption = Pick<
  PointsRedemptionOverview,
  | 'id'
  | 'reward_name'
  | 'reward_tier'
  | 'points_used'
  | 'status'
  | 'note'
  | 'cancel_reason'
  | 'delivered_at'
  | 'cancelled_at'
  | 'created_at'
>;

const COLUMNS =
  'id, reward_name, reward_tier, points_used, status, note, cancel_reason, delivered_at, cancelled_at, created_at';

/** One page of the rewards a customer redeemed with points, newest first. */
export async function getCustomerRedemptions(
  client: BonisClient,
  userId: string,
  page: number,
): Promise<ResourcePage<CustomerRedemption>> {
  const request = client
    .from('points_redemptions_overview')
    .select(COLUMNS, { count: 'exact' })
    .eq('user_id', userId);
  return readPage<CustomerRedemption>(
    request,
    { key: 'created_at', direction: 'desc' },
    pageRange(page, SECTION_PAGE_SIZE),
    'id',
    undefined,
    true,
  );
}

export const customerRedemptionsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.redemptions(userId, page),
    queryFn: () => getCustomerRedemptions(getSupabase(), userId, page),
    placeholderData: keepPreviousData,
  });

export const useCustomerRedemptions = (userId: string, page: number) =>
  useQuery(customerRedemptionsQueryOptions(userId, page));
