import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  deferred,
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import { PROCESSING_MS } from '../api/confirm-payment';
import { PaymentPage } from './payment-page';

const ORDER_ID = '0b0a1500-0000-4000-8000-00000000a0a1';
const REFERENCE = 'BON-1764000000000';

const payable = (overrides: Record<string, unknown> = {}) => ({
  kind: 'order',
  id: ORDER_ID,
  reference: REFERENCE,
  description: `Pedido ${REFERENCE}`,
  amount: 98_000,
  payment_method: 'online',
  payment_status: 'pending',
  created_at: '2026-11-25T15:00:00Z',
  user_id: 'user-1',
  ...overrides,
});

const answer = (approved: boolean) => ({
  approved,
  kind: 'order',
  id: ORDER_ID,
  payment_status: approved ? 'paid' : 'failed',
  payment_method: approved ? 'credit_card' : 'online',
  reference: REFERENCE,
  order: { id: ORDER_ID, order_number: REFERENCE },
});

/** What `membership_purchase_quote` answers for a regular shopper buying the annual plan. */
const quote = (overrides: Record<string, unknown> = {}) => ({
  id: '0b0a1500-0000-4000-8000-00000000c0c1',
  plan_name: 'Anual',
  membership_type: 'anual',
  amount: 299_900,
  current_type: 'regular',
  current_expiry: null,
  carried_days: 0,
  starts_on: '2026-12-07',
  expires_on: '2027-12-07',
  upgrade: false,
  payable: true,
  message: null,
  ...overrides,
});

function setup({
  row = payable() as Record<string, unknown> | null,
  route = `/payment?order=${ORDER_ID}`,
  signedIn = true,
  membershipQuote = quote() as Record<string, unknown>,
}: {
  row?: Record<string, unknown> | null;
  route?: string;
  signedIn?: boolean;
  /** `membership_purchase_quote`'s answer */
  membershipQuote?: Record<string, unknown>;
} = {}) {
  if (signedIn) signInOnBus();
  else signOutOnBus();
  supabaseMock.table('payables').get(row ? [row] : []);
  supabaseMock.rpc('membership_purchase_quote', () => membershipQuote);
  supabaseMock.rpc('header_counts', () => ({ cart_units: 0, favorites: 0, points: 198 }));
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <Routes>
      <Route path="/payment" element={<PaymentPage />} />
      <Route path="*" element={<p>otra página</p>} />
    </Routes>,
    {
      route,
      // user-event waits between keys: on the fake clock when a test runs one
      userOptions: {
        advanceTimers: (ms: number) => {
          if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
        },
      },
    },
  );
  return { ...view, requests };
}

async function fillCard(
  user: ReturnType<typeof setup>['user'],
  card: { holder?: string; number?: string; expiry?: string; cvv?: string } = {},
) {
  const values = {
    holder: 'Ana Gómez',
    number: '4242424242424242',
    expiry: '1230',
    cvv: '123',
    ...card,
  };
  if (values.holder) await user.type(screen.getByLabelText(/Nombre del titular/), values.holder);
  if (values.number) await user.type(screen.getByLabelText(/Número de tarjeta/), values.number);
  if (values.expiry) await user.type(screen.getByLabelText(/Vencimiento/), values.expiry);
  if (values.cvv) await user.type(screen.getByLabelText(/^CVV/), values.cvv);
}

/** The pay button's name: the amount in COP (es-CO puts a no-break space after '$'). */
const PAY = /^Pagar \$\s98\.000$/;

/** The order has been read and the form is on screen. */
const loaded = () => screen.findByRole('button', { name: PAY });

afterEach(() => {
  vi.useRealTimers();
});

