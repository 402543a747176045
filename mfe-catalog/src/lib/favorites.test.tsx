import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, onBusEvent, type ToastRequest } from '@bonis/design-system/bus';
import { provideSupabase } from '@bonis/supabase-client';
import { createFakeSupabase, requestWith, type FakeRequest } from '../testing/fake-supabase';
import { renderWidget } from '../testing/render';
import { useFavorites } from './favorites';

const methods = (request: FakeRequest) => request.calls.map((call) => call.method);

function Heart() {
  const favorites = useFavorites();
  const saved = favorites.isFavorite('p1');
  return (
    <button aria-pressed={saved} onClick={() => favorites.toggle('p1', !saved)}>
      favorito
    </button>
  );
}

const signIn = () =>
  act(() =>
    bus
      .getState()
      .sessionChanged({ userId: 'u1', name: 'Ana', isAdmin: false, membershipType: 'regular' }),
  );

function collectToasts() {
  const toasts: ToastRequest[] = [];
  const stop = onBusEvent('toastRequested', (toast) => toasts.push(toast));
  return { toasts, stop };
}

describe('useFavorites', () => {
  afterEach(() => act(() => bus.getState().signedOut()));

  it('asks a signed-out shopper to sign in to save favourites', () => {
    act(() => bus.getState().sessionChanged(null));
    const fake = createFakeSupabase(() => ({ data: [], error: null }));
    provideSupabase(fake.client);
    const modals: string[] = [];
    const stopModals = onBusEvent('loginRequested', ({ modal }) => modals.push(modal));
    const { toasts, stop } = collectToasts();
    renderWidget(<Heart />);
    fireEvent.click(screen.getByRole('button', { name: 'favorito' }));
    stop();
    stopModals();
    expect(modals).toEqual(['login']);
    expect(toasts.map((toast) => toast.title)).toEqual([
      'Debes iniciar sesión para guardar favoritos',
    ]);
    expect(fake.requests).toEqual([]);
  });

  it('saves a favourite, publishes the new count and fills the heart', async () => {
    signIn();
    let saved = false;
    const fake = createFakeSupabase((request) => {
      if (methods(request).includes('insert')) {
        saved = true;
        return { data: null, error: null };
      }
      if (request.calls.some((call) => call.method === 'select' && call.args[0] === 'id')) {
        return { data: null, error: null, count: 3 } as never;
      }
      return { data: saved ? [{ product_id: 'p1' }] : [], error: null };
    });
    provideSupabase(fake.client);
    const { toasts, stop } = collectToasts();
    renderWidget(<Heart />);
    const heart = await screen.findByRole('button', { name: 'favorito' });
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(bus.getState().favoritesCount).toBe(3));
    stop();
    expect(toasts).toEqual([
      { title: '¡Agregado!', description: 'Producto agregado a favoritos', tone: 'success' },
    ]);
    const insert = requestWith(fake.requests, 'insert');
    expect(insert?.calls[0]?.args).toEqual([{ user_id: 'u1', product_id: 'p1' }]);
  });

  it("removes a favourite with 'Eliminado de favoritos'", async () => {
    signIn();
    const fake = createFakeSupabase((request) => {
      if (methods(request).includes('delete')) return { data: null, error: null };
      if (request.calls.some((call) => call.method === 'select' && call.args[0] === 'id')) {
        return { data: null, error: null, count: 0 } as never;
      }
      return { data: [{ product_id: 'p1' }], error: null };
    });
    provideSupabase(fake.client);
    const { toasts, stop } = collectToasts();
    renderWidget(<Heart />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'favorito' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'favorito' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    stop();
    expect(toasts[0]).toEqual({ title: 'Eliminado de favoritos', tone: 'success' });
    const remove = requestWith(fake.requests, 'delete');
    expect(remove.calls.filter((call) => call.method === 'eq').map((call) => call.args)).toEqual([
      ['user_id', 'u1'],
      ['product_id', 'p1'],
    ]);
  });

  it("puts the heart back and says 'No se pudo actualizar los favoritos' when saving fails", async () => {
    signIn();
    const fake = createFakeSupabase((request) =>
      methods(request).includes('insert')
        ? { data: null, error: { code: '42501', message: 'RLS' } }
        : { data: [], error: null },
    );
    provideSupabase(fake.client);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { toasts, stop } = collectToasts();
    renderWidget(<Heart />);
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'favorito' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    stop();
    logged.mockRestore();
    expect(toasts[0]).toEqual({ title: 'No se pudo actualizar los favoritos', tone: 'error' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'favorito' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
  });
});
