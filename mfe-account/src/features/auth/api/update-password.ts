import { mutationOptions, useMutation } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { authKeys } from './auth-keys';

/** Sets a new password for the signed-in user; throws the service's error. */
export async function updatePassword(client: BonisClient, password: string) {
  const { error } = await client.auth.updateUser({ password });
  if (error) throw error;
}

export const updatePasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: authKeys.updatePassword(),
    mutationFn: (password: string) => updatePassword(getSupabase(), password),
  });

export function useUpdatePassword() {
  return useMutation(updatePasswordMutationOptions());
}
