import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { recordBusRequests, renderWithProviders, resetBus, supabaseMock } from '@bonis/test-utils';
import ResetPasswordPage from './reset-password';

/** Where an expired link lands: the auth service's error in the fragment. */
const EXPIRED_LINK =
  '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';

let bus: ReturnType<typeof recordBusRequests>;

/** The password updates the page sent (`PUT /auth/v1/user`). */
const updates = () =>
  supabaseMock.requests.filter(
    (request) => request.path === '/auth/v1/user' && request.method === 'PUT',
  );
/** The reset emails the page asked for (`POST /auth/v1/recover`). */
const recoveries = () =>
  supabaseMock.requests.filter((request) => request.path === '/auth/v1/recover');

beforeEach(() => {
  resetBus(null);
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const password = () => screen.getByLabelText(/^Nueva contraseña/);
const confirmation = () => screen.getByLabelText(/^Confirmar nueva contraseña/);

function renderPage(route = '/reset-password') {
  const view = renderWithProviders(<ResetPasswordPage />, {
    route,
    userOptions: { delay: null },
  });
  const submit = async (first: string, second: string) => {
    if (first) await view.user.type(password(), first);
    if (second) await view.user.type(confirmation(), second);
    await view.user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  };
  return { ...view, submit };
}

describe('/reset-password with the link’s session', () => {
  beforeEach(() => {
    // what supabase-js stored from the link's fragment before the page rendered
    supabaseMock.signedIn({ email: 'ana@correo.co' });
  });

  it("asks for the new password twice, for the link's account, in a region named by it", async () => {
    renderPage();
    const page = screen.getByRole('region', { name: 'Crea una nueva contraseña' });
    expect(page).toHaveAttribute('data-route', '/reset-password');
    expect(await screen.findByLabelText(/^Nueva contraseña/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(confirmation()).toHaveAttribute('autocomplete', 'new-password');
    expect(page).toHaveTextContent(
      'Elige la contraseña con la que iniciarás sesión en ana@correo.co.',
    );
  });

  it('says what is wrong with each field at once, without calling the service', async () => {
    const { submit } = renderPage();
    await screen.findByLabelText(/^Nueva contraseña/);
    await submit('abc', 'abd');
    await waitFor(() =>
      expect(confirmation()).toHaveAccessibleDescription('Las contraseñas no coinciden'),
    );
    expect(password()).toHaveAccessibleDescription(
      'Mínimo 6 caracteres La contraseña debe tener al menos 6 caracteres',
    );
    expect(password()).toBeInvalid();
    expect(password()).toHaveFocus();
    expect(updates()).toEqual([]);
  });

  it("saves it with updateUser, says 'Contraseña actualizada' and lands on /profile", async () => {
    const { submit, location } = renderPage();
    await screen.findByLabelText(/^Nueva contraseña/);
    await submit('NuevaClave1', 'NuevaClave1');
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.body).toMatchObject({ password: 'NuevaClave1' });
    expect(bus.toasts).toEqual([
      {
        title: 'Contraseña actualizada',
        description: 'Usa tu nueva contraseña la próxima vez que inicies sesión.',
        tone: 'success',
      },
    ]);
  });

  it('shows why the service refused the password and stays on the page', async () => {
    supabaseMock.auth.updateUser(() =>
      supabaseMock.authError({
        code: 'same_password',
        message: 'New password should be different from the old password.',
        status: 422,
      }),
    );
    const { submit, location } = renderPage();
    await screen.findByLabelText(/^Nueva contraseña/);
    await submit('MismaClave1', 'MismaClave1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^La nueva contraseña debe ser distinta de la actual\.$/,
    );
    expect(password()).toHaveValue('MismaClave1');
    expect(location()).toBe('/reset-password');
    expect(bus.toasts).toEqual([]);
  });
});

describe('/reset-password without a usable link', () => {
  it('says an expired or used link expired, and sends another to /reset-password', async () => {
    const { user } = renderPage(EXPIRED_LINK);
    expect(
      screen.getByRole('region', { name: 'El enlace expiró o ya fue usado' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'ana@correo.co');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByRole('heading', { name: 'Email enviado' })).toHaveFocus();
    expect(recoveries()).toHaveLength(1);
    expect(recoveries()[0]?.body).toMatchObject({ email: 'ana@correo.co' });
    expect(recoveries()[0]?.query.redirect_to).toBe(`${window.location.origin}/reset-password`);

    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(bus.logins).toEqual(['login']);
  });

  it('asks for a valid email before sending another link', async () => {
    const { user } = renderPage(EXPIRED_LINK);
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Ingresa tu email'),
    );
    expect(recoveries()).toEqual([]);
  });

  it('says the link failed even to a shopper who was signed in already', async () => {
    supabaseMock.signedIn();
    renderPage(EXPIRED_LINK);
    expect(
      screen.getByRole('heading', { level: 1, name: 'El enlace expiró o ya fue usado' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument();
  });

  it('says so when there is no session at all (the page opened without a link)', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'El enlace expiró o ya fue usado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument();
    expect(updates()).toEqual([]);
  });
});
