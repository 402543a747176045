import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@bonis/design-system';
import { FormAlert, FormTextField, showServerError, useSingleSubmit } from '@bonis/forms';
import { useUpdatePassword } from '../api/update-password';
import { classifyAuthError, isServiceError, passwordChangeErrorMessage } from '../lib/auth-errors';
import {
  changePasswordSchema,
  type ChangePasswordInput,
  type ChangePasswordValues,
} from '../schemas/change-password';
import { MIN_PASSWORD_LENGTH } from '../schemas/password';
import { EndAligned, Form } from './auth-form.styles';

const EMPTY: ChangePasswordValues = { password: '', confirmation: '' };

export interface NewPasswordFormProps {
  /** the id of the heading that names the form */
  labelledBy: string;
  /** the password is saved (the fields are empty again) */
  onSaved: () => void;
}

/**
 * A new password twice, checked like the sign-up's (spec §5: 'Las contraseñas no coinciden' on
 * the confirmation, 'La contraseña debe tener al menos 6 caracteres' on the password, both at
 * once when both are wrong), then `auth.updateUser({ password })` for the session's user. The
 * settings' 'Cambiar contraseña' and the reset link's page (/reset-password) are this form. An
 * error keeps the fields and says why in the form.
 */
export function NewPasswordForm({ labelledBy, onSaved }: NewPasswordFormProps) {
  const form = useForm<ChangePasswordValues, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    criteriaMode: 'firstError',
    shouldFocusError: true,
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { control, formState } = form;
  const alertId = useId();
  const update = useUpdatePassword();
  const once = useSingleSubmit();

  const submit = async ({ password }: ChangePasswordInput) => {
    try {
      await update.mutateAsync(password);
    } catch (error) {
      if (!isServiceError(error)) console.error('[mfe-account] password change failed', error);
      const failure = classifyAuthError(error);
      const aboutPassword =
        failure.kind === 'service' &&
        (failure.code === 'weak_password' || failure.code === 'same_password');
      showServerError(form, passwordChangeErrorMessage(error), {
        about: aboutPassword ? ['password'] : [],
      });
      return;
    }
    form.reset(EMPTY);
    onSaved();
  };

  return (
    <Form noValidate onSubmit={once(form.handleSubmit(submit))} aria-labelledby={labelledBy}>
      <FormTextField
        control={control}
        name="password"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        hint={`Mínimo ${MIN_PASSWORD_LENGTH} caracteres`}
        alertId={alertId}
      />
      <FormTextField
        control={control}
        name="confirmation"
        label="Confirmar nueva contraseña"
        type="password"
        autoComplete="new-password"
      />
      <FormAlert id={alertId} errors={formState.errors} submitCount={formState.submitCount} />
      <EndAligned>
        <Button type="submit" loading={formState.isSubmitting}>
          Guardar contraseña
        </Button>
      </EndAligned>
    </Form>
  );
}
