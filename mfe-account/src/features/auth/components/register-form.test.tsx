import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import {
  recordBusRequests,
  renderWithProviders,
  resetBus,
  supabaseMock,
  type AuthErrorInit,
} from '@bonis/test-utils';
import { DEFAULT_STORE_SETTINGS, sharedKeys } from '@bonis/supabase-client/queries';
import AuthModalsWidget from '../../../widgets/auth-modals';

let bus: ReturnType<typeof recordBusRequests>;

/** The sign-ups the page sent (`POST /auth/v1/signup`). */
const signUps = () => supabaseMock.requests.filter((request) => request.path === '/auth/v1/signup');

/** The service creates the account and waits for the email's confirmation (hosted Supabase). */
function confirmByEmail() {
  supabaseMock.auth.signUp(({ body }) => ({
    user: { id: 'user-9', email: String(body.email) },
    session: null,
  }));
}

/** The settings row as the database answers it, registrations open unless said otherwise. */
function settingsRow(allowRegistrations = true) {
  return {
    site_name: 'Boñis',
    site_description: '',
    contact_email: 'hola@bonis.co',
    contact_phone: '',
    whatsapp_number: '',
    free_shipping_threshold: '100000.00',
    newsletter_enabled: true,
    allow_registrations: allowRegistrations,
    maintenance_mode: false,
  };
}

beforeEach(() => {
  supabaseMock.table('app_settings').get([settingsRow()]);
  confirmByEmail();
  resetBus(null);
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const field = (label: RegExp) => screen.getByLabelText(label);
/** The message shown under a field (its described-by alert), or null. */
const errorOf = (label: RegExp) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id) : null))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;
const submitButton = () => screen.getByRole('button', { name: 'Crear cuenta' });

interface Values {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmation?: string;
}

function renderRegister(onClose = vi.fn()) {
  const view = renderWithProviders(<AuthModalsWidget modal="register" onClose={onClose} />, {
    userOptions: { delay: null },
  });
  const fillIn = async ({
    firstName = 'Ana',
    lastName = 'Gómez',
    email = 'ana@correo.co',
    password = 'Secreta123',
    confirmation = password,
  }: Values = {}) => {
    const typed: Array<[RegExp, string]> = [
      [/^Nombre/, firstName],
      [/^Apellido/, lastName],
      [/^Email/, email],
      [/^Contraseña/, password],
      [/^Confirmar contraseña/, confirmation],
    ];
    for (const [label, value] of typed) if (value) await view.user.type(field(label), value);
  };
  const submit = () => view.user.click(submitButton());
  return { ...view, onClose, fillIn, submit };
}

function refuseWith(error: AuthErrorInit) {
  supabaseMock.auth.signUp(() => supabaseMock.authError(error));
}

