import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { phoneDigits } from '../schemas/checkout';
import { checkoutKeys } from './checkout-keys';

/** What the contact fields start with: the profile's names and phone, the account's email. */
export interface ContactPrefill {
  firstName: string;
  lastName: string;
  /** the national number, without +57 */
  phone: string;
  email: string;
}

/** A stored phone as the field holds it: digits, without the +57 prefix, at most ten. */
export function nationalPhone(stored: string | null | undefined): string {
  return phoneDigits(stored ?? '', '+57');
}

/**
 * The shopper's profile row (first_name, last_name, phone; none yet is fine) and the email of
 * the session supabase-js keeps. Throws the profile's error.
 */
export async function getContactPrefill(
  client: BonisClient,
  userId: string,
): Promise<ContactPrefill> {
  const [profile, session] = await Promise.all([
    client
      .from('user_profiles')
      .select('first_name, last_name, phone')
      .eq('id', userId)
      .maybeSingle(),
    client.auth.getSession(),
  ]);
  if (profile.error) throw profile.error;
  return {
    firstName: profile.data?.first_name.trim() ?? '',
    lastName: profile.data?.last_name.trim() ?? '',
    phone: nationalPhone(profile.data?.phone),
    email: session.data.session?.user.email ?? '',
  };
}

export const contactPrefillQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: checkoutKeys.contact(userId),
    queryFn: () => getContactPrefill(getSupabase(), userId),
    staleTime: Infinity,
  });

export function useContactPrefill(userId: string) {
  return useQuery(contactPrefillQueryOptions(userId));
}
