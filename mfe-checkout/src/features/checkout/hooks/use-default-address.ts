import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SavedAddress } from '../api/get-saved-addresses';
import type { CheckoutInput, CheckoutValues } from '../schemas/checkout';
import { applySavedAddress } from '../utils/saved-address';

/**
 * Once the saved addresses are read, fills the form with the default one, unless the form
 * already holds an address (restored from the draft, or typed meanwhile): once per checkout.
 */
export function useDefaultAddress(
  form: UseFormReturn<CheckoutValues, unknown, CheckoutInput>,
  saved: readonly SavedAddress[] | undefined,
) {
  const done = useRef(false);
  useEffect(() => {
    if (!saved || done.current) return;
    done.current = true;
    const { address, department, city } = form.getValues();
    if ([address, department, city].some((value) => value.trim() !== '')) return;
    const preferred = saved.find((entry) => entry.isDefault);
    if (preferred) applySavedAddress(form.setValue, preferred);
  }, [saved, form]);
}
