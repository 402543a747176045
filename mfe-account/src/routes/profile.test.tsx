import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  recordBusRequests,
  renderWithProviders,
  resetBus,
  signInOnBus,
  supabaseMock,
  type TableReply,
} from '@bonis/test-utils';
import ProfilePage from './profile';

const PROFILE_ROW = {
  first_name: 'Ana',
  last_name: 'Gómez',
  phone: '3001234567',
  pet_name: 'Luna',
  avatar_url: null,
  membership_type: 'anual',
  created_at: '2026-01-15T15:00:00Z',
};

let bus: ReturnType<typeof recordBusRequests>;
let profileAnswer: () => TableReply;

beforeEach(() => {
  profileAnswer = () => PROFILE_ROW;
  // `.maybeSingle()`: supabase-js reads the rows and gives the one, or null for none
  supabaseMock.table('user_profiles').get(() => {
    const answer = profileAnswer();
    return answer === null ? [] : answer;
  });
  supabaseMock.table('orders').get([]);
  supabaseMock.table('user_addresses').get([]);
  bus = recordBusRequests();
});

/** Signed in on the page: a Supabase session (TEST_USER, ana@correo.co) and the bus's summary. */
function signIn(name = 'Ana', user: Parameters<typeof supabaseMock.signedIn>[0] = {}) {
  supabaseMock.signedIn(user);
  signInOnBus({ name });
}

const renderProfile = (route = '/profile') =>
  renderWithProviders(<ProfilePage />, { route, theme: true });
const restRequests = () => supabaseMock.requests.filter((r) => r.path.startsWith('/rest/'));

describe('/profile', () => {
  it('signed out: offers sign-in, registration and password recovery, and lists the benefits', async () => {
    resetBus(null);
    const { user } = renderProfile();
    expect(screen.getByRole('region', { name: 'Mi Perfil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(bus.logins).toEqual(['login', 'register', 'forgot-password']);
    expect(screen.getByText('Acumula puntos')).toBeInTheDocument();
    expect(restRequests()).toHaveLength(0);
  });

  it('signed in: avatar, full name, email, member-since date, membership and side actions', async () => {
    signIn();
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Ana Gómez' })).toBeInTheDocument();
    expect(await screen.findByText('ana@correo.co')).toBeInTheDocument();
    expect(screen.getByText('Miembro desde 15 de enero de 2026')).toBeInTheDocument();
    expect(screen.getByText('Socio anual')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de perfil de Ana Gómez' })).toHaveTextContent(
      'AG',
    );
    const actions = within(screen.getByRole('navigation', { name: 'Acciones de tu cuenta' }));
    expect(actions.getByRole('link', { name: 'Mis Pedidos' })).toHaveAttribute(
      'href',
      '/profile?tab=orders',
    );
    expect(actions.getByRole('link', { name: 'Mis Favoritos' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    expect(actions.getByRole('link', { name: 'Configuración' })).toHaveAttribute(
      'href',
      '/profile?tab=settings',
    );
    expect(actions.getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
    // the personal-information card, the address book and the recent orders share the first tab
    expect(screen.getByRole('region', { name: 'Información personal' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mis direcciones' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mi información' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // the shopper's own row, read with their token
    const profileRead = restRequests().find((r) => r.path === '/rest/v1/user_profiles');
    expect(profileRead?.query.id).toBe('eq.user-1');
  });

  it('?tab=settings opens the settings: password and theme', async () => {
    signIn();
    renderProfile('/profile?tab=settings');
    await screen.findByRole('heading', { name: 'Ana Gómez' });
    expect(screen.getByRole('tab', { name: 'Configuración' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Según el sistema/ })).toBeInTheDocument();
  });

  it('choosing a tab puts it in the URL', async () => {
    signIn();
    const view = renderProfile();
    await screen.findByRole('heading', { name: 'Ana Gómez' });
    await view.user.click(screen.getByRole('tab', { name: 'Mis pedidos' }));
    expect(view.location()).toBe('/profile?tab=orders');
    await view.user.click(screen.getByRole('tab', { name: 'Mi información' }));
    expect(view.location()).toBe('/profile');
  });

  it('a shopper without a profile row still sees the page (the missing row is not an error)', async () => {
    signIn('ana');
    profileAnswer = () => null;
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'ana' })).toBeInTheDocument();
    expect(await screen.findByText('Miembro desde 15 de enero de 2026')).toBeInTheDocument();
  });

  it('a phone-only account is named by its formatted number, with a neutral avatar', async () => {
    signIn('+573109876543', { email: '', phone: '573109876543' });
    profileAnswer = () => null;
    renderProfile();
    expect(await screen.findByRole('heading', { name: '+57 310 987 6543' })).toBeInTheDocument();
    const avatar = screen.getByRole('img', { name: 'Foto de perfil de +57 310 987 6543' });
    // the silhouette, not a '+' or a digit
    expect(avatar.textContent).toBe('');
    expect(avatar.querySelector('svg')).toBeInTheDocument();
    // the number is the name already: not repeated, nor shown raw
    await screen.findByText(/^Miembro desde/);
    expect(screen.getAllByText('+57 310 987 6543')).toHaveLength(1);
    expect(screen.queryByText(/573109876543/)).not.toBeInTheDocument();
  });

  it('a name that starts with a non-letter gets the neutral avatar, not its first character', async () => {
    signIn('_gato_');
    profileAnswer = () => null;
    renderProfile();
    expect(await screen.findByRole('heading', { name: '_gato_' })).toBeInTheDocument();
    const avatar = screen.getByRole('img', { name: 'Foto de perfil de _gato_' });
    expect(avatar.textContent).toBe('');
    expect(avatar.querySelector('svg')).toBeInTheDocument();
  });

  it("a failed load says 'Error al cargar el perfil de usuario' and Reintentar reads again", async () => {
    signIn();
    profileAnswer = () => supabaseMock.error({ code: 'XX000', message: 'boom' });
    const { user } = renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al cargar el perfil de usuario',
    );
    profileAnswer = () => PROFILE_ROW;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Ana Gómez' })).toBeInTheDocument();
  });

  it("'Cerrar Sesión' signs out and goes home; a failure toasts 'Error al cerrar sesión'", async () => {
    signIn();
    const view = renderProfile();
    await screen.findByRole('heading', { name: 'Ana Gómez' });
    supabaseMock.auth.logout(() =>
      supabaseMock.authError({ code: 'unexpected_failure', message: 'offline', status: 500 }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Error al cerrar sesión', tone: 'error' }]),
    );
    expect(view.location()).toBe('/profile');
    supabaseMock.auth.logout(() => undefined);
    await view.user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });
});
