import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatCOP } from '@bonis/design-system';
import { bus as pageBus } from '@bonis/design-system/bus';
import {
  argsOf,
  provideFakeSupabase,
  type FakeSupabase,
  type RecordedCall,
} from '../../../testing/fake-supabase';
import { recordBusRequests, resetBus, SIGNED_IN } from '../../../testing/bus';
import { renderWidget } from '../../../testing/render';
import FavoritesDropdownWidget from '../../../widgets/favorites-dropdown';

interface Row {
  created_at: string;
  product: {
    id: string;
    name: string;
    price: number;
    images: string[];
    stock_quantity: number;
  } | null;
}

const row = (n: number, overrides: Partial<NonNullable<Row['product']>> = {}): Row => ({
  created_at: `2026-01-0${n}T10:00:00Z`,
  product: {
    id: `p${n}`,
    name: `Producto ${n}`,
    price: n * 10000,
    images: [`catalog/p${n}.svg`],
    stock_quantity: 5,
    ...overrides,
  },
});

let fake: FakeSupabase;
let bus: ReturnType<typeof recordBusRequests>;
let rows: Row[];
let failLoads: boolean;
let failDeletes: boolean;

const isCount = (calls: RecordedCall[]) =>
  calls.some((call) => call.method === 'select' && (call.args[1] as { head?: boolean })?.head);
const isDelete = (calls: RecordedCall[]) => calls.some((call) => call.method === 'delete');

beforeEach(() => {
  rows = [row(3), row(2), row(1)];
  failLoads = false;
  failDeletes = false;
  fake = provideFakeSupabase({
    user_favorites: (calls) => {
      if (isDelete(calls)) {
        if (failDeletes) return { error: { message: 'permission denied', code: '42501' } };
        const productId = calls.find((c) => c.method === 'eq' && c.args[0] === 'product_id')
          ?.args[1];
        rows = rows.filter((r) => r.product?.id !== productId);
        return { data: null };
      }
      if (failLoads) return { error: { message: 'boom', code: 'XX000' } };
      if (isCount(calls)) return { count: rows.length };
      return { data: rows.slice(0, 5) };
    },
  });
  resetBus(SIGNED_IN);
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  bus.stop();
  vi.restoreAllMocks();
});

function renderDropdown(onNavigate = vi.fn()) {
  return { ...renderWidget(<FavoritesDropdownWidget onNavigate={onNavigate} />), onNavigate };
}

const heading = () => screen.findByRole('heading', { name: /^Mis Favoritos/ });

