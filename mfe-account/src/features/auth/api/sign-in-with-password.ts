import { mutationOptions, useMutation } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import type { LoginInput } from '../schemas/login';
import { authKeys } from './auth-keys';

/** The login form's values (its schema's output). */
export type PasswordCredentials = LoginInput;

/** Signs in with email and password; throws the service's error. */
export async function signInWithPassword(client: BonisClient, credentials: PasswordCredentials) {
  const { data, error } = await client.auth.signInWithPassword(credentials);
  if (error) throw error;
  return data;
}

export const signInWithPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: authKeys.signInWithPassword(),
    mutationFn: (credentials: PasswordCredentials) =>
      signInWithPassword(getSupabase(), credentials),
  });

export function useSignInWithPassword() {
  return useMutation(signInWithPasswordMutationOptions());
}
