import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatCOP } from '@bonis/design-system';
import { bus as pageBus } from '@bonis/design-system/bus';
import {
  argsOf,
  provideFakeSupabase,
  type FakeSupabase,
  type RecordedCall,
  type RecordedQuery,
  type TableResult,
} from '../../../testing/fake-supabase';
import { recordBusRequests, resetBus, SIGNED_IN } from '../../../testing/bus';
import { deferred } from '../../../testing/deferred';
import { renderWidget } from '../../../testing/render';
import { FavoritesPage } from './favorites-page';

interface Product {
  id: string;
  name: string;
  price: number;
  discount_percentage: number;
  images: string[];
  featured: boolean;
  stock_quantity: number;
  category: { name: string } | null;
}

interface Row {
  created_at: string;
  product: Product | null;
}

interface CartLine {
  id: string;
  product_id: string;
  quantity: number;
}

const row = (n: number, overrides: Partial<Product> = {}): Row => ({
  created_at: `2026-01-0${n}T10:00:00Z`,
  product: {
    id: `p${n}`,
    name: `Producto ${n}`,
    price: n * 10000,
    discount_percentage: 0,
    images: [`catalog/p${n}.svg`],
    featured: false,
    stock_quantity: 20,
    category: { name: 'Perros' },
    ...overrides,
  },
});

let fake: FakeSupabase;
let bus: ReturnType<typeof recordBusRequests>;
let rows: Row[];
let cart: CartLine[];
let failLoads: boolean;
let failDeletes: boolean;
let cartError: TableResult['error'];
let otherTabInserts: boolean;
let listGate: Promise<unknown> | null;

const has = (calls: RecordedCall[], method: string) => calls.some((c) => c.method === method);
const isCount = (calls: RecordedCall[]) =>
  calls.some((c) => c.method === 'select' && (c.args[1] as { head?: boolean } | undefined)?.head);
const eqValue = (calls: RecordedCall[], column: string) =>
  calls.find((c) => c.method === 'eq' && c.args[0] === column)?.args[1];
const queriesWith = (table: string, method: string) =>
  fake.queries.filter((q) => q.table === table && has(q.calls, method));
const eqs = (query: RecordedQuery | undefined) =>
  query?.calls.filter((c) => c.method === 'eq').map((c) => c.args);

