import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getSupabase,
  type BonisClient,
  type MembershipPurchaseStart,
} from '@bonis/supabase-client';
import { sharedKeys } from '@bonis/supabase-client/queries';

/**
 * Starts buying a plan in the database (`start_membership_purchase`): it creates (or reuses) the
 * caller's pending purchase of that plan, or activates a free plan at once. The caller comes
 * from the session, never from an argument. Throws the PostgREST error: the function refuses in
 * Spanish ('Plan actual - Ya tienes esta membresía activa', …).
 */
export async function startMembershipPurchase(
  client: BonisClient,
  planId: string,
): Promise<MembershipPurchaseStart> {
  const { data, error } = await client.rpc('start_membership_purchase', { p_plan_id: planId });
  if (error) throw error;
  return data as unknown as MembershipPurchaseStart;
}

/**
 * The mutation. A free plan activated at once changes the shopper's profile: everything read
 * for them is read again (the shell's realtime brings the new membership type to the session).
 */
export function useStartMembershipPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId }: { planId: string; userId: string }) =>
      startMembershipPurchase(getSupabase(), planId),
    onSuccess: (result, { userId }) => {
      if (result.activated) {
        void queryClient.invalidateQueries({ queryKey: sharedKeys.user(userId) });
      }
    },
  });
}
