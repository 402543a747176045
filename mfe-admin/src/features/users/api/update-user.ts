import type { BonisClient } from '@bonis/supabase-client';
import type { EditUserUpdate } from '../schemas/edit-user';

/** What an admin's edit sends: the form's columns; no `is_admin` when editing their own row. */
export type UserEdit = Omit<EditUserUpdate, 'is_admin'> & Partial<Pick<EditUserUpdate, 'is_admin'>>;

/** The profile is gone (deleted meanwhile): the update matched no row. */
export const USER_GONE = 'El usuario ya no existe';

/**
 * Saves an admin's edit of a profile: names, phone and admin flag, by id. The database refuses
 * an admin changing their own admin flag ('No puedes cambiar tu propio rol de administrador');
 * an update that matched no row is a failure too.
 */
export async function updateUser(
  client: BonisClient,
  userId: string,
  update: UserEdit,
): Promise<void> {
  const { data, error } = await client
    .from('user_profiles')
    .update(update)
    .eq('id', userId)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error(USER_GONE);
}
