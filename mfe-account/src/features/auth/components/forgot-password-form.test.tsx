import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred, renderWithProviders, resetBus, supabaseMock } from '@bonis/test-utils';
import AuthModalsWidget from '../../../widgets/auth-modals';

/** The reset emails the page asked for (`POST /auth/v1/recover`). */
const recoveries = () =>
  supabaseMock.requests.filter((request) => request.path === '/auth/v1/recover');

beforeEach(() => {
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
  it("sends the reset email with the link to the store's /reset-password and confirms where it went", async () => {
    const { sendFor, user } = renderForgot();
    await sendFor(' ana@correo.co ');
    const heading = await screen.findByRole('heading', { name: 'Email enviado' });
    expect(recoveries()).toHaveLength(1);
    expect(recoveries()[0]?.body).toMatchObject({ email: 'ana@correo.co' });
    expect(recoveries()[0]?.query.redirect_to).toBe(`${window.location.origin}/reset-password`);
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
    expect(recoveries()).toEqual([]);
  });

  it('refuses an address that is not an email, before asking the service', async () => {
    const { sendFor } = renderForgot();
    await sendFor('ana.correo.co');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Ingresa un email válido, por ejemplo nombre@correo\.com\.$/,
    );
    expect(recoveries()).toEqual([]);
  });

  it("shows the service's message at the email and keeps it", async () => {
    supabaseMock.auth.recover(() =>
      supabaseMock.authError({
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      }),
    );
    const { sendFor } = renderForgot();
    await sendFor('ana@correo.co');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Unable to validate email address: invalid format$/);
    expect(emailField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(emailField()).toBeInvalid();
    expect(emailField()).toHaveValue('ana@correo.co');
  });

  it("says 'Error inesperado al enviar el email' when the service can't be reached", async () => {
    supabaseMock.auth.recover(() => supabaseMock.networkError());
    const { sendFor } = renderForgot();
    await sendFor('ana@correo.co');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error inesperado al enviar el email$/,
    );
    expect(emailField()).not.toHaveAttribute('aria-invalid');
  });

  it('shows a busy button while sending and sends once', async () => {
    const pending = deferred<undefined>();
    supabaseMock.auth.recover(() => pending.promise);
    const { sendFor } = renderForgot();
    await sendFor('ana@correo.co');
    // a second submit while the first runs (Enter again before the busy state renders)
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    expect(recoveries()).toHaveLength(1);
    pending.resolve(undefined);
    expect(await screen.findByRole('heading', { name: 'Email enviado' })).toBeInTheDocument();
    expect(recoveries()).toHaveLength(1);
  });
});
