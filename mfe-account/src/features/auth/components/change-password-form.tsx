import { Card } from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { PASSWORD_CHANGE_MESSAGES } from '../lib/auth-errors';
import { NewPasswordForm } from './new-password-form';

/** What a saved password's toast says under 'Contraseña actualizada'. */
export const PASSWORD_SAVED_DESCRIPTION =
  'Usa tu nueva contraseña la próxima vez que inicies sesión.';

/**
 * The settings tab's 'Cambiar contraseña': a new password twice, checked like the sign-up's,
 * then `auth.updateUser({ password })`. The fields empty on success; an error keeps them.
 */
export function ChangePasswordForm() {
  return (
    <Card as="section" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Cambiar contraseña</h2>
      <NewPasswordForm
        labelledBy="change-password-title"
        onSaved={() =>
          bus.getState().toastRequested({
            title: PASSWORD_CHANGE_MESSAGES.changed,
            description: PASSWORD_SAVED_DESCRIPTION,
            tone: 'success',
          })
        }
      />
    </Card>
  );
}
