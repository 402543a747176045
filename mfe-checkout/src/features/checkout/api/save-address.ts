import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, userErrorMessage, type BonisClient } from '@bonis/supabase-client';
import { sharedKeys, toastMessage } from '@bonis/supabase-client/queries';

/** What the shopper asked to keep of the order's address. */
export interface NewSavedAddress {
  label: string;
  address: string;
  department: string;
  city: string;
  /** a Colombian mobile, ten digits; null when the order's phone is not one */
  phone: string | null;
}

/** The toast when the address could not be kept (the order itself was placed). */
export const SAVE_ADDRESS_FAILED = 'No se pudo guardar la dirección';

/**
 * Adds an address to the shopper's book (`user_addresses`; RLS: their own rows). The database
 * keeps at most 10 ('Puedes guardar hasta 10 direcciones') and makes the first one the default.
 * Throws the error.
 */
export async function saveAddress(
  client: BonisClient,
  userId: string,
  address: NewSavedAddress,
): Promise<void> {
  const { error } = await client.from('user_addresses').insert({ user_id: userId, ...address });
  if (error) throw error;
}

/**
 * Saves the placed order's address when the shopper asked to. Runs after the order: its
 * outcome doesn't touch the order, and it is told even once the checkout has gone (the hook's
 * own callbacks run after an unmount): a refusal as the database's words, else
 * 'No se pudo guardar la dirección'.
 */
export function useSaveAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: NewSavedAddress) => saveAddress(getSupabase(), userId, address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.addresses(userId) }),
    onError: (error) => {
      const message = userErrorMessage(error, SAVE_ADDRESS_FAILED);
      if (message === SAVE_ADDRESS_FAILED) {
        console.error('[mfe-checkout] saving the address failed', error);
      }
      toastMessage(message);
    },
  });
}
