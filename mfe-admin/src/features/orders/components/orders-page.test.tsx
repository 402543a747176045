import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatCOP } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  supabaseMock,
  type SupabaseRequest,
} from '@bonis/test-utils';
import { detailRow, listRow } from '../testing/order-fixtures';
import { OrdersPage } from './orders-page';

/** The list's reads of `orders` (the detail dialog's read has `id=eq.`). */
const listReads = (): SupabaseRequest[] =>
  supabaseMock.requests.filter(
    (request) =>
      request.method === 'GET' && request.path === '/rest/v1/orders' && !('id' in request.query),
  );

function renderPage(route = '/admin/orders', rows: object[] = [listRow()], count = rows.length) {
  supabaseMock.table('orders').get(({ eq }) => {
    if (eq('id')) return [detailRow({ id: eq('id') })];
    return { rows, count };
  });
  supabaseMock.table('audit_log').get([]);
  supabaseMock.table('internal_notes').get([]);
  return renderWithProviders(<OrdersPage />, { route });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the orders list', () => {
  it('asks for the newest orders first, 20 at a time, with the exact count and the item counts', async () => {
    renderPage();
    await screen.findByText('BON-1764000000001');
    const read = listReads()[0];
    expect(read?.query).toMatchObject({
      order: 'created_at.desc,id.desc',
      offset: '0',
      limit: '20',
    });
    expect(read?.query.select).toContain('order_items(count)');
    expect(read?.query.select).toContain('customer_email');
    expect(read?.query).not.toHaveProperty('or');
    expect(read?.query).not.toHaveProperty('status');
  });

  it('turns the URL into the request: search, filters, Bogotá date range, sort and page', async () => {
    renderPage(
      '/admin/orders?q=ana@correo.co&status=shipped&payment=paid&method=pse&from=2026-11-01&to=2026-11-15&sort=total.asc&page=3&size=50',
    );
    await waitFor(() => expect(listReads()).toHaveLength(1));
    expect(listReads()[0]?.query).toMatchObject({
      or: '(order_number.ilike."*ana@correo.co*",customer_email.ilike."*ana@correo.co*")',
      status: 'eq.shipped',
      payment_status: 'eq.paid',
      payment_method: 'eq.pse',
      created_at: ['gte.2026-11-01T00:00:00-05:00', 'lt.2026-11-16T00:00:00-05:00'],
      order: 'total.asc,id.asc',
      offset: '100',
      limit: '50',
    });
  });

  it("asks for the orders waiting to go out with 'Por enviar': confirmed or in preparation, paid or cash", async () => {
    renderPage('/admin/orders?status=por-enviar&q=ana');
    await waitFor(() => expect(listReads()).toHaveLength(1));
    const query = listReads()[0]?.query ?? {};
    expect(query.status).toBe('in.(confirmed,preparing)');
    // the search's `or` and the payment's, both applied (PostgREST ANDs them)
    expect(query.or).toEqual([
      '(order_number.ilike."*ana*",customer_email.ilike."*ana*")',
      '(payment_status.eq.paid,payment_method.eq.cash)',
    ]);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('por-enviar');
  });

  it("offers 'Por enviar' among the statuses and puts it in the URL", async () => {
    const { user, location } = renderPage();
    await screen.findByText('BON-1764000000001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Por enviar');
    await waitFor(() => expect(location()).toBe('/admin/orders?status=por-enviar'));
  });

  it('shows the carrier and tracking number of a shipped order under its status', async () => {
    renderPage('/admin/orders', [
      listRow({ status: 'shipped', carrier: 'Servientrega', tracking_number: 'SV-7000123' }),
    ]);
    const row = within((await screen.findByText('BON-1764000000001')).closest('tr') as HTMLElement);
    expect(row.getByText('Guía: Servientrega SV-7000123')).toBeInTheDocument();
  });

  it('ignores filter values it does not know', async () => {
    renderPage('/admin/orders?status=lost&payment=maybe&method=gold&from=ayer&sort=price.desc');
    await waitFor(() => expect(listReads()).toHaveLength(1));
    const query = listReads()[0]?.query ?? {};
    for (const name of ['status', 'payment_status', 'payment_method', 'created_at']) {
      expect(query).not.toHaveProperty(name);
    }
    expect(query.order).toBe('created_at.desc,id.desc');
  });

  it('shows each order: number, date, customer, items, total, both statuses and the method', async () => {
    renderPage('/admin/orders', [
      listRow(),
      listRow({
        id: 'order-2',
        order_number: 'BON-1764000000002',
        status: 'cancelled',
        payment_status: 'refunded',
        payment_method: 'credit_card',
        shipping_address: {},
        customer_email: null,
        order_items: [{ count: 1 }],
        total: 45000,
      }),
    ]);
    const row = within((await screen.findByText('BON-1764000000001')).closest('tr') as HTMLElement);
    // 20:05 UTC is 3:05 p. m. in Bogotá, the same day
    expect(row.getByText('21/11/2026')).toBeInTheDocument();
    expect(row.getByText(/^3:05\sp\.\sm\.$/)).toBeInTheDocument();
    expect(row.getByText('Ana Gómez')).toBeInTheDocument();
    expect(row.getByText('ana@correo.co')).toBeInTheDocument();
    expect(row.getByRole('cell', { name: `${formatCOP(116000)} 3 productos` })).toBeInTheDocument();
    expect(row.getByText('Pendiente', { selector: '[data-status]' })).toBeInTheDocument();
    expect(
      row.getByText('Pago pendiente', { selector: '[data-payment-status]' }),
    ).toBeInTheDocument();
    expect(row.getByText('Efectivo contra entrega')).toBeInTheDocument();

    const other = within(screen.getByText('BON-1764000000002').closest('tr') as HTMLElement);
    expect(other.getByText('Sin nombre')).toBeInTheDocument();
    expect(other.getByText('1 producto')).toBeInTheDocument();
    expect(other.getByText('Cancelado')).toBeInTheDocument();
    expect(other.getByText('Reembolsado')).toBeInTheDocument();
    expect(other.getByText('Tarjeta de crédito')).toBeInTheDocument();
  });

  it('filters by status through the URL, back on page 1', async () => {
    const { user, location } = renderPage('/admin/orders?page=2');
    await screen.findByText('BON-1764000000001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'En preparación');
    await waitFor(() => expect(location()).toBe('/admin/orders?status=preparing'));
    await waitFor(() =>
      expect(listReads().at(-1)?.query).toMatchObject({ status: 'eq.preparing', offset: '0' }),
    );
  });

  it('filters by a date range typed in Desde and Hasta', async () => {
    const { user, location } = renderPage();
    await screen.findByText('BON-1764000000001');
    const from = screen.getByLabelText('Desde');
    await user.type(from, '2026-11-20');
    await waitFor(() => expect(location()).toContain('from=2026-11-20'));
    await waitFor(() =>
      expect(listReads().at(-1)?.query.created_at).toBe('gte.2026-11-20T00:00:00-05:00'),
    );
  });

  it("says 'Error al cargar pedidos' in place and as a toast, and retries", async () => {
    const toasts = recordBusRequests().toasts;
    supabaseMock
      .table('orders')
      .get(() => supabaseMock.error({ code: '500', message: 'boom', status: 500 }));
    const { user } = renderWithProviders(<OrdersPage />, { route: '/admin/orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar pedidos');
    expect(toasts).toContainEqual({ title: 'Error al cargar pedidos', tone: 'error' });

    supabaseMock.table('orders').get({ rows: [listRow()], count: 1 });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('BON-1764000000001')).toBeInTheDocument();
  });

  it('says when no order matches the filters', async () => {
    renderPage('/admin/orders?status=delivered', []);
    expect(await screen.findByText('Ningún pedido coincide con los filtros')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeInTheDocument();
  });

  it('shows a new order without a reload when the database announces it', async () => {
    let rows = [listRow()];
    supabaseMock.table('orders').get(() => ({ rows, count: rows.length }));
    renderWithProviders(<OrdersPage />, { route: '/admin/orders' });
    await screen.findByText('BON-1764000000001');

    await supabaseMock.realtime.subscribed('orders');
    rows = [listRow({ id: 'order-9', order_number: 'BON-1764000000009' }), ...rows];
    supabaseMock.realtime.push({
      table: 'orders',
      eventType: 'INSERT',
      new: { id: 'order-9', order_number: 'BON-1764000000009' },
    });
    expect(await screen.findByText('BON-1764000000009')).toBeInTheDocument();
  });

  it("opens an order's detail and refreshes the list after a status change", async () => {
    const { user } = renderPage();
    supabaseMock.table('orders').patch(({ eq }) => [{ id: eq('id') }]);
    await user.click(
      await screen.findByRole('button', { name: 'Ver detalle de pedido BON-1764000000001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pedido BON-1764000000001' });
    const readsBefore = listReads().length;
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Estado del pedido' }),
      'Entregado',
    );
    await waitFor(() => expect(listReads().length).toBeGreaterThan(readsBefore));
  });

  it("exports every order of the filtered list as CSV with the books' columns", async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:pedidos';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage('/admin/orders?status=shipped&sort=total.desc');
    await screen.findByText('BON-1764000000001');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const exportRead = listReads().at(-1);
    expect(exportRead?.query).toMatchObject({
      status: 'eq.shipped',
      order: 'total.desc,id.desc',
      offset: '0',
      limit: '1000',
    });
    const text = (await files[0]?.text()) ?? '';
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Número de pedido;Fecha;Cliente;Correo;Estado;Estado del pago;Método de pago;Subtotal;Envío;Descuento;Total;Transportadora;Número de guía',
    );
    expect(lines[1]).toBe(
      'BON-1764000000001;21/11/2026, 15:05;Ana Gómez;ana@correo.co;Pendiente;Pago pendiente;Efectivo contra entrega;120.000;8.000;12.000;116.000;;',
    );
  });
});
