import type { BonisClient } from '@bonis/supabase-client';

/**
 * Deletes categories by id. The database moves their products to 'General' and refuses to
 * delete 'general' itself (P0001 'La categoría General no se puede eliminar'). Fewer rows
 * deleted than asked (gone already, or refused by RLS) is a failure too.
 */
export async function deleteCategories(client: BonisClient, ids: readonly string[]): Promise<void> {
  const { data, error } = await client
    .from('categories')
    .delete()
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  if (data.length < ids.length) throw new Error('Categorías sin eliminar');
}
