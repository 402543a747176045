import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipType } from '@bonis/design-system/bus';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { shopperLoyaltyKeys } from '../../../lib/shopper-loyalty-keys';

/** The user's membership expiry date (`YYYY-MM-DD`), or null when it has none. */
export async function getMembershipExpiry(
  client: BonisClient,
  userId: string,
): Promise<string | null> {
  const { data, error } = await client
    .from('user_profiles')
    .select('membership_expiry')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.membership_expiry ?? null;
}

/**
 * Keyed by the membership type too: when the shell publishes a new type (realtime on the
 * profile), the expiry is read again. Under `sharedKeys.user`, so a payment (a renewal keeps
 * the type but moves the date) reads it again as well.
 */
export const membershipExpiryQueryOptions = (userId: string, membershipType: MembershipType) =>
  queryOptions({
    queryKey: shopperLoyaltyKeys.membershipExpiry(userId, membershipType),
    queryFn: () => getMembershipExpiry(getSupabase(), userId),
  });

export function useMembershipExpiry(userId: string, membershipType: MembershipType) {
  return useQuery(membershipExpiryQueryOptions(userId, membershipType));
}
