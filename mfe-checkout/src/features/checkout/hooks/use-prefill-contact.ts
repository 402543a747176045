import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useContactPrefill, type ContactPrefill } from '../api/get-contact-prefill';
import type { CheckoutInput, CheckoutValues } from '../schemas/checkout';

const PREFILLED: readonly (keyof ContactPrefill)[] = ['firstName', 'lastName', 'phone', 'email'];

/**
 * Fills the contact fields once from the shopper's profile (names, phone without +57) and the
 * account's email, leaving alone any field the shopper has already typed in. A profile that
 * can't be read leaves the fields empty (logged).
 */
export function usePrefillContact(
  userId: string,
  form: UseFormReturn<CheckoutValues, unknown, CheckoutInput>,
) {
  const prefill = useContactPrefill(userId);
  const done = useRef(false);

  useEffect(() => {
    if (prefill.error) console.error('[mfe-checkout] reading the profile failed', prefill.error);
  }, [prefill.error]);

  useEffect(() => {
    const data = prefill.data;
    if (!data || done.current) return;
    done.current = true;
    for (const name of PREFILLED) {
      if (data[name] !== '' && form.getValues(name).trim() === '') {
        form.setValue(name, data[name]);
      }
    }
  }, [prefill.data, form]);
}
