import type { BonisClient } from '@bonis/supabase-client';

/**
 * Deletes codes by id. Orders that used them keep their discount (`orders.discount_code_id`
 * becomes null). Fewer rows deleted than asked (gone already, or refused by RLS) is a failure.
 */
export async function deleteDiscountCodes(
  client: BonisClient,
  ids: readonly string[],
): Promise<void> {
  const { data, error } = await client
    .from('discount_codes')
    .delete()
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  if (data.length < ids.length) throw new Error('Códigos sin eliminar');
}
