import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type MembershipPurchase } from '@bonis/supabase-client';
import { readPage, type ResourcePage } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE, customerKeys, pageRange } from './customer-keys';

export type CustomerMembershipPurchase = Pick<
  MembershipPurchase,
  | 'id'
  | 'plan_name'
  | 'membership_type'
  | 'duration_days'
  | 'amount'
  | 'payment_status'
  | 'payment_method'
  | 'paid_at'
  | 'expires_on'
  | 'closed_reason'
  | 'created_at'
>;

const COLUMNS =
  'id, plan_name, membership_type, duration_days, amount, payment_status, payment_method, paid_at, expires_on, closed_reason, created_at';

/** One page of the plans a customer chose (paid or not), newest first. */
export async function getMembershipPurchases(
  client: BonisClient,
  userId: string,
  page: number,
): Promise<ResourcePage<CustomerMembershipPurchase>> {
  const request = client
    .from('membership_purchases')
    .select(COLUMNS, { count: 'exact' })
    .eq('user_id', userId);
  return readPage<CustomerMembershipPurchase>(
    request,
    { key: 'created_at', direction: 'desc' },
    pageRange(page, SECTION_PAGE_SIZE),
    'id',
    undefined,
    true,
  );
}

export const membershipPurchasesQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.memberships(userId, page),
    queryFn: () => getMembershipPurchases(getSupabase(), userId, page),
    placeholderData: keepPreviousData,
  });

export const useMembershipPurchases = (userId: string, page: number) =>
  useQuery(membershipPurchasesQueryOptions(userId, page));
