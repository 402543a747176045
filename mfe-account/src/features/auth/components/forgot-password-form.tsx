import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@bonis/design-system';
import type { AuthModal } from '@bonis/design-system/bus';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
import { isServiceError, passwordResetErrorMessage } from '../lib/auth-errors';
import { AuthField } from './auth-field';
import { Confirmation, ConfirmationIcon, Form, LinkButton, Links } from './auth-form.styles';
import { FormAlert } from './form-alert';

type Field = 'email';

export const FORGOT_PASSWORD_VALIDATION = { emailRequired: 'Ingresa tu email' } as const;

export interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (view: AuthModal) => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

/** Asks for a password-reset email, then confirms where it went. */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  onSwitch,
  firstFieldRef,
}: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const errors = useFormErrors<Field>();
  const sendReset = useSendPasswordReset();
  const singleFlight = useSingleFlight();

  useEffect(() => {
    if (sentTo) confirmationHeading.current?.focus();
  }, [sentTo]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void singleFlight(async () => {
      const address = email.trim();
      if (!address) {
        errors.failField('email', FORGOT_PASSWORD_VALIDATION.emailRequired);
        firstFieldRef.current?.focus();
        return;
      }
      errors.clear();
      try {
        await sendReset.mutateAsync({ email: address, redirectTo: window.location.origin });
      } catch (error) {
        const fromService = isServiceError(error);
        if (!fromService) console.error('[mfe-account] password reset failed', error);
        errors.failForm(passwordResetErrorMessage(error), fromService ? ['email'] : []);
        if (fromService) firstFieldRef.current?.focus();
        return;
      }
      setSentTo(address);
    });
  };

  if (sentTo) {
    return (
      <Confirmation role="status">
        <ConfirmationIcon aria-hidden="true">📧</ConfirmationIcon>
        <h3 ref={confirmationHeading} tabIndex={-1}>
          Email enviado
        </h3>
        <p>
          Si <strong>{sentTo}</strong> tiene una cuenta en Boñis, te llegará un enlace para crear
          una nueva contraseña. Revisa también la carpeta de spam.
        </p>
        <Button type="button" variant="secondary" onClick={() => onSwitch('login')}>
          Volver a iniciar sesión
        </Button>
      </Confirmation>
    );
  }

  return (
    <Form onSubmit={submit}>
      <AuthField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        validityMessages={{ valueMissing: FORGOT_PASSWORD_VALIDATION.emailRequired }}
        value={email}
        onValueChange={onEmailChange}
        error={errors.fieldError('email')}
        errorId={errors.errorIdFor('email')}
        inputRef={firstFieldRef}
      />
      <FormAlert id={errors.formErrorId} error={errors.formError} />
      <Button type="submit" fullWidth loading={sendReset.isPending}>
        Enviar enlace
      </Button>
      <Links>
        <LinkButton type="button" onClick={() => onSwitch('login')}>
          Volver a iniciar sesión
        </LinkButton>
      </Links>
    </Form>
  );
}
