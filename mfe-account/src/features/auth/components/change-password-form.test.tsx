import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import { ChangePasswordForm } from './change-password-form';

let bus: ReturnType<typeof recordBusRequests>;

/** The user updates the page sent (`PUT /auth/v1/user`). */
const updates = () =>
  supabaseMock.requests.filter(
    (request) => request.path === '/auth/v1/user' && request.method === 'PUT',
  );

beforeEach(() => {
  supabaseMock.signedIn();
  signInOnBus();
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const password = () => screen.getByLabelText(/^Nueva contraseña/);
const confirmation = () => screen.getByLabelText(/^Confirmar nueva contraseña/);

function renderForm() {
  const view = renderWithProviders(<ChangePasswordForm />, { userOptions: { delay: null } });
  const submit = async (first: string, second: string) => {
    if (first) await view.user.type(password(), first);
    if (second) await view.user.type(confirmation(), second);
    await view.user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  };
  return { ...view, submit };
}

describe('ChangePasswordForm', () => {
  it('refuses different passwords without calling the service', async () => {
    const { submit } = renderForm();
    await submit('Secreto123', 'Secreto124');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Las contraseñas no coinciden$/);
    expect(confirmation()).toBeInvalid();
    expect(confirmation()).toHaveFocus();
    expect(updates()).toEqual([]);
  });

  it('refuses a password under 6 characters', async () => {
    const { submit } = renderForm();
    await submit('abc', 'abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^La contraseña debe tener al menos 6 caracteres$/,
    );
    expect(password()).toHaveFocus();
    expect(updates()).toEqual([]);
  });

  it('tells the mismatch at the confirmation and the length at the password, at once', async () => {
    const { submit } = renderForm();
    await submit('abc', 'abd');
    await waitFor(() =>
      expect(confirmation()).toHaveAccessibleDescription('Las contraseñas no coinciden'),
    );
    expect(password()).toHaveAccessibleDescription(
      'Mínimo 6 caracteres La contraseña debe tener al menos 6 caracteres',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(password()).toHaveFocus();
    expect(updates()).toEqual([]);
  });

  it('sets the new password with updateUser, toasts and empties the fields', async () => {
    const { submit } = renderForm();
    await submit('NuevaClave1', 'NuevaClave1');
    await waitFor(() => expect(bus.toasts[0]?.title).toBe('Contraseña actualizada'));
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.body).toMatchObject({ password: 'NuevaClave1' });
    expect(password()).toHaveValue('');
    expect(confirmation()).toHaveValue('');
  });

  it('says in Spanish when the new password equals the old one, and keeps the fields', async () => {
    supabaseMock.auth.updateUser(() =>
      supabaseMock.authError({
        code: 'same_password',
        message: 'New password should be different from the old password.',
        status: 422,
      }),
    );
    const { submit } = renderForm();
    await submit('Cliente123', 'Cliente123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^La nueva contraseña debe ser distinta de la actual\.$/);
    expect(password()).toHaveValue('Cliente123');
    expect(password()).toBeInvalid();
    expect(password().getAttribute('aria-describedby')).toContain(alert.id);
    expect(password()).toHaveFocus();
  });

  it("says 'No se pudo cambiar la contraseña' when the service can't be reached", async () => {
    supabaseMock.auth.updateUser(() => supabaseMock.networkError());
    const { submit } = renderForm();
    await submit('NuevaClave1', 'NuevaClave1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^No se pudo cambiar la contraseña$/,
    );
    expect(password()).not.toHaveAttribute('aria-invalid');
  });
});