beforeEach(() => {
  rows = [row(3), row(2), row(1)];
  cart = [];
  failLoads = false;
  failDeletes = false;
  cartError = undefined;
  otherTabInserts = false;
  listGate = null;
  fake = provideFakeSupabase({
    user_favorites: async (calls) => {
      if (has(calls, 'delete')) {
        if (failDeletes) return { error: { message: 'permission denied', code: '42501' } };
        rows = rows.filter((r) => r.product?.id !== eqValue(calls, 'product_id'));
        return { data: null };
      }
      if (failLoads) return { error: { message: 'boom', code: 'XX000' } };
      if (isCount(calls)) return { count: rows.length };
      if (listGate) await listGate;
      return { data: rows };
    },
    cart_items: (calls) => {
      if (cartError) return { error: cartError };
      if (has(calls, 'maybeSingle')) {
        const line = cart.find((l) => l.product_id === eqValue(calls, 'product_id'));
        return { data: line ? { id: line.id, quantity: line.quantity } : null };
      }
      if (has(calls, 'update')) {
        const line = cart.find(
          (l) => l.id === eqValue(calls, 'id') && l.quantity === eqValue(calls, 'quantity'),
        );
        if (!line) return { data: [] };
        line.quantity = (
          argsOf({ table: 'cart_items', calls }, 'update')?.[0] as CartLine
        ).quantity;
        return { data: [{ id: line.id }] };
      }
      if (has(calls, 'insert')) {
        const values = argsOf({ table: 'cart_items', calls }, 'insert')?.[0] as CartLine;
        if (otherTabInserts) {
          // another tab's insert landed between this tab's lookup and its insert
          cart.push({ id: 'line-other', product_id: values.product_id, quantity: 1 });
          return { error: { message: 'duplicate key value', code: '23505' } };
        }
        cart.push({ ...values, id: `line-${cart.length + 1}` });
        return { data: null };
      }
      return { data: cart.map((l) => ({ quantity: l.quantity })) };
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

const renderPage = () => renderWidget(<FavoritesPage titleId="favorites-title" />);
const title = () => screen.getByRole('heading', { level: 1, name: 'Mis Favoritos' });
const grid = () => screen.findByRole('list', { name: 'Tus productos favoritos' });
const card = (name: string) => screen.getByRole('article', { name });
const addButton = (name: string) =>
  screen.getByRole('button', { name: `Agregar ${name} al carrito` }) as HTMLButtonElement;

describe('FavoritesPage signed out', () => {
  it('invites to sign in and asks the shell for the login dialog', () => {
    resetBus(null);
    renderPage();
    expect(title().id).toBe('favorites-title');
    expect(screen.getByText('Inicia sesión para ver tus favoritos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(bus.logins).toEqual(['login']);
    expect(fake.queries).toEqual([]);
  });

  it('shows a skeleton grid while the session is still loading', () => {
    resetBus(undefined);
    renderPage();
    const list = screen.getByRole('list');
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByText('Cargando favoritos')).toBeTruthy();
    expect(screen.queryByText('Inicia sesión para ver tus favoritos')).toBeNull();
    expect(fake.queries).toEqual([]);
  });
});

describe('FavoritesPage signed in', () => {
  it('shows a skeleton grid until the favourites arrive, then a card for each', async () => {
    const gate = deferred<undefined>();
    listGate = gate.promise;
    renderPage();
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Cargando favoritos')).toBeTruthy();
    await act(async () => gate.resolve(undefined));
    const list = await grid();
    expect(list.getAttribute('aria-busy')).toBeNull();
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Producto 3', 'Producto 2', 'Producto 1']);
    expect(screen.getByText('3 productos')).toBeTruthy();
  });

  it("asks for every one of the user's favourites, newest first, with their product", async () => {
    renderPage();
    await grid();
    const list = fake.queries.find((q) => q.table === 'user_favorites' && !isCount(q.calls));
    expect(argsOf(list, 'select')).toEqual([
      'created_at, product:products(id, name, price, discount_percentage, images, featured, stock_quantity, category:categories(name))',
    ]);
    expect(argsOf(list, 'eq')).toEqual(['user_id', 'user-1']);
    expect(argsOf(list, 'order')).toEqual(['created_at', { ascending: false }]);
    expect(argsOf(list, 'limit')).toBeUndefined();
  });

  it("shows each product's image, category, linked name and price", async () => {
    renderPage();
    await grid();
    const item = card('Producto 2');
    const link = within(item).getByRole('link', { name: 'Producto 2' });
    expect(link.getAttribute('href')).toBe('/product/p2');
    const image = item.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('https://storage.test/product-images/catalog/p2.svg');
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('400');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(within(item).getByText('Perros')).toBeTruthy();
    expect(item.textContent).toContain(formatCOP(20000));
    expect(within(item).queryByText('Agotado')).toBeNull();
  });

  it("falls back to 'General', strikes the original price of a discount and says 'Agotado'", async () => {
    rows = [
      row(1, {
        category: null,
        price: 25500,
        discount_percentage: 15,
        stock_quantity: 0,
        images: [],
      }),
    ];
    renderPage();
    await grid();
    const item = card('Producto 1');
    expect(within(item).getByText('General')).toBeTruthy();
    expect(item.textContent).toContain(formatCOP(25500));
    // 25 500 / (1 - 0.15) = 30 000, read out as the earlier price
    expect(within(item).getByText(/Precio anterior/).parentElement?.textContent).toBe(
      `Precio anterior ${formatCOP(30000)}`,
    );
    expect(within(item).getByText('Agotado')).toBeTruthy();
    expect(item.querySelector('img')).toBeNull();
    expect(item.querySelector('[data-placeholder]')).not.toBeNull();
    expect(screen.getByText('1 producto')).toBeTruthy();
  });

  it('disables add to cart for a product out of stock only', async () => {
    rows = [row(2, { stock_quantity: 0 }), row(1)];
    renderPage();
    await grid();
    expect(addButton('Producto 2').disabled).toBe(true);
    expect(addButton('Producto 1').disabled).toBe(false);
    fireEvent.click(addButton('Producto 2'));
    expect(fake.queries.filter((q) => q.table === 'cart_items')).toEqual([]);
  });

  it("inserts a cart line when there is none, publishes the cart's units and toasts '¡Agregado!'", async () => {
    cart = [{ id: 'line-9', product_id: 'p9', quantity: 4 }];
    renderPage();
    await grid();
    fireEvent.click(addButton('Producto 2'));
    await waitFor(() => expect(pageBus.getState().cartCount).toBe(5));
    const [insert] = queriesWith('cart_items', 'insert');
    expect(argsOf(insert, 'insert')).toEqual([
      { user_id: 'user-1', product_id: 'p2', quantity: 1 },
    ]);
    expect(queriesWith('cart_items', 'update')).toEqual([]);
    const read = fake.queries.at(-1);
    expect(argsOf(read, 'select')).toEqual(['quantity']);
    expect(argsOf(read, 'eq')).toEqual(['user_id', 'user-1']);
    expect(bus.toasts).toEqual([
      { title: '¡Agregado!', description: 'Producto 2 se agregó al carrito', tone: 'success' },
    ]);
  });

  it('increments the existing line, only if its quantity is still the one read', async () => {
    cart = [
      { id: 'line-1', product_id: 'p2', quantity: 2 },
      { id: 'line-2', product_id: 'p7', quantity: 3 },
    ];
    renderPage();
    await grid();
    fireEvent.click(addButton('Producto 2'));
    await waitFor(() => expect(pageBus.getState().cartCount).toBe(6));
    const [lookup] = queriesWith('cart_items', 'maybeSingle');
    expect(eqs(lookup)).toEqual([
      ['user_id', 'user-1'],
      ['product_id', 'p2'],
    ]);
    const [update] = queriesWith('cart_items', 'update');
    expect(argsOf(update, 'update')).toEqual([{ quantity: 3 }]);
    expect(eqs(update)).toEqual([
      ['id', 'line-1'],
      ['quantity', 2],
    ]);
    expect(queriesWith('cart_items', 'insert')).toEqual([]);
    expect(bus.toasts.map((t) => t.title)).toEqual(['¡Agregado!']);
  });

  it("increments the other tab's line when the insert meets the unique key", async () => {
    otherTabInserts = true;
    renderPage();
    await grid();
    fireEvent.click(addButton('Producto 2'));
    await waitFor(() => expect(pageBus.getState().cartCount).toBe(2));
    expect(queriesWith('cart_items', 'insert')).toHaveLength(1);
    const [update] = queriesWith('cart_items', 'update');
    expect(argsOf(update, 'update')).toEqual([{ quantity: 2 }]);
    expect(eqs(update)).toEqual([
      ['id', 'line-other'],
      ['quantity', 1],
    ]);
    expect(bus.toasts.map((t) => t.title)).toEqual(['¡Agregado!']);
  });

  it('keeps the button busy while adding', async () => {
    const gate = deferred<TableResult>();
    renderPage();
    await grid();
    fake.onTable('cart_items', () => gate.promise);
    const button = addButton('Producto 2');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.disabled).toBe(true);
    expect(addButton('Producto 1').disabled).toBe(false);
    await act(async () => gate.resolve({ error: { message: 'caído' } }));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button.disabled).toBe(false);
  });

  it("toasts 'No se pudo agregar el producto al carrito' when adding fails", async () => {
    cartError = { message: 'permission denied', code: '42501' };
    renderPage();
    await grid();
    fireEvent.click(addButton('Producto 2'));
    await waitFor(() =>
      expect(bus.toasts).toEqual([
        { title: 'No se pudo agregar el producto al carrito', tone: 'error' },
      ]),
    );
    expect(console.error).toHaveBeenCalled();
    expect(pageBus.getState().cartCount).toBe(0);
  });

  it('removes a favourite, says so, publishes the re-read total and focuses the heading', async () => {
    renderPage();
    await grid();
    await waitFor(() => expect(pageBus.getState().favoritesCount).toBe(3));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Producto 2 de favoritos' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([
        { title: 'Eliminado de favoritos', description: 'Producto 2', tone: 'success' },
      ]),
    );
    const [remove] = queriesWith('user_favorites', 'delete');
    expect(eqs(remove)).toEqual([
      ['user_id', 'user-1'],
      ['product_id', 'p2'],
    ]);
    expect(screen.queryByRole('article', { name: 'Producto 2' })).toBeNull();
    expect(screen.getByText('2 productos')).toBeTruthy();
    expect(pageBus.getState().favoritesCount).toBe(2);
    expect(document.activeElement).toBe(title());
  });

  it("toasts 'No se pudo actualizar los favoritos' when removing fails, and keeps the card", async () => {
    failDeletes = true;
    renderPage();
    await grid();
    await waitFor(() => expect(pageBus.getState().favoritesCount).toBe(3));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Producto 2 de favoritos' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'No se pudo actualizar los favoritos', tone: 'error' }]),
    );
    expect(card('Producto 2')).toBeTruthy();
    expect(pageBus.getState().favoritesCount).toBe(3);
  });

  it('says the favourites could not be loaded, logs it, and retries on demand', async () => {
    failLoads = true;
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error - No se pudieron cargar los favoritos');
    expect(console.error).toHaveBeenCalled();

    failLoads = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    });
    expect(await grid()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('3 productos')).toBeTruthy();
  });

  it('leaves out a favourite whose product is no longer shown', async () => {
    rows = [row(2), { created_at: '2026-01-01T00:00:00Z', product: null }];
    renderPage();
    const list = await grid();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 producto')).toBeTruthy();
  });

  it("says 'Aún no tienes favoritos' with a link to explore the products", async () => {
    rows = [];
    const { location } = renderPage();
    expect(await screen.findByText('Aún no tienes favoritos')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('0 productos')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Explorar productos' }));
    expect(location()).toBe('/all-products');
  });

  it('shows the empty state once the last favourite is removed', async () => {
    rows = [row(1)];
    renderPage();
    await grid();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Producto 1 de favoritos' }));
    expect(await screen.findByText('Aún no tienes favoritos')).toBeTruthy();
    expect(pageBus.getState().favoritesCount).toBe(0);
  });
});
