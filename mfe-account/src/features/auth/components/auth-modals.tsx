import { useEffect, useRef, useState } from 'react';
import { Modal } from '@bonis/design-system';
import type { AuthModal } from '@bonis/design-system/bus';
import type { AuthModalsProps } from '@bonis/contracts';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { PhoneLoginForm } from './phone-login-form';
import { RegisterForm } from './register-form';

export const AUTH_VIEWS: Record<AuthModal, { title: string; description: string }> = {
  login: {
    title: 'Iniciar sesión',
    description: 'Ingresa con tu email y tu contraseña.',
  },
  register: {
    title: 'Crear cuenta',
    description: 'Guarda tus favoritos, acumula puntos y compra más rápido.',
  },
  'forgot-password': {
    title: 'Recuperar contraseña',
    description: 'Te enviaremos un enlace a tu email para crear una nueva contraseña.',
  },
  'phone-login': {
    title: 'Ingresar con teléfono',
    description: 'Te enviaremos un código por SMS a tu celular.',
  },
};

/**
 * The sign-in dialogs in one modal: login, register, forgot password and phone login, each
 * reachable from the others. The email typed in one is kept for the next. Focus starts on the
 * first field and moves to the new first field on every switch.
 */
export function AuthModals({ modal, onClose }: AuthModalsProps) {
  const [view, setView] = useState<AuthModal>(modal);
  const [requested, setRequested] = useState<AuthModal>(modal);
  const [email, setEmail] = useState('');
  const firstField = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);

  // follow the prop: the shell may ask for another dialog while this one is open
  if (modal !== requested) {
    setRequested(modal);
    setView(modal);
  }

  // on open the Modal focuses the first field (initialFocusRef); on a switch, this does
  useEffect(() => {
    if (mounted.current) firstField.current?.focus();
    mounted.current = true;
  }, [view]);

  const { title, description } = AUTH_VIEWS[view];
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={description}
      size="sm"
      initialFocusRef={firstField}
    >
      {view === 'login' && (
        <LoginForm
          email={email}
          onEmailChange={setEmail}
          onSwitch={setView}
          onDone={onClose}
          firstFieldRef={firstField}
        />
      )}
      {view === 'register' && (
        <RegisterForm
          email={email}
          onEmailChange={setEmail}
          onSwitch={setView}
          onDone={onClose}
          firstFieldRef={firstField}
        />
      )}
      {view === 'forgot-password' && (
        <ForgotPasswordForm
          email={email}
          onEmailChange={setEmail}
          onSwitch={setView}
          firstFieldRef={firstField}
        />
      )}
      {view === 'phone-login' && (
        <PhoneLoginForm onSwitch={setView} onDone={onClose} firstFieldRef={firstField} />
      )}
    </Modal>
  );
}
