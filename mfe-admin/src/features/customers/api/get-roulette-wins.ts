import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type RouletteWin } from '@bonis/supabase-client';
import { readPage, type ResourcePage } from '../../../components/admin-kit';
import { SECTION_PAGE_SIZE, customerKeys, pageRange } from './customer-keys';

export type CustomerRouletteWin = Pick<
  RouletteWin,
  | 'id'
  | 'prize_name'
  | 'prize_type'
  | 'prize_value'
  | 'redeemed'
  | 'redeemed_at'
  | 'expires_at'
  | 'created_at'
>;

const COLUMNS =
  'id, prize_name, prize_type, prize_value, redeemed, redeemed_at, expires_at, created_at';

/** One page of what a customer won at the roulette, newest first. */
export async function getRouletteWins(
  client: BonisClient,
  userId: string,
  page: number,
): Promise<ResourcePage<CustomerRouletteWin>> {
  const request = client
    .from('roulette_wins')
    .select(COLUMNS, { count: 'exact' })
    .eq('user_id', userId);
  return readPage<CustomerRouletteWin>(
    request,
    { key: 'created_at', direction: 'desc' },
    pageRange(page, SECTION_PAGE_SIZE),
    'id',
    undefined,
    true,
  );
}

export const rouletteWinsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.wins(userId, page),
    queryFn: () => getRouletteWins(getSupabase(), userId, page),
    placeholderData: keepPreviousData,
  });

export const useRouletteWins = (userId: string, page: number) =>
  useQuery(rouletteWinsQueryOptions(userId, page));
