import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getSupabase,
  type BonisClient,
  type MembershipPurchaseQuote,
} from '@bonis/supabase-client';
import { sharedKeys } from '@bonis/supabase-client/queries';
import { isUuid } from './get-payable';

/**
 * What paying one of the caller's pending membership purchases now would give them
 * (`membership_purchase_quote`): the plan, when it starts and ends, the running plan's days that
 * are kept, and whether it can be paid at all (and why not). Throws the PostgREST error: an
 * unknown purchase is refused in Spanish ('Membresía no encontrada').
 */
export async function getMembershipQuote(
  client: BonisClient,
  purchaseId: string,
): Promise<MembershipPurchaseQuote> {
  const { data, error } = await client.rpc('membership_purchase_quote', {
    p_purchase_id: purchaseId,
  });
  if (error) throw error;
  return data as unknown as MembershipPurchaseQuote;
}

/**
 * Under `sharedKeys.user`: a payment (or a refusal) reads it again with the payable, and the
 * shell's sign-out drops it.
 */
export const membershipQuoteQueryOptions = (userId: string, purchaseId: string) =>
  queryOptions({
    queryKey: [...sharedKeys.user(userId), 'checkout', 'membership-quote', purchaseId] as const,
    queryFn: () => getMembershipQuote(getSupabase(), purchaseId),
  });

/**
 * The quote of the membership purchase /payment names (null for none: nothing is read), read
 * again whenever the page mounts (the running membership may have changed). Read beside the
 * payable, not after it.
 */
export function useMembershipQuote(userId: string | undefined, purchaseId: string | null) {
  return useQuery({
    ...membershipQuoteQueryOptions(userId ?? '', purchaseId ?? ''),
    enabled: userId !== undefined && purchaseId !== null && isUuid(purchaseId),
    refetchOnMount: 'always',
  });
}
