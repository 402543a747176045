import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthApiError } from '@supabase/supabase-js';
import {
  provideFakeSupabase,
  type FakeAuthResult,
  type FakeSupabase,
} from '../../../testing/fake-supabase';
import { recordBusRequests, resetBus, SIGNED_IN } from '../../../testing/bus';
import { deferred } from '../../../testing/deferred';
import { renderWidget } from '../../../testing/render';
import ProfileMenuWidget from '../../../widgets/profile-menu';

let fake: FakeSupabase;
let bus: ReturnType<typeof recordBusRequests>;

beforeEach(() => {
  fake = provideFakeSupabase();
  resetBus(SIGNED_IN);
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  bus.stop();
  vi.restoreAllMocks();
});

function renderMenu(onNavigate = vi.fn()) {
  return {
    ...renderWidget(<ProfileMenuWidget onNavigate={onNavigate} />, { route: '/dogs' }),
    onNavigate,
  };
}

describe('ProfileMenu', () => {
  it('is the "Tu cuenta" navigation, greeting the signed-in shopper by name', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Tu cuenta' });
    expect(within(nav).getByText('Ana')).toBeTruthy();
  });

  it("greets a phone-only account by its formatted number, not '+573109876543'", () => {
    resetBus({ ...SIGNED_IN, name: '+573109876543' });
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Tu cuenta' });
    expect(within(nav).getByText('+57 310 987 6543')).toBeTruthy();
    expect(within(nav).queryByText('+573109876543')).toBeNull();
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

  it('goes to the chosen page and lets the shell close the dropdown', () => {
    const { onNavigate, location } = renderMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Configuración' }));
    expect(location()).toBe('/profile?tab=settings');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Mis Puntos' }));
    expect(location()).toBe('/premios');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('asks for the bonus store through the bus and closes the dropdown', () => {
    const { onNavigate, location } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Tienda de Bonos' }));
    expect(bus.bonusStoreRequests()).toBe(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/dogs');
  });

  it('signs out, then closes the dropdown and goes home', async () => {
    const { onNavigate, location } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(fake.auth.signOut).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(bus.toasts).toEqual([]);
  });

  it('marks sign-out busy while it runs and signs out once', async () => {
    const pending = deferred<FakeAuthResult>();
    fake.auth.signOut.mockReturnValue(pending.promise);
    const { location } = renderMenu();
    const button = screen.getByRole('button', { name: 'Cerrar Sesión' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(button);
    expect(fake.auth.signOut).toHaveBeenCalledTimes(1);
    pending.resolve({ data: null, error: null });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it("toasts 'Error al cerrar sesión' when signing out fails, and stays", async () => {
    fake.auth.signOut.mockResolvedValue({
      data: null,
      error: new AuthApiError('Session not found', 500, 'unexpected_failure'),
    });
    const { onNavigate, location } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'Error al cerrar sesión', tone: 'error' }]),
    );
    expect(onNavigate).not.toHaveBeenCalled();
    expect(location()).toBe('/dogs');
  });

  it('works without onNavigate', () => {
    renderWidget(<ProfileMenuWidget />);
    fireEvent.click(screen.getByRole('link', { name: 'Mi Perfil' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tienda de Bonos' }));
    expect(bus.bonusStoreRequests()).toBe(1);
  });
});
