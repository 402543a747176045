import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type UserAddress } from '@bonis/supabase-client';
import { checkoutKeys } from './checkout-keys';

/** A saved address as the checkout offers it. */
export type SavedAddress = Pick<
  UserAddress,
  'id' | 'label' | 'address' | 'department' | 'city' | 'phone' | 'is_default'
>;

/**
 * The shopper's saved addresses (`user_addresses`; RLS: only their own, at most 10), the
 * default first, then the newest. Throws the error.
 */
export async function getSavedAddresses(
  client: BonisClient,
  userId: string,
): Promise<SavedAddress[]> {
  const { data, error } = await client
    .from('user_addresses')
    .select('id, label, address, department, city, phone, is_default')
    .eq('user_id', userId)
    .order('is_default', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const savedAddressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: checkoutKeys.savedAddresses(userId),
    queryFn: () => getSavedAddresses(getSupabase(), userId),
  });

export function useSavedAddresses(userId: string) {
  return useQuery(savedAddressesQueryOptions(userId));
}
