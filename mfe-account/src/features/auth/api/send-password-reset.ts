import { mutationOptions, useMutation } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import type { ForgotPasswordInput } from '../schemas/forgot-password';
import { authKeys } from './auth-keys';

/** The form's email (its schema's output) and where the email's link leads. */
export type PasswordResetInput = ForgotPasswordInput & {
  /** where the email's link leads: the store's /reset-password */
  redirectTo: string;
};

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
