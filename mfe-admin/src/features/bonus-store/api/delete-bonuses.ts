import type { BonisClient } from '@bonis/supabase-client';

/**
 * Deletes bonuses by id. What shoppers bought stays theirs: the database keeps their
 * `user_bonuses` rows (with the bonus's name, type and value) and only clears `bonus_id`.
 * Fewer rows deleted than asked (gone already, or refused by RLS) is a failure too.
 */
export async function deleteBonuses(client: BonisClient, ids: readonly string[]): Promise<void> {
  const { data, error } = await client
    .from('bonus_store')
    .delete()
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  if (data.length < ids.length) throw new Error('Bonos sin eliminar');
}
