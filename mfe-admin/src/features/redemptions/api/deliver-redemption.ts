import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type PointsRedemption } from '@bonis/supabase-client';
import type { DeliverRedemptionValues } from '../schemas/redemption-forms';
import { redemptionsKeys } from './get-redemptions';

export interface DeliverRedemption extends DeliverRedemptionValues {
  id: string;
}

/**
 * Marks a pending redemption delivered (`admin_deliver_redemption`), with the note for the
 * shopper when there is one; the database emails them. Returns the redemption as it is now;
 * throws the database's refusal ('Este canje ya fue entregado', say).
 */
export async function deliverRedemption(
  client: BonisClient,
  { id, note }: DeliverRedemption,
): Promise<PointsRedemption> {
  const { data, error } = await client.rpc('admin_deliver_redemption', {
    p_redemption_id: id,
    ...(note ? { p_note: note } : {}),
  });
  if (error) throw error;
  return data;
}

/** The queue reads again after an answer, a refusal included (someone else got there first). */
export function useDeliverRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DeliverRedemption) => deliverRedemption(getSupabase(), values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: redemptionsKeys.all }),
  });
}
