import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@bonis/design-system';
import { provideFakeSupabase, type FakeSupabase } from '../testing/fake-supabase';
import { recordBusRequests, resetBus, SIGNED_IN } from '../testing/bus';
import { renderWidget } from '../testing/render';
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

let fake: FakeSupabase;
let bus: ReturnType<typeof recordBusRequests>;
let profileAnswer: () => { data?: unknown; error?: unknown };

beforeEach(() => {
  profileAnswer = () => ({ data: PROFILE_ROW });
  fake = provideFakeSupabase({
    user_profiles: () => profileAnswer(),
    orders: () => ({ data: [], count: 0 }),
  });
  bus = recordBusRequests();
});
afterEach(() => bus.stop());

const renderProfile = (route = '/profile') =>
  renderWidget(
    <ThemeProvider>
      <ProfilePage />
    </ThemeProvider>,
    { route },
  );

describe('/profile', () => {
  it('signed out: offers sign-in, registration and password recovery, and lists the benefits', () => {
    resetBus(null);
    renderProfile();
    expect(screen.getByRole('region', { name: 'Mi Perfil' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    fireEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(bus.logins).toEqual(['login', 'register', 'forgot-password']);
    expect(screen.getByText('Acumula puntos')).toBeTruthy();
    expect(fake.queries).toHaveLength(0);
  });

  it('signed in: avatar, full name, email, member-since date, membership and side actions', async () => {
    resetBus(SIGNED_IN);
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Ana Gómez' })).toBeTruthy();
    expect(screen.getByText('ana@correo.co')).toBeTruthy();
    expect(screen.getByText('Miembro desde 15 de enero de 2026')).toBeTruthy();
    expect(screen.getByText('Socio anual')).toBeTruthy();
    const actions = within(screen.getByRole('navigation', { name: 'Acciones de tu cuenta' }));
    expect(actions.getByRole('link', { name: 'Mis Pedidos' }).getAttribute('href')).toBe(
      '/profile?tab=orders',
    );
    expect(actions.getByRole('link', { name: 'Mis Favoritos' }).getAttribute('href')).toBe(
      '/favorites',
    );
    expect(actions.getByRole('link', { name: 'Configuración' }).getAttribute('href')).toBe(
      '/profile?tab=settings',
    );
    expect(actions.getByRole('button', { name: 'Cerrar Sesión' })).toBeTruthy();
    // the personal-information card and the recent orders share the first tab
    expect(screen.getByRole('region', { name: 'Información personal' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mi información' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('?tab=settings opens the settings: password and theme', async () => {
    resetBus(SIGNED_IN);
    renderProfile('/profile?tab=settings');
    await screen.findByRole('heading', { name: 'Ana Gómez' });
    expect(screen.getByRole('tab', { name: 'Configuración' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('region', { name: 'Cambiar contraseña' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Según el sistema/ })).toBeTruthy();
  });

  it('choosing a tab puts it in the URL', async () => {
    resetBus(SIGNED_IN);
    const view = renderProfile();
    await screen.findByRole('heading', { name: 'Ana Gómez' });
    fireEvent.click(screen.getByRole('tab', { name: 'Mis pedidos' }));
    expect(view.location()).toBe('/profile?tab=orders');
    fireEvent.click(screen.getByRole('tab', { name: 'Mi información' }));
    expect(view.location()).toBe('/profile');
  });

  it('a shopper without a profile row still sees the page (the missing row is not an error)', async () => {
    resetBus({ ...SIGNED_IN, name: 'ana' });
    profileAnswer = () => ({ data: null });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'ana' })).toBeTruthy();
    expect(screen.getByText('Miembro desde 15 de enero de 2026')).toBeTruthy();
  });

  it('a phone-only account is named by its formatted number, with a neutral avatar', async () => {
    resetBus({ ...SIGNED_IN, name: '+573109876543' });
    profileAnswer = () => ({ data: null });
    fake.auth.getSession.mockResolvedValue({
      data: {
        session: {
          user: {
            id: 'user-1',
            email: '',
            phone: '573109876543',
            created_at: '2026-01-15T15:00:00Z',
          },
        },
      },
      error: null,
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: '+57 310 987 6543' })).toBeTruthy();
    const avatar = screen.getByRole('img', { name: 'Foto de perfil de +57 310 987 6543' });
    // the silhouette, not a '+' or a digit
    expect(avatar.textContent).toBe('');
    expect(avatar.querySelector('svg')).not.toBeNull();
    // the number is the name already: not repeated, nor shown raw
    await waitFor(() => expect(fake.auth.getSession).toHaveBeenCalled());
    expect(screen.getAllByText('+57 310 987 6543')).toHaveLength(1);
    expect(screen.queryByText('+573109876543')).toBeNull();
  });

  it('a name that starts with a non-letter gets the neutral avatar, not its first character', async () => {
    resetBus({ ...SIGNED_IN, name: '_gato_' });
    profileAnswer = () => ({ data: null });
    renderProfile();
    expect(await screen.findByRole('heading', { name: '_gato_' })).toBeTruthy();
    const avatar = screen.getByRole('img', { name: 'Foto de perfil de _gato_' });
    expect(avatar.textContent).toBe('');
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it("a failed load says 'Error al cargar el perfil de usuario' and Reintentar reads again", async () => {
    resetBus(SIGNED_IN);
    profileAnswer = () => ({ error: { message: 'boom', code: '500' } });
    renderProfile();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error al cargar el perfil de usuario',
    );
    profileAnswer = () => ({ data: PROFILE_ROW });
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Ana Gómez' })).toBeTruthy();
  });

  it("'Cerrar Sesión' signs out and goes home; a failure toasts 'Error al cerrar sesión'", async () => {
    resetBus(SIGNED_IN);
    const view = renderProfile();
    await screen.findByRole('heading', { name: 'Ana Gómez' });
    fake.auth.signOut.mockResolvedValueOnce({ data: null, error: new Error('offline') });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Error al cerrar sesión', tone: 'error' }]),
    );
    expect(view.location()).toBe('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });
});
