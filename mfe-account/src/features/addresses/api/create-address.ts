import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import type { AddressInput } from '../schemas/address';
import { addressKeys } from './get-addresses';

/**
 * Adds an address to the shopper's book (the row's owner is the caller: `user_id` defaults to
 * `auth.uid()`). The database makes the first one the default and refuses an eleventh
 * (`DB_MESSAGES.addressBookFull`); its error is thrown.
 */
export async function createAddress(client: BonisClient, input: AddressInput): Promise<void> {
  const { error } = await client.from('user_addresses').insert({
    label: input.label,
    address: input.address,
    department: input.department,
    city: input.city,
    phone: input.phone || null,
  });
  if (error) throw error;
}

export function useCreateAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...addressKeys.user(userId), 'create'],
    mutationFn: (input: AddressInput) => createAddress(getSupabase(), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.user(userId) }),
  });
}
