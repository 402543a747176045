import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import {
  provideFakeSupabase,
  type FakeAuthResult,
  type FakeSupabase,
} from '../../../testing/fake-supabase';
import { recordBusRequests, resetBus } from '../../../testing/bus';
import { deferred } from '../../../testing/deferred';
import { renderWidget } from '../../../testing/render';
import AuthModalsWidget from '../../../widgets/auth-modals';

let fake: FakeSupabase;
let bus: ReturnType<typeof recordBusRequests>;

beforeEach(() => {
  fake = provideFakeSupabase();
  resetBus(null);
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  bus.stop();
  vi.restoreAllMocks();
});

const emailField = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const passwordField = () => screen.getByLabelText(/^Contraseña/) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Iniciar sesión' });

function renderLogin(onClose = vi.fn()) {
  const view = renderWidget(<AuthModalsWidget modal="login" onClose={onClose} />, {
    route: '/dogs',
  });
  return { ...view, onClose };
}

function fillIn(email: string, password: string) {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
}

function failWith(error: unknown) {
  fake.auth.signInWithPassword.mockResolvedValue({ data: { user: null, session: null }, error });
}

/** The error shown in the dialog, once it appears. */
const shownError = () => screen.findByRole('alert');

describe('Login', () => {
  it('signs in, says ¡Bienvenido! and closes, without navigating', async () => {
    const { onClose, location } = renderLogin();
    fillIn('  ana@correo.co ', 'Secreta123');
    fireEvent.click(submitButton());

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
    expect(emailField().getAttribute('autocomplete')).toBe('email');
    expect(emailField().type).toBe('email');
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    expect(passwordField().type).toBe('password');
  });

  it('requires the email and the password, with the browser saying so in Spanish', () => {
    renderLogin();
    fireEvent.click(submitButton());
    expect(emailField().validationMessage).toBe('Ingresa tu email');
    fireEvent.change(emailField(), { target: { value: 'ana' } });
    fireEvent.click(submitButton());
    expect(emailField().validationMessage).toBe(
      'Ingresa un email válido, por ejemplo nombre@correo.com.',
    );
    fireEvent.change(emailField(), { target: { value: 'ana@correo.co' } });
    fireEvent.click(submitButton());
    expect(passwordField().validationMessage).toBe('Ingresa tu contraseña');
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('checks the email itself too when the form is submitted without browser validation', async () => {
    renderLogin();
    fireEvent.change(passwordField(), { target: { value: 'Secreta123' } });
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    const error = await shownError();
    expect(error.textContent).toBe('Ingresa tu email');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-describedby')).toContain(error.id);
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('checks the password itself too, and focuses it', async () => {
    renderLogin();
    fireEvent.change(emailField(), { target: { value: 'ana@correo.co' } });
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    expect((await shownError()).textContent).toBe('Ingresa tu contraseña');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(passwordField());
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
      const { onClose } = renderLogin();
      fillIn('ana@correo.co', 'mala');
      fireEvent.click(submitButton());

      const alert = await shownError();
      expect(alert.textContent).toBe('Email o contraseña incorrectos');
      for (const field of [emailField(), passwordField()]) {
        expect(field.getAttribute('aria-invalid')).toBe('true');
        expect(field.getAttribute('aria-describedby')).toContain(alert.id);
      }
      expect(emailField().value).toBe('ana@correo.co');
      expect(passwordField().value).toBe('mala');
      expect(onClose).not.toHaveBeenCalled();
      expect(bus.toasts).toEqual([]);
    },
  );

  it("shows any other service error's message", async () => {
    failWith(new AuthApiError('Signups not allowed for otp', 422, 'otp_disabled'));
    renderLogin();
    fillIn('ana@correo.co', 'Secreta123');
    fireEvent.click(submitButton());
    expect((await shownError()).textContent).toBe('Signups not allowed for otp');
  });

  it('says in Spanish what a known service error means', async () => {
    failWith(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'));
    renderLogin();
    fillIn('ana@correo.co', 'Secreta123');
    fireEvent.click(submitButton());
    expect((await shownError()).textContent).toBe(
      'Confirma tu email antes de iniciar sesión: revisa tu bandeja de entrada.',
    );
  });

  it('says "Error inesperado al iniciar sesión: {detail}" when the call throws', async () => {
    fake.auth.signInWithPassword.mockRejectedValue(new Error('Storage is full'));
    renderLogin();
    fillIn('ana@correo.co', 'Secreta123');
    fireEvent.click(submitButton());
    expect((await shownError()).textContent).toBe(
      'Error inesperado al iniciar sesión: Storage is full',
    );
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('says the server could not be reached when the network fails', async () => {
    failWith(new AuthRetryableFetchError('Failed to fetch', 0));
    renderLogin();
    fillIn('ana@correo.co', 'Secreta123');
    fireEvent.click(submitButton());
    expect((await shownError()).textContent).toBe(
      'Error inesperado al iniciar sesión: no pudimos conectar con el servidor',
    );
  });

  it("says 'Error al procesar el inicio de sesión' when the failure has no detail", async () => {
    fake.auth.signInWithPassword.mockRejectedValue(undefined);
    renderLogin();
    fillIn('ana@correo.co', 'Secreta123');
    fireEvent.click(submitButton());
    expect((await shownError()).textContent).toBe('Error al procesar el inicio de sesión');
  });

  it('shows a busy button while signing in and sends one request for a double submit', async () => {
    const pending = deferred<FakeAuthResult>();
    fake.auth.signInWithPassword.mockReturnValue(pending.promise);
    const { onClose } = renderLogin();
    fillIn('ana@correo.co', 'Secreta123');
    const form = submitButton().closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);

    await waitFor(() => expect(submitButton().getAttribute('aria-busy')).toBe('true'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(form);
    expect(fake.auth.signInWithPassword).toHaveBeenCalledTimes(1);

    pending.resolve({ data: { user: { id: 'u' }, session: {} }, error: null });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('tries again after an error, announcing the same error again', async () => {
    failWith(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'));
    renderLogin();
    fillIn('ana@correo.co', 'mala');
    fireEvent.click(submitButton());
    const first = await shownError();
    fireEvent.click(submitButton());
    await waitFor(() => expect(fake.auth.signInWithPassword).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
  });
});
