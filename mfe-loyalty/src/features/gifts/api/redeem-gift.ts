import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type GiftRedemption } from '@bonis/supabase-client';
import { sharedKeys } from '@bonis/supabase-client/queries';

export type { GiftRedemption };

/**
 * Redeems a gift code (already trimmed and uppercased; the database does it again). The answer
 * (`GiftRedemption`): a membership gift activates the plan for the caller; a coupon becomes a
 * one-use fixed-value discount code of theirs; a wrong, used or too-often-tried code, the
 * buyer's own gift and a gift before its delivery date (Bogotá) are
 * `{ redeemed: false, message }` — the function never raises for them, so the try is counted.
 */
export async function redeemGift(client: BonisClient, code: string): Promise<GiftRedemption> {
  const { data, error } = await client.rpc('redeem_gift', { p_code: code });
  if (error) throw error;
  return data as unknown as GiftRedemption;
}

/**
 * The redemption. A redeemed gift changes the shopper's membership or discount codes: everything
 * read for them is read again (the session's membership also arrives through its realtime
 * profile row).
 */
export function useRedeemGift(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => redeemGift(getSupabase(), code),
    onSuccess: (answer) => {
      if (answer.redeemed) {
        void queryClient.invalidateQueries({ queryKey: sharedKeys.user(userId) });
      }
    },
  });
}
