import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type GiftPurchase } from '@bonis/supabase-client';
import type { BuyGiftInput } from '../schemas/gift-form';
import { giftKeys } from './gift-keys';

/**
 * Creates the pending gift purchase (`buy_gift`): the database checks the form again, prices the
 * item and returns the row, with no code yet — the code is issued when `/payment?gift=<id>` is
 * paid. Throws the PostgREST error (a refusal carries the spec's Spanish message).
 */
export async function buyGift(client: BonisClient, input: BuyGiftInput): Promise<GiftPurchase> {
  const { data, error } = await client.rpc('buy_gift', {
    p_gift_type: input.giftType,
    p_gift_value: input.giftValue,
    p_recipient_name: input.recipientName,
    p_recipient_email: input.recipientEmail,
    p_recipient_phone: input.recipientPhone ?? undefined,
    p_message: input.message ?? undefined,
    p_delivery_date: input.deliveryDate,
  });
  if (error) throw error;
  return data;
}

/** The purchase; the buyer's list of sent gifts is read again (the new one waits to be paid). */
export function useBuyGift(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuyGiftInput) => buyGift(getSupabase(), input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: giftKeys.sent(userId) });
    },
  });
}
