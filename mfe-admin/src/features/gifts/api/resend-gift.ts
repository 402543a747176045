import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type GiftPurchase } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import { giftKeys } from './get-gifts';

/**
 * Queues a gift's delivery email again (`admin_resend_gift`): a sent gift's, or a paid gift's
 * that is due and wasn't sent. Returns the gift as it is now; throws the database's refusal
 * ('Este regalo ya fue canjeado', 'El regalo se enviará el …').
 */
export async function resendGift(client: BonisClient, id: string): Promise<GiftPurchase> {
  const { data, error } = await client.rpc('admin_resend_gift', { p_gift_id: id });
  if (error) throw error;
  return data;
}

/** The list (and any open history) reads again after an answer, a refusal included. */
export function useResendGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resendGift(getSupabase(), id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: giftKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
}
