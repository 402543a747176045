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

function setup(row: Record<string, unknown> | null = orderRow(), { signedIn = true } = {}) {
  if (signedIn) signInOnBus();
  else signOutOnBus();
  const reads: TableRequest[] = [];
  supabaseMock.table('orders').get((request) => {
    reads.push(request);
    return row ? [row] : [];
  });
  supabaseMock.table('order_items').get(ITEMS);
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
