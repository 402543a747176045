import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@bonis/design-system/bus';
import {
  recordBusRequests,
  renderWithProviders,
  signOutOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import { QUANTITY_DEBOUNCE_MS } from '../hooks/use-debounced-quantity';
import { BLOCKED_MESSAGE } from './cart-summary';
import { quote, quoteItem, setupCart, signIn } from '../testing/cart-quote';
import { CartPage } from './cart-page';

const TITLE_ID = 'cart-title';
const renderPage = (options?: Parameters<typeof renderWithProviders>[1]) =>
  renderWithProviders(<CartPage titleId={TITLE_ID} />, { route: '/cart', ...options });

/** Keeps an expected console.error out of the output; returns the spy. */
function silenceErrors() {
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => printed.mockRestore());
  return printed;
}

const line = (name: string) => screen.getByRole('listitem', { name });
const findLine = (name: string) => screen.findByRole('listitem', { name });
const summary = () => screen.getByRole('region', { name: 'Resumen del pedido' });
/** The figure of the summary whose label starts with `label` (its dt), as its row reads. */
const figure = (label: string) =>
  within(summary()).getByText((_, element) =>
    Boolean(element?.tagName === 'DT' && element.textContent?.startsWith(label)),
  ).parentElement as HTMLElement;
const stepper = (name: string) => screen.getByRole('spinbutton', { name: `Cantidad de ${name}` });
const quantityCalls = () => supabaseMock.rpcCalls('set_cart_quantity');

