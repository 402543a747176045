import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, supabaseMock } from '@bonis/test-utils';
import { AuditTrail } from './audit-trail';
import { auditEntry } from './testing/audit-entries';

const ENTRIES = [
  auditEntry(12, 'products', '42', {
    price: { before: 25000, after: 22000 },
    description: { before: 'corta', after: 'x'.repeat(120) },
    images: { before: ['a.jpg'], after: ['a.jpg', 'b.jpg'] },
  }),
  {
    id: 3,
    occurred_at: '2026-11-20T13:00:00Z',
    actor_id: 'admin-2',
    actor_name: 'Luis Pérez',
    actor_email: null,
    table_name: 'products',
    row_id: '42',
    action: 'insert',
    changes: { name: { before: null, after: 'Collar' } },
  },
];

describe('AuditTrail', () => {
  it('reads the newest 50 changes of the record and lists who, when, what and each field', async () => {
    supabaseMock.table('audit_log').get(ENTRIES);
    renderWithProviders(
      <AuditTrail table="products" rowId="42" fieldLabels={{ price: 'Precio' }} />,
    );

    const section = await screen.findByRole('region', { name: 'Historial de cambios' });
    await within(section).findByText('Ana Gómez');
    const [latest, created] = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('time'));
    expect(latest).toHaveTextContent('Ana Gómez Modificó · 27 nov 2026, 3:05 p. m.');
    // a screen's own label wins; every other column has the audit module's Spanish name
    expect(latest).toHaveTextContent('Precio: $ 25.000 → $ 22.000');
    expect(latest).toHaveTextContent(`Descripción: corta → ${'x'.repeat(79)}…`);
    expect(latest).toHaveTextContent('Imágenes: 1 imagen → 2 imágenes');
    expect(created).toHaveTextContent('Luis Pérez Creó');
    expect(created).toHaveTextContent('Nombre: (vacío) → Collar');

    const [request] = supabaseMock.requests.filter((r) => r.path === '/rest/v1/audit_log');
    expect(request?.query).toMatchObject({
      table_name: 'eq.products',
      row_id: 'eq.42',
      order: 'occurred_at.desc,id.desc',
      limit: '50',
    });
  });

  it("writes an order's changes in Spanish words, never its column names or ISO moments", async () => {
    supabaseMock.table('audit_log').get([
      auditEntry(
        40,
        'orders',
        'order-1',
        {
          status: { before: 'confirmed', after: 'cancelled' },
          payment_status: { before: 'refunded', after: 'paid' },
          stock_held: { before: true, after: false },
          points_counted: { before: false, after: true },
          stock_returned_at: { before: null, after: '2026-12-08T01:55:00.123456+00:00' },
          user_id: { before: null, after: '6f1c2b1e-0000-4000-8000-000000000001' },
        },
        { occurred_at: '2026-12-08T01:55:00Z' },
      ),
    ]);
    renderWithProviders(<AuditTrail table="orders" rowId="order-1" />);
    const section = await screen.findByRole('region', { name: 'Historial de cambios' });
    await within(section).findByText('Ana Gómez');
    const lines = within(section)
      .getAllByRole('listitem')
      .filter((item) => !item.querySelector('time'))
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(lines).toEqual([
      'Estado del pedido: Confirmado → Cancelado',
      'Estado del pago: Reembolsado → Pagado',
      'Stock apartado: Sí → No',
      'Puntos contados: No → Sí',
      'Stock devuelto: (vacío) → 7 dic 2026, 8:55 p. m.',
      'Cliente cambiado',
    ]);
    expect(section).not.toHaveTextContent(/stock_|_at|_id|p\. m\.\./);
  });

  it("says 'Sin cambios registrados' when the record has no history", async () => {
    supabaseMock.table('audit_log').get([]);
    renderWithProviders(<AuditTrail table="categories" rowId="7" />);
    expect(await screen.findByText('Sin cambios registrados')).toBeInTheDocument();
  });

  it("shows an error with 'Reintentar' when the history cannot be read", async () => {
    supabaseMock
      .table('audit_log')
      .get(supabaseMock.error({ code: '42501', message: 'permission denied for table audit_log' }));
    const { user } = renderWithProviders(<AuditTrail table="orders" rowId="9" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el historial de cambios',
    );
    supabaseMock.table('audit_log').get([]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Sin cambios registrados')).toBeInTheDocument();
  });
});
