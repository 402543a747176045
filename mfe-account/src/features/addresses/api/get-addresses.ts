import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';

/**
 * Query keys of the shopper's address book. Namespaced with 'account' (the shell's QueryClient
 * is shared by every remote); every write of the book invalidates `addressKeys.user(userId)`,
 * and so may any other screen that changes it.
 */
export const addressKeys = {
  all: ['account', 'addresses'] as const,
  user: (userId: string) => [...addressKeys.all, userId] as const,
};

/** A saved delivery address (`user_addresses`), as the screens use it. */
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

export const ADDRESS_COLUMNS =
  'id, label, address, department, city, phone, is_default, created_at';

interface AddressRow {
  id: string;
  label: string;
  address: string;
  department: string;
  city: string;
  phone: string | null;
  is_default: boolean;
  created_at: string;
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
export async function getAddresses(client: BonisClient, userId: string): Promise<Address[]> {
  const { data, error } = await client
    .from('user_addresses')
    .select(ADDRESS_COLUMNS)
    .eq('user_id', userId)
    .order('is_default', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map(toAddress);
}

export const addressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: addressKeys.user(userId),
    queryFn: () => getAddresses(getSupabase(), userId),
  });

export function useAddresses(userId: string) {
  return useQuery(addressesQueryOptions(userId));
}
