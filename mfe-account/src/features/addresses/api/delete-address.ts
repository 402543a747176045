import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { addressKeys } from './get-addresses';

/**
 * Deletes one of the shopper's addresses (RLS: their own). When it was the default, the
 * database makes the newest remaining one the default. Throws its error.
 */
export async function deleteAddress(client: BonisClient, id: string): Promise<void> {
  const { error } = await client.from('user_addresses').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...addressKeys.user(userId), 'delete'],
    mutationFn: (id: string) => deleteAddress(getSupabase(), id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.user(userId) }),
  });
}
