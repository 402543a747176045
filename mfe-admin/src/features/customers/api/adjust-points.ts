import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import type { AdjustPoints } from '../schemas/adjust-points';
import { auditTrailKeys } from '../../../components/admin-kit';
import { customerKeys } from './customer-keys';

/**
 * Gives (a positive amount) or takes (a negative one) a customer's points with a reason the
 * shopper reads in their history (`admin_adjust_points`: admins only, one 'adjustment' row in
 * the ledger, never below zero). Returns the new balance.
 */
export async function adjustPoints(
  client: BonisClient,
  userId: string,
  { amount, reason }: AdjustPoints,
): Promise<number> {
  const { data, error } = await client.rpc('admin_adjust_points', {
    p_user_id: userId,
    p_amount: amount,
    p_reason: reason,
  });
  if (error) throw error;
  return data;
}

/**
 * The adjustment; afterwards (done or refused) the balance, the ledger and the points' history
 * of changes are read again.
 */
export function useAdjustPoints(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: AdjustPoints) => adjustPoints(getSupabase(), userId, adjustment),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.points(userId) }),
        queryClient.invalidateQueries({
          queryKey: auditTrailKeys.record('user_points', userId),
        }),
      ]),
  });
}
