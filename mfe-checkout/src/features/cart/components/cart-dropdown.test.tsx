import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, onBusEvent, type ToastRequest } from '@bonis/design-system/bus';
import { provideSupabase } from '@bonis/supabase-client';
import { sharedKeys } from '@bonis/supabase-client/queries';
import {
  callsOf,
  createFakeSupabase,
  postgrestError,
  type FakeResult,
} from '@bonis/supabase-client/testing';
import { renderWithProviders } from '../../../testing/render';
import type { CartLine } from '../api/get-cart-lines';
import { CartDropdown } from './cart-dropdown';

const USER = 'user-1';

const line = (n: number, quantity = 1, price = 10000): CartLine => ({
  id: `line-${n}`,
  productId: `product-${n}`,
  quantity,
  product: {
    id: `product-${n}`,
    name: `Producto ${n}`,
    price,
    images: [`https://img.test/${n}.jpg`],
  },
});

/** A cart held by the fake: reads return it, remove_cart_item removes from it. */
function setupCart(initial: CartLine[], { failDelete = false } = {}) {
  let rows = [...initial];
  let failNextRead: FakeResult | null = null;
  const fake = createFakeSupabase({
    rpc: {
      remove_cart_item: (args) => {
        if (failDelete) return { error: postgrestError('network down', '') };
        const productId = (args as { p_product_id: string }).p_product_id;
        const removed = rows.some((row) => row.productId === productId);
        rows = rows.filter((row) => row.productId !== productId);
        const units = rows.reduce((sum, row) => sum + row.quantity, 0);
        return { data: { product_id: productId, removed, cart_units: units } };
      },
    },
    tables: {
      cart_items: () => {
        if (failNextRead) {
          const answer = failNextRead;
          failNextRead = null;
          return answer;
        }
        return {
          data: rows.map(({ productId, ...row }) => ({ ...row, product_id: productId })),
        };
      },
    },
  });
  provideSupabase(fake.client);
  return {
    fake,
    failNextRead: () => {
      failNextRead = { error: postgrestError('network down', '') };
    },
  };
}

/** Signs in on the bus with the cart's units, as the shell publishes them at sign-in. */
function signIn(units = 0) {
  bus.getState().sessionChanged({
    userId: USER,
    name: 'Ana',
    isAdmin: false,
    membershipType: 'regular',
  });
  bus.getState().cartChanged(units);
}

let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => {};

beforeEach(() => {
  toasts = [];
  stopToasts = onBusEvent('toastRequested', (toast) => toasts.push(toast));
  bus.getState().signedOut();
});

afterEach(() => {
  stopToasts();
  vi.restoreAllMocks();
});

