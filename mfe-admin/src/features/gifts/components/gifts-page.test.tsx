import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import {
  STAFF_SESSION,
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import { GIFTS, REDEEMED, SCHEDULED, SENT, UNPAID, VOIDED } from '../testing/gift-fixtures';
import { GiftsPage, gifts } from './gifts-page';

/** Monday 7 December 2026, 10:00 in Bogotá. */
const NOW = new Date('2026-12-07T15:00:00Z');

/** Intl separates '$' with a no-break space in some ICU builds: compare plainly. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** The gifts screen at /admin/regalos on 7 December, signed in as an admin unless told. */
const list = ({ session }: { session?: typeof STAFF_SESSION | null } = {}) =>
  setupResourceList({
    resource: gifts,
    page: <GiftsPage />,
    route: '/admin/regalos',
    rows: GIFTS,
    now: NOW,
    session,
  });

const SEARCH = '%laura%';

describeResourceList('the gifts list', {
  resource: gifts,
  page: <GiftsPage />,
  route: '/admin/regalos',
  rows: [SENT, SCHEDULED, UNPAID],
  now: NOW,
  // newest purchases first, the id breaking ties the same way
  order: 'created_at.desc,id.desc',
  queries: {
    'q=laura': {
      filters: {
        or: `(${['buyer_email', 'buyer_name', 'recipient_email', 'recipient_name', 'gift_code']
          .map((column) => `${column}.ilike."${SEARCH}"`)
          .join(',')})`,
      },
    },
    'state=void&type=coupon': { filters: { state: 'eq.void', gift_type: 'eq.coupon' } },
    'state=overdue': { filters: { overdue: 'eq.true' } },
    // delivery dates are days: both included
    'from=2026-12-01&to=2026-12-31': {
      filters: { delivery_date: ['gte.2026-12-01', 'lte.2026-12-31'] },
    },
    'state=perdido&type=bono&from=2026-13-45': { filters: {} },
    'sort=delivery_date.asc': { order: 'delivery_date.asc,id.asc' },
  },
});

describe('the gifts list', () => {
  it('shows each gift: item and code, buyer, recipient, delivery, payment and state', async () => {
    const { findRow } = list();
    const sent = await findRow('Membresía Mensual para Laura Ríos');
    expect(sent).toHaveTextContent('GIFT12345678');
    expect(sent).toHaveTextContent('Ana Gómez');
    expect(sent).toHaveTextContent('ana@correo.co');
    expect(sent).toHaveTextContent('laura@correo.co');
    expect(sent).toHaveTextContent('01/12/2026');
    expect(plain(sent.textContent)).toContain('$ 29.900');
    expect(sent).toHaveTextContent('Pagado · Tarjeta de crédito');
    expect(within(sent).getByText('Enviado', { selector: '[data-state]' })).toBeInTheDocument();

    const unpaid = await findRow('Membresía Anual para Tomás Rey');
    expect(unpaid).toHaveTextContent('Sin código');
    expect(unpaid).toHaveTextContent('Sin nombre');
    expect(unpaid).toHaveTextContent('Pago pendiente');
    expect(within(unpaid).getByText('Pendiente de pago')).toBeInTheDocument();

    const coupon = await findRow('para Pedro Díaz');
    expect(plain(coupon.textContent)).toContain('Cupón $ 100.000');
    expect(coupon).toHaveTextContent('24/12/2026');
    expect(coupon).toHaveTextContent('Programado');
    expect(coupon).toHaveTextContent('Pagado · PSE');

    const voided = await findRow('Membresía Mensual para Marta León');
    expect(within(voided).getByText('Anulado')).toBeInTheDocument();
    expect(voided).toHaveTextContent('Motivo: El comprador se equivocó de correo');

    const redeemed = await findRow('Membresía Mensual para Julián Mora');
    expect(
      within(redeemed).getByText('Canjeado', { selector: '[data-state]' }),
    ).toBeInTheDocument();
    expect(redeemed).toHaveTextContent('Canjeado 02/12/2026');
  });

  it("warns 'Envío atrasado' on a paid gift past its delivery date that no email went out for", async () => {
    const { findRow } = list();
    const overdue = await findRow('para Sofía Mejía');
    expect(within(overdue).getByText('Envío atrasado')).toBeInTheDocument();
    const scheduled = await findRow('para Pedro Díaz');
    expect(within(scheduled).queryByText('Envío atrasado')).toBeNull();
  });

  it("filters the overdue gifts from the 'Estado' select, in the URL", async () => {
    const { user, reads, location, findRow } = list();
    await findRow('para Laura Ríos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Envío atrasado');
    await waitFor(() => expect(reads.at(-1)?.filters).toEqual({ overdue: 'eq.true' }));
    expect(location()).toBe('/admin/regalos?state=overdue');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Cupones');
    await waitFor(() =>
      expect(reads.at(-1)?.filters).toEqual({ overdue: 'eq.true', gift_type: 'eq.coupon' }),
    );
  });

  it('reads the list again when a gift changes (realtime on gift_purchases)', async () => {
    const { reads, findRow } = list();
    await findRow('para Laura Ríos');
    await supabaseMock.realtime.subscribed('gift_purchases');
    supabaseMock.realtime.push({
      table: 'gift_purchases',
      eventType: 'UPDATE',
      new: { id: SENT.id, status: 'sent' },
    });
    await waitFor(() => expect(reads).toHaveLength(2));
  });
});

describe("the gifts' actions", () => {
  const buttons = (row: HTMLElement) =>
    within(row)
      .queryAllByRole('button')
      .map((button) => button.textContent);

  it("offers 'Reenviar email' on sent and due gifts, 'Anular' on paid gifts not redeemed", async () => {
    const { findRow } = list();
    expect(buttons(await findRow('para Laura Ríos'))).toEqual(['Reenviar email', 'Anular']);
    expect(buttons(await findRow('para Sofía Mejía'))).toEqual(['Reenviar email', 'Anular']);
    // paid for the 24th: nothing to resend yet
    expect(buttons(await findRow('para Pedro Díaz'))).toEqual(['Anular']);
    for (const gift of [UNPAID, VOIDED, REDEEMED]) {
      expect(buttons(await findRow(`para ${gift.recipient_name}`))).toEqual([]);
    }
  });

  it("gives staff ('Personal') the same actions", async () => {
    const { findRow } = list({ session: STAFF_SESSION });
    expect(buttons(await findRow('para Laura Ríos'))).toEqual(['Reenviar email', 'Anular']);
  });

  it('shows no actions to an account without a back-office role', async () => {
    const { findRow } = list({ session: null });
    expect(buttons(await findRow('para Laura Ríos'))).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Anular/ })).toBeNull();
  });
});

