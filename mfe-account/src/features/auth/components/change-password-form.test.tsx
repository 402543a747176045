import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthApiError } from '@supabase/supabase-js';
import { provideFakeSupabase, type FakeSupabase } from '../../../testing/fake-supabase';
import { recordBusRequests, resetBus, SIGNED_IN } from '../../../testing/bus';
import { renderWidget } from '../../../testing/render';
import { ChangePasswordForm, validateNewPassword } from './change-password-form';

let fake: FakeSupabase;
let bus: ReturnType<typeof recordBusRequests>;

beforeEach(() => {
  fake = provideFakeSupabase();
  resetBus(SIGNED_IN);
  bus = recordBusRequests();
});
afterEach(() => bus.stop());

const password = () => screen.getByLabelText(/^Nueva contraseña/) as HTMLInputElement;
const confirmation = () => screen.getByLabelText(/^Confirmar nueva contraseña/) as HTMLInputElement;
function submit(first: string, second: string) {
  fireEvent.change(password(), { target: { value: first } });
  fireEvent.change(confirmation(), { target: { value: second } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('validateNewPassword', () => {
  it("checks the match first, then the length, in the sign-up's words", () => {
    expect(validateNewPassword('abc', 'abd')?.message).toBe('Las contraseñas no coinciden');
    expect(validateNewPassword('abc', 'abc')?.message).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });
});

describe('ChangePasswordForm', () => {
  it('refuses different passwords without calling the service', () => {
    renderWidget(<ChangePasswordForm />);
    submit('Secreto123', 'Secreto124');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(fake.auth.updateUser).not.toHaveBeenCalled();
  });

  it('refuses a password under 6 characters', () => {
    renderWidget(<ChangePasswordForm />);
    submit('abc', 'abc');
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(document.activeElement).toBe(password());
    expect(fake.auth.updateUser).not.toHaveBeenCalled();
  });

  it('sets the new password with updateUser, toasts and empties the fields', async () => {
    renderWidget(<ChangePasswordForm />);
    submit('NuevaClave1', 'NuevaClave1');
    await waitFor(() => expect(bus.toasts[0]?.title).toBe('Contraseña actualizada'));
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: 'NuevaClave1' });
    expect(password().value).toBe('');
    expect(confirmation().value).toBe('');
  });

  it('says in Spanish when the new password equals the old one, and keeps the fields', async () => {
    fake.auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: new AuthApiError(
        'New password should be different from the old password.',
        422,
        'same_password',
      ),
    });
    renderWidget(<ChangePasswordForm />);
    submit('Cliente123', 'Cliente123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La nueva contraseña debe ser distinta de la actual.',
    );
    expect(password().value).toBe('Cliente123');
    expect(password().getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'No se pudo cambiar la contraseña' when the service can't be reached", async () => {
    fake.auth.updateUser.mockRejectedValueOnce(new Error(''));
    renderWidget(<ChangePasswordForm />);
    submit('NuevaClave1', 'NuevaClave1');
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo cambiar la contraseña');
  });
});
