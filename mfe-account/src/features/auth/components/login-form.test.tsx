import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { deferred, recordBusRequests, renderWithProviders, resetBus } from '@bonis/test-utils';
import {
  provideFakeSupabase,
  type FakeAuthResult,
  type FakeSupabase,
} from '../../../testing/fake-supabase';
import AuthModalsWidget from '../../../widgets/auth-modals';

let fake: FakeSupabase;
let bus: ReturnType<typeof recordBusRequests>;

beforeEach(() => {
  fake = provideFakeSupabase();
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

function failWith(error: unknown) {
  fake.auth.signInWithPassword.mockResolvedValue({ data: { user: null, session: null }, error });
}

/** The error shown in the dialog, once it appears. */
const shownError = () => screen.findByRole('alert');

describe('Login', () => {
  it('signs in, says ¡Bienvenido! and closes, without navigating', async () => {
    const { onClose, location, fillIn, submit } = renderLogin();
    await fillIn('  ana@correo.co ', 'Secreta123');
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'ana@correo.co',
      password: 'Secreta123',
    });
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

  it('requires the email, a valid one, then the password, saying so in Spanish at the field', async () => {
    const { user, submit } = renderLogin();
    await submit();
    expect(await shownError()).toHaveTextContent(/^Ingresa tu email$/);
    expect(emailField()).toHaveAccessibleDescription('Ingresa tu email');

    await user.type(emailField(), 'ana');
    await submit();
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription(
        'Ingresa un email válido, por ejemplo nombre@correo.com.',
      ),
    );

    await user.type(emailField(), '@correo.co');
    await submit();
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription('Ingresa tu contraseña'),
    );
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled();
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
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled();
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
    ['the invalid_credentials code', new AuthApiError('Nope', 400, 'invalid_credentials')],
    [
      'the message "Invalid login credentials"',
      new AuthApiError('Invalid login credentials', 400, undefined),
    ],
  ])(
    'says "Email o contraseña incorrectos" for %s, on both fields, keeping them',
    async (_, error) => {
      failWith(error);
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
    failWith(new AuthApiError('Signups not allowed for otp', 422, 'otp_disabled'));
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', 'Secreta123');
    await submit();
    expect(await shownError()).toHaveTextContent(/^Signups not allowed for otp$/);
  });

  it('says in Spanish what a known service error means', async () => {
    failWith(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'));
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', 'Secreta123');
    await submit();
    expect(await shownError()).toHaveTextContent(
      /^Confirma tu email antes de iniciar sesión: revisa tu bandeja de entrada\.$/,
    );
  });

  it('says "Error inesperado al iniciar sesión: {detail}" when the call throws', async () => {
    fake.auth.signInWithPassword.mockRejectedValue(new Error('Storage is full'));
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
    failWith(new AuthRetryableFetchError('Failed to fetch', 0));
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', 'Secreta123');
    await submit();
    expect(await shownError()).toHaveTextContent(
      /^Error inesperado al iniciar sesión: no pudimos conectar con el servidor$/,
    );
  });

  it("says 'Error al procesar el inicio de sesión' when the failure has no detail", async () => {
    fake.auth.signInWithPassword.mockRejectedValue(undefined);
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', 'Secreta123');
    await submit();
    expect(await shownError()).toHaveTextContent(/^Error al procesar el inicio de sesión$/);
  });

  it('shows a busy button while signing in and sends one request for a double submit', async () => {
    const pending = deferred<FakeAuthResult>();
    fake.auth.signInWithPassword.mockReturnValue(pending.promise);
    const { onClose, fillIn, user } = renderLogin();
    await fillIn('ana@correo.co', 'Secreta123');
    const form = submitButton().closest('form') as HTMLFormElement;
    // Two submits in one tick, before the busy state renders (Enter pressed twice on a slow
    // device): user-event waits between events, so only fireEvent can send them this close.
    fireEvent.submit(form);
    fireEvent.submit(form);

    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    expect(submitButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fake.auth.signInWithPassword).toHaveBeenCalledTimes(1);

    pending.resolve({ data: { user: { id: 'u' }, session: {} }, error: null });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fake.auth.signInWithPassword).toHaveBeenCalledTimes(1);
  });

  it('tries again after an error, announcing the same error again', async () => {
    failWith(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'));
    const { fillIn, submit } = renderLogin();
    await fillIn('ana@correo.co', 'mala');
    await submit();
    const first = await shownError();
    await submit();
    await waitFor(() => expect(fake.auth.signInWithPassword).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(first).not.toBeInTheDocument();
  });
});
