import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Switch } from '@bonis/design-system';
import { FormTextField } from '@bonis/forms';
import { DB_MESSAGES } from '@bonis/supabase-client';
import {
  errorMessage,
  type ResourceFieldsProps,
  type ResourceForm,
} from '../../../components/admin-kit';
import type { AdminUser } from '../api/get-users';
import { USER_GONE, updateUser } from '../api/update-user';
import { useCurrentAdminId } from '../hooks/use-current-admin-id';
import { displayName } from '../lib/labels';
import {
  NAME_MAX,
  editUserSchema,
  type EditUserUpdate,
  type EditUserValues,
} from '../schemas/edit-user';
import { Fields, Note } from './users.styles';

export const EDIT_USER_TOASTS = {
  saved: 'Usuario actualizado',
  failed: 'Error al actualizar usuario',
} as const;

/** Why the admin flag of one's own row is locked (the database's words for the same rule). */
export const OWN_ROLE_LOCKED = DB_MESSAGES.ownAdminRole;

/** The signed-in admin's id (the form's session): their own row's admin flag is locked. */
type AdminId = string | undefined;

function EditUserFields({
  form,
  row,
  session: adminId,
}: ResourceFieldsProps<AdminUser, EditUserValues, EditUserUpdate, AdminId>) {
  const lockedId = useId();
  const isSelf = row !== null && row.id === adminId;
  return (
    <Fields>
      <FormTextField
        control={form.control}
        name="firstName"
        label="Nombre"
        autoComplete="off"
        maxLength={NAME_MAX}
      />
      <FormTextField
        control={form.control}
        name="lastName"
        label="Apellido"
        autoComplete="off"
        maxLength={NAME_MAX}
      />
      <FormTextField
        control={form.control}
        name="phone"
        label="Teléfono"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint="Opcional. Dígitos y espacios, con + al inicio si quieres."
      />
      <Controller
        control={form.control}
        name="isAdmin"
        render={({ field }) => (
          <Switch
            label="Administrador"
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={isSelf}
            aria-describedby={isSelf ? lockedId : undefined}
          />
        )}
      />
      {isSelf && <Note id={lockedId}>{OWN_ROLE_LOCKED}</Note>}
    </Fields>
  );
}

/**
 * The admin's edit of a user (spec §6): first and last name, phone and the admin flag, checked
 * by the schema (the database's own phone rule) before saving. An admin's own flag cannot be
 * changed: the switch is disabled, says why, and is not sent. A refused save keeps what was
 * typed and toasts 'Error al actualizar usuario' with the database's reason.
 */
export const editUserForm: ResourceForm<AdminUser, EditUserValues, EditUserUpdate, AdminId> = {
  schema: editUserSchema,
  defaults: (user) => ({
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    phone: user?.phone ?? '',
    isAdmin: user?.is_admin ?? false,
  }),
  description: (user) => (user ? (user.email ?? displayName(user)) : undefined),
  useSession: useCurrentAdminId,
  Fields: EditUserFields,
  save: (client, id = '', { is_admin: isAdmin, ...personal }, _row, adminId) =>
    updateUser(client, id, id === adminId ? personal : { ...personal, is_admin: isAdmin }),
  title: { create: 'Editar usuario', edit: 'Editar usuario' },
  submit: { create: 'Guardar cambios', edit: 'Guardar cambios' },
  created: EDIT_USER_TOASTS.saved,
  updated: EDIT_USER_TOASTS.saved,
  saveError: EDIT_USER_TOASTS.failed,
  saveErrorDescription: (error) =>
    error instanceof Error && error.message === USER_GONE
      ? USER_GONE
      : errorMessage(error, '') || undefined,
};
