import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type PointsTransactionType } from '@bonis/supabase-client';
import { shopperLoyaltyKeys } from '../../../lib/shopper-loyalty-keys';

/** Movements per page of the points history. */
export const HISTORY_PAGE_SIZE = 10;

/** One movement of the ledger, with the balance right after it. */
export interface PointsMovement {
  id: string;
  transaction_type: PointsTransactionType;
  points_earned: number;
  points_used: number;
  description: string;
  created_at: string;
  /** the balance right after this movement, as the ledger stored it */
  balance: number;
}

export interface PointsHistoryPage {
  movements: PointsMovement[];
  /** every movement of the shopper, for the page count */
  total: number;
}

/**
 * One page of the shopper's points ledger, newest first, from the `points_history` view: each
 * movement with the balance the ledger stored right after it, in the ledger's own order (`seq`,
 * strictly increasing per movement: ARCHITECTURE §5 "Points ledger"; two movements of one
 * instant keep their order). Filtered by the user as well as by RLS: an admin may read every
 * ledger.
 */
export async function getPointsHistory(
  client: BonisClient,
  userId: string,
  page: number,
): Promise<PointsHistoryPage> {
  const from = (page - 1) * HISTORY_PAGE_SIZE;
  const { data, error, count } = await client
    .from('points_history')
    .select('id, transaction_type, points_earned, points_used, description, created_at, balance', {
      count: 'exact',
    })
    .eq('user_id', userId)
    .order('seq', { ascending: false })
    .range(from, from + HISTORY_PAGE_SIZE - 1);
  if (error) throw error;
  const movements = data.flatMap((row): PointsMovement[] =>
    row.id && row.transaction_type && row.created_at
      ? [
          {
            id: row.id,
            transaction_type: row.transaction_type,
            points_earned: row.points_earned ?? 0,
            points_used: row.points_used ?? 0,
            description: row.description ?? '',
            created_at: row.created_at,
            balance: row.balance ?? 0,
          },
        ]
      : [],
  );
  return { movements, total: count ?? from + movements.length };
}

export const pointsHistoryQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: shopperLoyaltyKeys.pointsHistoryPage(userId, page),
    queryFn: () => getPointsHistory(getSupabase(), userId, page),
    staleTime: 0,
    // the page shown stays while the next one arrives (no jump to a skeleton)
    placeholderData: keepPreviousData,
  });

export function usePointsHistory(userId: string, page: number) {
  return useQuery(pointsHistoryQueryOptions(userId, page));
}