describe("'Reenviar email'", () => {
  const resendButton = () =>
    screen.findByRole('button', { name: 'Reenviar email Membresía Mensual para Laura Ríos' });

  it('asks first, then calls admin_resend_gift with the gift and says where it went', async () => {
    supabaseMock.rpc('admin_resend_gift', () => ({
      ...SENT,
      delivered_at: '2026-12-07T15:00:00Z',
    }));
    const { user, requests, reads } = list();
    await user.click(await resendButton());
    const confirm = screen.getByRole('alertdialog', { name: '¿Reenviar el email del regalo?' });
    expect(confirm).toHaveAccessibleDescription(
      'Enviaremos otra vez a laura@correo.co el email con el código del regalo (Membresía Mensual).',
    );
    expect(supabaseMock.rpcCalls('admin_resend_gift')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reenviar email' }));

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Email del regalo reenviado a laura@correo.co', tone: 'success' },
      ]),
    );
    expect(supabaseMock.rpcCalls('admin_resend_gift')).toEqual([{ p_gift_id: SENT.id }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it("says an overdue gift's email goes now", async () => {
    const { user } = list();
    await user.click(
      await screen.findByRole('button', { name: /^Reenviar email .* para Sofía Mejía$/ }),
    );
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      /aún no se ha enviado: enviaremos ahora a sofia@correo.co/,
    );
  });

  it("sends nothing on 'Volver'", async () => {
    const { user } = list();
    await user.click(await resendButton());
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(supabaseMock.rpcCalls('admin_resend_gift')).toHaveLength(0);
  });

  it("shows the database's refusal, or its own message when there is none", async () => {
    supabaseMock.rpc('admin_resend_gift', () =>
      supabaseMock.error({ code: 'P0002', message: 'El regalo ya no existe' }),
    );
    const { user, requests } = list();
    await user.click(await resendButton());
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reenviar email' }),
    );
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'El regalo ya no existe', tone: 'error' }]),
    );

    supabaseMock.rpc('admin_resend_gift', () => supabaseMock.networkError());
    await user.click(await resendButton());
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reenviar email' }),
    );
    await waitFor(() =>
      expect(requests.toasts.at(-1)).toEqual({
        title: 'No se pudo reenviar el email del regalo',
        tone: 'error',
      }),
    );
  });
});

