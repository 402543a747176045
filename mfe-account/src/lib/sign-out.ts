import { mutationOptions, useMutation } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';

/** Signs out of this browser; throws the service's error. The shell's listener clears the bus. */
export async function signOut(client: BonisClient) {
  const { error } = await client.auth.signOut();
  if (error) throw error;
}

export const signOutMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'auth', 'sign-out'],
    mutationFn: () => signOut(getSupabase()),
  });

export function useSignOut() {
  return useMutation(signOutMutationOptions());
}