describe('FavoritesDropdown signed out', () => {
  it('invites to sign in and asks for the login dialog', () => {
    resetBus(null);
    const { onNavigate } = renderDropdown();
    expect(screen.getByText('Inicia sesión para ver tus favoritos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(bus.logins).toEqual(['login']);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(fake.queries).toEqual([]);
  });

  it('shows the skeleton while the session is still loading', () => {
    resetBus(undefined);
    renderDropdown();
    expect(screen.getAllByTestId('favorite-skeleton')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('Cargando favoritos…');
  });
});

describe('FavoritesDropdown signed in', () => {
  it('shows a skeleton, then the total and the newest favourites', async () => {
    renderDropdown();
    expect(screen.getAllByTestId('favorite-skeleton')).toHaveLength(3);
    expect((await heading()).textContent).toBe('Mis Favoritos (3)');
    const names = within(screen.getByRole('list'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([3, 2, 1].map((n) => `Producto ${n}${formatCOP(n * 10000)}`));
  });

  it("asks for the user's count and up to 5 newest favourites with their product", async () => {
    renderDropdown();
    await heading();
    const [countQuery, listQuery] = [
      fake.queries.find((q) => isCount(q.calls)),
      fake.queries.find((q) => !isCount(q.calls)),
    ];
    expect(argsOf(countQuery, 'select')).toEqual(['id', { count: 'exact', head: true }]);
    expect(argsOf(countQuery, 'eq')).toEqual(['user_id', 'user-1']);
    expect(argsOf(listQuery, 'select')).toEqual([
      'created_at, product:products(id, name, price, images, stock_quantity)',
    ]);
    expect(argsOf(listQuery, 'eq')).toEqual(['user_id', 'user-1']);
    expect(argsOf(listQuery, 'order')).toEqual(['created_at', { ascending: false }]);
    expect(argsOf(listQuery, 'limit')).toEqual([5]);
  });

  it('counts every favourite while listing 5', async () => {
    rows = [7, 6, 5, 4, 3, 2, 1].map((n) => row(n));
    renderDropdown();
    expect((await heading()).textContent).toBe('Mis Favoritos (7)');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('links each favourite to its product page with a 48 px image, and closes on choosing', async () => {
    const { onNavigate, location } = renderDropdown();
    await heading();
    const link = screen.getByRole('link', { name: /Producto 2/ });
    expect(link.getAttribute('href')).toBe('/product/p2');
    const image = link.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('https://storage.test/product-images/catalog/p2.svg');
    expect(image.getAttribute('width')).toBe('48');
    expect(image.getAttribute('height')).toBe('48');
    expect(image.getAttribute('alt')).toBe('');
    fireEvent.click(link);
    expect(location()).toBe('/product/p2');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('draws a placeholder for a product without images and says when it is sold out', async () => {
    rows = [row(1, { images: [], stock_quantity: 0 })];
    renderDropdown();
    await heading();
    const link = screen.getByRole('link', { name: /Producto 1/ });
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('[data-placeholder]')).not.toBeNull();
    expect(within(link).getByText('Agotado')).toBeTruthy();
  });

  it('leaves out a favourite whose product is no longer shown', async () => {
    rows = [row(2), { created_at: '2026-01-01T00:00:00Z', product: null }];
    renderDropdown();
    await heading();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it("links to all favourites with 'Ver todos mis favoritos'", async () => {
    const { onNavigate, location } = renderDropdown();
    await heading();
    fireEvent.click(screen.getByRole('link', { name: 'Ver todos mis favoritos' }));
    expect(location()).toBe('/favorites');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("says 'Aún no tienes favoritos' when there are none", async () => {
    rows = [];
    renderDropdown();
    expect((await heading()).textContent).toBe('Mis Favoritos (0)');
    expect(screen.getByText('Aún no tienes favoritos')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ver todos mis favoritos' })).toBeNull();
  });

  it('publishes the total it read, so the badge agrees with the heading', async () => {
    pageBus.getState().favoritesChanged(9);
    renderDropdown();
    await heading();
    await waitFor(() => expect(pageBus.getState().favoritesCount).toBe(3));
  });

  it('removes a favourite, says so, refetches and publishes the new total', async () => {
    renderDropdown();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Producto 2 de favoritos' }));

    await waitFor(() => expect(bus.toasts).toHaveLength(1));
    expect(bus.toasts[0]).toEqual({
      title: 'Eliminado de favoritos',
      description: 'Producto 2',
      tone: 'success',
    });
    const remove = fake.queries.find((q) => isDelete(q.calls));
    expect(remove?.calls.filter((c) => c.method === 'eq').map((c) => c.args)).toEqual([
      ['user_id', 'user-1'],
      ['product_id', 'p2'],
    ]);
    expect((await heading()).textContent).toBe('Mis Favoritos (2)');
    expect(screen.queryByRole('link', { name: /Producto 2/ })).toBeNull();
    expect(pageBus.getState().favoritesCount).toBe(2);
    expect(document.activeElement).toBe(await heading());
  });

  it("toasts 'No se pudo actualizar los favoritos' when removing fails, and keeps the row", async () => {
    failDeletes = true;
    renderDropdown();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Producto 2 de favoritos' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'No se pudo actualizar los favoritos', tone: 'error' }]),
    );
    expect(screen.getByRole('link', { name: /Producto 2/ })).toBeTruthy();
    expect(pageBus.getState().favoritesCount).toBe(3);
  });

  it('says the favourites could not be loaded, logs it, and retries on demand', async () => {
    failLoads = true;
    renderDropdown();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error - No se pudieron cargar los favoritos');
    expect(console.error).toHaveBeenCalled();

    failLoads = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    });
    expect((await heading()).textContent).toBe('Mis Favoritos (3)');
  });
});
