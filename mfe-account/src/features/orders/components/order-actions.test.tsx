import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { bus } from '@bonis/design-system/bus';
import { DB_MESSAGES, type ReorderResult } from '@bonis/supabase-client';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import OrderRoute from '../../../routes/order';

const NUMBER = 'BON-1764000000000';
const ORDER_ID = '0b0a1500-0000-4000-8000-00000000a0a1';

type Row = Record<string, unknown>;

const orderRow = (overrides: Row = {}): Row => ({
  id: ORDER_ID,
  order_number: NUMBER,
  subtotal: 90_000,
  shipping_cost: 8_000,
  discount_amount: 0,
  total: 98_000,
  status: 'confirmed',
  payment_status: 'paid',
  payment_method: 'credit_card',
  created_at: '2026-11-25T15:00:00Z',
  delivery_date: null,
  shipping_address: { firstName: 'Lucía', lastName: 'Pérez', city: 'Medellín' },
  points_earned: 98,
  paid_at: '2026-11-25T15:01:00Z',
  discount_code: null,
  carrier: null,
  tracking_number: null,
  ...overrides,
});

const ITEMS = [
  {
    id: 'i1',
    product_name: 'Chunky Adultos 4 kg',
    product_price: 45_000,
    quantity: 2,
    total: 90_000,
  },
];

const event = (kind: string, occurred_at: string) => ({
  kind,
  carrier: null,
  tracking_number: null,
  occurred_at,
});

let order: Row;
let events: Row[];
let items: Row[];

beforeEach(() => {
  order = orderRow();
  events = [event('created', '2026-11-25T15:00:00Z'), event('paid', '2026-11-25T15:01:00Z')];
  items = ITEMS;
  signInOnBus();
  supabaseMock.table('orders').get(() => [order]);
  supabaseMock.table('order_items').get(() => items);
  supabaseMock.table('order_events').get(() => events);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

function renderOrder() {
  const toasts = recordBusRequests().toasts;
  const view = renderWithProviders(
    <Routes>
      <Route path="/orders/:orderNumber" element={<OrderRoute />} />
    </Routes>,
    { route: `/orders/${NUMBER}` },
  );
  return { ...view, toasts };
}

/** The order's page once its lines are shown (the actions that depend on them are settled). */
async function orderPage() {
  await screen.findByText('Chunky Adultos 4 kg');
  return screen.getByRole('region', { name: `Pedido ${NUMBER}` });
}

describe("the order's 'Cancelar pedido'", () => {
  it.each(['pending', 'confirmed'])('is offered while the order is %s', async (status) => {
    order = orderRow({ status });
    renderOrder();
    await orderPage();
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toBeInTheDocument();
  });

  it.each(['preparing', 'shipped', 'delivered', 'cancelled'])(
    'is not offered once the order is %s',
    async (status) => {
      order = orderRow({ status });
      renderOrder();
      await orderPage();
      expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    },
  );

  it('asks first, saying what cancelling does, and calls nothing when the shopper goes back', async () => {
    const { user } = renderOrder();
    await orderPage();
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));

    const dialog = screen.getByRole('alertdialog', { name: `¿Cancelar el pedido ${NUMBER}?` });
    expect(dialog).toHaveTextContent('Los productos vuelven a la tienda');
    expect(dialog).toHaveTextContent(/Te devolveremos \$\s98\.000 al medio de pago que usaste/);
    expect(dialog).toHaveTextContent('Se descontarán los 98 puntos que ganaste con esta compra.');
    await user.click(within(dialog).getByRole('button', { name: 'No, volver' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(supabaseMock.rpcCalls('cancel_order')).toEqual([]);
  });

  it('cancels on confirming: calls cancel_order, says so, and shows the order, timeline and notice again', async () => {
    supabaseMock.rpc('cancel_order', () => {
      order = orderRow({ status: 'cancelled', payment_status: 'refunded' });
      events = [...events, event('refunded', '2026-11-25T18:00:00Z')];
      events = [...events, event('cancelled', '2026-11-25T18:00:01Z')];
      return order;
    });
    const { user, toasts } = renderOrder();
    await orderPage();
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar pedido' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(supabaseMock.rpcCalls('cancel_order')).toEqual([{ p_order_id: ORDER_ID }]);
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Pedido cancelado',
        description: expect.stringMatching(/Te devolvimos \$\s98\.000/),
        tone: 'success',
      }),
    ]);
    // the page shows the order as the database left it, read again through the feature's keys
    const page = screen.getByRole('region', { name: `Pedido ${NUMBER}` });
    expect(within(page).getByText('Cancelado', { selector: '[data-status]' })).toBeInTheDocument();
    expect(
      within(page).getByText('Reembolsado', { selector: '[data-payment-status]' }),
    ).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Seguimiento' });
    expect(within(timeline).getByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    // the button that had focus is gone: the page starts again from its heading
    expect(screen.getByRole('heading', { level: 1, name: `Pedido ${NUMBER}` })).toHaveFocus();
  });

  it("keeps the confirmation open with the database's reason when it refuses", async () => {
    supabaseMock.rpc('cancel_order', () =>
      supabaseMock.error({ code: 'P0001', message: DB_MESSAGES.orderNotCancellable }),
    );
    const { user, toasts } = renderOrder();
    await orderPage();
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar pedido' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      DB_MESSAGES.orderNotCancellable,
    );
    expect(toasts).toEqual([]);
  });
});

