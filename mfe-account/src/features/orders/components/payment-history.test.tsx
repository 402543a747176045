import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  deferred,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type TableReply,
  type TableRequest,
} from '@bonis/test-utils';
import OrdersRoute from '../../../routes/orders';

type PaymentRow = Record<string, unknown> & { id: string };

const CARD_ID = '5e1f0000-0000-4000-8000-000000000003';
const PSE_ID = '5e1f0000-0000-4000-8000-000000000002';
const GIFT_ID = '5e1f0000-0000-4000-8000-000000000001';

const payment = (overrides: Partial<PaymentRow> & { id: string }): PaymentRow => ({
  kind: 'order',
  payable_id: '0b0a1500-0000-4000-8000-00000000a0a1',
  reference: 'BON-1764000000000',
  description: 'Pedido BON-1764000000000',
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

const THREE = [
  payment({ id: CARD_ID }),
  payment({
    id: PSE_ID,
    kind: 'membership',
    reference: 'MEM-1A2B3C4D',
    description: 'Membresía Anual',
    amount: 358_800,
    method: 'pse',
    card_last4: null,
    pse_bank: 'Bancolombia',
    document_type: 'CC',
    status: 'declined',
    created_at: '2026-11-20T14:00:00Z',
  }),
  payment({
    id: GIFT_ID,
    kind: 'gift',
    reference: 'REG-9F8E7D6C',
    description: 'Regalo: Membresía Mensual para Ana',
    amount: 29_900,
    card_last4: '1111',
    refunded_at: '2026-11-19T10:00:00Z',
    created_at: '2026-11-18T20:30:00Z',
  }),
];

let payments: PaymentRow[];
let reads: TableRequest[];
let answer: ((request: TableRequest) => TableReply | Promise<TableReply>) | null;

/** Answers like PostgREST: the range asked for, with the exact count. */
function servePayments(request: TableRequest): TableReply {
  const from = request.offset ?? 0;
  const to = from + (request.limit ?? payments.length) - 1;
  return { rows: payments.slice(from, to + 1), count: payments.length };
}

beforeEach(() => {
  payments = THREE;
  reads = [];
  answer = null;
  supabaseMock.table('payment_history').get((request) => {
    reads.push(request);
    return (answer ?? servePayments)(request);
  });
  supabaseMock.table('orders').get({ rows: [], count: 0 });
  signInOnBus();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const renderPayments = (route = '/orders?tab=pagos') =>
  renderWithProviders(<OrdersRoute />, { route });

/** One row of 'Mis pagos', by what it paid. */
const row = (description: string) =>
  within(screen.getByRole('list', { name: 'Mis pagos' }))
    .getByText(description)
    .closest('li') as HTMLElement;

/** Testing Library matches text with its spaces normalised; Intl writes no-break spaces. */
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

describe("/orders' tabs", () => {
  it("opens on 'Mis pedidos', and 'Mis pagos' is a URL of its own", async () => {
    const { user, location } = renderWithProviders(<OrdersRoute />, { route: '/orders' });
    expect(screen.getByRole('tab', { name: 'Mis pedidos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Aún no tienes pedidos')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Mis pagos' }));
    expect(location()).toBe('/orders?tab=pagos');
    expect(await screen.findByRole('list', { name: 'Mis pagos' })).toBeInTheDocument();

    // by keyboard, as WAI-ARIA tabs: the arrow keys move between them
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Mis pedidos' })).toHaveFocus();
    expect(location()).toBe('/orders');
  });
});

describe("'Mis pagos'", () => {
  it('lists each payment with its date, what it paid, how, the amount and its status', async () => {
    renderPayments();
    expect(screen.getByRole('tab', { name: 'Mis pagos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('payment-skeleton')).toHaveLength(3);
    await screen.findByText('Mostrando 3 de 3 pagos');

    const card = within(row('Pedido BON-1764000000000'));
    expect(card.getByText(/25 de nov de 2026, 10:01 a\. m\./)).toBeInTheDocument();
    expect(card.getByText(/Tarjeta •••• 4242/)).toBeInTheDocument();
    expect(card.getByText('Aprobado')).toHaveAttribute('data-tone', 'success');
    expect(text(card.getByText(/89\.000/))).toBe('$ 89.000');

    const pse = within(row('Membresía Anual'));
    expect(pse.getByText(/PSE · Bancolombia/)).toBeInTheDocument();
    expect(pse.getByText('Rechazado')).toHaveAttribute('data-tone', 'danger');
    expect(text(pse.getByText(/358\.800/))).toBe('$ 358.800');

    const gift = within(row('Regalo: Membresía Mensual para Ana'));
    expect(gift.getByText('Reembolsado')).toBeInTheDocument();
  });

  it('links each approved payment, refunded too, to its receipt; a declined one has none', async () => {
    const { user, location } = renderPayments();
    await screen.findByText('Mostrando 3 de 3 pagos');

    expect(
      within(row('Membresía Anual')).queryByRole('link', { name: 'Ver recibo' }),
    ).not.toBeInTheDocument();
    expect(
      within(row('Regalo: Membresía Mensual para Ana')).getByRole('link', { name: 'Ver recibo' }),
    ).toHaveAttribute('href', `/orders/pagos/${GIFT_ID}`);
    const link = within(row('Pedido BON-1764000000000')).getByRole('link', { name: 'Ver recibo' });
    expect(link).toHaveAccessibleDescription('Pedido BON-1764000000000');
    await user.click(link);
    expect(location()).toBe(`/orders/pagos/${CARD_ID}`);
  });

  it('asks for the caller’s payments newest first, ten at a time, and shows more on ‘Ver más’', async () => {
    payments = Array.from({ length: 12 }, (_, i) =>
      payment({
        id: `5e1f0000-0000-4000-8000-0000000000${String(12 - i).padStart(2, '0')}`,
        description: `Pedido BON-17000000000${String(12 - i).padStart(2, '0')}`,
      }),
    );
    const { user } = renderPayments();
    await screen.findByText('Mostrando 10 de 12 pagos');
    expect(reads[0]?.order).toBe('created_at.desc,id.desc');
    expect(reads[0]?.count).toBe('exact');
    expect([reads[0]?.offset ?? 0, reads[0]?.limit]).toEqual([0, 10]);

    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    await screen.findByText('Mostrando 12 de 12 pagos');
    expect([reads.at(-1)?.offset, reads.at(-1)?.limit]).toEqual([10, 10]);
    expect(
      within(screen.getByRole('list', { name: 'Mis pagos' })).getAllByRole('listitem'),
    ).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it("says 'Aún no tienes pagos' when there are none", async () => {
    payments = [];
    renderPayments();
    expect(await screen.findByText('Aún no tienes pagos')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mis pagos' })).not.toBeInTheDocument();
  });

  it("says so when the payments can't be read, and retries", async () => {
    const gate = deferred();
    answer = async () => {
      await gate.promise;
      return supabaseMock.error({ code: '500', message: 'boom', status: 500 });
    };
    const { user } = renderPayments();
    expect(screen.getByText('Cargando pagos…')).toBeInTheDocument();
    gate.resolve();
    expect(await screen.findByText('Error - No se pudieron cargar los pagos')).toBeInTheDocument();

    answer = null;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 3 de 3 pagos')).toBeInTheDocument();
  });
});
