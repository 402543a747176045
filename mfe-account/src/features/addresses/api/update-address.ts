import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { AddressGoneError } from '../lib/address-errors';
import type { AddressInput } from '../schemas/address';
import { addressKeys } from './get-addresses';

export interface AddressUpdate {
  id: string;
  input: AddressInput;
}

/**
 * Saves the fields of one of the shopper's addresses (RLS: their own). Throws the database's
 * error, or `AddressGoneError` when there is no such address any more.
 */
export async function updateAddress(client: BonisClient, { id, input }: AddressUpdate) {
  const { data, error } = await client
    .from('user_addresses')
    .update({
      label: input.label,
      address: input.address,
      department: input.department,
      city: input.city,
      phone: input.phone || null,
    })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new AddressGoneError();
}

export function useUpdateAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...addressKeys.user(userId), 'update'],
    mutationFn: (update: AddressUpdate) => updateAddress(getSupabase(), update),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.user(userId) }),
  });
}
