import type { BonisClient } from '@bonis/supabase-client';

/**
 * Deletes prizes by id (the wins keep their copy of the prize's name, type and value; their
 * `prize_id` becomes null). Fewer rows deleted than asked (gone already, or refused by RLS) is a
 * failure too.
 */
export async function deletePrizes(client: BonisClient, ids: readonly string[]): Promise<void> {
  const { data, error } = await client
    .from('roulette_prizes')
    .delete()
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  if (data.length < ids.length) throw new Error('Premios sin eliminar');
}
