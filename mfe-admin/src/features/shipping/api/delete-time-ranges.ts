import type { BonisClient } from '@bonis/supabase-client';

/**
 * Deletes time ranges by id. Orders that chose one keep their slot's text
 * (`shipping_address.shippingOption`); their `shipping_time_range_id` becomes null. Fewer rows
 * deleted than asked (gone already, or refused by RLS) is a failure too.
 */
export async function deleteTimeRanges(client: BonisClient, ids: readonly string[]): Promise<void> {
  const { data, error } = await client
    .from('shipping_time_ranges')
    .delete()
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  if (data.length < ids.length) throw new Error('Rangos horarios sin eliminar');
}
