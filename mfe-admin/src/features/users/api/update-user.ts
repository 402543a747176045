import type { BonisClient } from '@bonis/supabase-client';
import type { EditUserUpdate } from '../schemas/edit-user';

/**
 * What an admin's edit sends: the form's columns; `role` only when it changes (never on their
 * own row), so an edit of a phone can't overwrite a role another admin just set.
 */
export type UserEdit = Omit<EditUserUpdate, 'role'> & Partial<Pick<EditUserUpdate, 'role'>>;

/** The profile is gone (deleted meanwhile): the update matched no row. */
export const USER_GONE = 'El usuario ya no existe';

/**
 * Saves an admin's edit of a profile: names, phone and role, by id. The database refuses an
 * admin changing their own role ('No puedes cambiar tu propio rol de administrador') and staff
 * editing anyone else ('El rol Personal no puede editar usuarios'); an update that matched no
 * row is a failure too.
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
