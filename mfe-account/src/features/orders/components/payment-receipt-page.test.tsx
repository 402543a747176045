import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { DB_MESSAGES } from '@bonis/supabase-client';
import {
  renderWithProviders,
  signInOnBus,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import PaymentReceiptRoute from '../../../routes/payment-receipt';

const PAYMENT_ID = '5e1f0000-0000-4000-8000-000000000001';

type Row = Record<string, unknown>;

const paymentRow = (overrides: Row = {}): Row => ({
  id: PAYMENT_ID,
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

let reads: TableRequest[];

function setup(row: Row | null = paymentRow(), id = PAYMENT_ID) {
  signInOnBus();
  reads = [];
  supabaseMock.table('payment_history').get((request) => {
    reads.push(request);
    return row ? [row] : [];
  });
  supabaseMock.table('app_settings').get([]);
  return renderWithProviders(
    <Routes>
      <Route path="/orders/pagos/:paymentId" element={<PaymentReceiptRoute />} />
    </Routes>,
    { route: `/orders/pagos/${id}` },
  );
}

/** The value a receipt gives for a label ('Referencia' → 'BON-…'). */
const fact = (receipt: HTMLElement, label: string) =>
  within(receipt).getByText(label).nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  };
});

describe('/orders/pagos/<id>', () => {
  it("shows the payment's reference, description, amount, method, date and status", async () => {
    setup();
    const receipt = await screen.findByRole('article', { name: 'Comprobante de pago' });
    expect(reads[0]?.eq('id')).toBe(PAYMENT_ID);
    expect(within(receipt).getByText('Boñis')).toBeInTheDocument();
    expect(fact(receipt, 'Referencia')).toBe('BON-1764000000000');
    expect(fact(receipt, 'Descripción')).toBe('Pedido BON-1764000000000');
    expect(fact(receipt, 'Medio de pago')).toBe('Tarjeta •••• 4242');
    expect(fact(receipt, 'Fecha')).toBe('25 de nov de 2026, 10:01 a. m.');
    expect(fact(receipt, 'Valor')).toBe('$ 89.000');
    expect(within(receipt).getByTestId('payment-status')).toHaveTextContent('Aprobado');
  });

  it("links an order's payment to the order's receipt", async () => {
    const { user, location } = setup();
    await user.click(
      await screen.findByRole('link', { name: 'Ver el recibo del pedido BON-1764000000000' }),
    );
    expect(location()).toBe('/orders/BON-1764000000000/recibo');
  });

  it('shows a refunded membership payment by PSE, with no order to link to', async () => {
    setup(
      paymentRow({
        kind: 'membership',
        reference: 'MEM-1A2B3C4D',
        description: 'Membresía Anual',
        method: 'pse',
        card_last4: null,
        pse_bank: 'Bancolombia',
        document_type: 'CC',
        refunded_at: '2026-11-26T13:00:00Z',
      }),
    );
    const receipt = await screen.findByRole('article', { name: 'Comprobante de pago' });
    expect(fact(receipt, 'Medio de pago')).toBe('PSE · Bancolombia');
    expect(fact(receipt, 'Reembolsado el')).toBe('26 de nov de 2026, 8:00 a. m.');
    expect(within(receipt).getByTestId('payment-status')).toHaveTextContent('Reembolsado');
    expect(
      screen.queryByRole('link', { name: /Ver el recibo del pedido/ }),
    ).not.toBeInTheDocument();
  });

  it("prints with 'Imprimir'", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = setup();
    await screen.findByRole('article', { name: 'Comprobante de pago' });
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("says 'Pago no encontrado' for a payment that is not the shopper's, with a way back to 'Mis pagos'", async () => {
    const { user, location } = setup(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: DB_MESSAGES.paymentNotFound }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver mis pagos' }));
    expect(location()).toBe('/orders?tab=pagos');
  });

  it('does not ask the database about an id that is no payment id', async () => {
    setup(paymentRow(), 'no-es-un-pago');
    expect(
      await screen.findByRole('heading', { level: 1, name: DB_MESSAGES.paymentNotFound }),
    ).toBeInTheDocument();
    expect(reads).toEqual([]);
  });
});
