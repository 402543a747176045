import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@bonis/design-system';
import { bus, type AuthModal } from '@bonis/design-system/bus';
import { useSignUp } from '../api/sign-up';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
import {
  classifyAuthError,
  isAlreadyRegistered,
  isServiceError,
  registerErrorMessage,
  REGISTER_MESSAGES,
} from '../lib/auth-errors';
import { AuthField } from './auth-field';
import { Confirmation, ConfirmationIcon, Form, LinkButton, Links, Row } from './auth-form.styles';
import { FormAlert } from './form-alert';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmation';

/** The sign-up rules, checked in this order (spec §5). */
export const REGISTER_VALIDATION = {
  firstNameRequired: 'Ingresa tu nombre',
  lastNameRequired: 'Ingresa tu apellido',
  emailRequired: 'Ingresa tu email',
  passwordsDiffer: 'Las contraseñas no coinciden',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

export const REGISTER_SUCCESS = {
  title: '¡Cuenta creada!',
  confirmEmail: 'Revisa tu email para confirmar tu cuenta.',
  signedIn: 'Tu cuenta está lista y ya iniciaste sesión.',
} as const;

export interface RegisterFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (view: AuthModal) => void;
  /** signed in at once (no email confirmation): the dialog closes */
  onDone: () => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmation: string;
}

/** The first rule the values break, in the spec's order, or null. */
export function validateRegistration(values: Values): { field: Field; message: string } | null {
  if (!values.firstName.trim()) {
    return { field: 'firstName', message: REGISTER_VALIDATION.firstNameRequired };
  }
  if (!values.lastName.trim()) {
    return { field: 'lastName', message: REGISTER_VALIDATION.lastNameRequired };
  }
  if (!values.email.trim()) return { field: 'email', message: REGISTER_VALIDATION.emailRequired };
  if (values.password !== values.confirmation) {
    return { field: 'confirmation', message: REGISTER_VALIDATION.passwordsDiffer };
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    return { field: 'password', message: REGISTER_VALIDATION.passwordTooShort };
  }
  return null;
}

export function RegisterForm({
  email,
  onEmailChange,
  onSwitch,
  onDone,
  firstFieldRef,
}: RegisterFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  /** the address to confirm, once the account exists but has no session yet */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  /** moves focus to a field (from event handlers only) */
  const focusField = (field: Field) => {
    const refs: Record<Field, RefObject<HTMLInputElement | null>> = {
      firstName: firstFieldRef,
      lastName: lastNameRef,
      email: emailRef,
      password: passwordRef,
      confirmation: confirmationRef,
    };
    refs[field].current?.focus();
  };
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const errors = useFormErrors<Field>();
  const signUp = useSignUp();
  const singleFlight = useSingleFlight();

  useEffect(() => {
    if (sentTo) confirmationHeading.current?.focus();
  }, [sentTo]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void singleFlight(async () => {
      const values = { firstName, lastName, email, password, confirmation };
      const problem = validateRegistration(values);
      if (problem) {
        errors.failField(problem.field, problem.message);
        focusField(problem.field);
        return;
      }
      errors.clear();
      const address = email.trim();
      let signedIn: boolean;
      try {
        const data = await signUp.mutateAsync({
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          email: address,
          password,
          redirectTo: window.location.origin,
        });
        signedIn = data.session !== null;
      } catch (error) {
        if (!isServiceError(error) && !isAlreadyRegistered(error)) {
          console.error('[mfe-account] sign-up failed', error);
        }
        const failure = classifyAuthError(error);
        const field: Field | undefined = isAlreadyRegistered(error)
          ? 'email'
          : failure.kind === 'service' && failure.code === 'weak_password'
            ? 'password'
            : failure.kind === 'service' && failure.code === 'email_address_invalid'
              ? 'email'
              : undefined;
        errors.failForm(registerErrorMessage(error), field ? [field] : []);
        if (field) focusField(field);
        return;
      }
      bus.getState().toastRequested({
        title: REGISTER_SUCCESS.title,
        description: signedIn ? REGISTER_SUCCESS.signedIn : REGISTER_SUCCESS.confirmEmail,
        tone: 'success',
      });
      if (signedIn) onDone();
      else setSentTo(address);
    });
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

  return (
    <Form onSubmit={submit}>
      <Row>
        <AuthField
          label="Nombre"
          name="first_name"
          autoComplete="given-name"
          required
          validityMessages={{ valueMissing: REGISTER_VALIDATION.firstNameRequired }}
          value={firstName}
          onValueChange={setFirstName}
          error={errors.fieldError('firstName')}
          inputRef={firstFieldRef}
        />
        <AuthField
          label="Apellido"
          name="last_name"
          autoComplete="family-name"
          required
          validityMessages={{ valueMissing: REGISTER_VALIDATION.lastNameRequired }}
          value={lastName}
          onValueChange={setLastName}
          error={errors.fieldError('lastName')}
          inputRef={lastNameRef}
        />
      </Row>
      <AuthField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        validityMessages={{ valueMissing: REGISTER_VALIDATION.emailRequired }}
        value={email}
        onValueChange={onEmailChange}
        error={errors.fieldError('email')}
        errorId={errors.errorIdFor('email')}
        inputRef={emailRef}
      />
      <AuthField
        label="Contraseña"
        name="password"
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
        label="Confirmar contraseña"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={setConfirmation}
        error={errors.fieldError('confirmation')}
        inputRef={confirmationRef}
      />
      <FormAlert id={errors.formErrorId} error={errors.formError}>
        {errors.formError?.message === REGISTER_MESSAGES.alreadyRegistered && (
          <Button type="button" size="sm" variant="secondary" onClick={() => onSwitch('login')}>
            Ir a Iniciar Sesión
          </Button>
        )}
      </FormAlert>
      <Button type="submit" fullWidth loading={signUp.isPending}>
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
