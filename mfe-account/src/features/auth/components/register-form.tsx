import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@bonis/design-system';
import { bus, type AuthModal } from '@bonis/design-system/bus';
import { FormAlert, FormTextField, showServerError, useSingleSubmit } from '@bonis/forms';
import { useRegistrationsClosedRefusal, useRegistrationsOpen } from '../api/registrations';
import { useSignUp } from '../api/sign-up';
import {
  classifyAuthError,
  isAlreadyRegistered,
  isServiceError,
  registerErrorMessage,
  REGISTER_MESSAGES,
} from '../lib/auth-errors';
import { MIN_PASSWORD_LENGTH } from '../schemas/password';
import { registerSchema, type RegisterInput, type RegisterValues } from '../schemas/register';
import { Confirmation, ConfirmationIcon, Form, LinkButton, Links, Row } from './auth-form.styles';

/**
 * The sign-up's toast, 'Título - Descripción' (spec §8 '¡Cuenta creada!'): the description says
 * what happened — signed in at once (the sign-up answered a session: email confirmations off,
 * the local server's default), or an email to confirm first (no session).
 */
export const REGISTER_SUCCESS = {
  title: '¡Cuenta creada!',
  confirmEmail: 'Revisa tu email para confirmar tu cuenta',
  signedIn: 'Tu cuenta está lista y ya iniciaste sesión',
} as const;

export interface RegisterFormProps {
  /** the email typed in another dialog */
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (view: AuthModal) => void;
  /** signed in at once (no email confirmation): the dialog closes */
  onDone: () => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

/**
 * What the register dialog shows while `app_settings.allow_registrations` is off: the store's
 * message instead of the form, and the way to sign in. When it replaces the form the shopper
 * was filling in (the settings changed, or the database refused the sign-up), the focus that
 * was in the form is lost: the notice's heading takes it.
 */
function RegistrationsClosed({ onSwitch }: { onSwitch: (view: AuthModal) => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) {
      heading.current?.focus();
    }
  }, []);
  return (
    <Confirmation data-registrations="closed">
      <ConfirmationIcon aria-hidden="true">🔒</ConfirmationIcon>
      <h3 ref={heading} tabIndex={-1}>
        {REGISTER_MESSAGES.closed}
      </h3>
      <p>No estamos creando cuentas nuevas en este momento. Si ya tienes una, inicia sesión.</p>
      <Button type="button" onClick={() => onSwitch('login')}>
        Ya tengo cuenta - Iniciar sesión
      </Button>
    </Confirmation>
  );
}

/** The field a sign-up refusal is about, if any. */
function fieldOf(error: unknown): 'email' | 'password' | undefined {
  if (isAlreadyRegistered(error)) return 'email';
  const failure = classifyAuthError(error);
  if (failure.kind !== 'service') return undefined;
  if (failure.code === 'weak_password') return 'password';
  if (failure.code === 'email_address_invalid') return 'email';
  return undefined;
}

export function RegisterForm({
  email,
  onEmailChange,
  onSwitch,
  onDone,
  firstFieldRef,
}: RegisterFormProps) {
  const form = useForm<RegisterValues, unknown, RegisterInput>({
    // every field that is wrong says so at once, each under itself (its schema's first message
    // for it: the passwords' match is told on the confirmation, the length on the password);
    // the first of them takes the focus
    resolver: zodResolver(registerSchema),
    criteriaMode: 'firstError',
    shouldFocusError: true,
    defaultValues: { firstName: '', lastName: '', email, password: '', confirmation: '' },
    reValidateMode: 'onSubmit',
  });
  const { control, formState } = form;
  const alertId = useId();
  /** the address to confirm, once the account exists but has no session yet */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const signUp = useSignUp();
  const once = useSingleSubmit();
  const registrationsOpen = useRegistrationsOpen();
  const registrationsClosedRefusal = useRegistrationsClosedRefusal();

  const typedEmail = useWatch({ control, name: 'email' });
  useEffect(() => onEmailChange(typedEmail), [typedEmail, onEmailChange]);
  useEffect(() => {
    if (sentTo) confirmationHeading.current?.focus();
  }, [sentTo]);

  const submit = async ({ confirmation: _, ...account }: RegisterInput) => {
    let signedIn: boolean;
    try {
      const data = await signUp.mutateAsync({ ...account, redirectTo: window.location.origin });
      signedIn = data.session !== null;
    } catch (error) {
      if (await registrationsClosedRefusal(error)) {
        // the shared settings now say closed: the notice replaces the form (this message shows
        // if they still say open)
        showServerError(form, REGISTER_MESSAGES.closed);
        return;
      }
      if (!isServiceError(error) && !isAlreadyRegistered(error)) {
        console.error('[mfe-account] sign-up failed', error);
      }
      const field = fieldOf(error);
      showServerError(form, registerErrorMessage(error), { about: field ? [field] : [] });
      return;
    }
    bus.getState().toastRequested({
      title: REGISTER_SUCCESS.title,
      description: signedIn ? REGISTER_SUCCESS.signedIn : REGISTER_SUCCESS.confirmEmail,
      tone: 'success',
    });
    if (signedIn) onDone();
    else setSentTo(account.email);
  };

  if (sentTo) {
    return (
      <Confirmation>
        <ConfirmationIcon aria-hidden="true">📬</ConfirmationIcon>
        <h3 ref={confirmationHeading} tabIndex={-1}>
          Confirma tu email
        </h3>
        <p>
          Te enviamos un enlace de confirmación a <strong>{sentTo}</strong>. Ábrelo para activar tu
          cuenta y luego inicia sesión.
        </p>
        <Button type="button" variant="secondary" onClick={() => onSwitch('login')}>
          Volver a iniciar sesión
        </Button>
      </Confirmation>
    );
  }

  if (!registrationsOpen) return <RegistrationsClosed onSwitch={onSwitch} />;

  return (
    <Form noValidate onSubmit={once(form.handleSubmit(submit))}>
      <Row>
        <FormTextField
          control={control}
          name="firstName"
          label="Nombre"
          autoComplete="given-name"
          required
          inputRef={firstFieldRef}
        />
        <FormTextField
          control={control}
          name="lastName"
          label="Apellido"
          autoComplete="family-name"
          required
        />
      </Row>
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        alertId={alertId}
      />
      <FormTextField
        control={control}
        name="password"
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        hint={`Mínimo ${MIN_PASSWORD_LENGTH} caracteres`}
        alertId={alertId}
      />
      <FormTextField
        control={control}
        name="confirmation"
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
      />
      <FormAlert id={alertId} errors={formState.errors} submitCount={formState.submitCount}>
        {formState.errors.root?.server?.message === REGISTER_MESSAGES.alreadyRegistered && (
          <Button type="button" size="sm" variant="secondary" onClick={() => onSwitch('login')}>
            Ir a Iniciar Sesión
          </Button>
        )}
      </FormAlert>
      <Button type="submit" fullWidth loading={formState.isSubmitting}>
        Crear cuenta
      </Button>
      <Links>
        <LinkButton type="button" onClick={() => onSwitch('login')}>
          Ya tengo cuenta - Iniciar sesión
        </LinkButton>
      </Links>
    </Form>
  );
}
