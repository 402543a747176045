import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Switch } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { FormTextField, useSingleSubmit } from '@bonis/forms';
import { errorMessage } from '../../../components/admin-kit';
import type { AdminUser } from '../api/get-users';
import { USER_GONE, useUpdateUser } from '../api/update-user';
import {
  NAME_MAX,
  editUserSchema,
  type EditUserUpdate,
  type EditUserValues,
} from '../schemas/edit-user';
import { displayName } from '../lib/labels';
import { Fields, Note } from './users.styles';

export const EDIT_USER_TOASTS = {
  saved: 'Usuario actualizado',
  failed: 'Error al actualizar usuario',
} as const;

/** Why the admin flag of one's own row is locked (the database's words for the same rule). */
export const OWN_ROLE_LOCKED = 'No puedes cambiar tu propio rol de administrador';

const FORM_ID = 'editar-usuario';

const valuesOf = (user: AdminUser): EditUserValues => ({
  firstName: user.first_name,
  lastName: user.last_name,
  phone: user.phone ?? '',
  isAdmin: user.is_admin,
});

/** What the failure toast says under its title: the database's message, when it gave one. */
function failureDescription(error: unknown): string | undefined {
  if (error instanceof Error && error.message === USER_GONE) return USER_GONE;
  return errorMessage(error, '') || undefined;
}

export interface EditUserDialogProps {
  user: AdminUser;
  /** the row is the signed-in admin's own: the admin switch is locked */
  isSelf: boolean;
  onClose: () => void;
}

/**
 * The admin's edit of a user (spec §6): first and last name, phone and the admin flag, checked
 * by the schema (the database's own phone rule) before saving. An admin's own flag cannot be
 * changed: the switch is disabled, says why, and is not sent. A failed save keeps the dialog
 * open with what was typed and toasts the database's reason.
 */
export function EditUserDialog({ user, isSelf, onClose }: EditUserDialogProps) {
  const form = useForm<EditUserValues, unknown, EditUserUpdate>({
    resolver: zodResolver(editUserSchema),
    defaultValues: valuesOf(user),
  });
  const update = useUpdateUser();
  const once = useSingleSubmit();
  const lockedId = useId();
  const submitting = form.formState.isSubmitting;

  const submit = async (values: EditUserUpdate) => {
    const { is_admin: isAdmin, ...personal } = values;
    try {
      await update.mutateAsync({
        userId: user.id,
        update: isSelf ? personal : { ...personal, is_admin: isAdmin },
      });
    } catch (error) {
      console.error('[mfe-admin] user update failed', error);
      bus.getState().toastRequested({
        title: EDIT_USER_TOASTS.failed,
        description: failureDescription(error),
        tone: 'error',
      });
      return;
    }
    bus.getState().toastRequested({ title: EDIT_USER_TOASTS.saved, tone: 'success' });
    onClose();
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!submitting) onClose();
      }}
      title="Editar usuario"
      description={user.email ?? displayName(user)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} loading={submitting}>
            Guardar cambios
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={once(form.handleSubmit(submit))}>
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
      </form>
    </Modal>
  );
}
