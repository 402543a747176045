import { useEffect, useId, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@bonis/design-system';
import { bus, type AuthModal } from '@bonis/design-system/bus';
import { FormAlert, FormTextField, showServerError, useSingleSubmit } from '@bonis/forms';
import { useSignInWithPassword } from '../api/sign-in-with-password';
import { isInvalidCredentials, isServiceError, loginErrorMessage } from '../lib/auth-errors';
import { loginSchema, type LoginInput, type LoginValues } from '../schemas/login';
import { Divider, EndAligned, Form, LinkButton, Links } from './auth-form.styles';

export interface LoginFormProps {
  /** the email typed in another dialog */
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
  const form = useForm<LoginValues, unknown, LoginInput>({
    // every field that is wrong says so at once, each under itself (its schema's first message
    // for it); the first of them takes the focus
    resolver: zodResolver(loginSchema),
    criteriaMode: 'firstError',
    shouldFocusError: true,
    defaultValues: { email, password: '' },
    reValidateMode: 'onSubmit',
  });
  const { control, formState } = form;
  const alertId = useId();
  const signIn = useSignInWithPassword();
  const once = useSingleSubmit();

  const typedEmail = useWatch({ control, name: 'email' });
  useEffect(() => onEmailChange(typedEmail), [typedEmail, onEmailChange]);

  const submit = async (credentials: LoginInput) => {
    try {
      await signIn.mutateAsync(credentials);
    } catch (error) {
      if (!isServiceError(error)) console.error('[mfe-account] sign-in failed', error);
      showServerError(form, loginErrorMessage(error), {
        about: isInvalidCredentials(error) ? ['email', 'password'] : [],
        focus: 'password',
      });
      return;
    }
    bus.getState().toastRequested({ title: '¡Bienvenido!', tone: 'success' });
    onDone();
  };

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
      <FormTextField
        control={control}
        name="password"
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        required
        alertId={alertId}
      />
      <EndAligned>
        <LinkButton type="button" onClick={() => onSwitch('forgot-password')}>
          ¿Olvidaste tu contraseña?
        </LinkButton>
      </EndAligned>
      <FormAlert id={alertId} errors={formState.errors} submitCount={formState.submitCount} />
      <Button type="submit" fullWidth loading={formState.isSubmitting}>
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
