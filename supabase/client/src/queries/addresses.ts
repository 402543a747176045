import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../browser-client';
import type { BonisClient } from '../client';
import type { UserAddress } from '../rows';
import { sharedKeys } from './keys';

/**
 * The shopper's address book (`user_addresses`), read by mfe-account's 'Mis direcciones' and by
 * mfe-checkout's saved addresses under one key (`sharedKeys.addresses`): a write in either
 * invalidates it, and both show the same list.
 */

/** The columns read; an address row as the database answers it. */
export const ADDRESS_COLUMNS =
  'id, label, address, department, city, phone, is_default, created_at';
export type AddressRow = Pick<
  UserAddress,
  'id' | 'label' | 'address' | 'department' | 'city' | 'phone' | 'is_default' | 'created_at'
>;

/** A saved delivery address, as the screens use it. */
export interface Address {
  id: string;
  /** what the shopper calls it: 'Casa', 'Oficina' */
  label: string;
  address: string;
  department: string;
  city: string;
  /** ten digits, or null */
  phone: string | null;
  isDefault: boolean;
  createdAt: string;
}

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  label: row.label,
  address: row.address,
  department: row.department,
  city: row.city,
  phone: row.phone,
  isDefault: row.is_default,
  createdAt: row.created_at,
});

/** The shopper's own addresses (RLS: only their own), the default first, then newest first. */
export async function fetchAddresses(client: BonisClient, userId: string): Promise<Address[]> {
  const { data, error } = await client
    .from('user_addresses')
    .select(ADDRESS_COLUMNS)
    .eq('user_id', userId)
    .order('is_default', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map(toAddress);
}

export const addressesQuery = (userId: string) =>
  queryOptions({
    queryKey: sharedKeys.addresses(userId),
    queryFn: () => fetchAddresses(getSupabase(), userId),
  });

export function useAddresses(userId: string) {
  return useQuery(addressesQuery(userId));
}
