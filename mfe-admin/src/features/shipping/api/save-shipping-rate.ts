import type { BonisClient } from '@bonis/supabase-client';
import { toShippingRateWrite, type ShippingRateFormValues } from '../schemas/shipping-rate-form';

/** Creates a shipping rate, or updates it by id (RLS: admins only; PGRST116 when it is gone). */
export async function saveShippingRate(
  client: BonisClient,
  id: string | undefined,
  values: ShippingRateFormValues,
): Promise<void> {
  const write = toShippingRateWrite(values);
  const { error } = id
    ? await client.from('shipping_rates').update(write).eq('id', id).select('id').single()
    : await client.from('shipping_rates').insert(write).select('id').single();
  if (error) throw error;
}
