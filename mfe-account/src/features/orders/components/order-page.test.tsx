import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import OrderRoute from '../../../routes/order';

const NUMBER = 'BON-1764000000000';

const orderRow = (overrides: Record<string, unknown> = {}) => ({
  id: '0b0a1500-0000-4000-8000-00000000a0a1',
  order_number: NUMBER,
  subtotal: 90_000,
  shipping_cost: 8_000,
  discount_amount: 9_000,
  total: 89_000,
  status: 'confirmed',
  payment_status: 'paid',
  payment_method: 'credit_card',
  created_at: '2026-11-25T15:00:00Z',
  delivery_date: '2026-11-26',
  shipping_address: {
    firstName: 'Lucía',
    lastName: 'Pérez',
    countryCode: '+57',
    phone: '3001234567',
    address: 'Calle 80 # 10-20',
    city: 'Medellín',
    department: 'Antioquia',
    shippingOption: '8:00 a. m. - 12:00 m.',
    notes: 'Portería',
  },
  points_earned: 89,
  paid_at: '2026-11-25T15:01:00Z',
  discount_code: 'BIENVENIDO10',
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

const EVENTS = [
  { kind: 'created', carrier: null, tracking_number: null, occurred_at: '2026-11-25T15:00:00Z' },
  { kind: 'paid', carrier: null, tracking_number: null, occurred_at: '2026-11-25T15:01:00Z' },
  { kind: 'confirmed', carrier: null, tracking_number: null, occurred_at: '2026-11-25T15:01:00Z' },
];

function setup(
  row: Record<string, unknown> | null = orderRow(),
  { signedIn = true, events = EVENTS }: { signedIn?: boolean; events?: object[] } = {},
) {
  if (signedIn) signInOnBus();
  else signOutOnBus();
  const reads: TableRequest[] = [];
  supabaseMock.table('orders').get((request) => {
    reads.push(request);
    return row ? [row] : [];
  });
  supabaseMock.table('order_items').get(ITEMS);
  supabaseMock.table('order_events').get(events);
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <Routes>
      <Route path="/orders/:orderNumber" element={<OrderRoute />} />
    </Routes>,
    { route: `/orders/${NUMBER}` },
  );
  return { ...view, reads, requests };
}

describe('/orders/<number>', () => {
  it('shows a paid order in full: badges, thanks, points, items, amounts, delivery', async () => {
    const { reads } = setup();

    const page = await screen.findByRole('region', { name: `Pedido ${NUMBER}` });
    expect(reads[0]?.eq('order_number')).toBe(NUMBER);
    expect(within(page).getByText('Confirmado')).toBeInTheDocument();
    expect(within(page).getByText('Pagado')).toBeInTheDocument();
    expect(within(page).getByText('¡Gracias por tu compra!')).toBeInTheDocument();
    expect(within(page).getByText('89 puntos')).toBeInTheDocument();
    expect(await within(page).findByText('Chunky Adultos 4 kg')).toBeInTheDocument();
    const summary = within(page).getByLabelText(`Resumen del pedido ${NUMBER}`);
    expect(summary).toHaveTextContent(/Subtotal\$\s90\.000/);
    expect(summary).toHaveTextContent(/Descuento-\$\s9\.000/);
    expect(summary).toHaveTextContent(/Total\$\s89\.000/);
    expect(within(page).getByText('8:00 a. m. - 12:00 m.')).toBeInTheDocument();
    expect(within(page).getByText('Lucía Pérez')).toBeInTheDocument();
    expect(within(page).getByText('Tel. +57 300 123 4567')).toBeInTheDocument();
    expect(within(page).getByText('BIENVENIDO10')).toBeInTheDocument();
    expect(within(page).queryByRole('link', { name: 'Pagar ahora' })).not.toBeInTheDocument();
  });

  it('tells a cash order it is paid on delivery', async () => {
    setup(
      orderRow({
        payment_status: 'pending',
        payment_method: 'cash',
        status: 'pending',
        points_earned: 0,
      }),
    );
    expect(await screen.findByText('¡Recibimos tu pedido!')).toBeInTheDocument();
    expect(screen.getByText(/Lo pagas en efectivo al recibirlo/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pagar ahora' })).not.toBeInTheDocument();
  });

  it("offers 'Pagar ahora' for an online order still unpaid or refused", async () => {
    const pending = setup(
      orderRow({
        payment_status: 'failed',
        payment_method: 'online',
        status: 'pending',
        points_earned: 0,
      }),
    );
    expect(await screen.findByText('Tu pago fue rechazado')).toBeInTheDocument();
    await pending.user.click(screen.getByRole('link', { name: 'Pagar ahora' }));
    expect(pending.location()).toBe('/payment?order=0b0a1500-0000-4000-8000-00000000a0a1');
  });

  it("says 'Pedido no encontrado' for a number that is not the shopper's, with a way back", async () => {
    const { user, location } = setup(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido no encontrado' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver mis pedidos' }));
    expect(location()).toBe('/orders');
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { user, requests } = setup(orderRow(), { signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(requests.logins).toEqual(['login']);
    expect(supabaseMock.requests).toEqual([]);
  });
});

/** The timeline's steps as the shopper reads them, one string per step. */
async function timelineSteps() {
  const list = await screen.findByRole('list', { name: 'Seguimiento' });
  return within(list)
    .getAllByRole('listitem')
    .map((step) => step.textContent?.replace(/\s+/g, ' ').trim());
}

describe("the order's timeline", () => {
  it("reads this order's events, oldest first, and shows the steps reached with their dates and the rest pending", async () => {
    setup();
    const steps = await timelineSteps();
    const read = supabaseMock.requests.find((request) => request.path === '/rest/v1/order_events');
    expect(read?.query).toMatchObject({
      order_id: 'eq.0b0a1500-0000-4000-8000-00000000a0a1',
      order: 'occurred_at.asc,id.asc',
    });
    expect(steps).toEqual([
      'Creado25 de nov de 2026, 10:00 a. m.',
      'Pagado25 de nov de 2026, 10:01 a. m.',
      'En preparaciónPendiente',
      'EnviadoPendiente',
      'EntregadoPendiente',
    ]);
    const list = screen.getByRole('list', { name: 'Seguimiento' });
    const current = within(list)
      .getAllByRole('listitem')
      .filter((step) => step.getAttribute('aria-current') === 'step');
    expect(current.map((step) => step.textContent)).toEqual([expect.stringContaining('Pagado')]);
  });

  it('shows a shipped order with its carrier and tracking number, on the step and on the order', async () => {
    setup(
      orderRow({
        status: 'shipped',
        carrier: 'Coordinadora',
        tracking_number: 'CO-99887766',
      }),
      {
        events: [
          ...EVENTS,
          {
            kind: 'preparing',
            carrier: null,
            tracking_number: null,
            occurred_at: '2026-11-26T13:00:00Z',
          },
          {
            kind: 'shipped',
            carrier: 'Coordinadora',
            tracking_number: 'CO-99887766',
            occurred_at: '2026-11-26T21:30:00Z',
          },
        ],
      },
    );
    const steps = await timelineSteps();
    expect(steps.slice(2)).toEqual([
      'En preparación26 de nov de 2026, 8:00 a. m.',
      'Enviado26 de nov de 2026, 4:30 p. m.Guía: Coordinadora CO-99887766',
      'EntregadoPendiente',
    ]);
    const delivery = within(screen.getByRole('region', { name: 'Entrega y pago' }));
    expect(delivery.getByText('Transportadora').nextElementSibling).toHaveTextContent(
      'Coordinadora',
    );
    expect(delivery.getByText('Número de guía').nextElementSibling).toHaveTextContent(
      'CO-99887766',
    );
  });

  it('ends a cancelled order at its cancellation, with no steps pending', async () => {
    setup(orderRow({ status: 'cancelled' }), {
      events: [
        ...EVENTS,
        {
          kind: 'cancelled',
          carrier: null,
          tracking_number: null,
          occurred_at: '2026-11-25T20:00:00Z',
        },
      ],
    });
    expect(await timelineSteps()).toEqual([
      'Creado25 de nov de 2026, 10:00 a. m.',
      'Pagado25 de nov de 2026, 10:01 a. m.',
      'Cancelado25 de nov de 2026, 3:00 p. m.',
    ]);
    expect(screen.queryByText('Pendiente')).not.toBeInTheDocument();
  });

  it('shows no carrier on an order not shipped yet', async () => {
    setup();
    await timelineSteps();
    expect(screen.queryByText('Transportadora')).not.toBeInTheDocument();
    expect(screen.queryByText(/Guía:/)).not.toBeInTheDocument();
  });

  it("says so when the timeline can't be read, and retries", async () => {
    supabaseMock
      .table('order_events')
      .get(() => supabaseMock.error({ code: '500', message: 'boom', status: 500 }));
    signInOnBus();
    supabaseMock.table('orders').get([orderRow()]);
    supabaseMock.table('order_items').get(ITEMS);
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/orders/:orderNumber" element={<OrderRoute />} />
      </Routes>,
      { route: `/orders/${NUMBER}` },
    );
    expect(await screen.findByText('No se pudo cargar el seguimiento')).toBeInTheDocument();
    supabaseMock.table('order_events').get(EVENTS);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await timelineSteps()).toHaveLength(5);
  });
});
