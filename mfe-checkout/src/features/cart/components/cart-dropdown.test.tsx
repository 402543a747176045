import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@bonis/design-system/bus';
import { sharedKeys } from '@bonis/supabase-client/queries';
import {
  recordBusRequests,
  renderWithProviders,
  signOutOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import { quote, quoteItem, setupCart, signIn } from '../testing/cart-quote';
import { CartDropdown } from './cart-dropdown';

const USER = 'user-1';

/** Keeps an expected console.error out of the output; returns the spy. */
function silenceErrors() {
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => printed.mockRestore());
  return printed;
}

/** The text of an amount as shown (jest-dom reads formatCOP's no-break space as a space). */
const cop = (digits: string) => new RegExp(`\\$\\s${digits.replace('.', '\\.')}`);

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
    setupCart(quote([]));
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

  it('lists the five newest lines of the quote, counts every unit and shows the quote’s subtotal', async () => {
    // oldest first, as the database lists them: 7 lines, 9 units
    const items = [
      quoteItem(7),
      quoteItem(6, { quantity: 2 }),
      quoteItem(5),
      quoteItem(4),
      quoteItem(3),
      quoteItem(2),
      // a member price: the line's total is the database's, not price × quantity
      quoteItem(1, { quantity: 2, unit_price: 21250, list_price: 25000, total: 42500 }),
    ];
    // not the sum of the lines: the dropdown shows what the database says
    setupCart(quote(items, { subtotal: 111111 }));
    signIn(9);
    renderWithProviders(<CartDropdown />);

    expect(await screen.findByRole('heading', { name: 'Mi Carrito (9)' })).toBeInTheDocument();
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines).toHaveLength(5);

    const first = within(lines[0] as HTMLElement).getByRole('link');
    expect(first).toHaveAttribute('href', '/product/product-1');
    expect(first).toHaveTextContent('Producto 1');
    expect(first).toHaveTextContent('Cantidad: 2');
    expect(first).toHaveTextContent(cop('42.500'));
    const image = first.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://img.test/1.jpg');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');
    expect(within(lines[4] as HTMLElement).getByRole('link')).toHaveTextContent('Producto 5');

    expect(screen.queryByRole('link', { name: /Producto 6/ })).not.toBeInTheDocument();
    expect(screen.getByText('+2 productos más')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').parentElement).toHaveTextContent(cop('111.111'));
    expect(screen.getByRole('link', { name: 'Ver carrito' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Finalizar compra' })).toHaveAttribute(
      'href',
      '/checkout',
    );

    // the cart priced once, with no slot or discount chosen
    expect(supabaseMock.rpcCalls('preview_checkout')).toEqual([{}]);
  });

  it('says so for a line that can no longer be bought, which is not a link once hidden', async () => {
    setupCart(
      quote(
        [
          quoteItem(1, { is_active: false, available: false }),
          quoteItem(2, { quantity: 3, stock_quantity: 1, available: false }),
        ],
        { subtotal: 0 },
      ),
    );
    signIn(4);
    renderWithProviders(<CartDropdown />);

    await screen.findByRole('heading', { name: 'Mi Carrito (4)' });
    const [short, hidden] = within(screen.getByRole('list')).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(short).toHaveTextContent('Producto 2');
    expect(short).toHaveTextContent('Producto no disponible');
    expect(within(short).getByRole('link')).toHaveAttribute('href', '/product/product-2');
    expect(hidden).toHaveTextContent('Producto 1');
    expect(hidden).toHaveTextContent('Producto no disponible');
    expect(within(hidden).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(hidden).getByRole('button', { name: 'Eliminar Producto 1 del carrito' }),
    ).toBeEnabled();
  });

  it('shows a placeholder for a product without an image or whose image fails', async () => {
    setupCart(quote([quoteItem(1, { image: null }), quoteItem(2)]));
    signIn(2);
    renderWithProviders(<CartDropdown />);

    const bare = await screen.findByRole('link', { name: /Producto 1/ });
    expect(bare.querySelector('img')).not.toBeInTheDocument();
    const broken = screen.getByRole('link', { name: /Producto 2/ });
    fireEvent.error(broken.querySelector('img') as HTMLImageElement);
    expect(broken.querySelector('img')).not.toBeInTheDocument();
  });

  it('calls onNavigate when a link is followed', async () => {
    setupCart(quote([quoteItem(1)]));
    signIn(1);
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<CartDropdown onNavigate={onNavigate} />);
    await user.click(await screen.findByRole('link', { name: 'Finalizar compra' }));
    await user.click(screen.getByRole('link', { name: /Producto 1/ }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('removes a line, toasts, prices the cart again and publishes the new unit count', async () => {
    const cart = setupCart(quote([quoteItem(2, { quantity: 2 }), quoteItem(1, { quantity: 3 })]));
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
    // priced on open, then again after the removal
    expect(cart.quoteReads()).toBeGreaterThanOrEqual(2);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Mi Carrito (2)' })).toHaveFocus(),
    );
  });

  it('shows the empty state after the last line is removed', async () => {
    setupCart(quote([quoteItem(1)]));
    signIn(1);
    const { user } = renderWithProviders(<CartDropdown />);
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar Producto 1 del carrito' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Tu carrito está vacío' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(bus.getState().cartCount).toBe(0));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Seguir comprando' })).toHaveFocus(),
    );
  });

  it('toasts an error and keeps the line when the removal fails', async () => {
    silenceErrors();
    setupCart(quote([quoteItem(1)]));
    supabaseMock.rpc('remove_cart_item', () => supabaseMock.networkError());
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

  it('shows a load error with a retry that prices the cart again', async () => {
    const printed = silenceErrors();
    const cart = setupCart(quote([quoteItem(1)], { subtotal: 10000 }));
    cart.failNextQuote();
    signIn(1);
    const { user } = renderWithProviders(<CartDropdown />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error - No se pudo cargar el carrito');
    expect(printed).toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Mi Carrito (1)' })).toBeInTheDocument();
    expect(cart.quoteReads()).toBe(1); // the failed read got no answer; the retry did
  });

  it('prices the cart again when another part of the store changes the cart', async () => {
    const cart = setupCart(quote([quoteItem(1)]));
    signIn(1);
    const { queryClient } = renderWithProviders(<CartDropdown />);
    await screen.findByRole('heading', { name: 'Mi Carrito (1)' });
    expect(cart.quoteReads()).toBe(1);

    // what the shared add to cart does after adding (@bonis/supabase-client/queries)
    cart.answer(quote([quoteItem(1), quoteItem(2, { quantity: 4 })]));
    act(() => void queryClient.invalidateQueries({ queryKey: sharedKeys.cart(USER) }));

    expect(await screen.findByRole('heading', { name: 'Mi Carrito (5)' })).toBeInTheDocument();
    expect(cart.quoteReads()).toBe(2);
  });
});
