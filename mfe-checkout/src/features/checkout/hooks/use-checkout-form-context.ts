import { useFormContext } from 'react-hook-form';
import type { CheckoutInput, CheckoutValues } from '../schemas/checkout';

/** The checkout form (react-hook-form), from inside its sections. */
export function useCheckoutFormContext() {
  return useFormContext<CheckoutValues, unknown, CheckoutInput>();
}