describe('/payment', () => {
  it('shows the order and its total, to pay by card by default', async () => {
    setup();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Pago' })).toBeInTheDocument();
    expect(screen.getByText(`Pedido ${REFERENCE} · Total $ 98.000`)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tarjeta de crédito o débito' })).toBeChecked();
  });

  it.each([
    ['no order in the URL', { route: '/payment' }],
    ['an order id that is no uuid', { route: '/payment?order=42' }],
    ['an order that is not the shopper’s (nothing visible)', { row: null }],
    ['a signed-out visitor', { signedIn: false }],
  ])('sends %s to /cart', async (_, options) => {
    const { location } = setup(options);
    expect(await screen.findByText('otra página')).toBeInTheDocument();
    expect(location()).toBe('/cart');
  });

  it('sends a cash order and a paid one to their confirmation', async () => {
    const cash = setup({ row: payable({ payment_method: 'cash' }) });
    expect(await screen.findByText('otra página')).toBeInTheDocument();
    expect(cash.location()).toBe(`/orders/${REFERENCE}`);
    cash.unmount();

    const paid = setup({ row: payable({ payment_status: 'paid', payment_method: 'pse' }) });
    expect(await screen.findByText('otra página')).toBeInTheDocument();
    expect(paid.location()).toBe(`/orders/${REFERENCE}`);
  });

  it('keeps only what a card field takes while typing', async () => {
    const { user } = setup();
    await loaded();

    await fillCard(user, { number: '4242x4242 4242-4242 9999', expiry: '12a34', cvv: '12345' });

    expect(screen.getByLabelText(/Número de tarjeta/)).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText(/Vencimiento/)).toHaveValue('12/34');
    expect(screen.getByLabelText(/^CVV/)).toHaveValue('123');
  });

  it("says 'Campos incompletos' for a missing card field and sends nothing", async () => {
    const { user, requests } = setup();
    await loaded();
    await fillCard(user, { cvv: '' });

    await user.click(screen.getByRole('button', { name: PAY }));

    expect(requests.toasts).toEqual([
      {
        title: 'Campos incompletos',
        description: 'Por favor completa todos los campos de la tarjeta',
        tone: 'error',
      },
    ]);
    expect(screen.getByLabelText(/^CVV/)).toHaveAttribute('aria-invalid', 'true');
    expect(supabaseMock.rpcCalls('confirm_payment')).toEqual([]);
  });

  it('processes for two seconds, then confirms the payment and goes to the order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const gateway = deferred<ReturnType<typeof answer>>();
    supabaseMock.rpc('confirm_payment', () => gateway.promise);
    const { user, requests, location } = setup();
    await loaded();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: PAY }));

    expect(await screen.findByRole('status')).toHaveTextContent('Procesando pago…');
    expect(screen.getByLabelText(/Número de tarjeta/)).toBeDisabled();
    gateway.resolve(answer(true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROCESSING_MS - 100);
    });
    expect(location()).toBe(`/payment?order=${ORDER_ID}`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });

    expect(await screen.findByText('otra página')).toBeInTheDocument();
    expect(location()).toBe(`/orders/${REFERENCE}`);
    expect(supabaseMock.rpcCalls('confirm_payment')).toEqual([
      {
        p_kind: 'order',
        p_id: ORDER_ID,
        p_payment_method: 'credit_card',
        p_details: { holder: 'Ana Gómez', number: '4242424242424242', expiry: '12/30', cvv: '123' },
      },
    ]);
    expect(requests.toasts).toContainEqual({
      title: '¡Pago exitoso!',
      description: `Tu pedido ${REFERENCE} ha sido confirmado`,
      tone: 'success',
    });
  });

  it('says a declined card could not be processed and lets the shopper try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    supabaseMock.rpc('confirm_payment', () => answer(false));
    const { user, requests, location } = setup();
    await loaded();
    await fillCard(user, { number: '4000000000000002' });

    await user.click(screen.getByRole('button', { name: PAY }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROCESSING_MS + 50);
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Tu pago fue rechazado');
    expect(requests.toasts).toContainEqual({
      title: 'Error',
      description: 'No se pudo procesar el pago',
      tone: 'error',
    });
    expect(location()).toBe(`/payment?order=${ORDER_ID}`);
    expect(screen.getByRole('button', { name: PAY })).toBeEnabled();
  });

  it('says an expired card is expired when the gateway declines it for that reason', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    supabaseMock.rpc('confirm_payment', () => ({ ...answer(false), decline_reason: 'expired' }));
    const { user, requests } = setup();
    await loaded();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: PAY }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROCESSING_MS + 50);
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Tu tarjeta está vencida');
    expect(requests.toasts).toContainEqual({
      title: 'Tarjeta vencida',
      description: 'Revisa la fecha de vencimiento',
      tone: 'error',
    });
  });

  it("shows the database's reason when it refuses the payment", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    supabaseMock.rpc('confirm_payment', () =>
      supabaseMock.error({
        code: 'P0001',
        message: 'Pago contra entrega - Este pedido se paga al recibirlo',
      }),
    );
    const { user, requests } = setup();
    await loaded();
    await fillCard(user);

    await user.click(screen.getByRole('button', { name: PAY }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROCESSING_MS + 50);
    });

    await vi.waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'Pago contra entrega',
        description: 'Este pedido se paga al recibirlo',
        tone: 'error',
      }),
    );
  });

  it('pays by PSE with a bank, the document type (CC by default) and number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    supabaseMock.rpc('confirm_payment', () => ({ ...answer(true), payment_method: 'pse' }));
    const { user, requests, location } = setup();
    await loaded();
    await user.click(screen.getByRole('radio', { name: /PSE/ }));
    const form = screen.getByRole('form', { name: 'Pago con PSE' });

    await user.click(within(form).getByRole('button', { name: PAY }));
    expect(requests.toasts).toEqual([
      {
        title: 'Campos incompletos',
        description: 'Por favor completa todos los campos de PSE',
        tone: 'error',
      },
    ]);

    expect(within(form).getByLabelText(/Tipo de documento/)).toHaveValue('CC');
    await user.selectOptions(within(form).getByLabelText(/Banco/), 'Davivienda');
    await user.type(within(form).getByLabelText(/Número de documento/), '1020304050');
    await user.click(within(form).getByRole('button', { name: PAY }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROCESSING_MS + 50);
    });

    expect(await screen.findByText('otra página')).toBeInTheDocument();
    expect(location()).toBe(`/orders/${REFERENCE}`);
    expect(supabaseMock.rpcCalls('confirm_payment')).toEqual([
      {
        p_kind: 'order',
        p_id: ORDER_ID,
        p_payment_method: 'pse',
        p_details: { bank: 'Davivienda', documentType: 'CC', documentNumber: '1020304050' },
      },
    ]);
  });

  it("goes back to the order's page with 'Volver', where it can be paid later", async () => {
    const { user, location } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(location()).toBe(`/orders/${REFERENCE}`);
  });

  it('shows the card test hint only under the card form, and its own under PSE', async () => {
    const { user } = setup();
    await loaded();
    const card = screen.getByRole('form', { name: 'Pago con tarjeta' });
    expect(within(card).getByText(/Tarjeta aprobada: 4242 4242 4242 4242/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /PSE/ }));

    const pse = screen.getByRole('form', { name: 'Pago con PSE' });
    expect(screen.queryByText(/4242/)).not.toBeInTheDocument();
    expect(within(pse).getByText(/cualquier banco de la lista/)).toBeInTheDocument();
  });

  describe('the expiry', () => {
    it.each([
      [
        'a month that does not exist',
        '1330',
        'Fecha inválida',
        'Revisa el mes y el año de vencimiento',
      ],
      ['month 00', '0030', 'Fecha inválida', 'Revisa el mes y el año de vencimiento'],
      ['a month gone by', '1026', 'Tarjeta vencida', 'Revisa la fecha de vencimiento'],
    ])('refuses %s before sending anything', async (_, typed, title, description) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-24T13:00:00-05:00'));
      const { user, requests } = setup();
      await loaded();
      await fillCard(user, { expiry: typed });

      await user.click(screen.getByRole('button', { name: PAY }));

      expect(requests.toasts).toEqual([{ title, description, tone: 'error' }]);
      expect(screen.getByLabelText(/Vencimiento/)).toHaveAttribute('aria-invalid', 'true');
      expect(supabaseMock.rpcCalls('confirm_payment')).toEqual([]);
    });

    it('takes a card that expires this month', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-24T13:00:00-05:00'));
      supabaseMock.rpc('confirm_payment', () => answer(true));
      const { user } = setup();
      await loaded();
      await fillCard(user, { expiry: '1126' });

      await user.click(screen.getByRole('button', { name: PAY }));

      await vi.waitFor(() => expect(supabaseMock.rpcCalls('confirm_payment')).toHaveLength(1));
      expect(supabaseMock.rpcCalls('confirm_payment')[0]).toMatchObject({
        p_details: { expiry: '11/26' },
      });
    });
  });

  describe('the time to pay', () => {
    /** The page opens at this instant; the order can be paid for 29 minutes 41 seconds more. */
    const OPENED = new Date('2026-11-24T18:00:00Z');
    const PAY_BY = new Date(OPENED.getTime() + (29 * 60 + 41) * 1000);
    const timer = () => screen.getByRole('timer', { name: 'Tiempo para pagar' });

    /**
     * Puts the clock where `secondsLeft` and a half are left, then lets a second go by: half a
     * second is left to the displayed second (whole seconds, rounded up), room for the real
     * time that passes meanwhile (`shouldAdvanceTime`).
     */
    async function showAt(secondsLeft: number) {
      vi.setSystemTime(PAY_BY.getTime() - (secondsLeft + 0.5) * 1000);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }

    function openAt(row: Record<string, unknown>, route?: string) {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      vi.setSystemTime(OPENED);
      return setup({ row, ...(route ? { route } : {}) });
    }

    it('counts down the time left each second, as mm:ss', async () => {
      openAt(payable({ pay_by: PAY_BY.toISOString() }));
      await loaded();

      await showAt(29 * 60 + 41);
      expect(timer()).toHaveTextContent('Tiempo para pagar: 29:41');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(timer()).toHaveTextContent('Tiempo para pagar: 29:40');

      await showAt(9);
      expect(timer()).toHaveTextContent('Tiempo para pagar: 00:09');
    });

    it('shows no countdown when the purchase has no time limit', async () => {
      setup({ row: payable({ pay_by: null }) });
      await loaded();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    });

    it('stops the form when the time runs out and says the order was cancelled', async () => {
      const { user, location } = openAt(payable({ pay_by: PAY_BY.toISOString() }));
      await loaded();

      await act(async () => {
        await vi.advanceTimersByTimeAsync((29 * 60 + 42) * 1000);
      });

      const closed = await screen.findByRole('alert');
      expect(closed).toHaveTextContent(
        'El tiempo para pagar terminó. Tu pedido se canceló y los productos volvieron al inventario.',
      );
      expect(closed).toHaveFocus();
      expect(screen.queryByRole('form', { name: 'Pago con tarjeta' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(supabaseMock.rpcCalls('confirm_payment')).toEqual([]);

      await user.click(within(closed).getByRole('link', { name: 'Volver al carrito' }));
      expect(location()).toBe('/cart');
    });

    it('says at once that an order past its time can’t be paid', async () => {
      openAt(payable({ pay_by: new Date(OPENED.getTime() - 1000).toISOString() }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'El tiempo para pagar terminó. Tu pedido se canceló',
      );
      expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
    });

    it('shows the refusal of an order the database says is past its time', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      supabaseMock.rpc('confirm_payment', () =>
        supabaseMock.error({
          code: 'P0001',
          message: 'Pedido vencido - El tiempo para pagar este pedido terminó',
        }),
      );
      const { user } = setup();
      await loaded();
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: PAY }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PROCESSING_MS + 50);
      });

      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent('Pedido vencido');
      expect(refusal).toHaveTextContent('El tiempo para pagar este pedido terminó');
      expect(screen.queryByRole('form', { name: 'Pago con tarjeta' })).not.toBeInTheDocument();
    });
  });

  describe('a membership or a gift', () => {
    const PURCHASE_ID = '0b0a1500-0000-4000-8000-00000000c0c1';
    const membership = payable({
      kind: 'membership',
      id: PURCHASE_ID,
      reference: 'MEM-0B0A1500',
      description: 'Membresía Anual',
      amount: 299_900,
    });
    const gift = payable({
      kind: 'gift',
      id: PURCHASE_ID,
      reference: 'REG-0B0A1500',
      description: 'Regalo: Cupón $ 50.000 para Ana',
      amount: 50_000,
    });
    const paid = (kind: 'membership' | 'gift', extra: Record<string, unknown>) => ({
      approved: true,
      kind,
      id: PURCHASE_ID,
      payment_status: 'paid',
      payment_method: 'credit_card',
      reference: kind === 'gift' ? 'REG-0B0A1500' : 'MEM-0B0A1500',
      ...extra,
    });

    it('reads the membership named in the URL and pays it as a membership', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      supabaseMock.rpc('confirm_payment', () =>
        paid('membership', {
          membership: { plan_name: 'Anual', membership_type: 'anual', expires_on: '2027-11-26' },
        }),
      );
      const { user, requests, location } = setup({
        row: membership,
        route: `/payment?membership=${PURCHASE_ID}`,
      });
      await screen.findByRole('button', { name: /^Pagar \$\s299\.900$/ });
      expect(screen.getByText('Membresía Anual · Total $ 299.900')).toBeInTheDocument();
      const read = supabaseMock.requests.find((request) => request.path === '/rest/v1/payables');
      expect(read?.query).toMatchObject({ kind: 'eq.membership', id: `eq.${PURCHASE_ID}` });

      await fillCard(user);
      await user.click(screen.getByRole('button', { name: /^Pagar/ }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PROCESSING_MS + 50);
      });

      expect(await screen.findByText('otra página')).toBeInTheDocument();
      expect(location()).toBe('/membership');
      expect(supabaseMock.rpcCalls('confirm_payment')[0]).toMatchObject({
        p_kind: 'membership',
        p_id: PURCHASE_ID,
      });
      expect(requests.toasts).toContainEqual({
        title: '¡Membresía Anual activada exitosamente!',
        description: 'Vence el 26 de noviembre de 2027',
        tone: 'success',
      });
    });

    it('pays a gift, names its code and goes to the gifts page that shows it', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      supabaseMock.rpc('confirm_payment', () =>
        paid('gift', {
          gift: {
            gift_code: 'GIFT12345678',
            gift_type: 'coupon',
            gift_value: 'c50',
            recipient_name: 'Ana',
            recipient_email: 'ana@example.com',
            delivery_date: '2026-11-26',
            status: 'sent',
          },
        }),
      );
      const { user, requests, location } = setup({
        row: gift,
        route: `/payment?gift=${PURCHASE_ID}`,
      });
      await screen.findByRole('button', { name: /^Pagar \$\s50\.000$/ });
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: /^Pagar/ }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PROCESSING_MS + 50);
      });

      expect(await screen.findByText('otra página')).toBeInTheDocument();
      expect(location()).toBe(`/regalos?enviado=${PURCHASE_ID}`);
      expect(requests.toasts).toContainEqual({
        title: '¡Regalo enviado!',
        description: 'Código GIFT12345678: enviado a ana@example.com',
        tone: 'success',
      });
    });

    it.each([
      ['membership', '/membership'],
      ['gift', '/regalos'],
    ])(
      'sends an unknown %s back to its page, and a paid one to where it shows',
      async (kind, page) => {
        const unknown = setup({ row: null, route: `/payment?${kind}=${PURCHASE_ID}` });
        expect(await screen.findByText('otra página')).toBeInTheDocument();
        expect(unknown.location()).toBe(page);
        unknown.unmount();

        const row = kind === 'gift' ? gift : membership;
        const done = setup({
          row: { ...row, payment_status: 'paid' },
          route: `/payment?${kind}=${PURCHASE_ID}`,
        });
        expect(await screen.findByText('otra página')).toBeInTheDocument();
        expect(done.location()).toBe(
          kind === 'gift' ? `/regalos?enviado=${PURCHASE_ID}` : '/membership',
        );
      },
    );

    it('says what the membership gives before it is paid: an upgrade keeps the unused monthly days', async () => {
      setup({
        row: membership,
        route: `/payment?membership=${PURCHASE_ID}`,
        membershipQuote: quote({
          current_type: 'mensual',
          current_expiry: '2026-12-19',
          carried_days: 12,
          expires_on: '2028-01-20',
          upgrade: true,
        }),
      });
      await screen.findByRole('button', { name: /^Pagar \$\s299\.900$/ });

      expect(
        screen.getByText(
          paragraph('Tu membresía Anual empieza hoy y vence el 20 de enero de 2028.'),
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          paragraph(
            'Conservas los 12 días que te quedan de tu membresía Mensual: se suman al final.',
          ),
        ),
      ).toBeInTheDocument();
      expect(supabaseMock.rpcCalls('membership_purchase_quote')).toEqual([
        { p_purchase_id: PURCHASE_ID },
      ]);
    });

    it('says when a new membership starts and ends, with no days to keep', async () => {
      setup({ row: membership, route: `/payment?membership=${PURCHASE_ID}` });
      await screen.findByRole('button', { name: /^Pagar/ });
      expect(
        screen.getByText(
          paragraph('Tu membresía Anual empieza hoy y vence el 7 de diciembre de 2027.'),
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Conservas/)).not.toBeInTheDocument();
    });

    it('shows why a membership the database won’t sell can’t be paid, and the way back instead of the form', async () => {
      const { user, location } = setup({
        row: membership,
        route: `/payment?membership=${PURCHASE_ID}`,
        membershipQuote: quote({
          current_type: 'anual',
          payable: false,
          message: 'Incluido en tu plan - Tu membresía Anual ya incluye este plan',
        }),
      });

      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent('Incluido en tu plan');
      expect(refusal).toHaveTextContent('Tu membresía Anual ya incluye este plan');
      expect(screen.queryByRole('form', { name: 'Pago con tarjeta' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Pagar/ })).not.toBeInTheDocument();

      await user.click(within(refusal).getByRole('link', { name: 'Ver los planes' }));
      expect(location()).toBe('/membership');
    });

    it('shows the refusal of a plan that changed after it was chosen, with the way back to choose it again', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      supabaseMock.rpc('confirm_payment', () =>
        supabaseMock.error({ code: 'P0001', message: 'El plan cambió; vuelve a elegirlo' }),
      );
      const { user, requests, location } = setup({
        row: membership,
        route: `/payment?membership=${PURCHASE_ID}`,
      });
      await screen.findByRole('button', { name: /^Pagar/ });
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: /^Pagar/ }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PROCESSING_MS + 50);
      });

      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent('El plan cambió; vuelve a elegirlo');
      expect(refusal).toHaveFocus();
      expect(screen.queryByRole('form', { name: 'Pago con tarjeta' })).not.toBeInTheDocument();
      await vi.waitFor(() =>
        expect(requests.toasts).toContainEqual({
          title: 'El plan cambió; vuelve a elegirlo',
          tone: 'error',
        }),
      );
      expect(location()).toBe(`/payment?membership=${PURCHASE_ID}`);

      await user.click(within(refusal).getByRole('link', { name: 'Ver los planes' }));
      expect(location()).toBe('/membership');
    });

    it('stays on an expired gift’s refusal though the gift is gone when read again, and leads back to /regalos', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      supabaseMock.rpc('confirm_payment', () => {
        // the purchase was cancelled: the page's re-read no longer finds it
        supabaseMock.table('payables').get([]);
        return supabaseMock.error({
          code: 'P0001',
          message: 'La compra expiró - Vuelve a comprar el regalo',
        });
      });
      const { user, location } = setup({ row: gift, route: `/payment?gift=${PURCHASE_ID}` });
      await screen.findByRole('button', { name: /^Pagar/ });
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: /^Pagar/ }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PROCESSING_MS + 50);
      });

      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent('La compra expiró');
      expect(refusal).toHaveTextContent('Vuelve a comprar el regalo');
      await vi.waitFor(() =>
        expect(
          supabaseMock.requests.filter((request) => request.path === '/rest/v1/payables'),
        ).toHaveLength(2),
      );
      expect(location()).toBe(`/payment?gift=${PURCHASE_ID}`);
      expect(screen.getByRole('alert')).toBe(refusal);

      await user.click(within(refusal).getByRole('link', { name: 'Volver a Regalos' }));
      expect(location()).toBe('/regalos');
    });

    it('says a membership purchase expired when its time to pay runs out', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const payBy = new Date(Date.now() + 90_000).toISOString();
      setup({ row: { ...membership, pay_by: payBy }, route: `/payment?membership=${PURCHASE_ID}` });
      await screen.findByRole('button', { name: /^Pagar/ });
      expect(screen.getByRole('timer', { name: 'Tiempo para pagar' })).toHaveTextContent(
        /Tiempo para pagar: 01:(29|30)/,
      );

      await act(async () => {
        await vi.advanceTimersByTimeAsync(91_000);
      });

      const closed = await screen.findByRole('alert');
      expect(closed).toHaveTextContent('La compra expiró');
      expect(closed).toHaveTextContent('Vuelve a elegir el plan');
      expect(within(closed).getByRole('link', { name: 'Ver los planes' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Pagar/ })).not.toBeInTheDocument();
    });

    it("goes back to the membership's page with 'Volver'", async () => {
      const { user, location } = setup({
        row: membership,
        route: `/payment?membership=${PURCHASE_ID}`,
      });
      await screen.findByRole('button', { name: /^Pagar/ });
      await user.click(screen.getByRole('button', { name: 'Volver' }));
      expect(location()).toBe('/membership');
    });
  });
});

/** A `<p>` whose whole text is `text` (it may hold markup such as `<strong>`). */
function paragraph(text: string) {
  return (_: string, element: Element | null) =>
    element?.tagName === 'P' && element.textContent === text;
}
