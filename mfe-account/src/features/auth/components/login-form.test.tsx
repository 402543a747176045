import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  deferred,
  recordBusRequests,
  renderWithProviders,
  resetBus,
  supabaseMock,
  type AuthErrorInit,
} from '@bonis/test-utils';
import AuthModalsWidget from '../../../widgets/auth-modals';

let bus: ReturnType<typeof recordBusRequests>;

/** The password sign-ins the page sent (`POST /auth/v1/token?grant_type=password`). */
const signIns = () =>
  supabaseMock.requests.filter(
    (request) => request.path === '/auth/v1/token' && request.query.grant_type === 'password',
  );

beforeEach(() => {
  resetBus(null);
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const emailField = () => screen.getByLabelText(/^Email/);
const passwordField = () => screen.getByLabelText(/^Contraseña/);
const submitButton = () => screen.getByRole('button', { name: 'Iniciar sesión' });

function renderLogin(onClose = vi.fn()) {
  const view = renderWithProviders(<AuthModalsWidget modal="login" onClose={onClose} />, {
    route: '/dogs',
    userOptions: { delay: null },
  });
  const fillIn = async (email: string, password: string) => {
    if (email) await view.user.type(emailField(), email);
    if (password) await view.user.type(passwordField(), password);
  };
  const submit = () => view.user.click(submitButton());
  return { ...view, onClose, fillIn, submit };
}

/** The auth service refuses the sign-in. */
function refuseWith(error: AuthErrorInit) {
  supabaseMock.auth.signIn(() => supabaseMock.authError(error));
}

/** The sign-in call throws before any answer (auth-js failing to store the session…). */
function throwOnSignIn(error: unknown) {
  vi.spyOn(supabaseMock.client.auth, 'signInWithPassword').mockRejectedValue(error);
}

/** The error shown in the dialog, once it appears. */
const shownError = () => screen.findByRole('alert');

describe('Login', () => {
  it('signs in, says ¡Bienvenido! and closes, without navigating', async () => {
    const { onClose, location, fillIn, submit } = renderLogin();
    await fillIn('  ana@correo.co ', 'Secreta123');
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(signIns()).toHaveLength(1);
    expect(signIns()[0]?.body).toMatchObject({ email: 'ana@correo.co', password: 'Secreta123' });
    expect(bus.toasts).toEqual([{ title: '¡Bienvenido!', tone: 'success' }]);
    expect(location()).toBe('/dogs');
  });

  it('uses the email and current-password autocomplete', () => {
    renderLogin();
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('says what is wrong with each field at once, in Spanish, under each field', async () => {
    const { user, submit } = renderLogin();
    await submit();
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription('Ingresa tu email'));
    expect(passwordField()).toHaveAccessibleDescription('Ingresa tu contraseña');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(emailField()).toHaveFocus();

    await user.type(emailField(), 'ana');
    await submit();
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription(
        'Ingresa un email válido, por ejemplo nombre@correo.com.',
      ),
    );
    expect(passwordField()).toHaveAccessibleDescription('Ingresa tu contraseña');

    await user.type(emailField(), '@correo.co');
    await submit();
    await waitFor(() => expect(emailField()).not.toHaveAttribute('aria-invalid'));
    expect(passwordField()).toHaveAccessibleDescription('Ingresa tu contraseña');
    expect(passwordField()).toHaveFocus();
    expect(signIns()).toEqual([]);
  });

  it('marks an empty email invalid, points it at its message and focuses it', async () => {
    const { fillIn, submit } = renderLogin();
    await fillIn('', 'Secreta123');
    await submit();
    const error = await shownError();
    expect(error).toHaveTextContent(/^Ingresa tu email$/);
    expect(emailField()).toBeInvalid();
    expect(emailField().getAttribute('aria-describedby')).toContain(error.id);
    expect(emailField()).toHaveFocus();
    expect(signIns()).toEqual([]);
  });

  it('checks the password itself too, and focuses it', async () => {
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', '');
    await submit();
    expect(await shownError()).toHaveTextContent(/^Ingresa tu contraseña$/);
    expect(passwordField()).toBeInvalid();
    expect(passwordField()).toHaveFocus();
  });

  it.each([
    ['the invalid_credentials code', { code: 'invalid_credentials', message: 'Nope' }],
    [
      'the message "Invalid login credentials"',
      { code: 'invalid_grant', message: 'Invalid login credentials' },
    ],
  ])(
    'says "Email o contraseña incorrectos" for %s, on both fields, keeping them',
    async (_, error) => {
      refuseWith(error);
      const { onClose, fillIn, submit } = renderLogin();
      await fillIn('ana@correo.co', 'mala');
      await submit();

      const alert = await shownError();
      expect(alert).toHaveTextContent(/^Email o contraseña incorrectos$/);
      for (const field of [emailField(), passwordField()]) {
        expect(field).toBeInvalid();
        expect(field).toHaveAccessibleDescription('Email o contraseña incorrectos');
      }
      // the message is shown once, in the form's alert, not under each field
      expect(screen.getAllByText('Email o contraseña incorrectos')).toHaveLength(1);
      expect(passwordField()).toHaveFocus();
      expect(emailField()).toHaveValue('ana@correo.co');
      expect(passwordField()).toHaveValue('mala');
      expect(onClose).not.toHaveBeenCalled();
      expect(bus.toasts).toEqual([]);
    },
  );

  it("shows any other service error's message", async () => {
    refuseWith({ code: 'otp_disabled', message: 'Signups not allowed for otp', status: 422 });
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', 'Secreta123');
    await submit();
    expect(await shownError()).toHaveTextContent(/^Signups not allowed for otp$/);
  });

  it('says in Spanish what a known service error means', async () => {
    refuseWith({ code: 'email_not_confirmed', message: 'Email not confirmed' });
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', 'Secreta123');
    await submit();
    expect(await shownError()).toHaveTextContent(
      /^Confirma tu email antes de iniciar sesión: revisa tu bandeja de entrada\.$/,
    );
  });

  it('says "Error inesperado al iniciar sesión: {detail}" when the call throws', async () => {
    throwOnSignIn(new Error('Storage is full'));
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', 'Secreta123');
    await submit();
    expect(await shownError()).toHaveTextContent(
      /^Error inesperado al iniciar sesión: Storage is full$/,
    );
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(console.error).toHaveBeenCalled();
  });

  it('says the server could not be reached when the network fails', async () => {
    supabaseMock.auth.signIn(() => supabaseMock.networkError());
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', 'Secreta123');
    await submit();
    expect(await shownError()).toHaveTextContent(
      /^Error inesperado al iniciar sesión: no pudimos conectar con el servidor$/,
    );
  });

  it("says 'Error al procesar el inicio de sesión' when the failure has no detail", async () => {
    throwOnSignIn(undefined);
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', 'Secreta123');
    await submit();
    expect(await shownError()).toHaveTextContent(/^Error al procesar el inicio de sesión$/);
  });

  it('shows a busy button while signing in and sends one request for a double submit', async () => {
    const pending = deferred<undefined>();
    supabaseMock.auth.signIn(() => pending.promise);
    const { onClose, fillIn, user } = renderLogin();
    await fillIn('ana@correo.co', 'Secreta123');
    const form = submitButton().closest('form') as HTMLFormElement;
    // Two submits in one tick, before the busy state renders (Enter pressed twice on a slow
    // device): user-event waits between events, so only fireEvent can send them this close.
    fireEvent.submit(form);
    fireEvent.submit(form);

    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(signIns()).toHaveLength(1);

    pending.resolve(undefined);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(signIns()).toHaveLength(1);
  });

  it('tries again after an error, announcing the same error again', async () => {
    refuseWith({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', 'mala');
    await submit();
    const first = await shownError();
    await submit();
    await waitFor(() => expect(signIns()).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(first).not.toBeInTheDocument();
  });
});
