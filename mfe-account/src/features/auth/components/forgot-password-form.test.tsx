import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthApiError } from '@supabase/supabase-js';
import { deferred, renderWithProviders, resetBus } from '@bonis/test-utils';
import {
  provideFakeSupabase,
  type FakeAuthResult,
  type FakeSupabase,
} from '../../../testing/fake-supabase';
import AuthModalsWidget from '../../../widgets/auth-modals';

let fake: FakeSupabase;

beforeEach(() => {
  fake = provideFakeSupabase();
  resetBus(null);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const emailField = () => screen.getByLabelText(/^Email/);
const submitButton = () => screen.getByRole('button', { name: 'Enviar enlace' });

function renderForgot() {
  const view = renderWithProviders(
    <AuthModalsWidget modal="forgot-password" onClose={() => {}} />,
    { userOptions: { delay: null } },
  );
  const sendFor = async (email: string) => {
    if (email) await view.user.type(emailField(), email);
    await view.user.click(submitButton());
  };
  return { ...view, sendFor };
}

describe('Forgot password', () => {
  it('sends the reset email to the site and confirms where it went', async () => {
    const { sendFor, user } = renderForgot();
    await sendFor(' ana@correo.co ');
    const heading = await screen.findByRole('heading', { name: 'Email enviado' });
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith('ana@correo.co', {
      redirectTo: window.location.origin,
    });
    expect(screen.getByText('ana@correo.co')).toBeInTheDocument();
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('asks for the email in Spanish, at the field, and uses the email autocomplete', async () => {
    const { sendFor } = renderForgot();
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    await sendFor('');
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription('Ingresa tu email'));
    expect(emailField()).toBeInvalid();
    expect(emailField()).toHaveFocus();
    expect(fake.auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it('refuses an address that is not an email, before asking the service', async () => {
    const { sendFor } = renderForgot();
    await sendFor('ana.correo.co');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Ingresa un email válido, por ejemplo nombre@correo\.com\.$/,
    );
    expect(fake.auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it("shows the service's message at the email and keeps it", async () => {
    fake.auth.resetPasswordForEmail.mockResolvedValue({
      data: null,
      error: new AuthApiError('Unable to validate email address: invalid format', 400, undefined),
    });
    const { sendFor } = renderForgot();
    await sendFor('ana@correo.co');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Unable to validate email address: invalid format$/);
    expect(emailField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(emailField()).toBeInvalid();
    expect(emailField()).toHaveValue('ana@correo.co');
  });

  it("says 'Error inesperado al enviar el email' when the call throws", async () => {
    fake.auth.resetPasswordForEmail.mockRejectedValue(new Error('boom'));
    const { sendFor } = renderForgot();
    await sendFor('ana@correo.co');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error inesperado al enviar el email$/,
    );
    expect(emailField()).not.toHaveAttribute('aria-invalid');
  });

  it('shows a busy button while sending and sends once', async () => {
    const pending = deferred<FakeAuthResult>();
    fake.auth.resetPasswordForEmail.mockReturnValue(pending.promise);
    const { sendFor } = renderForgot();
    await sendFor('ana@correo.co');
    // a second submit while the first runs (Enter again before the busy state renders)
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledTimes(1);
    pending.resolve({ data: {}, error: null });
    expect(await screen.findByRole('heading', { name: 'Email enviado' })).toBeInTheDocument();
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledTimes(1);
  });
});
