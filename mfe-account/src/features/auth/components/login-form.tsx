import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '@bonis/design-system';
import { bus, type AuthModal } from '@bonis/design-system/bus';
import { useSignInWithPassword } from '../api/sign-in-with-password';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSingleFlight } from '../hooks/use-single-flight';
import { isInvalidCredentials, isServiceError, loginErrorMessage } from '../lib/auth-errors';
import { AuthField } from './auth-field';
import { Divider, EndAligned, Form, LinkButton, Links } from './auth-form.styles';
import { FormAlert } from './form-alert';

type Field = 'email' | 'password';

export const LOGIN_VALIDATION = {
  emailRequired: 'Ingresa tu email',
  passwordRequired: 'Ingresa tu contraseña',
} as const;

export interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (view: AuthModal) => void;
  /** signed in: the dialog closes */
  onDone: () => void;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

/** Email and password sign-in. The shell sends admins to the dashboard after any sign-in. */
export function LoginForm({
  email,
  onEmailChange,
  onSwitch,
  onDone,
  firstFieldRef,
}: LoginFormProps) {
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const errors = useFormErrors<Field>();
  const signIn = useSignInWithPassword();
  const singleFlight = useSingleFlight();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void singleFlight(async () => {
      const address = email.trim();
      if (!address) {
        errors.failField('email', LOGIN_VALIDATION.emailRequired);
        firstFieldRef.current?.focus();
        return;
      }
      if (!password) {
        errors.failField('password', LOGIN_VALIDATION.passwordRequired);
        passwordRef.current?.focus();
        return;
      }
      errors.clear();
      try {
        await signIn.mutateAsync({ email: address, password });
      } catch (error) {
        if (!isServiceError(error)) console.error('[mfe-account] sign-in failed', error);
        const fields: Field[] = isInvalidCredentials(error) ? ['email', 'password'] : [];
        errors.failForm(loginErrorMessage(error), fields);
        if (fields.length > 0) passwordRef.current?.focus();
        return;
      }
      bus.getState().toastRequested({ title: '¡Bienvenido!', tone: 'success' });
      onDone();
    });
  };

  return (
    <Form onSubmit={submit}>
      <AuthField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        validityMessages={{ valueMissing: LOGIN_VALIDATION.emailRequired }}
        value={email}
        onValueChange={onEmailChange}
        error={errors.fieldError('email')}
        errorId={errors.errorIdFor('email')}
        inputRef={firstFieldRef}
      />
      <AuthField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        validityMessages={{ valueMissing: LOGIN_VALIDATION.passwordRequired }}
        value={password}
        onValueChange={setPassword}
        error={errors.fieldError('password')}
        errorId={errors.errorIdFor('password')}
        inputRef={passwordRef}
      />
      <EndAligned>
        <LinkButton type="button" onClick={() => onSwitch('forgot-password')}>
          ¿Olvidaste tu contraseña?
        </LinkButton>
      </EndAligned>
      <FormAlert id={errors.formErrorId} error={errors.formError} />
      <Button type="submit" fullWidth loading={signIn.isPending}>
        Iniciar sesión
      </Button>
      <Divider>o</Divider>
      <Button type="button" variant="secondary" fullWidth onClick={() => onSwitch('phone-login')}>
        Ingresar con teléfono
      </Button>
      <Links>
        <span>¿No tienes cuenta?</span>
        <LinkButton type="button" onClick={() => onSwitch('register')}>
          Crear cuenta
        </LinkButton>
      </Links>
    </Form>
  );
}
