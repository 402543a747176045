import type { BonisClient } from '@bonis/supabase-client';
import { saveRow } from '../../../components/admin-kit';
import { toShippingRateWrite, type ShippingRateFormValues } from '../schemas/shipping-rate-form';

/** Creates a shipping rate, or updates it by id (RLS: admins only; PGRST116 when it is gone). */
export const saveShippingRate = (
  client: BonisClient,
  id: string | undefined,
  values: ShippingRateFormValues,
) => saveRow(client, 'shipping_rates', id, toShippingRateWrite(values));
