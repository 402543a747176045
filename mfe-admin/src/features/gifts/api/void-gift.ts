import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type GiftPurchase } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import type { VoidGiftValues } from '../schemas/void-gift';
import { giftKeys } from './get-gifts';

export interface VoidGift extends VoidGiftValues {
  id: string;
}

/**
 * Voids a paid gift that wasn't redeemed, with its reason (`admin_void_gift`): the database
 * refunds the payment, kills the code and emails the buyer the reason. Returns the gift as it
 * is now; throws the database's refusal ('Este regalo ya fue canjeado: no se puede anular').
 */
export async function voidGift(
  client: BonisClient,
  { id, reason }: VoidGift,
): Promise<GiftPurchase> {
  const { data, error } = await client.rpc('admin_void_gift', { p_gift_id: id, p_reason: reason });
  if (error) throw error;
  return data;
}

/** The list (and any open history) reads again after an answer, a refusal included. */
export function useVoidGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: VoidGift) => voidGift(getSupabase(), values),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: giftKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
}
