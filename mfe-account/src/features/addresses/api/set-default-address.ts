import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { AddressGoneError } from '../lib/address-errors';
import { addressKeys } from './get-addresses';

/**
 * Makes one of the shopper's addresses the default. The database unsets the one that was (a
 * shopper has exactly one default). Throws its error, or `AddressGoneError` when there is no
 * such address any more.
 */
export async function setDefaultAddress(client: BonisClient, id: string): Promise<void> {
  const { data, error } = await client
    .from('user_addresses')
    .update({ is_default: true })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new AddressGoneError();
}

export function useSetDefaultAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...addressKeys.user(userId), 'set-default'],
    mutationFn: (id: string) => setDefaultAddress(getSupabase(), id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.user(userId) }),
  });
}