describe('CartPage', () => {
  it('shows its heading and a loading state while the session is not known yet', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Carrito de compras' })).toHaveAttribute(
      'id',
      TITLE_ID,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando carrito…');
    expect(supabaseMock.requests).toEqual([]);
  });

  it('asks a signed-out shopper to sign in and requests the login modal', async () => {
    signOutOnBus();
    const requests = recordBusRequests();
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Carrito de compras' })).toBeVisible();
    expect(screen.getByText('Inicia sesión para ver tu carrito')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(requests.logins).toEqual(['login']);
    expect(supabaseMock.requests).toEqual([]);
  });

  it('shows the empty cart with a link to keep shopping', async () => {
    setupCart(quote([]));
    signIn();
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Tu carrito está vacío' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Finalizar compra' })).not.toBeInTheDocument();
  });

  it('lists each line as the database priced it, member prices with the list price struck', async () => {
    setupCart(
      quote(
        [
          quoteItem(1, { quantity: 2, unit_price: 21250, list_price: 25000, total: 42500 }),
          quoteItem(2, { brand: null, image: null, unit_price: 9900, total: 9900 }),
        ],
        { membership_type: 'anual', member_discount_percent: 15, subtotal: 52400 },
      ),
    );
    signIn(3, { membershipType: 'anual' });
    renderPage();

    const member = await findLine('Producto 1');
    const link = within(member).getByRole('link', { name: 'Producto 1' });
    expect(link).toHaveAttribute('href', '/product/product-1');
    expect(member).toHaveTextContent('Marca 1');
    expect(member).toHaveTextContent('$ 21.250');
    expect(member).toHaveTextContent('Precio anterior $ 25.000');
    expect(within(member).getByText('Precio socio')).toBeInTheDocument();
    expect(member.querySelector('img')).toHaveAttribute('src', 'https://img.test/1.jpg');
    expect(stepper('Producto 1')).toHaveValue('2');
    expect(member).toHaveTextContent('Total de la línea: $ 42.500');
    expect(
      within(member).getByRole('button', { name: 'Eliminar Producto 1 del carrito' }),
    ).toBeEnabled();

    // the list price only when the database charged less
    const plain = line('Producto 2');
    expect(plain).not.toHaveTextContent('Precio anterior');
    expect(within(plain).queryByText('Precio socio')).not.toBeInTheDocument();
    expect(plain.querySelector('img')).not.toBeInTheDocument();
    expect(plain).toHaveTextContent('Total de la línea: $ 9.900');

    // newest first: the line added last leads
    const names = screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['Producto 2', 'Producto 1']);
    expect(screen.getByText('3 productos')).toBeInTheDocument();
  });

  it('shows a placeholder when a line’s image fails to load', async () => {
    setupCart(quote([quoteItem(1)]));
    signIn(1);
    renderPage();
    const item = await findLine('Producto 1');
    fireEvent.error(item.querySelector('img') as HTMLImageElement);
    expect(item.querySelector('img')).not.toBeInTheDocument();
  });

  it('shows the summary’s figures as the database computed them, with the way to checkout', async () => {
    // none of these is a sum the browser could make from the lines
    setupCart(
      quote([quoteItem(1, { quantity: 2 }), quoteItem(2)], {
        subtotal: 77777,
        shipping_estimate: 12345,
        estimated_total: 99999,
        free_shipping_threshold: 100000,
      }),
    );
    signIn(3);
    renderPage();

    await findLine('Producto 1');
    expect(figure('Subtotal')).toHaveTextContent('Subtotal (3 productos)$ 77.777');
    expect(figure('Envío')).toHaveTextContent('$ 12.345');
    expect(figure('Total')).toHaveTextContent('$ 99.999');
    expect(within(summary()).getByText('Te faltan $ 22.223 para envío gratis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finalizar compra' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // priced with nothing chosen: the cart page's estimate
    expect(supabaseMock.rpcCalls('preview_checkout')[0]).toEqual({});
  });

  it('says shipping is free for a member', async () => {
    setupCart(
      quote([quoteItem(1)], {
        membership_type: 'mensual',
        subtotal: 9000,
        shipping_estimate: 0,
        free_shipping: true,
        free_shipping_reason: 'membership',
        estimated_total: 9000,
      }),
    );
    signIn(1, { membershipType: 'mensual' });
    renderPage();

    await findLine('Producto 1');
    expect(figure('Envío')).toHaveTextContent('Gratis');
    expect(within(summary()).getByText('Envío gratis por tu membresía')).toBeInTheDocument();
    expect(within(summary()).queryByText(/Te faltan/)).not.toBeInTheDocument();
  });

  it('says shipping is free from the store’s threshold', async () => {
    setupCart(
      quote([quoteItem(1, { quantity: 3, unit_price: 40000, total: 120000 })], {
        subtotal: 120000,
        shipping_estimate: 0,
        free_shipping: true,
        free_shipping_reason: 'threshold',
        free_shipping_threshold: 90000,
        estimated_total: 120000,
      }),
    );
    signIn(3);
    renderPage();

    await findLine('Producto 1');
    expect(figure('Envío')).toHaveTextContent('Gratis');
    expect(
      within(summary()).getByText('Envío gratis por compras desde $ 90.000'),
    ).toBeInTheDocument();
  });

  it('removes a line: toasts, prices the cart again, publishes the units and keeps focus on the page', async () => {
    const cart = setupCart(
      quote([quoteItem(1, { quantity: 3 }), quoteItem(2, { quantity: 2 })], { subtotal: 50000 }),
    );
    signIn(5);
    const requests = recordBusRequests();
    const { user } = renderPage();

    await findLine('Producto 1');
    cart.answer(quote([quoteItem(2, { quantity: 2 })], { subtotal: 20000 }));
    await user.click(screen.getByRole('button', { name: 'Eliminar Producto 1 del carrito' }));

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Producto 1' })).not.toBeInTheDocument(),
    );
    expect(supabaseMock.rpcCalls('remove_cart_item')).toEqual([{ p_product_id: 'product-1' }]);
    expect(requests.toasts).toContainEqual({
      title: 'Eliminado',
      description: 'Producto eliminado del carrito',
      tone: 'success',
    });
    expect(bus.getState().cartCount).toBe(2);
    expect(figure('Subtotal')).toHaveTextContent('$ 20.000');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Carrito de compras' })).toHaveFocus(),
    );
  });

  it('flags lines that can no longer be bought, limits them and blocks checkout', async () => {
    setupCart(
      quote(
        [
          quoteItem(1),
          quoteItem(2, { is_active: false, available: false }),
          quoteItem(3, { quantity: 5, stock_quantity: 2, available: false }),
          quoteItem(4, { quantity: 1, stock_quantity: 0, available: false }),
        ],
        { subtotal: 10000, estimated_total: 25000 },
      ),
    );
    signIn(8);
    const { user } = renderPage({ userOptions: {} });

    const hidden = await findLine('Producto 2');
    expect(hidden).toHaveTextContent('Este producto ya no está disponible');
    expect(within(hidden).queryByRole('link')).not.toBeInTheDocument();
    expect(stepper('Producto 2')).toBeDisabled();
    expect(hidden).toHaveTextContent('No se incluye en el total');
    expect(hidden).not.toHaveTextContent('Total de la línea');

    const short = line('Producto 3');
    expect(short).toHaveTextContent('Solo quedan 2 unidades');
    expect(stepper('Producto 3')).toHaveAttribute('aria-valuemax', '2');
    expect(
      within(short).getByRole('button', { name: 'Aumentar cantidad de Producto 3' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(short).getByRole('button', { name: 'Ajustar a 2 unidades de Producto 3' }),
    ).toHaveAccessibleDescription('Solo quedan 2 unidades');

    const soldOut = line('Producto 4');
    expect(soldOut).toHaveTextContent('Agotado');
    expect(stepper('Producto 4')).toBeDisabled();

    for (const name of ['Producto 2', 'Producto 3', 'Producto 4']) {
      expect(screen.getByRole('button', { name: `Eliminar ${name} del carrito` })).toBeEnabled();
    }
    expect(line('Producto 1')).not.toHaveTextContent('disponible');

    // checkout is blocked, and says why
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCKED_MESSAGE);
    expect(screen.queryByRole('link', { name: 'Finalizar compra' })).not.toBeInTheDocument();
    const checkout = screen.getByRole('button', { name: 'Finalizar compra' });
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    expect(checkout).toHaveAccessibleDescription(BLOCKED_MESSAGE);
    await user.click(checkout);
    expect(screen.getByRole('button', { name: 'Finalizar compra' })).toBeInTheDocument();
  });

  it('shows a load error with a retry that prices the cart again', async () => {
    const printed = silenceErrors();
    const cart = setupCart(quote([quoteItem(1)], { subtotal: 10000 }));
    cart.failNextQuote();
    signIn(1);
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error - No se pudo cargar el carrito');
    expect(printed).toHaveBeenCalledWith(
      '[mfe-checkout] loading the cart failed',
      expect.anything(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Carrito de compras' })).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await findLine('Producto 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an admin’s price change without a reload', async () => {
    const cart = setupCart(quote([quoteItem(1, { unit_price: 10000 })], { subtotal: 10000 }));
    signIn(1);
    renderPage();

    const item = await findLine('Producto 1');
    expect(item).toHaveTextContent('Total de la línea: $ 10.000');

    await supabaseMock.realtime.subscribed('products');
    cart.answer(quote([quoteItem(1, { unit_price: 8000 })], { subtotal: 8000 }));
    act(() => {
      supabaseMock.realtime.push({
        table: 'products',
        eventType: 'UPDATE',
        new: { id: 'product-1', price: 8000 },
      });
    });

    await waitFor(() => expect(line('Producto 1')).toHaveTextContent('Total de la línea: $ 8.000'));
    expect(figure('Subtotal')).toHaveTextContent('$ 8.000');
  });
});

/**
 * Lets fake time pass, then lets what those timers started settle: the debounced save, its
 * (mocked) HTTP answer, the cart's new pricing and TanStack Query's batched notification.
 */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 10; round++) await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('CartPage quantities', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library's async wrapper waits on a 0 ms setTimeout; it advances fake timers only
    // when it sees Jest's global (see mfe-catalog's search-box test).
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const setup = (stock = 50) => {
    const cart = setupCart(quote([quoteItem(1, { quantity: 3, stock_quantity: stock })]));
    signIn(3);
    const view = renderPage({ userOptions: { advanceTimers: vi.advanceTimersByTime } });
    return { ...view, cart };
  };

  it('saves the quantity the shopper settles on with one database call and publishes the units', async () => {
    const { user } = setup();
    await findLine('Producto 1');
    const plus = screen.getByRole('button', { name: 'Aumentar cantidad de Producto 1' });

    await user.click(plus);
    await user.click(plus);
    await pass(QUANTITY_DEBOUNCE_MS - 100);
    await user.click(plus);
    expect(stepper('Producto 1')).toHaveValue('6');
    await pass(QUANTITY_DEBOUNCE_MS - 1);
    expect(quantityCalls()).toEqual([]);

    await pass(1);
    await waitFor(() =>
      expect(quantityCalls()).toEqual([{ p_product_id: 'product-1', p_quantity: 6 }]),
    );
    await waitFor(() => expect(bus.getState().cartCount).toBe(6));
    await waitFor(() =>
      expect(line('Producto 1')).toHaveTextContent('Total de la línea: $ 60.000'),
    );
    expect(stepper('Producto 1')).toHaveValue('6');
  });

  it('takes a typed value that is not a number as 1', async () => {
    const { user } = setup();
    await findLine('Producto 1');

    await user.tripleClick(stepper('Producto 1'));
    await user.keyboard('abc');
    await user.tab();
    await pass(QUANTITY_DEBOUNCE_MS);

    await waitFor(() =>
      expect(quantityCalls()).toEqual([{ p_product_id: 'product-1', p_quantity: 1 }]),
    );
    await waitFor(() => expect(bus.getState().cartCount).toBe(1));
  });

  it('ignores a typed value below 1', async () => {
    const { user } = setup();
    await findLine('Producto 1');

    await user.tripleClick(stepper('Producto 1'));
    await user.keyboard('0');
    await user.tab();
    await pass(QUANTITY_DEBOUNCE_MS * 2);

    expect(stepper('Producto 1')).toHaveValue('3');
    expect(quantityCalls()).toEqual([]);
  });

  it('caps a typed value at the product’s stock', async () => {
    const { user } = setup(8);
    await findLine('Producto 1');

    await user.tripleClick(stepper('Producto 1'));
    await user.keyboard('80{Enter}');
    expect(stepper('Producto 1')).toHaveValue('8');
    await pass(QUANTITY_DEBOUNCE_MS);

    await waitFor(() =>
      expect(quantityCalls()).toEqual([{ p_product_id: 'product-1', p_quantity: 8 }]),
    );
  });

  it('adjusts a line to the stock left', async () => {
    setupCart(quote([quoteItem(1, { quantity: 5, stock_quantity: 2, available: false })]));
    signIn(5);
    const { user } = renderPage({ userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await findLine('Producto 1');

    await user.click(screen.getByRole('button', { name: 'Ajustar a 2 unidades de Producto 1' }));
    await pass(QUANTITY_DEBOUNCE_MS);

    await waitFor(() =>
      expect(quantityCalls()).toEqual([{ p_product_id: 'product-1', p_quantity: 2 }]),
    );
  });

  it('toasts the database’s reason when a quantity can’t be saved and shows the cart’s quantity again', async () => {
    silenceErrors();
    const { user } = setup();
    supabaseMock.rpc('set_cart_quantity', () =>
      supabaseMock.error({ code: 'P0001', message: 'Producto no encontrado' }),
    );
    const requests = recordBusRequests();
    await findLine('Producto 1');

    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad de Producto 1' }));
    expect(stepper('Producto 1')).toHaveValue('4');
    await pass(QUANTITY_DEBOUNCE_MS);

    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'No se pudo actualizar la cantidad',
        description: 'Producto no encontrado',
        tone: 'error',
      }),
    );
    await waitFor(() => expect(stepper('Producto 1')).toHaveValue('3'));
  });

  it('does not save a pending quantity of a line being removed', async () => {
    const { user } = setup();
    await findLine('Producto 1');

    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad de Producto 1' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar Producto 1 del carrito' }));
    await pass(QUANTITY_DEBOUNCE_MS * 2);

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('remove_cart_item')).toEqual([{ p_product_id: 'product-1' }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeInTheDocument(),
    );
    expect(quantityCalls()).toEqual([]);
  });
});
