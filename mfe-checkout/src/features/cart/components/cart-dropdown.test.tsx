import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@bonis/design-system/bus';
import { sharedKeys } from '@bonis/supabase-client/queries';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
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

/**
 * A cart held by the test's database: reads of cart_items answer it, remove_cart_item removes
 * from it and answers the units left. `reads` are the cart reads the dropdown made.
 */
function setupCart(initial: CartLine[], { failRemoval = false } = {}) {
  let rows = [...initial];
  const reads: TableRequest[] = [];
  supabaseMock.table('cart_items').get((request) => {
    reads.push(request);
    return rows.map(({ productId, ...row }) => ({ ...row, product_id: productId }));
  });
  supabaseMock.rpc('remove_cart_item', ({ body }) => {
    if (failRemoval) return supabaseMock.networkError();
    const productId = String(body.p_product_id);
    const removed = rows.some((row) => row.productId === productId);
    rows = rows.filter((row) => row.productId !== productId);
    const units = rows.reduce((sum, row) => sum + row.quantity, 0);
    return { product_id: productId, removed, cart_units: units };
  });
  return {
    reads,
    /** the next read of the cart fails (no answer) */
    failNextRead: () =>
      supabaseMock.table('cart_items').get(() => supabaseMock.networkError(), { once: true }),
  };
}

/** Signs in (Supabase session and the bus, with the cart's units, as the shell publishes them). */
function signIn(units = 0) {
  supabaseMock.signedIn();
  signInOnBus();
  bus.getState().cartChanged(units);
}

/** Keeps an expected console.error out of the output; returns the spy. */
function silenceErrors() {
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => printed.mockRestore());
  return printed;
}

describe('CartDropdown', () => {
  it('asks a signed-out shopper to sign in and requests the login modal', async () => {
    signOutOnBus();
    const requests = recordBusRequests();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<CartDropdown onNavigate={onNavigate} />);

    expect(screen.getByText('Inicia sesión para ver tu carrito')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(requests.logins).toEqual(['login']);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(supabaseMock.requests).toEqual([]);
  });

  it('shows a loading state while the session is not known yet', () => {
    // the bus starts each test as a page does: session undefined (not read yet)
    renderWithProviders(<CartDropdown />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando carrito…');
  });

  it('shows the empty cart with a way back to the shop', async () => {
    setupCart([]);
    signIn();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<CartDropdown onNavigate={onNavigate} />);

    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Tu carrito está vacío' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Seguir comprando' });
    expect(link).toHaveAttribute('href', '/');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('lists the five newest lines, counts every unit and sums every line', async () => {
    // newest first, as the query orders them: 7 lines, 9 units
    const lines = [line(1, 2, 25000), line(2), line(3), line(4), line(5), line(6, 2), line(7)];
    const { reads } = setupCart(lines);
    signIn(9);
    renderWithProviders(<CartDropdown />);

    expect(await screen.findByRole('heading', { name: 'Mi Carrito (9)' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);

    const first = within(items[0] as HTMLElement).getByRole('link');
    expect(first).toHaveAttribute('href', '/product/product-1');
    expect(first).toHaveTextContent('Producto 1');
    expect(first).toHaveTextContent('Cantidad: 2');
    expect(first).toHaveTextContent('50.000');
    const image = first.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://img.test/1.jpg');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');

    expect(screen.queryByRole('link', { name: /Producto 6/ })).not.toBeInTheDocument();
    expect(screen.getByText('+2 productos más')).toBeInTheDocument();
    // 2 × 25.000 + 4 × 10.000 + 2 × 10.000 + 10.000
    expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('120.000');
    expect(screen.getByRole('link', { name: 'Ver carrito' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Finalizar compra' })).toHaveAttribute(
      'href',
      '/checkout',
    );

    // one read of the signed-in user's lines with their products, newest first
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      select: 'id,product_id,quantity,product:products(id,name,price,images)',
      filters: { user_id: `eq.${USER}` },
      order: 'created_at.desc,id.asc',
      userId: USER,
    });
  });

  it('shows a placeholder for a product without images', async () => {
    const bare = line(1);
    setupCart([{ ...bare, product: bare.product && { ...bare.product, images: [] } }]);
    signIn();
    renderWithProviders(<CartDropdown />);
    const link = await screen.findByRole('link', { name: /Producto 1/ });
    expect(link.querySelector('img')).not.toBeInTheDocument();
  });

  it('calls onNavigate when a link is followed', async () => {
    setupCart([line(1)]);
    signIn();
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<CartDropdown onNavigate={onNavigate} />);
    await user.click(await screen.findByRole('link', { name: 'Finalizar compra' }));
    await user.click(screen.getByRole('link', { name: /Producto 1/ }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('removes a line, toasts, refetches and publishes the new unit count', async () => {
    const { reads } = setupCart([line(1, 3), line(2, 2)]);
    signIn(5);
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<CartDropdown />);

    await user.click(
      await screen.findByRole('button', { name: 'Eliminar Producto 1 del carrito' }),
    );

    await waitFor(() => expect(bus.getState().cartCount).toBe(2));
    expect(await screen.findByRole('heading', { name: 'Mi Carrito (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Producto 1/ })).not.toBeInTheDocument();
    expect(requests.toasts).toContainEqual({
      title: 'Eliminado',
      description: 'Producto eliminado del carrito',
      tone: 'success',
    });
    // the database removes the line and says how many units are left
    expect(supabaseMock.rpcCalls('remove_cart_item')).toEqual([{ p_product_id: 'product-1' }]);
    // read on open, then again after the removal
    await waitFor(() => expect(reads).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Mi Carrito (2)' })).toHaveFocus(),
    );
  });

  it('shows the empty state after the last line is removed', async () => {
    setupCart([line(1)]);
    signIn(1);
    const { user } = renderWithProviders(<CartDropdown />);
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar Producto 1 del carrito' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Tu carrito está vacío' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(bus.getState().cartCount).toBe(0));
  });

  it('toasts an error and keeps the line when the removal fails', async () => {
    silenceErrors();
    setupCart([line(1)], { failRemoval: true });
    signIn(1);
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<CartDropdown />);

    await user.click(
      await screen.findByRole('button', { name: 'Eliminar Producto 1 del carrito' }),
    );

    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'No se pudo eliminar el producto',
        tone: 'error',
      }),
    );
    expect(screen.getByRole('link', { name: /Producto 1/ })).toBeInTheDocument();
    expect(bus.getState().cartCount).toBe(1);
  });

  it('shows a load error with a retry that reads the cart again', async () => {
    const printed = silenceErrors();
    const cart = setupCart([line(1)]);
    cart.failNextRead();
    signIn(1);
    const { user } = renderWithProviders(<CartDropdown />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error - No se pudo cargar el carrito');
    expect(printed).toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Mi Carrito (1)' })).toBeInTheDocument();
    expect(cart.reads).toHaveLength(1); // the failed read got no answer; the retry did
  });

  it('reads the cart again when another part of the store changes the cart', async () => {
    const { reads } = setupCart([line(1)]);
    signIn(1);
    const { queryClient } = renderWithProviders(<CartDropdown />);
    await screen.findByRole('heading', { name: 'Mi Carrito (1)' });
    expect(reads).toHaveLength(1);

    // what the shared add to cart does after adding (@bonis/supabase-client/queries)
    act(() => void queryClient.invalidateQueries({ queryKey: sharedKeys.cart(USER) }));

    await waitFor(() => expect(reads).toHaveLength(2));
  });
});
