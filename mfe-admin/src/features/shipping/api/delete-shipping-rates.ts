import type { BonisClient } from '@bonis/supabase-client';

/**
 * Deletes shipping rates by id. Fewer rows deleted than asked (gone already, or refused by
 * RLS) is a failure too.
 */
export async function deleteShippingRates(
  client: BonisClient,
  ids: readonly string[],
): Promise<void> {
  const { data, error } = await client
    .from('shipping_rates')
    .delete()
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  if (data.length < ids.length) throw new Error('Tarifas de envío sin eliminar');
}
