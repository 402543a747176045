import { getSupabase, type BonisClient } from '@bonis/supabase-client';

/** Said when the delete matched no row: RLS refuses the admin's own account, or it was gone. */
export const USER_NOT_DELETED = 'No se eliminó ningún usuario';

/**
 * Deletes a user's profile, and with it their account (the database removes the auth user and
 * everything that is only theirs; their orders stay, without a user). RLS lets an admin delete
 * anyone but themselves: a delete that matched no row throws.
 */
export async function deleteUser(client: BonisClient, userId: string): Promise<void> {
  const { data, error } = await client.from('user_profiles').delete().eq('id', userId).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error(USER_NOT_DELETED);
}

/** The undoable delete's commit: each id in turn. */
export async function deleteUsers(userIds: readonly string[]): Promise<void> {
  const client = getSupabase();
  for (const userId of userIds) await deleteUser(client, userId);
}