describe('CartDropdown', () => {
  it('asks a signed-out shopper to sign in and requests the login modal', () => {
    setupCart([]);
    const onNavigate = vi.fn();
    const login = vi.fn();
    const stop = onBusEvent('loginRequested', login);
    renderWithProviders(<CartDropdown onNavigate={onNavigate} />);

    expect(screen.getByText('Inicia sesión para ver tu carrito')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(login).toHaveBeenCalledWith({ modal: 'login' });
    expect(onNavigate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shows a loading state while the session is not known yet', () => {
    setupCart([]);
    bus.setState({ session: undefined });
    renderWithProviders(<CartDropdown />);
    expect(screen.getByRole('status').textContent).toContain('Cargando carrito…');
  });

  it('shows the empty cart with a way back to the shop', async () => {
    setupCart([]);
    signIn();
    const onNavigate = vi.fn();
    renderWithProviders(<CartDropdown onNavigate={onNavigate} />);

    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Tu carrito está vacío' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Seguir comprando' });
    expect(link.getAttribute('href')).toBe('/');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('lists the five newest lines, counts every unit and sums every line', async () => {
    // newest first, as the query orders them: 7 lines, 9 units
    const lines = [line(1, 2, 25000), line(2), line(3), line(4), line(5), line(6, 2), line(7)];
    const { fake } = setupCart(lines);
    signIn(9);
    renderWithProviders(<CartDropdown />);

    expect(await screen.findByRole('heading', { name: 'Mi Carrito (9)' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);

    const first = within(items[0] as HTMLElement).getByRole('link');
    expect(first.getAttribute('href')).toBe('/product/product-1');
    expect(first.textContent).toContain('Producto 1');
    expect(first.textContent).toContain('Cantidad: 2');
    expect(first.textContent).toContain('50.000');
    const image = first.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://img.test/1.jpg');
    expect(image?.getAttribute('width')).toBe('48');
    expect(image?.getAttribute('height')).toBe('48');

    expect(screen.queryByRole('link', { name: /Producto 6/ })).toBeNull();
    expect(screen.getByText('+2 productos más')).toBeTruthy();
    // 2 × 25.000 + 4 × 10.000 + 2 × 10.000 + 10.000
    expect(screen.getByText('Subtotal').parentElement?.textContent).toContain('120.000');
    expect(screen.getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Finalizar compra' }).getAttribute('href')).toBe(
      '/checkout',
    );

    const [query] = fake.queries;
    expect(callsOf(query, 'select')[0]?.[0]).toBe(
      'id, product_id, quantity, product:products(id, name, price, images)',
    );
    expect(callsOf(query, 'eq')).toContainEqual(['user_id', USER]);
    expect(callsOf(query, 'order')[0]).toEqual(['created_at', { ascending: false }]);
  });

  it('shows a placeholder for a product without images', async () => {
    const bare = line(1);
    setupCart([{ ...bare, product: bare.product && { ...bare.product, images: [] } }]);
    signIn();
    renderWithProviders(<CartDropdown />);
    const link = await screen.findByRole('link', { name: /Producto 1/ });
    expect(link.querySelector('img')).toBeNull();
  });

  it('calls onNavigate when a link is followed', async () => {
    setupCart([line(1)]);
    signIn();
    const onNavigate = vi.fn();
    renderWithProviders(<CartDropdown onNavigate={onNavigate} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Finalizar compra' }));
    fireEvent.click(screen.getByRole('link', { name: /Producto 1/ }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('removes a line, toasts, refetches and publishes the new unit count', async () => {
    const { fake } = setupCart([line(1, 3), line(2, 2)]);
    signIn(5);
    renderWithProviders(<CartDropdown />);

    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Producto 1 del carrito' }));

    await waitFor(() => expect(bus.getState().cartCount).toBe(2));
    expect(await screen.findByRole('heading', { name: 'Mi Carrito (2)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Producto 1/ })).toBeNull();
    expect(toasts).toContainEqual({
      title: 'Eliminado',
      description: 'Producto eliminado del carrito',
      tone: 'success',
    });
    // the database removes the line and says how many units are left
    expect(fake.rpcCalls).toEqual([
      { fn: 'remove_cart_item', args: { p_product_id: 'product-1' } },
    ]);
    // read on open, then again after the removal
    expect(fake.queries.filter((query) => callsOf(query, 'select').length > 0)).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Mi Carrito (2)' })),
    );
  });

  it('shows the empty state after the last line is removed', async () => {
    setupCart([line(1)]);
    signIn(1);
    renderWithProviders(<CartDropdown />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Producto 1 del carrito' }));
    expect(await screen.findByRole('heading', { name: 'Tu carrito está vacío' })).toBeTruthy();
    await waitFor(() => expect(bus.getState().cartCount).toBe(0));
  });

  it('toasts an error and keeps the line when the removal fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setupCart([line(1)], { failDelete: true });
    signIn(1);
    renderWithProviders(<CartDropdown />);

    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Producto 1 del carrito' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'No se pudo eliminar el producto', tone: 'error' }),
    );
    expect(screen.getByRole('link', { name: /Producto 1/ })).toBeTruthy();
    expect(bus.getState().cartCount).toBe(1);
  });

  it('shows a load error with a retry that reads the cart again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cart = setupCart([line(1)]);
    cart.failNextRead();
    signIn(1);
    renderWithProviders(<CartDropdown />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error - No se pudo cargar el carrito');
    expect(error).toHaveBeenCalled();

    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Mi Carrito (1)' })).toBeTruthy();
  });

  it('reads the cart again when another part of the store changes the cart', async () => {
    const { fake } = setupCart([line(1)]);
    signIn(1);
    const { queryClient } = renderWithProviders(<CartDropdown />);
    await screen.findByRole('heading', { name: 'Mi Carrito (1)' });
    const reads = fake.queries.length;

    // what the shared add to cart does after adding (@bonis/supabase-client/queries)
    act(() => void queryClient.invalidateQueries({ queryKey: sharedKeys.cart(USER) }));

    await waitFor(() => expect(fake.queries.length).toBe(reads + 1));
  });
});