describe('Register validation', () => {
  it('shows every missing field its own message at once when the form is sent empty', async () => {
    const { submit } = renderRegister();
    await submit();
    await waitFor(() => expect(errorOf(/^Nombre/)).toBe('Ingresa tu nombre'));
    expect(errorOf(/^Apellido/)).toBe('Ingresa tu apellido');
    expect(errorOf(/^Email/)).toBe('Ingresa tu email');
    expect(errorOf(/^Contraseña/)).toBe('La contraseña debe tener al menos 6 caracteres');
    // two empty passwords match: nothing to say on the confirmation
    expect(errorOf(/^Confirmar contraseña/)).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    // the first wrong field takes the focus
    expect(field(/^Nombre/)).toHaveFocus();
    expect(signUps()).toEqual([]);
  });

  it('shows each wrong field its own message at once, and leaves the right ones alone', async () => {
    const { fillIn, submit } = renderRegister();
    await fillIn({ firstName: '  ', email: 'ana@', password: '123', confirmation: '1234' });
    await submit();
    await waitFor(() => expect(errorOf(/^Nombre/)).toBe('Ingresa tu nombre'));
    expect(errorOf(/^Email/)).toBe('Ingresa un email válido, por ejemplo nombre@correo.com.');
    expect(errorOf(/^Confirmar contraseña/)).toBe('Las contraseñas no coinciden');
    expect(errorOf(/^Contraseña/)).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(field(/^Apellido/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Nombre/)).toHaveFocus();
    expect(signUps()).toEqual([]);
  });

  it.each([
    ['a blank first name', { firstName: '  ' }, /^Nombre/, 'Ingresa tu nombre'],
    ['a blank last name', { lastName: '  ' }, /^Apellido/, 'Ingresa tu apellido'],
    ['a blank email', { email: '' }, /^Email/, 'Ingresa tu email'],
    [
      'an invalid email',
      { email: 'ana@' },
      /^Email/,
      'Ingresa un email válido, por ejemplo nombre@correo.com.',
    ],
    [
      'different passwords',
      { password: 'Secreta123', confirmation: 'Secreta124' },
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
  ] as const)('refuses %s at its field', async (_, values, label, message) => {
    const { fillIn, submit } = renderRegister();
    await fillIn(values);
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(field(label)).toBeInvalid();
    expect(field(label).getAttribute('aria-describedby')).toContain(alert.id);
    expect(field(label)).toHaveFocus();
    expect(signUps()).toEqual([]);
  });

  it('uses new-password autocomplete on both passwords and names on the others', () => {
    renderRegister();
    expect(field(/^Nombre/)).toHaveAttribute('autocomplete', 'given-name');
    expect(field(/^Apellido/)).toHaveAttribute('autocomplete', 'family-name');
    expect(field(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(field(/^Contraseña/)).toHaveAttribute('autocomplete', 'new-password');
    expect(field(/^Confirmar contraseña/)).toHaveAttribute('autocomplete', 'new-password');
  });
});

describe('Register', () => {
  it('creates the account with the names as metadata and the site as redirect', async () => {
    const { fillIn, submit } = renderRegister();
    await fillIn({ firstName: ' Ana ', lastName: ' Gómez ', email: ' ana@correo.co ' });
    await submit();
    await waitFor(() => expect(signUps()).toHaveLength(1));
    const [signUp] = signUps();
    expect(signUp?.body).toMatchObject({
      email: 'ana@correo.co',
      password: 'Secreta123',
      data: { first_name: 'Ana', last_name: 'Gómez' },
    });
    expect(signUp?.query.redirect_to).toBe(window.location.origin);
  });

  it('says ¡Cuenta creada!, asks to confirm the email and names the address', async () => {
    const { onClose, fillIn, submit, user } = renderRegister();
    await fillIn();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Confirma tu email' })).toHaveFocus();
    expect(screen.getByText('ana@correo.co')).toBeInTheDocument();
    expect(bus.toasts).toEqual([
      {
        title: '¡Cuenta creada!',
        description: 'Revisa tu email para confirmar tu cuenta',
        tone: 'success',
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('closes when the new account is signed in at once', async () => {
    // the local server autoconfirms: the sign-up answers a session
    supabaseMock.auth.signUp(({ body }) => ({ id: 'user-9', email: String(body.email) }));
    const { onClose, fillIn, submit } = renderRegister();
    await fillIn();
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bus.toasts).toEqual([
      {
        title: '¡Cuenta creada!',
        description: 'Tu cuenta está lista y ya iniciaste sesión',
        tone: 'success',
      },
    ]);
  });

  it.each([
    [
      'the user_already_exists code',
      () => refuseWith({ code: 'user_already_exists', message: 'x', status: 422 }),
    ],
    [
      'the email_exists code',
      () => refuseWith({ code: 'email_exists', message: 'x', status: 422 }),
    ],
    [
      'the message "User already registered"',
      () =>
        refuseWith({ code: 'unexpected_failure', message: 'User already registered', status: 422 }),
    ],
    [
      'a user without identities',
      () =>
        supabaseMock.auth.signUp(({ body }) => ({
          user: { id: 'user-9', email: String(body.email), identities: [] },
          session: null,
        })),
    ],
  ])('says the email is registered for %s and offers to sign in', async (_, arrange) => {
    arrange();
    const { fillIn, submit, user } = renderRegister();
    await fillIn();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Este email ya está registrado\. Por favor inicia sesión\.$/);
    expect(field(/^Email/)).toBeInvalid();
    expect(field(/^Email/).getAttribute('aria-describedby')).toContain(alert.id);
    expect(field(/^Email/)).toHaveFocus();
    expect(field(/^Nombre/)).toHaveValue('Ana');
    expect(bus.toasts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ir a Iniciar Sesión' }));
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(field(/^Email/)).toHaveValue('ana@correo.co');
  });

  it("shows another service error's message, with no sign-in offer", async () => {
    refuseWith({
      code: 'signup_not_allowed',
      message: 'Signups not allowed for this instance',
      status: 403,
    });
    const { fillIn, submit } = renderRegister();
    await fillIn();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Signups not allowed for this instance$/,
    );
    expect(screen.queryByRole('button', { name: 'Ir a Iniciar Sesión' })).not.toBeInTheDocument();
  });

  it('points a weak-password error at the password', async () => {
    refuseWith({ code: 'weak_password', message: 'Password is known to be weak', status: 422 });
    const { fillIn, submit } = renderRegister();
    await fillIn();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^La contraseña es muy débil\. Usa una más larga, con letras y números\.$/,
    );
    expect(field(/^Contraseña/).getAttribute('aria-describedby')).toContain(alert.id);
    expect(field(/^Contraseña/)).toHaveFocus();
  });

  it('says "Error inesperado al crear la cuenta: {detail}" when the call throws', async () => {
    // thrown by the call itself, before any answer
    vi.spyOn(supabaseMock.client.auth, 'signUp').mockRejectedValue(new TypeError('Load failed'));
    const { fillIn, submit } = renderRegister();
    await fillIn();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error inesperado al crear la cuenta: Load failed$/,
    );
    expect(console.error).toHaveBeenCalled();
  });
});

describe('Registrations closed (app_settings.allow_registrations off)', () => {
  const CLOSED = 'Los registros están cerrados por ahora';
  const closedHeading = () => screen.findByRole('heading', { name: CLOSED });

  it("says 'Los registros están cerrados por ahora' instead of the form, and offers to sign in", async () => {
    supabaseMock.table('app_settings').get([settingsRow(false)]);
    const { user } = renderRegister();

    expect(await closedHeading()).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nombre/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear cuenta' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ya tengo cuenta - Iniciar sesión' }));
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(signUps()).toEqual([]);
  });

  it('gives way to the notice as soon as the shared settings close registrations', async () => {
    const { queryClient } = renderRegister();
    await screen.findByLabelText(/^Nombre/);
    await waitFor(() => expect(queryClient.getQueryData(sharedKeys.storeSettings())).toBeDefined());

    // what the shell does when an admin's change arrives over realtime
    act(() =>
      queryClient.setQueryData(sharedKeys.storeSettings(), {
        ...DEFAULT_STORE_SETTINGS,
        allowRegistrations: false,
      }),
    );

    expect(await closedHeading()).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nombre/)).not.toBeInTheDocument();
  });

  it("shows the database's Spanish refusal when the sign-up is refused with it", async () => {
    // the database's "before user created" auth hook refuses with 403 and its message
    refuseWith({ code: 'unknown', message: CLOSED, status: 403 });
    const { fillIn, submit } = renderRegister();
    await fillIn();
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Los registros están cerrados por ahora$/,
    );
    expect(bus.toasts).toEqual([]);
  });

  it("turns the form into the notice when the auth service's generic refusal meets closed registrations", async () => {
    let reads = 0;
    supabaseMock.table('app_settings').get(() => {
      reads += 1;
      // open when the dialog opened; closed by an admin before the shopper sent the form
      return [settingsRow(reads === 1)];
    });
    refuseWith({
      code: 'unexpected_failure',
      message: 'Database error saving new user',
      status: 500,
    });
    const { fillIn, submit } = renderRegister();
    await fillIn();
    await submit();

    expect(await closedHeading()).toHaveFocus();
    expect(screen.queryByLabelText(/^Nombre/)).not.toBeInTheDocument();
    expect(signUps()).toHaveLength(1);
  });

  it('says the account could not be created, in Spanish, when the database refuses it for another reason', async () => {
    refuseWith({
      code: 'unexpected_failure',
      message: 'Database error saving new user',
      status: 500,
    });
    const { fillIn, submit } = renderRegister();
    await fillIn();
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^No pudimos crear tu cuenta en este momento\. Inténtalo de nuevo más tarde\.$/,
    );
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana');
  });
});
