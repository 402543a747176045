import type { BonisClient } from '@bonis/supabase-client';

/**
 * Deletes plans by id. The database refuses a plan whose membership shoppers still hold when
 * no other plan gives that membership (P0001 'No se puede eliminar: hay clientes con esta
 * membresía'). Fewer rows deleted than asked (gone already, or refused by RLS) is a failure.
 */
export async function deleteMembershipPlans(
  client: BonisClient,
  ids: readonly string[],
): Promise<void> {
  const { data, error } = await client
    .from('membership_plans')
    .delete()
    .in('id', [...ids])
    .select('id');
  if (error) throw error;
  if (data.length < ids.length) throw new Error('Membresías sin eliminar');
}
