import { FormTextField } from '@bonis/forms';
import { DB_MESSAGES } from '@bonis/supabase-client';
import {
  FormSelect,
  errorMessage,
  type ResourceFieldsProps,
  type ResourceForm,
} from '../../../components/admin-kit';
import type { AdminUser } from '../api/get-users';
import { USER_GONE, updateUser, type UserEdit } from '../api/update-user';
import { ROLE_LABELS } from '../../../lib/permissions';
import { useCurrentAdminId } from '../hooks/use-current-admin-id';
import { displayName } from '../lib/labels';
import {
  NAME_MAX,
  USER_ROLES,
  editUserSchema,
  userRoleOf,
  type EditUserUpdate,
  type EditUserValues,
} from '../schemas/edit-user';
import { Fields } from './users.styles';

export const EDIT_USER_TOASTS = {
  saved: 'Usuario actualizado',
  failed: 'Error al actualizar usuario',
} as const;

/** Why the role of one's own row is locked (the database's words for the same rule). */
export const OWN_ROLE_LOCKED = DB_MESSAGES.ownAdminRole;

/** What each role may do, under the select (ARCHITECTURE §5 "Roles"). */
export const ROLE_HINT =
  'Personal: pedidos, envíos, canjes, regalos y stock. Administrador: todo, incluidos precios, configuración y roles.';

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The signed-in admin's id (the form's session): their own row's role is locked. */
type AdminId = string | undefined;

function EditUserFields({
  form,
  row,
  session: adminId,
}: ResourceFieldsProps<AdminUser, EditUserValues, EditUserUpdate, AdminId>) {
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
      <FormSelect
        control={form.control}
        name="role"
        label="Rol"
        options={ROLE_OPTIONS}
        disabled={isSelf}
        hint={isSelf ? OWN_ROLE_LOCKED : ROLE_HINT}
      />
    </Fields>
  );
}

/**
 * The update of a save: names and phone, and the role when it changed — never on the admin's
 * own row (the select is locked there; the database refuses it anyway).
 */
export function userEdit(
  { role, ...personal }: EditUserUpdate,
  row: AdminUser | null | undefined,
  adminId: AdminId,
): UserEdit {
  const own = row?.id !== undefined && row.id === adminId;
  const unchanged = row ? role === userRoleOf(row) : false;
  return own || unchanged ? personal : { ...personal, role };
}

/**
 * The admin's edit of a user (spec §6, with the roles of issue 38): first name, last name,
 * phone and 'Rol' (Cliente, Personal, Administrador), checked by the schema (the database's own
 * phone rule) before saving. An admin's own role cannot be changed: the select is disabled, says
 * why, and the role is not sent. A refused save keeps what was typed and toasts 'Error al
 * actualizar usuario' with the database's reason.
 */
export const editUserForm: ResourceForm<AdminUser, EditUserValues, EditUserUpdate, AdminId> = {
  schema: editUserSchema,
  defaults: (user) => ({
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    phone: user?.phone ?? '',
    role: user ? userRoleOf(user) : 'customer',
  }),
  description: (user) => (user ? (user.email ?? displayName(user)) : undefined),
  useSession: useCurrentAdminId,
  Fields: EditUserFields,
  save: (client, id = '', values, row, adminId) =>
    updateUser(client, id, userEdit(values, row, adminId)),
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
