import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type PointsRedemption } from '@bonis/supabase-client';
import type { CancelRedemptionValues } from '../schemas/redemption-forms';
import { redemptionsKeys } from './get-redemptions';

export interface CancelRedemption extends CancelRedemptionValues {
  id: string;
}

/**
 * Cancels a pending redemption with its reason (`admin_cancel_redemption`): the database gives
 * the points back through the ledger, the unit back to the reward's stock, and emails the
 * shopper. Returns the redemption as it is now; throws the database's refusal.
 */
export async function cancelRedemption(
  client: BonisClient,
  { id, reason }: CancelRedemption,
): Promise<PointsRedemption> {
  const { data, error } = await client.rpc('admin_cancel_redemption', {
    p_redemption_id: id,
    p_reason: reason,
  });
  if (error) throw error;
  return data;
}

/** The queue reads again after an answer, a refusal included (someone else got there first). */
export function useCancelRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CancelRedemption) => cancelRedemption(getSupabase(), values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: redemptionsKeys.all }),
  });
}