describe("'Anular'", () => {
  const openVoid = async (user: ReturnType<typeof list>['user'], recipient = 'Laura Ríos') => {
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^Anular .* para ${recipient}$`) }),
    );
    return screen.getByRole('dialog', { name: 'Anular regalo' });
  };

  it('says what voiding does: the refund, the dead code and the email to the buyer', async () => {
    const { user } = list();
    const dialog = await openVoid(user);
    expect(dialog).toHaveAccessibleDescription('Membresía Mensual para Laura Ríos');
    const consequences = within(dialog).getByRole('list', { name: 'Al anular el regalo' });
    const lines = within(consequences)
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent));
    expect(lines).toEqual([
      'Se reembolsarán $ 29.900 al comprador, al mismo medio de pago.',
      'El código GIFT12345678 dejará de servir: nadie podrá canjearlo, aunque ya se envió a laura@correo.co.',
      'Le enviaremos un email a ana@correo.co con el motivo.',
    ]);
  });

  it('asks for a reason and sends nothing without one', async () => {
    const { user } = list();
    const dialog = await openVoid(user);
    await user.click(within(dialog).getByRole('button', { name: 'Anular y reembolsar' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    expect(
      await within(dialog).findByText('Escribe el motivo de la anulación'),
    ).toBeInTheDocument();
    expect(reason).toBeInvalid();
    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Anular y reembolsar' }));
    expect(
      await within(dialog).findByText('El motivo debe tener al menos 3 caracteres'),
    ).toBeInTheDocument();
    expect(supabaseMock.rpcCalls('admin_void_gift')).toHaveLength(0);
  });

  it("voids with admin_void_gift and the reason, says 'Regalo anulado y reembolsado' and reads again", async () => {
    supabaseMock.rpc('admin_void_gift', () => ({ ...SCHEDULED, status: 'void' }));
    const { user, requests, reads } = list();
    const dialog = await openVoid(user, 'Pedro Díaz');
    expect(within(dialog).getByRole('list')).toHaveTextContent(
      'No se enviará a pedro@correo.co; le enviaremos un email a ana@correo.co con el motivo.',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Motivo' }),
      '  El comprador pidió el reembolso  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Anular y reembolsar' }));

    await waitFor(() =>
      expect(requests.toasts).toEqual([
        {
          title: 'Regalo anulado y reembolsado',
          description: expect.stringMatching(/^Cupón .* para Pedro Díaz$/),
          tone: 'success',
        },
      ]),
    );
    expect(supabaseMock.rpcCalls('admin_void_gift')).toEqual([
      { p_gift_id: SCHEDULED.id, p_reason: 'El comprador pidió el reembolso' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Anular regalo' })).toBeNull();
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it("shows the database's refusal and keeps the dialog open with the reason", async () => {
    supabaseMock.rpc('admin_void_gift', () =>
      supabaseMock.error({ code: 'P0002', message: 'El regalo ya no existe' }),
    );
    const { user, requests } = list();
    const dialog = await openVoid(user, 'Sofía Mejía');
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    await user.type(reason, 'Pedido duplicado');
    await user.click(within(dialog).getByRole('button', { name: 'Anular y reembolsar' }));

    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'El regalo ya no existe', tone: 'error' }]),
    );
    expect(screen.getByRole('dialog', { name: 'Anular regalo' })).toBeInTheDocument();
    expect(reason).toHaveValue('Pedido duplicado');
  });

  it('shows why the database refuses a gift redeemed meanwhile', async () => {
    supabaseMock.rpc('admin_void_gift', () =>
      supabaseMock.error({
        code: '55000',
        message: 'Este regalo ya fue canjeado: no se puede anular',
      }),
    );
    const { user, requests } = list();
    const dialog = await openVoid(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Pedido duplicado');
    await user.click(within(dialog).getByRole('button', { name: 'Anular y reembolsar' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Este regalo ya fue canjeado: no se puede anular', tone: 'error' },
      ]),
    );
  });

  it("closes on 'Volver' without voiding", async () => {
    const { user } = list();
    const dialog = await openVoid(user);
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(supabaseMock.rpcCalls('admin_void_gift')).toHaveLength(0);
  });
});
