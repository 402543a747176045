import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type UserBonus } from '@bonis/supabase-client';
import { readPage, type ResourcePage } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE, customerKeys, pageRange } from './customer-keys';

export type CustomerBonus = Pick<
  UserBonus,
  | 'id'
  | 'bonus_name'
  | 'bonus_type'
  | 'bonus_value'
  | 'points_spent'
  | 'status'
  | 'status_reason'
  | 'used_at'
  | 'voided_at'
  | 'expires_at'
  | 'roulette_win_id'
  | 'created_at'
>;

const COLUMNS =
  'id, bonus_name, bonus_type, bonus_value, points_spent, status, status_reason, used_at, voided_at, expires_at, roulette_win_id, created_at';

/** One page of a customer's bonuses (bought with points or won at the roulette), newest first. */
export async function getCustomerBonuses(
  client: BonisClient,
  userId: string,
  page: number,
): Promise<ResourcePage<CustomerBonus>> {
  const request = client
    .from('user_bonuses')
    .select(COLUMNS, { count: 'exact' })
    .eq('user_id', userId);
  return readPage<CustomerBonus>(
    request,
    { key: 'created_at', direction: 'desc' },
    pageRange(page, SECTION_PAGE_SIZE),
    'id',
    undefined,
    true,
  );
}

export const customerBonusesQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.bonuses(userId, page),
    queryFn: () => getCustomerBonuses(getSupabase(), userId, page),
    placeholderData: keepPreviousData,
  });

export const useCustomerBonuses = (userId: string, page: number) =>
  useQuery(customerBonusesQueryOptions(userId, page));
