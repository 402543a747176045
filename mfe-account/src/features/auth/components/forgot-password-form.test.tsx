import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthApiError } from '@supabase/supabase-js';
import {
  provideFakeSupabase,
  type FakeAuthResult,
  type FakeSupabase,
} from '../../../testing/fake-supabase';
import { resetBus } from '../../../testing/bus';
import { deferred } from '../../../testing/deferred';
import { renderWidget } from '../../../testing/render';
import AuthModalsWidget from '../../../widgets/auth-modals';

let fake: FakeSupabase;

beforeEach(() => {
  fake = provideFakeSupabase();
  resetBus(null);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const emailField = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Enviar enlace' });

function renderForgot() {
  renderWidget(<AuthModalsWidget modal="forgot-password" onClose={() => {}} />);
}

function sendFor(email: string) {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.click(submitButton());
}

describe('Forgot password', () => {
  it('sends the reset email to the site and confirms where it went', async () => {
    renderForgot();
    sendFor(' ana@correo.co ');
    const heading = await screen.findByRole('heading', { name: 'Email enviado' });
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith('ana@correo.co', {
      redirectTo: window.location.origin,
    });
    expect(screen.getByText('ana@correo.co')).toBeTruthy();
    expect(document.activeElement).toBe(heading);

    fireEvent.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('has the browser ask for the email in Spanish', () => {
    renderForgot();
    fireEvent.click(submitButton());
    expect(emailField().validationMessage).toBe('Ingresa tu email');
    expect(emailField().getAttribute('autocomplete')).toBe('email');
    expect(fake.auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it('checks the email itself too when the form is submitted without browser validation', async () => {
    renderForgot();
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    expect((await screen.findByRole('alert')).textContent).toBe('Ingresa tu email');
    expect(fake.auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it("shows the service's message at the email and keeps it", async () => {
    fake.auth.resetPasswordForEmail.mockResolvedValue({
      data: null,
      error: new AuthApiError('Unable to validate email address: invalid format', 400, undefined),
    });
    renderForgot();
    sendFor('ana@correo.co');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Unable to validate email address: invalid format');
    expect(emailField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(emailField().value).toBe('ana@correo.co');
  });

  it("says 'Error inesperado al enviar el email' when the call throws", async () => {
    fake.auth.resetPasswordForEmail.mockRejectedValue(new Error('boom'));
    renderForgot();
    sendFor('ana@correo.co');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error inesperado al enviar el email',
    );
  });

  it('shows a busy button while sending and sends once', async () => {
    const pending = deferred<FakeAuthResult>();
    fake.auth.resetPasswordForEmail.mockReturnValue(pending.promise);
    renderForgot();
    sendFor('ana@correo.co');
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    await waitFor(() => expect(submitButton().getAttribute('aria-busy')).toBe('true'));
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledTimes(1);
    pending.resolve({ data: {}, error: null });
    expect(await screen.findByRole('heading', { name: 'Email enviado' })).toBeTruthy();
  });
});
