import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import OrderReceiptRoute from '../../../routes/order-receipt';

const NUMBER = 'BON-1764000000000';
const ORDER_ID = '0b0a1500-0000-4000-8000-00000000a0a1';

type Row = Record<string, unknown>;

const orderRow = (overrides: Row = {}): Row => ({
  id: ORDER_ID,
  order_number: NUMBER,
  subtotal: 90_000,
  shipping_cost: 8_000,
  discount_amount: 9_000,
  total: 89_000,
  status: 'confirmed',
  payment_status: 'paid',
  payment_method: 'credit_card',
  created_at: '2026-11-25T15:00:00Z',
  delivery_date: null,
  shipping_address: {
    firstName: 'Lucía',
    lastName: 'Pérez',
    email: 'lucia@example.com',
    countryCode: '+57',
    phone: '3001234567',
    address: 'Calle 80 # 10-20',
    city: 'Medellín',
    department: 'Antioquia',
  },
  points_earned: 89,
  paid_at: '2026-11-25T15:01:00Z',
  discount_code: 'BIENVENIDO10',
  carrier: null,
  tracking_number: null,
  ...overrides,
});

const ITEMS = [
  {
    id: 'i1',
    product_name: 'Chunky Adultos 4 kg',
    product_price: 40_000,
    quantity: 2,
    total: 80_000,
  },
  { id: 'i2', product_name: 'Hueso de juguete', product_price: 10_000, quantity: 1, total: 10_000 },
];

const paymentRow = (overrides: Row = {}): Row => ({
  id: '5e1f0000-0000-4000-8000-000000000001',
  kind: 'order',
  payable_id: ORDER_ID,
  reference: NUMBER,
  description: `Pedido ${NUMBER}`,
  amount: 89_000,
  method: 'credit_card',
  card_last4: '4242',
  pse_bank: null,
  document_type: null,
  status: 'approved',
  refunded_at: null,
  created_at: '2026-11-25T15:01:00Z',
  ...overrides,
});

const SETTINGS = {
  site_name: 'Boñis',
  site_description: '',
  contact_email: 'hola@bonis.co',
  contact_phone: '+57 300 000 0000',
  whatsapp_number: '',
  free_shipping_threshold: 100_000,
  newsletter_enabled: true,
  allow_registrations: true,
  maintenance_mode: false,
};

let paymentReads: TableRequest[];

function setup({ order = orderRow() as Row | null, payment = paymentRow() as Row | null } = {}) {
  signInOnBus();
  paymentReads = [];
  supabaseMock.table('orders').get(order ? [order] : []);
  supabaseMock.table('order_items').get(ITEMS);
  supabaseMock.table('payment_history').get((request) => {
    paymentReads.push(request);
    return payment ? [payment] : [];
  });
  supabaseMock.table('app_settings').get([SETTINGS]);
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:orderNumber/recibo" element={<OrderReceiptRoute />} />
    </Routes>,
    { route: `/orders/${NUMBER}/recibo` },
  );
}

/** Testing Library matches text with its spaces normalised; Intl writes no-break spaces. */
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  };
});

describe('/orders/<number>/recibo', () => {
  it('shows the store, the order, the buyer, the address, the lines and the totals', async () => {
    setup();
    const receipt = await screen.findByRole('article', { name: `Recibo del pedido ${NUMBER}` });
    const sheet = within(receipt);

    expect(await sheet.findByText('Boñis')).toBeInTheDocument();
    expect(sheet.getByText('hola@bonis.co · +57 300 000 0000')).toBeInTheDocument();
    expect(sheet.getByText('25 de nov de 2026, 10:00 a. m.')).toBeInTheDocument();
    expect(sheet.getByText('Lucía Pérez')).toBeInTheDocument();
    expect(sheet.getByText('lucia@example.com')).toBeInTheDocument();
    expect(sheet.getByText('Calle 80 # 10-20')).toBeInTheDocument();
    expect(sheet.getByText('Medellín, Antioquia')).toBeInTheDocument();

    const table = await sheet.findByRole('table', { name: 'Productos' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map(
          text,
        ),
      );
    expect(rows).toEqual([
      ['Producto', 'Cant.', 'Precio unitario', 'Total'],
      ['Chunky Adultos 4 kg', '2', '$ 40.000', '$ 80.000'],
      ['Hueso de juguete', '1', '$ 10.000', '$ 10.000'],
    ]);
    expect(text(sheet.getByLabelText(`Totales del pedido ${NUMBER}`))).toBe(
      'Subtotal$ 90.000Envío$ 8.000Descuento (BIENVENIDO10)-$ 9.000Total$ 89.000',
    );
  });

  it("shows how it was paid: the approved payment's card and the payment's status", async () => {
    setup();
    expect(await screen.findByText('Tarjeta •••• 4242')).toBeInTheDocument();
    expect(paymentReads[0]?.filters).toMatchObject({
      kind: 'eq.order',
      payable_id: `eq.${ORDER_ID}`,
      status: 'eq.approved',
    });
    expect(screen.getByText('Pagado')).toBeInTheDocument();
  });

  it('names the PSE bank of a PSE payment', async () => {
    setup({
      order: orderRow({ payment_method: 'pse' }),
      payment: paymentRow({ method: 'pse', card_last4: null, pse_bank: 'Bancolombia' }),
    });
    expect(await screen.findByText('PSE · Bancolombia')).toBeInTheDocument();
  });

  it('shows a cash order still to pay with its method and status, and free shipping', async () => {
    setup({
      order: orderRow({
        payment_method: 'cash',
        payment_status: 'pending',
        shipping_cost: 0,
        discount_amount: 0,
        discount_code: null,
        total: 90_000,
      }),
      payment: null,
    });
    const receipt = await screen.findByRole('article', { name: `Recibo del pedido ${NUMBER}` });
    expect(await within(receipt).findByText('Efectivo contra entrega')).toBeInTheDocument();
    expect(within(receipt).getByText('Pago pendiente')).toBeInTheDocument();
    expect(text(within(receipt).getByLabelText(`Totales del pedido ${NUMBER}`))).toBe(
      'Subtotal$ 90.000EnvíoGratisDescuento$ 0Total$ 90.000',
    );
  });

  it("prints with 'Imprimir', which is left out of the printed receipt", async () => {
    // happy-dom has no window.print
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = setup();
    const receipt = await screen.findByRole('article', { name: `Recibo del pedido ${NUMBER}` });
    const button = screen.getByRole('button', { name: 'Imprimir' });

    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    // what prints is the receipt (data-print-root) alone: the toolbar is outside it
    expect(receipt).toHaveAttribute('data-print-root');
    expect(receipt).not.toContainElement(button);
  });

  it('goes back to the order', async () => {
    const { user, location } = setup();
    await user.click(await screen.findByRole('link', { name: 'Volver al pedido' }));
    expect(location()).toBe(`/orders/${NUMBER}`);
  });

  it("says 'Pedido no encontrado' for an order that is not the shopper's", async () => {
    setup({ order: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, reading nothing', () => {
    signOutOnBus();
    renderWithProviders(
      <Routes>
        <Route path="/orders/:orderNumber/recibo" element={<OrderReceiptRoute />} />
      </Routes>,
      { route: `/orders/${NUMBER}/recibo` },
    );
    expect(screen.getByText('Inicia sesión para ver el recibo de tu pedido')).toBeInTheDocument();
    expect(supabaseMock.requests).toEqual([]);
  });
});
