import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthApiError } from '@supabase/supabase-js';
import { provideFakeSupabase, type FakeSupabase } from '../../../testing/fake-supabase';
import { recordBusRequests, resetBus } from '../../../testing/bus';
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

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Crear cuenta' });
const submitForm = () => fireEvent.submit(submitButton().closest('form') as HTMLFormElement);

function renderRegister(onClose = vi.fn()) {
  return { ...renderWidget(<AuthModalsWidget modal="register" onClose={onClose} />), onClose };
}

interface Values {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmation?: string;
}

function fillIn({
  firstName = 'Ana',
  lastName = 'Gómez',
  email = 'ana@correo.co',
  password = 'Secreta123',
  confirmation = password,
}: Values = {}) {
  fireEvent.change(field(/^Nombre/), { target: { value: firstName } });
  fireEvent.change(field(/^Apellido/), { target: { value: lastName } });
  fireEvent.change(field(/^Email/), { target: { value: email } });
  fireEvent.change(field(/^Contraseña/), { target: { value: password } });
  fireEvent.change(field(/^Confirmar contraseña/), { target: { value: confirmation } });
}

function failWith(error: unknown) {
  fake.auth.signUp.mockResolvedValue({ data: { user: null, session: null }, error });
}

describe('Register validation', () => {
  it('has the browser ask for first name, last name and email in Spanish', () => {
    renderRegister();
    fireEvent.click(submitButton());
    expect(field(/^Nombre/).validationMessage).toBe('Ingresa tu nombre');
    expect(field(/^Apellido/).validationMessage).toBe('Ingresa tu apellido');
    expect(field(/^Email/).validationMessage).toBe('Ingresa tu email');
    expect(fake.auth.signUp).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a blank first name',
      { firstName: '  ', lastName: ' ', password: '1' },
      /^Nombre/,
      'Ingresa tu nombre',
    ],
    [
      'a blank last name',
      { lastName: '  ', email: ' ', password: '1' },
      /^Apellido/,
      'Ingresa tu apellido',
    ],
    ['a blank email', { email: '', confirmation: 'otra' }, /^Email/, 'Ingresa tu email'],
    [
      'different passwords',
      { password: '123', confirmation: '1234' },
      /^Confirmar contraseña/,
      'Las contraseñas no coinciden',
    ],
    [
      'a password under 6 characters',
      { password: '12345', confirmation: '12345' },
      /^Contraseña/,
      'La contraseña debe tener al menos 6 caracteres',
    ],
    [
      'an empty password',
      { password: '', confirmation: '' },
      /^Contraseña/,
      'La contraseña debe tener al menos 6 caracteres',
    ],
  ] as const)('stops %s first, at its field', async (_, values, label, message) => {
    renderRegister();
    fillIn(values);
    submitForm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(field(label).getAttribute('aria-describedby')).toContain(alert.id);
    expect(document.activeElement).toBe(field(label));
    expect(fake.auth.signUp).not.toHaveBeenCalled();
  });

  it('uses new-password autocomplete on both passwords and names on the others', () => {
    renderRegister();
    expect(field(/^Nombre/).getAttribute('autocomplete')).toBe('given-name');
    expect(field(/^Apellido/).getAttribute('autocomplete')).toBe('family-name');
    expect(field(/^Email/).getAttribute('autocomplete')).toBe('email');
    expect(field(/^Contraseña/).getAttribute('autocomplete')).toBe('new-password');
    expect(field(/^Confirmar contraseña/).getAttribute('autocomplete')).toBe('new-password');
  });
});

describe('Register', () => {
  it('creates the account with the names as metadata and the site as redirect', async () => {
    renderRegister();
    fillIn({ firstName: ' Ana ', lastName: ' Gómez ', email: ' ana@correo.co ' });
    fireEvent.click(submitButton());
    await waitFor(() => expect(fake.auth.signUp).toHaveBeenCalledTimes(1));
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: 'ana@correo.co',
      password: 'Secreta123',
      options: {
        emailRedirectTo: window.location.origin,
        data: { first_name: 'Ana', last_name: 'Gómez' },
      },
    });
  });

  it('says ¡Cuenta creada!, asks to confirm the email and names the address', async () => {
    const { onClose } = renderRegister();
    fillIn();
    fireEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Confirma tu email' })).toBeTruthy();
    expect(screen.getByText('ana@correo.co')).toBeTruthy();
    expect(bus.toasts).toEqual([
      {
        title: '¡Cuenta creada!',
        description: 'Revisa tu email para confirmar tu cuenta.',
        tone: 'success',
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('closes when the new account is signed in at once', async () => {
    fake.auth.signUp.mockResolvedValue({
      data: { user: { id: 'u', identities: [{ id: 'i' }] }, session: { access_token: 't' } },
      error: null,
    });
    const { onClose } = renderRegister();
    fillIn();
    fireEvent.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bus.toasts[0]?.title).toBe('¡Cuenta creada!');
  });

  it.each([
    [
      'the user_already_exists code',
      () => failWith(new AuthApiError('x', 422, 'user_already_exists')),
    ],
    ['the email_exists code', () => failWith(new AuthApiError('x', 422, 'email_exists'))],
    [
      'the message "User already registered"',
      () => failWith(new AuthApiError('User already registered', 422, undefined)),
    ],
    [
      'a user without identities',
      () =>
        fake.auth.signUp.mockResolvedValue({
          data: { user: { id: 'u', identities: [] }, session: null },
          error: null,
        }),
    ],
  ])('says the email is registered for %s and offers to sign in', async (_, arrange) => {
    arrange();
    renderRegister();
    fillIn();
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Este email ya está registrado. Por favor inicia sesión.');
    expect(field(/^Email/).getAttribute('aria-describedby')).toContain(alert.id);
    expect(field(/^Nombre/).value).toBe('Ana');
    expect(bus.toasts).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Ir a Iniciar Sesión' }));
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(field(/^Email/).value).toBe('ana@correo.co');
  });

  it("shows another service error's message, with no sign-in offer", async () => {
    failWith(new AuthApiError('Signups not allowed for this instance', 403, undefined));
    renderRegister();
    fillIn();
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Signups not allowed for this instance',
    );
    expect(screen.queryByRole('button', { name: 'Ir a Iniciar Sesión' })).toBeNull();
  });

  it('points a weak-password error at the password', async () => {
    failWith(new AuthApiError('Password is known to be weak', 422, 'weak_password'));
    renderRegister();
    fillIn();
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'La contraseña es muy débil. Usa una más larga, con letras y números.',
    );
    expect(field(/^Contraseña/).getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('says "Error inesperado al crear la cuenta: {detail}" when the call throws', async () => {
    fake.auth.signUp.mockRejectedValue(new TypeError('Load failed'));
    renderRegister();
    fillIn();
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error inesperado al crear la cuenta: Load failed',
    );
  });
});
