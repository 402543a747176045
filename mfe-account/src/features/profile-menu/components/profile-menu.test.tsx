import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  deferred,
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import ProfileMenuWidget from '../../../widgets/profile-menu';

let bus: ReturnType<typeof recordBusRequests>;

/** The sign-outs the page sent (`POST /auth/v1/logout`). */
const signOuts = () =>
  supabaseMock.requests.filter((request) => request.path === '/auth/v1/logout');

beforeEach(() => {
  supabaseMock.signedIn();
  signInOnBus();
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

function renderMenu(onNavigate = vi.fn()) {
  return {
    ...renderWithProviders(<ProfileMenuWidget onNavigate={onNavigate} />, { route: '/dogs' }),
    onNavigate,
  };
}

describe('ProfileMenu', () => {
  it('is the "Tu cuenta" navigation, greeting the signed-in shopper by name', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Tu cuenta' });
    expect(within(nav).getByText('Ana')).toBeInTheDocument();
  });

  it("greets a phone-only account by its formatted number, not '+573109876543'", () => {
    signInOnBus({ name: '+573109876543' });
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Tu cuenta' });
    expect(within(nav).getByText('+57 310 987 6543')).toBeInTheDocument();
    expect(within(nav).queryByText('+573109876543')).not.toBeInTheDocument();
  });

  it("lists the spec's eight entries in order, each a link or a button", () => {
    renderMenu();
    const entries = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => {
        const control = item.firstElementChild as HTMLElement;
        return [control.tagName.toLowerCase(), control.textContent, control.getAttribute('href')];
      });
    expect(entries).toEqual([
      ['a', 'Mi Perfil', '/profile'],
      ['a', 'Mis Pedidos', '/orders'],
      ['a', 'Mis Favoritos', '/favorites'],
      ['button', 'Tienda de Bonos', null],
      ['a', 'Mis Puntos', '/premios'],
      ['a', 'Mi Membresía', '/membership'],
      ['a', 'Configuración', '/profile?tab=settings'],
      ['button', 'Cerrar Sesión', null],
    ]);
  });

  it('goes to the chosen page and lets the shell close the dropdown', async () => {
    const { onNavigate, location, user } = renderMenu();
    await user.click(screen.getByRole('link', { name: 'Configuración' }));
    expect(location()).toBe('/profile?tab=settings');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Mis Puntos' }));
    expect(location()).toBe('/premios');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('asks for the bonus store through the bus and closes the dropdown', async () => {
    const { onNavigate, location, user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Tienda de Bonos' }));
    expect(bus.bonusStoreRequests()).toBe(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/dogs');
  });

  it('signs out, then closes the dropdown and goes home', async () => {
    const { onNavigate, location, user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(signOuts()).toHaveLength(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(bus.toasts).toEqual([]);
  });

  it('marks sign-out busy while it runs and signs out once', async () => {
    const pending = deferred<undefined>();
    supabaseMock.auth.logout(() => pending.promise);
    const { location, user } = renderMenu();
    const button = screen.getByRole('button', { name: 'Cerrar Sesión' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await user.click(button);
    await waitFor(() => expect(signOuts()).toHaveLength(1));
    pending.resolve(undefined);
    await waitFor(() => expect(location()).toBe('/'));
    expect(signOuts()).toHaveLength(1);
  });

  it("toasts 'Error al cerrar sesión' when signing out fails, and stays", async () => {
    supabaseMock.auth.logout(() =>
      supabaseMock.authError({ code: 'unexpected_failure', message: 'boom', status: 500 }),
    );
    const { onNavigate, location, user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Error al cerrar sesión', tone: 'error' }]),
    );
    expect(onNavigate).not.toHaveBeenCalled();
    expect(location()).toBe('/dogs');
  });

  it('works without onNavigate', async () => {
    const { user } = renderWithProviders(<ProfileMenuWidget />);
    await user.click(screen.getByRole('link', { name: 'Mi Perfil' }));
    await user.click(screen.getByRole('button', { name: 'Tienda de Bonos' }));
    expect(bus.bonusStoreRequests()).toBe(1);
  });
});
