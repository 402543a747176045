import { mutationOptions, useMutation } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { EmailAlreadyRegisteredError } from '../lib/auth-errors';
import type { RegisterInput } from '../schemas/register';
import { authKeys } from './auth-keys';

/** The register form's values (its schema's output) and where the confirmation link leads. */
export type SignUpInput = Omit<RegisterInput, 'confirmation'> & {
  /** where the confirmation email's link leads: the store's origin */
  redirectTo: string;
};

/**
 * Creates the account (names as sign-up metadata; the database makes the profile from them).
 * Throws the service's error, or `EmailAlreadyRegisteredError` when the service answers a
 * repeated sign-up with a user without identities. A session in the answer means the user is
 * signed in already (no email confirmation configured).
 */
export async function signUp(client: BonisClient, input: SignUpInput) {
  const { data, error } = await client.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      emailRedirectTo: input.redirectTo,
      data: { first_name: input.firstName, last_name: input.lastName },
    },
  });
  if (error) throw error;
  if (data.user && data.user.identities?.length === 0) throw new EmailAlreadyRegisteredError();
  return data;
}

export const signUpMutationOptions = () =>
  mutationOptions({
    mutationKey: authKeys.signUp(),
    mutationFn: (input: SignUpInput) => signUp(getSupabase(), input),
  });

export function useSignUp() {
  return useMutation(signUpMutationOptions());
}
