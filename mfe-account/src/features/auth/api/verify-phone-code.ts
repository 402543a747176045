import { mutationOptions, useMutation } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { authKeys } from './auth-keys';

export interface PhoneCodeInput {
  /** E.164, '+57…' */
  phone: string;
  /** the 6 digits received by SMS */
  token: string;
}

/** Checks the SMS code, which signs the user in; throws the service's error. */
export async function verifyPhoneCode(client: BonisClient, { phone, token }: PhoneCodeInput) {
  const { data, error } = await client.auth.verifyOtp({ phone, token, type: 'sms' });
  if (error) throw error;
  return data;
}

export const verifyPhoneCodeMutationOptions = () =>
  mutationOptions({
    mutationKey: authKeys.verifyPhoneCode(),
    mutationFn: (input: PhoneCodeInput) => verifyPhoneCode(getSupabase(), input),
  });

export function useVerifyPhoneCode() {
  return useMutation(verifyPhoneCodeMutationOptions());
}
