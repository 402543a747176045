import { mutationOptions, useMutation } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { authKeys } from './auth-keys';

export interface PasswordResetInput {
  email: string;
  /** where the email's link leads: the store's origin */
  redirectTo: string;
}

/** Sends the password-reset email; throws the service's error. */
export async function sendPasswordReset(client: BonisClient, input: PasswordResetInput) {
  const { error } = await client.auth.resetPasswordForEmail(input.email, {
    redirectTo: input.redirectTo,
  });
  if (error) throw error;
}

export const sendPasswordResetMutationOptions = () =>
  mutationOptions({
    mutationKey: authKeys.passwordReset(),
    mutationFn: (input: PasswordResetInput) => sendPasswordReset(getSupabase(), input),
  });

export function useSendPasswordReset() {
  return useMutation(sendPasswordResetMutationOptions());
}
