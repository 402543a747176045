import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@bonis/design-system';
import type { AuthModal } from '@bonis/design-system/bus';
import {
  firstError,
  FormAlert,
  FormTextField,
  showServerError,
  useSingleSubmit,
} from '@bonis/forms';
import { paths } from '../../../config/paths';
import { useSendPasswordReset } from '../api/send-password-reset';
import { isServiceError, passwordResetErrorMessage } from '../lib/auth-errors';
import {
  forgotPasswordSchema,
  type ForgotPasswordInput,
  type ForgotPasswordValues,
} from '../schemas/forgot-password';
import { Confirmation, ConfirmationIcon, Form, LinkButton, Links } from './auth-form.styles';

export interface ForgotPasswordFormProps {
  /** the email typed in another dialog */
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (view: AuthModal) => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

/** Where the reset email's link lands: the store's page for a new password. */
export const resetPasswordUrl = () =>
  new URL(paths.resetPassword.getHref(), window.location.origin).toString();

/**
 * Asks for a password-reset email, then confirms where it went. In the account dialogs, and on
 * /reset-password when a link expired (there `onSwitch` opens the dialogs through the bus).
 */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  onSwitch,
  firstFieldRef,
}: ForgotPasswordFormProps) {
  const form = useForm<ForgotPasswordValues, unknown, ForgotPasswordInput>({
    resolver: firstError(zodResolver(forgotPasswordSchema)),
    defaultValues: { email },
    reValidateMode: 'onSubmit',
  });
  const { control, formState } = form;
  const alertId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const sendReset = useSendPasswordReset();
  const once = useSingleSubmit();

  const typedEmail = useWatch({ control, name: 'email' });
  useEffect(() => onEmailChange(typedEmail), [typedEmail, onEmailChange]);
  useEffect(() => {
    if (sentTo) confirmationHeading.current?.focus();
  }, [sentTo]);

  const submit = async (input: ForgotPasswordInput) => {
    try {
      await sendReset.mutateAsync({ ...input, redirectTo: resetPasswordUrl() });
    } catch (error) {
      const fromService = isServiceError(error);
      if (!fromService) console.error('[mfe-account] password reset failed', error);
      showServerError(form, passwordResetErrorMessage(error), {
        about: fromService ? ['email'] : [],
      });
      return;
    }
    setSentTo(input.email);
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
    <Form noValidate onSubmit={once(form.handleSubmit(submit))}>
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        alertId={alertId}
        inputRef={firstFieldRef}
      />
      <FormAlert id={alertId} errors={formState.errors} submitCount={formState.submitCount} />
      <Button type="submit" fullWidth loading={formState.isSubmitting}>
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