describe("the order's 'Volver a comprar'", () => {
  const reorderAnswering = (result: ReorderResult) => supabaseMock.rpc('reorder', () => result);

  it('puts the products back in the cart, says how many, publishes the cart count and links to the cart', async () => {
    reorderAnswering({
      added: [
        { product_id: 'p1', name: 'Chunky Adultos 4 kg', quantity: 2, requested: 2 },
        { product_id: 'p2', name: 'Collar', quantity: 1, requested: 1 },
        { product_id: 'p3', name: 'Hueso', quantity: 1, requested: 1 },
      ],
      unavailable: [],
      cart_units: 7,
    });
    const { user, toasts, location } = renderOrder();
    await orderPage();
    await user.click(screen.getByRole('button', { name: 'Volver a comprar' }));

    await waitFor(() =>
      expect(toasts).toEqual([{ title: 'Agregamos 3 productos a tu carrito', tone: 'success' }]),
    );
    expect(supabaseMock.rpcCalls('reorder')).toEqual([{ p_order_id: ORDER_ID }]);
    expect(bus.getState().cartCount).toBe(7);
    const outcome = screen.getByTestId('reorder-outcome');
    expect(outcome).toHaveTextContent('Agregamos 3 productos a tu carrito');
    await user.click(within(outcome).getByRole('link', { name: 'Ver carrito' }));
    expect(location()).toBe('/cart');
  });

  it('names the products it could not add', async () => {
    reorderAnswering({
      added: [{ product_id: 'p1', name: 'Chunky Adultos 4 kg', quantity: 2, requested: 2 }],
      unavailable: [
        { product_id: 'p2', name: 'Collar', reason: 'agotado' },
        { product_id: 'p3', name: 'Hueso', reason: 'no_disponible' },
      ],
      cart_units: 2,
    });
    const { user, toasts } = renderOrder();
    await orderPage();
    await user.click(screen.getByRole('button', { name: 'Volver a comprar' }));

    await waitFor(() =>
      expect(toasts).toEqual([
        {
          title: 'Agregamos 1 producto a tu carrito',
          description: 'No disponibles: Collar, Hueso',
          tone: 'info',
        },
      ]),
    );
    expect(screen.getByTestId('reorder-outcome')).toHaveTextContent(
      'No disponibles: Collar, Hueso',
    );
  });

  it('says none is available when nothing could be added, without a cart link', async () => {
    reorderAnswering({
      added: [],
      unavailable: [{ product_id: 'p1', name: 'Chunky Adultos 4 kg', reason: 'agotado' }],
      cart_units: 0,
    });
    const { user, toasts } = renderOrder();
    await orderPage();
    await user.click(screen.getByRole('button', { name: 'Volver a comprar' }));

    await waitFor(() =>
      expect(toasts).toEqual([
        {
          title: 'Ninguno de estos productos está disponible',
          description: 'No disponibles: Chunky Adultos 4 kg',
          tone: 'warning',
        },
      ]),
    );
    const outcome = screen.getByTestId('reorder-outcome');
    expect(within(outcome).queryByRole('link', { name: 'Ver carrito' })).not.toBeInTheDocument();
  });

  it('is not offered for an order without lines', async () => {
    items = [];
    renderOrder();
    expect(await screen.findByText('Este pedido no tiene productos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver a comprar' })).not.toBeInTheDocument();
  });
});

describe("the order's 'Ver recibo'", () => {
  it('opens the printable receipt', async () => {
    const { user, location } = renderOrder();
    await orderPage();
    await user.click(screen.getByRole('link', { name: 'Ver recibo' }));
    expect(location()).toBe(`/orders/${NUMBER}/recibo`);
  });
});
