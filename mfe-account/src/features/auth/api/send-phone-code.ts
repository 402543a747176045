import { mutationOptions, useMutation } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { authKeys } from './auth-keys';

/** Colombia's country code: every phone is sent as +57 and its 10 digits. */
export const PHONE_PREFIX = '+57';

/** '3001234567' → '+573001234567' */
export const toE164 = (digits: string) => `${PHONE_PREFIX}${digits}`;

/** Sends a one-time SMS code (the service creates the user if the phone is new). */
export async function sendPhoneCode(client: BonisClient, phone: string) {
  const { error } = await client.auth.signInWithOtp({ phone });
  if (error) throw error;
}

export const sendPhoneCodeMutationOptions = () =>
  mutationOptions({
    mutationKey: authKeys.phoneCode(),
    mutationFn: (phone: string) => sendPhoneCode(getSupabase(), phone),
  });

export function useSendPhoneCode() {
  return useMutation(sendPhoneCodeMutationOptions());
}
