import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, Spinner } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { paths } from '../../../config/paths';
import { useResetPasswordState } from '../hooks/use-reset-password-state';
import { PASSWORD_CHANGE_MESSAGES } from '../lib/auth-errors';
import { PASSWORD_SAVED_DESCRIPTION } from './change-password-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';
import { Column, Lead, PageTitle } from './reset-password.styles';

export const RESET_PASSWORD_TEXTS = {
  title: 'Crea una nueva contraseña',
  linkInvalid: 'El enlace expiró o ya fue usado',
} as const;

/** The link failed, or there is no session: say so, and send another link. */
function LinkInvalid({ titleId }: { titleId: string }) {
  const [email, setEmail] = useState('');
  const emailField = useRef<HTMLInputElement>(null);
  return (
    <Column>
      <PageTitle id={titleId}>{RESET_PASSWORD_TEXTS.linkInvalid}</PageTitle>
      <Lead>
        Cada enlace para crear una contraseña sirve una sola vez y por tiempo limitado. Te enviamos
        uno nuevo: ábrelo desde tu email.
      </Lead>
      <Card as="section" aria-labelledby="reset-password-resend-title">
        <h2 id="reset-password-resend-title">Enviar un nuevo enlace</h2>
        <ForgotPasswordForm
          email={email}
          onEmailChange={setEmail}
          // 'Volver a iniciar sesión' opens the shell's account dialogs
          onSwitch={(view) => bus.getState().loginRequested(view)}
          firstFieldRef={emailField}
        />
      </Card>
    </Column>
  );
}

/**
 * /reset-password, where the password-reset email's link lands: with the link's session, a new
 * password twice ('Crea una nueva contraseña'); saved, the shopper (signed in by the link) gets
 * 'Contraseña actualizada' and lands on /profile. An expired or used link, or no session, says
 * 'El enlace expiró o ya fue usado' and offers to send another. A shopper signed in as usual who
 * opens the page gets the same form: any session may set its password (the settings' form does).
 */
export function ResetPassword({ titleId }: { titleId: string }) {
  const state = useResetPasswordState();
  const navigate = useNavigate();

  if (state.status === 'link-invalid') return <LinkInvalid titleId={titleId} />;

  const saved = () => {
    bus.getState().toastRequested({
      title: PASSWORD_CHANGE_MESSAGES.changed,
      description: PASSWORD_SAVED_DESCRIPTION,
      tone: 'success',
    });
    void navigate(paths.profile.getHref(), { replace: true });
  };

  return (
    <Column>
      <PageTitle id={titleId}>{RESET_PASSWORD_TEXTS.title}</PageTitle>
      {state.status === 'checking' ? (
        <Spinner label="Comprobando el enlace…" />
      ) : (
        <>
          <Lead>
            Elige la contraseña con la que iniciarás sesión
            {state.email ? (
              <>
                {' '}
                en <strong>{state.email}</strong>
              </>
            ) : null}
            .
          </Lead>
          <Card>
            <NewPasswordForm labelledBy={titleId} onSaved={saved} />
          </Card>
        </>
      )}
    </Column>
  );
}
