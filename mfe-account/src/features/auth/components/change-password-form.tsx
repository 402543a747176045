import { useRef, useState, type FormEvent } from 'react';
import { Button, Card } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { useUpdatePassword } from '../api/update-password';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
import {
  classifyAuthError,
  isServiceError,
  PASSWORD_CHANGE_MESSAGES,
  passwordChangeErrorMessage,
} from '../lib/auth-errors';
import { AuthField } from './auth-field';
import { EndAligned, Form } from './auth-form.styles';
import { FormAlert } from './form-alert';
import { MIN_PASSWORD_LENGTH, REGISTER_VALIDATION } from './register-form';

type Field = 'password' | 'confirmation';

/** The new password's rules, in the sign-up's order: the two must match, then the length. */
export function validateNewPassword(
  password: string,
  confirmation: string,
): { field: Field; message: string } | null {
  if (password !== confirmation) {
    return { field: 'confirmation', message: REGISTER_VALIDATION.passwordsDiffer };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { field: 'password', message: REGISTER_VALIDATION.passwordTooShort };
  }
  return null;
}

/**
 * The settings tab's 'Cambiar contraseña': a new password twice, checked here, then
 * `auth.updateUser({ password })`. The fields empty on success; an error keeps them.
 */
export function ChangePasswordForm() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const focusField = (field: Field) =>
    (field === 'password' ? passwordRef : confirmationRef).current?.focus();
  const errors = useFormErrors<Field>();
  const update = useUpdatePassword();
  const singleFlight = useSingleFlight();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void singleFlight(async () => {
      const problem = validateNewPassword(password, confirmation);
      if (problem) {
        errors.failField(problem.field, problem.message);
        focusField(problem.field);
        return;
      }
      errors.clear();
      try {
        await update.mutateAsync(password);
      } catch (error) {
        if (!isServiceError(error)) console.error('[mfe-account] password change failed', error);
        const failure = classifyAuthError(error);
        const aboutPassword =
          failure.kind === 'service' &&
          (failure.code === 'weak_password' || failure.code === 'same_password');
        errors.failForm(passwordChangeErrorMessage(error), aboutPassword ? ['password'] : []);
        if (aboutPassword) focusField('password');
        return;
      }
      setPassword('');
      setConfirmation('');
      bus.getState().toastRequested({
        title: PASSWORD_CHANGE_MESSAGES.changed,
        description: 'Usa tu nueva contraseña la próxima vez que inicies sesión.',
        tone: 'success',
      });
    });
  };

  return (
    <Card as="section" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Cambiar contraseña</h2>
      <Form onSubmit={submit} aria-labelledby="change-password-title">
        <AuthField
          label="Nueva contraseña"
          name="new_password"
          type="password"
          autoComplete="new-password"
          hint={`Mínimo ${MIN_PASSWORD_LENGTH} caracteres`}
          value={password}
          onValueChange={setPassword}
          error={errors.fieldError('password')}
          errorId={errors.errorIdFor('password')}
          inputRef={passwordRef}
        />
        <AuthField
          label="Confirmar nueva contraseña"
          name="new_password_confirmation"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onValueChange={setConfirmation}
          error={errors.fieldError('confirmation')}
          inputRef={confirmationRef}
        />
        <FormAlert id={errors.formErrorId} error={errors.formError} />
        <EndAligned>
          <Button type="submit" loading={update.isPending}>
            Guardar contraseña
          </Button>
        </EndAligned>
      </Form>
    </Card>
  );
}
