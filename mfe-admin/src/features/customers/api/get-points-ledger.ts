import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type PointsHistoryEntry } from '@bonis/supabase-client';
import { readPage, type ResourcePage } from '../../../components/admin-kit';
import { LEDGER_PAGE_SIZE, customerKeys, pageRange } from './customer-keys';

export type LedgerEntry = Pick<
  PointsHistoryEntry,
  | 'id'
  | 'seq'
  | 'created_at'
  | 'transaction_type'
  | 'points_earned'
  | 'points_used'
  | 'description'
  | 'balance'
>;

const COLUMNS =
  'id, seq, created_at, transaction_type, points_earned, points_used, description, balance';

/**
 * One page of a customer's points ledger (`points_history`), newest movement first (by `seq`,
 * the ledger's order), each with the balance right after it.
 */
export async function getPointsLedger(
  client: BonisClient,
  userId: string,
  page: number,
): Promise<ResourcePage<LedgerEntry>> {
  const request = client
    .from('points_history')
    .select(COLUMNS, { count: 'exact' })
    .eq('user_id', userId);
  return readPage<LedgerEntry>(
    request,
    { key: 'seq', direction: 'desc' },
    pageRange(page, LEDGER_PAGE_SIZE),
    [],
  );
}

export const pointsLedgerQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.ledger(userId, page),
    queryFn: () => getPointsLedger(getSupabase(), userId, page),
    placeholderData: keepPreviousData,
  });

export const usePointsLedger = (userId: string, page: number) =>
  useQuery(pointsLedgerQueryOptions(userId, page));
