import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import {
  firstError,
  FormAlert,
  FormTextField,
  showServerError,
  useSingleSubmit,
} from '@bonis/forms';
import { useUpdatePassword } from '../api/update-password';
import {
  classifyAuthError,
  isServiceError,
  PASSWORD_CHANGE_MESSAGES,
  passwordChangeErrorMessage,
} from '../lib/auth-errors';
import {
  changePasswordSchema,
  type ChangePasswordInput,
  type ChangePasswordValues,
} from '../schemas/change-password';
import { MIN_PASSWORD_LENGTH } from '../schemas/password';
import { EndAligned, Form } from './auth-form.styles';

const EMPTY: ChangePasswordValues = { password: '', confirmation: '' };

/**
 * The settings tab's 'Cambiar contraseña': a new password twice, checked like the sign-up's,
 * then `auth.updateUser({ password })`. The fields empty on success; an error keeps them.
 */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordValues, unknown, ChangePasswordInput>({
    resolver: firstError(zodResolver(changePasswordSchema)),
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
    bus.getState().toastRequested({
      title: PASSWORD_CHANGE_MESSAGES.changed,
      description: 'Usa tu nueva contraseña la próxima vez que inicies sesión.',
      tone: 'success',
    });
  };

  return (
    <Card as="section" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Cambiar contraseña</h2>
      <Form
        noValidate
        onSubmit={once(form.handleSubmit(submit))}
        aria-labelledby="change-password-title"
      >
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
    </Card>
  );
}
