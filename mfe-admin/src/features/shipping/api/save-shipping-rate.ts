import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { auditTrailKeys } from '../../../components/admin-kit';
import { toShippingRateWrite, type ShippingRateFormValues } from '../schemas/shipping-rate-form';
import {
  SHIPPING_RATE_COLUMNS,
  shippingRateKeys,
  type ShippingRateRow,
} from './get-shipping-rates';

/** Creates a shipping rate (RLS: admins only); returns the new row. */
export async function createShippingRate(
  client: BonisClient,
  values: ShippingRateFormValues,
): Promise<ShippingRateRow> {
  const { data, error } = await client
    .from('shipping_rates')
    .insert(toShippingRateWrite(values))
    .select(SHIPPING_RATE_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

/** Updates a shipping rate by id; fails (PGRST116) when no row was updated. */
export async function updateShippingRate(
  client: BonisClient,
  id: string,
  values: ShippingRateFormValues,
): Promise<ShippingRateRow> {
  const { data, error } = await client
    .from('shipping_rates')
    .update(toShippingRateWrite(values))
    .eq('id', id)
    .select(SHIPPING_RATE_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

export interface SaveShippingRateInput {
  /** the rate being edited; none to create one */
  id?: string;
  values: ShippingRateFormValues;
}

/** Creates or updates a shipping rate, then reads the lists (and any open history) again. */
export function useSaveShippingRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: SaveShippingRateInput) =>
      id
        ? updateShippingRate(getSupabase(), id, values)
        : createShippingRate(getSupabase(), values),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shippingRateKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditTrailKeys.all }),
      ]),
  });
}
