import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, supabaseMock, type TableRequest } from '@bonis/test-utils';
import { ActivityPage } from './activity-page';
import { auditEntry, operationEntries } from '../../../components/admin-kit/testing/audit-entries';

const ENTRIES = [
  auditEntry(31, 'products', '42', {
    price: { before: 25000, after: 22000 },
    description: { before: 'corta', after: `Larga ${'y'.repeat(150)}` },
  }),
  {
    id: 30,
    occurred_at: '2026-11-26T15:00:00Z',
    actor_id: 'admin-2',
    actor_name: 'Luis Pérez',
    actor_email: 'luis@bonis.co',
    table_name: 'orders',
    row_id: '1024',
    action: 'update',
    changes: { status: { before: 'pending', after: 'cancelled' } },
  },
];

/** Answers the list with ENTRIES (57 in all) and records each request. */
function answerActivity() {
  const requests: TableRequest[] = [];
  supabaseMock.table('audit_log').get((request) => {
    requests.push(request);
    return { rows: ENTRIES, count: 57 };
  });
  return requests;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: 'Actividad del equipo' });

describe('ActivityPage', () => {
  it('lists the newest activity first with who, when, what and where, 20 per page', async () => {
    const requests = answerActivity();
    renderWithProviders(<ActivityPage />, { route: '/admin/activity' });

    expect(await within(table()).findByText('Ana Gómez')).toBeInTheDocument();
    const [first, second] = within(table()).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('27 nov 2026, 3:05 p. m.');
    expect(first).toHaveTextContent('ana@bonis.co');
    expect(first).toHaveTextContent('Modificó');
    expect(first).toHaveTextContent('Productos');
    expect(first).toHaveTextContent('Precio de venta, Descripción');
    expect(second).toHaveTextContent('Pedidos');
    // the fields in Spanish words, never the column names
    expect(second).toHaveTextContent('Estado del pedido');
    expect(within(table()).queryByText(/status|price/)).toBeNull();
    expect(screen.getByText('Mostrando 1–20 de 57')).toBeInTheDocument();
    expect(requests[0]?.order).toBe('occurred_at.desc,id.desc');
    expect(requests[0]?.offset).toBe(0);
    expect(requests[0]?.limit).toBe(20);
    expect(requests[0]?.count).toBe('exact');
  });

  it('filters by section, action and dates (Bogotá days, the last one included)', async () => {
    const requests = answerActivity();
    const { user, location } = renderWithProviders(<ActivityPage />, { route: '/admin/activity' });
    await within(table()).findByText('Ana Gómez');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sección' }), 'Pedidos');
    await waitFor(() => expect(requests.at(-1)?.eq('table_name')).toBe('orders'));
    expect(location()).toBe('/admin/activity?table=orders');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Acción' }), 'Eliminó');
    await waitFor(() => expect(requests.at(-1)?.eq('action')).toBe('delete'));

    await user.type(screen.getByLabelText('Desde'), '2026-11-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-11-30');
    await waitFor(() =>
      expect(requests.at(-1)?.filters.occurred_at).toEqual([
        'gte.2026-11-01T00:00:00-05:00',
        'lt.2026-12-01T00:00:00-05:00',
      ]),
    );
    expect(location()).toBe(
      '/admin/activity?table=orders&action=delete&from=2026-11-01&to=2026-11-30',
    );
  });

  it("searches by the admin's email, and ignores unknown filter values in the URL", async () => {
    const requests = answerActivity();
    const { user } = renderWithProviders(<ActivityPage />, {
      route: '/admin/activity?table=secret_table&action=drop&from=2026-13-45',
    });
    await within(table()).findByText('Ana Gómez');
    expect(requests[0]?.filters).not.toHaveProperty('table_name');
    expect(requests[0]?.filters).not.toHaveProperty('action');
    expect(requests[0]?.filters).not.toHaveProperty('occurred_at');

    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar por correo de quien hizo el cambio' }),
      'ana_g{Enter}',
    );
    await waitFor(() => expect(requests.at(-1)?.filters.actor_email).toBe('ilike.%ana\\_g%'));
  });

  it('sorts oldest first and pages through the list', async () => {
    const requests = answerActivity();
    const { user, location } = renderWithProviders(<ActivityPage />, { route: '/admin/activity' });
    await within(table()).findByText('Ana Gómez');

    await user.click(screen.getByRole('button', { name: 'Fecha' }));
    await waitFor(() => expect(requests.at(-1)?.order).toBe('occurred_at.asc,id.asc'));
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(requests.at(-1)?.offset).toBe(20));
    expect(location()).toBe('/admin/activity?sort=occurred_at.asc&page=2');
  });

  it('opens a row in a dialog with every change in full', async () => {
    answerActivity();
    const { user } = renderWithProviders(<ActivityPage />, { route: '/admin/activity' });
    await within(table()).findByText('Ana Gómez');

    await user.click(
      screen.getByRole('button', {
        name: 'Ver detalle de Ana Gómez, 27 nov 2026, 3:05 p. m.',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Detalle de la actividad' });
    expect(dialog).toHaveTextContent('Precio de venta: $ 25.000 → $ 22.000');
    expect(dialog).toHaveTextContent(`Descripción: corta → Larga ${'y'.repeat(150)}`);
    expect(dialog).toHaveTextContent('Productos (products)');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'No se pudo cargar la actividad' with 'Reintentar'", async () => {
    supabaseMock
      .table('audit_log')
      .get(supabaseMock.error({ code: '42501', message: 'permission denied for table audit_log' }));
    const { user } = renderWithProviders(<ActivityPage />, { route: '/admin/activity' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la actividad');
    answerActivity();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await within(table()).findByText('Ana Gómez')).toBeInTheDocument();
  });

  it('exports the filtered list as CSV', async () => {
    const requests = answerActivity();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:bonis/actividad');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ActivityPage />, {
      route: '/admin/activity?table=orders',
    });
    await within(table()).findByText('Ana Gómez');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const exportRequest = requests.at(-1);
    expect(exportRequest?.eq('table_name')).toBe('orders');
    expect(exportRequest?.offset).toBe(0);
    expect(exportRequest?.limit).toBe(1000);
  });

  it("lists the back office's operations in their sections' words, staff's included", async () => {
    const { giftVoided, giftResent, redemptionCancelled, pointsAdjusted, bonusExtended } =
      operationEntries();
    supabaseMock.table('audit_log').get({
      rows: [giftVoided, giftResent, redemptionCancelled, pointsAdjusted, bonusExtended],
      count: 5,
    });
    const { user } = renderWithProviders(<ActivityPage />, { route: '/admin/activity' });
    expect(await within(table()).findAllByText('Pedro Ruiz')).toHaveLength(3);

    const [voided, resent, cancelled, points, bonus] = within(table()).getAllByRole('row').slice(1);
    expect(voided).toHaveTextContent('Regalos');
    expect(voided).toHaveTextContent('Estado del regalo, Motivo de anulación');
    expect(resent).toHaveTextContent('Email reenviado a');
    expect(cancelled).toHaveTextContent('Canjes');
    expect(cancelled).toHaveTextContent('Estado del canje, Motivo de cancelación');
    expect(points).toHaveTextContent('Puntos');
    expect(points).toHaveTextContent('Puntos, Motivo');
    expect(bonus).toHaveTextContent('Bonos de clientes');
    expect(bonus).toHaveTextContent('Vence, Motivo');
    expect(within(table()).queryByText(/void_reason|email_resent|current_points/)).toBeNull();

    const voidedRow = within(table()).getByRole('row', { name: /Motivo de anulación/ });
    await user.click(within(voidedRow).getByRole('button', { name: /^Ver detalle de Pedro Ruiz/ }));
    const dialog = screen.getByRole('dialog', { name: 'Detalle de la actividad' });
    expect(dialog).toHaveTextContent('Regalos (gift_purchases)');
    expect(dialog).toHaveTextContent('Estado del regalo: Pagado → Anulado');
    expect(dialog).toHaveTextContent('Motivo de anulación: El comprador se equivocó de correo');
  });

  it('filters by the new sections: redemptions, gifts, customers’ bonuses and points', async () => {
    const requests = answerActivity();
    const { user } = renderWithProviders(<ActivityPage />, { route: '/admin/activity' });
    await within(table()).findByText('Ana Gómez');
    const section = screen.getByRole('combobox', { name: 'Sección' }) as HTMLSelectElement;
    const labels = [...section.options].map((option) => option.text);
    expect(labels).toEqual(
      expect.arrayContaining(['Canjes', 'Regalos', 'Bonos de clientes', 'Puntos']),
    );

    const cases = [
      ['Canjes', 'points_redemptions_v2'],
      ['Regalos', 'gift_purchases'],
      ['Bonos de clientes', 'user_bonuses'],
      ['Puntos', 'user_points'],
    ] as const;
    for (const [label, tableName] of cases) {
      await user.selectOptions(section, label);
      await waitFor(() => expect(requests.at(-1)?.eq('table_name')).toBe(tableName));
    }
  });
});
