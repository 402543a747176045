import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from '@bonis/design-system';
import { addCalendarDays, todayInBogota } from '@bonis/supabase-client';
import { renderWithProviders, signInOnBus, supabaseMock } from '@bonis/test-utils';
import { UsersPage } from '../../users/components/users-page';
import {
  CUSTOMER_ID,
  LUIS,
  ORDER,
  mockCustomerReads,
  renderCustomerPage,
  setupCustomerPage,
} from '../testing/customer-fixtures';
import { CustomerPage } from './customer-page';

type User = ReturnType<typeof setupCustomerPage>['user'];

/** Opens a section's tab and gives its panel. */
async function openSection(user: User, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

/** The reads of a table (or view) made so far. */
const readsOf = (table: string) =>
  supabaseMock.requests.filter((r) => r.method === 'GET' && r.path === `/rest/v1/${table}`);

/** A row of a table in `scope`, by a text in it. */
const rowWith = (scope: HTMLElement, text: string) =>
  within(scope).getByRole('row', { name: new RegExp(text) });

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the header', () => {
  it("shows the customer's name, contact, role, membership and figures", async () => {
    setupCustomerPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Luis Pérez' })).toBeVisible();
    expect(screen.getByText('luis@correo.co')).toBeInTheDocument();
    expect(screen.getByText('3105551234')).toBeInTheDocument();
    expect(screen.getByText('30 de junio de 2027')).toBeInTheDocument();
    expect(screen.getByText('12 de mayo de 1990')).toBeInTheDocument();
    expect(screen.getByText('Toby')).toBeInTheDocument();
    const card = (name: string) => screen.getByRole('group', { name });
    await waitFor(() => expect(card('Puntos')).toHaveTextContent('1.200'));
    expect(card('Pedidos')).toHaveTextContent('4');
    expect(card('Total gastado')).toHaveTextContent('$ 250.000');
    expect(card('Cliente desde')).toHaveTextContent('20/10/2026');
    expect(screen.getByRole('link', { name: 'Volver a usuarios' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });

  it('reads the profile and the balance of the customer the URL names', async () => {
    setupCustomerPage();
    await screen.findByRole('heading', { level: 2, name: 'Luis Pérez' });
    await waitFor(() => expect(readsOf('user_points')).toHaveLength(1));
    expect(readsOf('user_profiles')[0]?.query).toMatchObject({ id: `eq.${CUSTOMER_ID}` });
    expect(readsOf('user_points')[0]?.query).toMatchObject({ user_id: `eq.${CUSTOMER_ID}` });
  });

  it("says 'Cliente no encontrado' when there is no such account", async () => {
    setupCustomerPage({ customer: null });
    expect(await screen.findByText('Cliente no encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("says the customer couldn't be read, and 'Reintentar' reads them again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockCustomerReads();
    supabaseMock
      .table('user_profiles')
      .get(supabaseMock.error({ code: 'XX000', message: 'internal error' }), { once: true });
    const { user } = renderCustomerPage();
    expect(await screen.findByText('No se pudo cargar el cliente')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Luis Pérez' })).toBeVisible();
  });

  it("reads the balance again when the customer's points change elsewhere", async () => {
    setupCustomerPage();
    await waitFor(() => expect(readsOf('user_points')).toHaveLength(1));
    await supabaseMock.realtime.subscribed('user_points');
    supabaseMock.realtime.push({
      table: 'user_points',
      eventType: 'UPDATE',
      new: { user_id: CUSTOMER_ID, current_points: 1500 },
    });
    await waitFor(() => expect(readsOf('user_points')).toHaveLength(2));
  });
});

describe('the sections', () => {
  it("opens on 'Pedidos': each order with its date, status, payment and total, linked to the orders list", async () => {
    setupCustomerPage();
    const panel = await screen.findByRole('tabpanel', { name: 'Pedidos' });
    const row = await within(panel).findByRole('row', { name: /BON-1764000000001/ });
    expect(row).toHaveTextContent('21/11/2026');
    expect(row).toHaveTextContent('Enviado');
    expect(row).toHaveTextContent('Pagado');
    expect(row).toHaveTextContent('Tarjeta de crédito');
    expect(row).toHaveTextContent('$ 116.000');
    expect(
      within(row).getByRole('link', { name: 'Ver pedido BON-1764000000001 en Pedidos' }),
    ).toHaveAttribute('href', '/admin/orders?q=BON-1764000000001');
    const read = readsOf('orders')[0];
    expect(read?.query).toMatchObject({
      user_id: `eq.${CUSTOMER_ID}`,
      order: 'created_at.desc,id.desc',
      offset: '0',
      limit: '10',
    });
  });

  it("says 'Sin pedidos' when the customer has none", async () => {
    mockCustomerReads();
    supabaseMock.table('orders').get({ rows: [], count: 0 });
    renderCustomerPage();
    expect(await screen.findByText('Sin pedidos')).toBeInTheDocument();
  });

  it("says a section couldn't be read, and 'Reintentar' reads it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockCustomerReads();
    supabaseMock
      .table('orders')
      .get(supabaseMock.error({ code: 'XX000', message: 'internal error' }), { once: true });
    const { user } = renderCustomerPage();
    expect(await screen.findByText('No se pudieron cargar los pedidos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('row', { name: /BON-1764000000001/ })).toBeInTheDocument();
  });

  it("'Pagos': orders, memberships and gifts paid, with method, status and refunds", async () => {
    const { user } = setupCustomerPage();
    const panel = await openSection(user, 'Pagos');
    const order = await within(panel).findByRole('row', { name: /Tarjeta de crédito •••• 4242/ });
    expect(order).toHaveTextContent('Pedido');
    expect(order).toHaveTextContent('BON-1764000000001');
    expect(order).toHaveTextContent('Aprobado');
    expect(order).toHaveTextContent('$ 116.000');
    const gift = rowWith(panel, 'PSE · Bancolombia');
    expect(gift).toHaveTextContent('Regalo');
    expect(gift).toHaveTextContent('Cupón $ 50.000 para Marta');
    expect(gift).toHaveTextContent('Reembolsado el 12/11/2026');
    expect(readsOf('payments')[0]?.query).toMatchObject({ user_id: `eq.${CUSTOMER_ID}` });
  });

  it("'Puntos': the ledger newest first, with each movement's sign and the balance after it", async () => {
    const { user } = setupCustomerPage();
    const panel = await openSection(user, 'Puntos');
    const adjustment = await within(panel).findByRole('row', { name: /Corrección de un pedido/ });
    expect(adjustment).toHaveTextContent('Ajuste');
    expect(adjustment).toHaveTextContent('−200');
    expect(adjustment).toHaveTextContent('1.200');
    const earned = rowWith(panel, 'Puntos por el pedido');
    expect(earned).toHaveTextContent('Ganados');
    expect(earned).toHaveTextContent('+116');
    expect(earned).toHaveTextContent('1.400');
    expect(readsOf('points_history')[0]?.query).toMatchObject({
      user_id: `eq.${CUSTOMER_ID}`,
      order: 'seq.desc',
      offset: '0',
      limit: '20',
    });
  });

  it("'Membresías': each plan chosen, its payment and expiry", async () => {
    const { user } = setupCustomerPage();
    const panel = await openSection(user, 'Membresías');
    const row = await within(panel).findByRole('row', { name: /Plan Anual/ });
    expect(row).toHaveTextContent('Anual · 365 días');
    expect(row).toHaveTextContent('Pagado');
    expect(row).toHaveTextContent('30/06/2027');
    expect(row).toHaveTextContent('$ 299.900');
  });

  it("'Ruleta y bonos': the bonuses with state, origin and expiry, and the roulette wins", async () => {
    const { user } = setupCustomerPage();
    const panel = await openSection(user, 'Ruleta y bonos');
    const bonuses = await within(panel).findByRole('table', { name: 'Bonos del cliente' });
    const active = await within(bonuses).findByRole('row', { name: /Descuento 10 %/ });
    expect(active).toHaveTextContent('Activo');
    expect(active).toHaveTextContent('Premio de la ruleta');
    expect(rowWith(bonuses, 'Envío gratis')).toHaveTextContent('Vencido');
    expect(rowWith(bonuses, 'Envío gratis')).toHaveTextContent('Tienda de bonos · 300 puntos');
    expect(rowWith(bonuses, 'Bono de')).toHaveTextContent('Usado');
    const wins = within(panel).getByRole('table', { name: 'Premios de la ruleta del cliente' });
    expect(await within(wins).findByRole('row', { name: /50 puntos/ })).toHaveTextContent(
      'Acreditado',
    );
    expect(rowWith(wins, 'Descuento 10 %')).toHaveTextContent('Disponible');
  });

  it("'Canjes': each redemption with its status and the reason it was cancelled", async () => {
    const { user } = setupCustomerPage();
    const panel = await openSection(user, 'Canjes');
    const row = await within(panel).findByRole('row', { name: /Juguete mordedor/ });
    expect(row).toHaveTextContent('Cancelado');
    expect(row).toHaveTextContent('Motivo: Sin stock del proveedor');
    expect(row).toHaveTextContent('500');
    expect(readsOf('points_redemptions_overview')[0]?.query).toMatchObject({
      user_id: `eq.${CUSTOMER_ID}`,
    });
  });

  it("'Regalos': the gifts sent and those received by account or email", async () => {
    const { user } = setupCustomerPage();
    const panel = await openSection(user, 'Regalos');
    const sent = await within(panel).findByRole('row', { name: /Para Marta/ });
    expect(sent).toHaveTextContent('Enviado');
    expect(sent).toHaveTextContent('Cupón $ 50.000');
    expect(sent).toHaveTextContent('Anulado');
    const received = rowWith(panel, 'De Carla Ruiz');
    expect(received).toHaveTextContent('Recibido');
    expect(received).toHaveTextContent('Membresía Mensual');
    expect(received).toHaveTextContent('Canjeado');
    expect(readsOf('gift_purchases_overview')[0]?.query).toMatchObject({
      or: `(buyer_id.eq.${CUSTOMER_ID},redeemed_by.eq.${CUSTOMER_ID},recipient_email.ilike."luis@correo.co")`,
    });
  });

  it("'Notas internas': each note with its author and date", async () => {
    const { user } = setupCustomerPage();
    const panel = await openSection(user, 'Notas internas');
    const notes = await within(panel).findByRole('list', { name: 'Notas internas' });
    expect(notes).toHaveTextContent('Ana Gómez');
    expect(notes).toHaveTextContent('Llamó para preguntar por su pedido.');
    expect(readsOf('internal_notes')[0]?.query).toMatchObject({
      user_id: `eq.${CUSTOMER_ID}`,
      order: 'created_at.desc,id.desc',
    });
  });

  it("'Historial de cambios': who changed the profile and who adjusted the points, with the reason", async () => {
    const { user } = setupCustomerPage();
    const panel = await openSection(user, 'Historial de cambios');
    const profile = within(panel).getByRole('region', { name: 'Cambios del perfil' });
    expect(await within(profile).findByText(/Ana Gómez/)).toBeInTheDocument();
    expect(profile).toHaveTextContent('3105551234');
    const points = within(panel).getByRole('region', { name: 'Ajustes de puntos' });
    await waitFor(() =>
      expect(points).toHaveTextContent('Motivo: Corrección de un pedido duplicado'),
    );
    expect(points).toHaveTextContent('1.400 → 1.200');
  });

  it('opens the section the URL names, and puts the one chosen in the URL', async () => {
    const { user, location } = setupCustomerPage({
      route: `/admin/users/${CUSTOMER_ID}?seccion=canjes`,
    });
    expect(await screen.findByRole('tab', { name: 'Canjes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('row', { name: /Juguete mordedor/ })).toBeInTheDocument();
    expect(readsOf('orders')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Puntos' }));
    expect(location()).toBe(`/admin/users/${CUSTOMER_ID}?seccion=puntos`);
    await user.click(screen.getByRole('tab', { name: 'Pedidos' }));
    expect(location()).toBe(`/admin/users/${CUSTOMER_ID}`);
  });
});

describe("'Ajustar puntos'", () => {
  const openDialog = async (user: User) => {
    const button = await screen.findByRole('button', { name: 'Ajustar puntos' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    return screen.getByRole('dialog', { name: 'Ajustar puntos' });
  };

  it('refuses zero, an empty reason and an amount below the balance, sending nothing', async () => {
    const { user } = setupCustomerPage({ balance: 1200 });
    const dialog = await openDialog(user);
    const amount = within(dialog).getByRole('textbox', { name: /Puntos/ });
    const submit = within(dialog).getByRole('button', { name: 'Ajustar puntos' });

    await user.type(amount, '0');
    await user.click(submit);
    expect(await within(dialog).findByText('El ajuste no puede ser de 0 puntos')).toBeVisible();
    expect(
      within(dialog).getByText('El motivo debe tener al menos 3 caracteres'),
    ).toBeInTheDocument();
    expect(amount).toBeInvalid();

    await user.clear(amount);
    await user.type(amount, '-1500');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Saldo actual: 1.200 puntos → nuevo saldo: -300 puntos',
    );
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'El saldo no puede quedar en negativo: el cliente tiene 1.200 puntos',
      ),
    ).toBeVisible();
    expect(supabaseMock.rpcCalls('admin_adjust_points')).toHaveLength(0);
  });

  it('sends the customer, the signed amount and the reason, says the new balance and reads it again', async () => {
    supabaseMock.rpc('admin_adjust_points', () => 1000);
    const { user, requests } = setupCustomerPage({ balance: 1200 });
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription('Luis Pérez');
    await user.type(within(dialog).getByRole('textbox', { name: /Puntos/ }), '-200');
    expect(within(dialog).getByRole('status')).toHaveTextContent('nuevo saldo: 1.000 puntos');
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(reason).toHaveAccessibleDescription(/El cliente verá este motivo en su historial/);
    await user.type(reason, '  Corrección de un pedido duplicado ');
    await user.click(within(dialog).getByRole('button', { name: 'Ajustar puntos' }));

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_adjust_points')).toEqual([
        { p_user_id: CUSTOMER_ID, p_amount: -200, p_reason: 'Corrección de un pedido duplicado' },
      ]),
    );
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Puntos ajustados: nuevo saldo 1.000', tone: 'success' },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(readsOf('user_points')).toHaveLength(2));
  });

  it("shows the database's refusal in the dialog and keeps what was typed", async () => {
    supabaseMock.rpc('admin_adjust_points', () =>
      supabaseMock.error({
        code: '22023',
        message: 'El ajuste dejaría el saldo en negativo: el cliente tiene 150 puntos',
      }),
    );
    const { user, requests } = setupCustomerPage({ balance: 1200 });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Puntos/ }), '-1000');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Devolución');
    await user.click(within(dialog).getByRole('button', { name: 'Ajustar puntos' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El ajuste dejaría el saldo en negativo: el cliente tiene 150 puntos',
    );
    expect(within(dialog).getByRole('textbox', { name: /Puntos/ })).toHaveValue('-1000');
    expect(requests.toasts).toEqual([]);
  });

  it('gives points with a plain number', async () => {
    supabaseMock.rpc('admin_adjust_points', () => 1700);
    const { user } = setupCustomerPage({ balance: 1200 });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Puntos/ }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Compensación');
    await user.click(within(dialog).getByRole('button', { name: 'Ajustar puntos' }));
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_adjust_points')).toEqual([
        { p_user_id: CUSTOMER_ID, p_amount: 500, p_reason: 'Compensación' },
      ]),
    );
  });
});

describe('voiding and extending a bonus', () => {
  const bonusesTable = async (user: User) => {
    const panel = await openSection(user, 'Ruleta y bonos');
    const table = await within(panel).findByRole('table', { name: 'Bonos del cliente' });
    await within(table).findByRole('row', { name: /Descuento 10 %/ });
    return table;
  };

  it('offers voiding an active bonus, extending an active or expired one, and nothing on a used one', async () => {
    const { user } = setupCustomerPage();
    const table = await bonusesTable(user);
    const active = rowWith(table, 'Descuento 10 %');
    expect(
      within(active).getByRole('button', { name: 'Anular bono Descuento 10 %' }),
    ).toBeEnabled();
    expect(within(active).getByRole('button', { name: 'Extender Descuento 10 %' })).toBeEnabled();
    const expired = rowWith(table, 'Envío gratis');
    expect(within(expired).queryByRole('button', { name: /Anular/ })).not.toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: 'Extender Envío gratis' })).toBeEnabled();
    expect(within(rowWith(table, 'Bono de')).queryByRole('button')).not.toBeInTheDocument();
  });

  it("'Anular bono' needs a reason, then sends the bonus and the reason and reads the bonuses again", async () => {
    supabaseMock.rpc('admin_void_bonus', () => ({ id: 'bonus-1', status: 'void' }));
    const { user, requests } = setupCustomerPage();
    const table = await bonusesTable(user);
    await user.click(within(table).getByRole('button', { name: 'Anular bono Descuento 10 %' }));
    const dialog = screen.getByRole('dialog', { name: 'Anular bono' });
    const submit = within(dialog).getByRole('button', { name: 'Anular bono' });
    await user.click(submit);
    expect(
      await within(dialog).findByText('El motivo debe tener al menos 3 caracteres'),
    ).toBeVisible();
    expect(supabaseMock.rpcCalls('admin_void_bonus')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Ganado por error');
    await user.click(submit);
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_void_bonus')).toEqual([
        { p_bonus_id: 'bonus-1', p_reason: 'Ganado por error' },
      ]),
    );
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'Bono anulado', tone: 'success' }]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(readsOf('user_bonuses')).toHaveLength(2));
  });

  it("'Extender' refuses a day before the current expiry, then sends the end of the day chosen", async () => {
    supabaseMock.rpc('admin_extend_bonus', () => ({ id: 'bonus-2', status: 'active' }));
    const { user, requests } = setupCustomerPage();
    const table = await bonusesTable(user);
    await user.click(within(table).getByRole('button', { name: 'Extender Envío gratis' }));
    const dialog = screen.getByRole('dialog', { name: 'Extender bono' });
    const day = within(dialog).getByLabelText(/Nueva fecha de vencimiento/);
    const today = todayInBogota();
    expect(day).toHaveAttribute('min', today);

    await user.type(day, addCalendarDays(today, -1));
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Cortesía');
    await user.click(within(dialog).getByRole('button', { name: 'Extender' }));
    expect(await within(dialog).findByText(/o un día posterior/)).toBeVisible();
    expect(supabaseMock.rpcCalls('admin_extend_bonus')).toHaveLength(0);

    const chosen = addCalendarDays(today, 30);
    await user.clear(day);
    await user.type(day, chosen);
    await user.click(within(dialog).getByRole('button', { name: 'Extender' }));
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_extend_bonus')).toEqual([
        {
          p_bonus_id: 'bonus-2',
          p_expires_at: `${chosen}T23:59:59.999-05:00`,
          p_reason: 'Cortesía',
        },
      ]),
    );
    await waitFor(() => expect(requests.toasts[0]?.title).toMatch(/^Bono extendido hasta el /));
    await waitFor(() => expect(readsOf('roulette_wins')).toHaveLength(2));
  });

  it("shows the database's refusal in the dialog", async () => {
    supabaseMock.rpc('admin_void_bonus', () =>
      supabaseMock.error({ code: 'P0002', message: 'El bono ya no existe' }),
    );
    const { user, requests } = setupCustomerPage();
    const table = await bonusesTable(user);
    await user.click(within(table).getByRole('button', { name: 'Anular bono Descuento 10 %' }));
    const dialog = screen.getByRole('dialog', { name: 'Anular bono' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Ganado por error');
    await user.click(within(dialog).getByRole('button', { name: 'Anular bono' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El bono ya no existe');
    expect(requests.toasts).toEqual([]);
  });
});

describe('internal notes', () => {
  it('sends the customer and the note, then reads the notes again and clears the field', async () => {
    supabaseMock.table('internal_notes').post();
    const { user, requests } = setupCustomerPage();
    const panel = await openSection(user, 'Notas internas');
    await within(panel).findByRole('list', { name: 'Notas internas' });
    const field = within(panel).getByRole('textbox', { name: /Nueva nota/ });
    await user.click(within(panel).getByRole('button', { name: 'Agregar nota' }));
    expect(await within(panel).findByText('Escribe la nota')).toBeVisible();

    await user.type(field, '  Prefiere que lo llamen por la tarde. ');
    await user.click(within(panel).getByRole('button', { name: 'Agregar nota' }));
    await waitFor(() =>
      expect(
        supabaseMock.requests
          .filter((r) => r.method === 'POST' && r.path === '/rest/v1/internal_notes')
          .map((r) => r.body),
      ).toEqual([{ user_id: CUSTOMER_ID, body: 'Prefiere que lo llamen por la tarde.' }]),
    );
    await waitFor(() =>
      expect(requests.toasts).toEqual([{ title: 'Nota agregada', tone: 'success' }]),
    );
    await waitFor(() => expect(readsOf('internal_notes')).toHaveLength(2));
    expect(field).toHaveValue('');
  });
});

describe('for staff', () => {
  it("shows 'Ajustar puntos' disabled, saying why, and no bonus actions; notes can still be written", async () => {
    const { user } = setupCustomerPage({ role: 'staff' });
    const adjust = await screen.findByRole('button', { name: 'Ajustar puntos' });
    expect(adjust).toBeDisabled();
    expect(adjust).toHaveAccessibleDescription('Solo un administrador puede hacer esto');

    const rewards = await openSection(user, 'Ruleta y bonos');
    const bonuses = await within(rewards).findByRole('table', { name: 'Bonos del cliente' });
    await within(bonuses).findByRole('row', { name: /Descuento 10 %/ });
    expect(within(rewards).queryByRole('button', { name: /Anular bono/ })).not.toBeInTheDocument();
    expect(within(rewards).queryByRole('button', { name: /Extender/ })).not.toBeInTheDocument();
    expect(
      within(rewards).queryByRole('columnheader', { name: 'Acciones' }),
    ).not.toBeInTheDocument();

    const notes = await openSection(user, 'Notas internas');
    expect(within(notes).getByRole('button', { name: 'Agregar nota' })).toBeInTheDocument();
  });
});

describe('from the users list', () => {
  it("'Ver' opens the customer's page", async () => {
    mockCustomerReads();
    supabaseMock
      .table('user_profiles')
      .get((request) =>
        request.eq('id') === CUSTOMER_ID
          ? [LUIS]
          : { rows: [{ ...LUIS, is_admin: false }], count: 1 },
      );
    supabaseMock.rpc('admin_user_stats', () => ({
      total: 1,
      admins: 0,
      staff: 0,
      members: 1,
      new_this_month: 0,
    }));
    signInOnBus({ userId: 'admin-1', isAdmin: true, role: 'admin' });
    const { user, location } = renderWithProviders(
      <Routes>
        <Route path="/admin/users" element={<UsersPage />} />
        <Route path="/admin/users/:id" element={<CustomerPage />} />
      </Routes>,
      { route: '/admin/users' },
    );
    await user.click(await screen.findByRole('button', { name: 'Ver Luis Pérez' }));
    expect(location()).toBe(`/admin/users/${CUSTOMER_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Luis Pérez' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Pedidos' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('row', { name: new RegExp(ORDER.order_number) })).toBeVisible();
  });
});
