import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatCOP } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import type { OrderDetail } from '../api/get-order';
import { detailRow } from '../testing/order-fixtures';
import { OrderDetailDialog } from './order-detail-dialog';
import { auditEntry } from '../../../components/admin-kit/testing/audit-entries';

/** The dialog over an orders table whose rows the test's PATCHes change, for an admin. */
function renderDialog(order: OrderDetail = detailRow(), role: 'admin' | 'staff' = 'admin') {
  signInOnBus({ userId: 'admin-1', isAdmin: role === 'admin', role });
  let current = order;
  supabaseMock
    .table('orders')
    .get(({ eq }) => (eq('id') === current.id ? [current] : []))
    .patch(({ body, eq }) => {
      current = { ...current, ...(body as Partial<OrderDetail>) };
      return [{ id: eq('id') }];
    });
  supabaseMock.table('audit_log').get([]);
  supabaseMock.table('internal_notes').get([]);
  const toasts = recordBusRequests().toasts;
  const onClose = vi.fn();
  const view = renderWithProviders(<OrderDetailDialog orderId={order.id} onClose={onClose} />);
  return { ...view, toasts, onClose };
}

/** COP as the screen reads once whitespace is normalised (Intl puts a no-break space after '$'). */
const cop = (amount: number) => formatCOP(amount).replace(/\s/g, ' ');

const patches = () => supabaseMock.requests.filter((request) => request.method === 'PATCH');
const reads = () =>
  supabaseMock.requests.filter(
    (request) => request.method === 'GET' && request.path === '/rest/v1/orders',
  );

const auditReads = () =>
  supabaseMock.requests.filter((request) => request.path === '/rest/v1/audit_log');

const dialog = () => screen.findByRole('dialog', { name: 'Pedido BON-1764000000001' });
const orderStatus = () => screen.getByRole('combobox', { name: 'Estado del pedido' });
const paymentStatus = () => screen.getByRole('combobox', { name: 'Estado del pago' });

describe('the order detail dialog', () => {
  it('shows the lines, the totals, the customer, the delivery, the discount and the points', async () => {
    renderDialog();
    await dialog();

    const read = reads()[0];
    expect(read?.query).toMatchObject({ id: 'eq.order-1' });
    expect(read?.query.select).toContain('shipping_time_range:shipping_time_ranges(time_range)');

    const items = within(screen.getByRole('table', { name: 'Productos del pedido' }));
    const firstLine = within(items.getByRole('row', { name: /Concentrado Premium 3 kg/ }));
    expect(firstLine.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(firstLine.getByRole('cell', { name: formatCOP(50000) })).toBeInTheDocument();
    expect(firstLine.getByRole('cell', { name: formatCOP(100000) })).toBeInTheDocument();
    expect(items.getByRole('row', { name: /Collar reflectivo/ })).toBeInTheDocument();

    const products = within(screen.getByRole('region', { name: 'Productos' }));
    expect(products.getByText('Subtotal').nextElementSibling).toHaveTextContent(cop(120000));
    expect(products.getByText('Envío').nextElementSibling).toHaveTextContent(cop(8000));
    expect(products.getByText('Descuento (BIENVENIDA10)').nextElementSibling).toHaveTextContent(
      `-${cop(12000)}`,
    );
    expect(products.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      cop(116000),
    );

    const customer = within(screen.getByRole('region', { name: 'Cliente' }));
    expect(customer.getByText('Ana Gómez')).toBeInTheDocument();
    expect(customer.getByText('ana@correo.co')).toBeInTheDocument();
    expect(customer.getByText('+57 300 123 4567')).toBeInTheDocument();

    const shipping = within(screen.getByRole('region', { name: 'Entrega' }));
    expect(shipping.getByText('Calle 10 # 43-20, apto 501')).toBeInTheDocument();
    expect(shipping.getByText('Medellín, Antioquia')).toBeInTheDocument();
    expect(shipping.getByText('23 de noviembre de 2026')).toBeInTheDocument();
    expect(shipping.getByText('2:00 p. m. - 6:00 p. m.')).toBeInTheDocument();
    expect(shipping.getByText('Dejar en portería')).toBeInTheDocument();

    const discount = within(screen.getByRole('region', { name: 'Descuento' }));
    expect(discount.getByText('BIENVENIDA10')).toBeInTheDocument();
    expect(discount.getByText('Valor').nextElementSibling).toHaveTextContent(cop(12000));

    const points = within(screen.getByRole('region', { name: 'Puntos' }));
    expect(points.getByText('Puntos ganados').nextElementSibling).toHaveTextContent('116');
    expect(points.queryByText('Puntos descontados')).not.toBeInTheDocument();

    expect(orderStatus()).toHaveValue('confirmed');
    expect(paymentStatus()).toHaveValue('paid');
    expect(screen.getByRole('region', { name: 'Historial de cambios' })).toBeInTheDocument();
    await waitFor(() => expect(auditReads()).toHaveLength(1));
    expect(auditReads()[0]?.query).toMatchObject({
      table_name: 'eq.orders',
      row_id: 'eq.order-1',
    });
  });

  it('shows the points taken back once they were', async () => {
    renderDialog(
      detailRow({
        payment_status: 'refunded',
        points_reversed: 80,
        points_reversed_at: '2026-11-22T15:00:00+00:00',
      }),
    );
    await dialog();
    const points = within(screen.getByRole('region', { name: 'Puntos' }));
    expect(points.getByText('Puntos descontados').nextElementSibling).toHaveTextContent(/^80 /);
  });

  it('says when the stock went back, with one period after the time', async () => {
    renderDialog(
      detailRow({ status: 'cancelled', stock_returned_at: '2026-12-08T01:55:00+00:00' }),
    );
    await dialog();
    const status = within(screen.getByRole('region', { name: 'Estado' }));
    const returned = status.getByText('Stock devuelto el').nextElementSibling;
    expect(returned).toHaveTextContent('7 de dic de 2026, 8:55 p. m.');
    expect(returned?.textContent).not.toMatch(/\.\.$/);
  });

  it("writes the order's history in Spanish words", async () => {
    renderDialog();
    supabaseMock.table('audit_log').get([
      auditEntry(
        9,
        'orders',
        'order-1',
        {
          payment_status: { before: 'refunded', after: 'paid' },
          points_counted: { before: false, after: true },
        },
        { occurred_at: '2026-12-08T01:55:00Z' },
      ),
    ]);
    await dialog();
    const history = screen.getByRole('region', { name: 'Historial de cambios' });
    await waitFor(() => expect(history).toHaveTextContent('Estado del pago: Reembolsado → Pagado'));
    expect(history).toHaveTextContent('Puntos contados: No → Sí');
    expect(history).not.toHaveTextContent('payment_status');
  });

  it('names the slot from the address when the slot was deleted since', async () => {
    renderDialog(detailRow({ shipping_time_range: null }));
    await dialog();
    const shipping = within(screen.getByRole('region', { name: 'Entrega' }));
    expect(shipping.getByText('8:00 a. m. - 12:00 m.')).toBeInTheDocument();
  });

  it("says so with 'Reintentar' when the order cannot be read", async () => {
    supabaseMock
      .table('orders')
      .get(() => supabaseMock.error({ code: '42501', message: 'permission denied' }));
    const { user } = renderWithProviders(<OrderDetailDialog orderId="order-1" onClose={vi.fn()} />);
    expect(await screen.findByText('No se pudo cargar el pedido')).toBeInTheDocument();
    supabaseMock.table('orders').get([detailRow()]);
    supabaseMock.table('audit_log').get([]);
    supabaseMock.table('internal_notes').get([]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await dialog()).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const { user, onClose } = renderDialog();
    await dialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('changing the order status', () => {
  it('sends only the new status for this order, says so and reads the order again', async () => {
    const { user, toasts } = renderDialog();
    await dialog();
    await user.selectOptions(orderStatus(), 'Enviado');

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toMatchObject({
      path: '/rest/v1/orders',
      query: { id: 'eq.order-1' },
      body: { status: 'shipped' },
    });
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Estado del pedido actualizado correctamente',
        tone: 'success',
      }),
    );
    // the order and its change history are read again
    expect(reads()).toHaveLength(2);
    await waitFor(() => expect(auditReads()).toHaveLength(2));
    expect(orderStatus()).toHaveValue('shipped');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before cancelling a paid order, naming the stock and the points, and sends nothing when dismissed', async () => {
    const { user } = renderDialog();
    await dialog();
    await user.selectOptions(orderStatus(), 'Cancelado');

    const confirm = await screen.findByRole('alertdialog', { name: '¿Cancelar este pedido?' });
    expect(confirm).toHaveAccessibleDescription(
      'El stock de los productos se devolverá al inventario y se descontarán 116 puntos al cliente.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patches()).toHaveLength(0);
    expect(orderStatus()).toHaveValue('confirmed');
  });

  it('cancels once confirmed', async () => {
    const { user, toasts } = renderDialog();
    await dialog();
    await user.selectOptions(orderStatus(), 'Cancelado');
    const confirm = await screen.findByRole('alertdialog', { name: '¿Cancelar este pedido?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar pedido' }));

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toMatchObject({
      query: { id: 'eq.order-1' },
      body: { status: 'cancelled' },
    });
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Estado del pedido actualizado correctamente',
        tone: 'success',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(orderStatus()).toHaveValue('cancelled');
  });

  it('names only the stock when cancelling an unpaid order', async () => {
    const { user } = renderDialog(
      detailRow({ status: 'pending', payment_status: 'pending', paid_at: null, points_earned: 0 }),
    );
    await dialog();
    await user.selectOptions(orderStatus(), 'Cancelado');
    expect(
      await screen.findByRole('alertdialog', { name: '¿Cancelar este pedido?' }),
    ).toHaveAccessibleDescription('El stock de los productos se devolverá al inventario.');
  });

  it("shows the database's message when the change is refused", async () => {
    const { user, toasts } = renderDialog();
    supabaseMock.table('orders').patch(() =>
      supabaseMock.error({
        code: '42501',
        message: 'Solo se pueden cambiar el estado y el estado del pago',
      }),
    );
    await dialog();
    await user.selectOptions(orderStatus(), 'Entregado');

    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Error al actualizar estado del pedido',
        description: 'Solo se pueden cambiar el estado y el estado del pago',
        tone: 'error',
      }),
    );
    await waitFor(() => expect(orderStatus()).toHaveValue('confirmed'));
    expect(orderStatus()).toBeEnabled();
  });

  it("shows why the database refuses to reactivate a cancelled order, and keeps 'Cancelado'", async () => {
    const { user, toasts } = renderDialog(detailRow({ status: 'cancelled' }));
    supabaseMock.table('orders').patch(() =>
      supabaseMock.error({
        code: 'P0001',
        message: 'No hay stock suficiente para reactivar el pedido',
      }),
    );
    await dialog();
    await user.selectOptions(orderStatus(), 'Confirmado');

    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Error al actualizar estado del pedido',
        description: 'No hay stock suficiente para reactivar el pedido',
        tone: 'error',
      }),
    );
    expect(patches()[0]?.body).toEqual({ status: 'confirmed' });
    await waitFor(() => expect(orderStatus()).toHaveValue('cancelled'));
    expect(orderStatus()).toBeEnabled();
  });

  it('keeps the old status when a confirmed cancellation is refused', async () => {
    const { user, toasts } = renderDialog();
    supabaseMock
      .table('orders')
      .patch(() => supabaseMock.error({ code: 'P0001', message: 'El pedido ya fue entregado' }));
    await dialog();
    await user.selectOptions(orderStatus(), 'Cancelado');
    const confirm = await screen.findByRole('alertdialog', { name: '¿Cancelar este pedido?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar pedido' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Error al actualizar estado del pedido',
        description: 'El pedido ya fue entregado',
        tone: 'error',
      }),
    );
    await waitFor(() => expect(orderStatus()).toHaveValue('confirmed'));
  });

  it('treats an update that reached no order as a failure', async () => {
    const { user, toasts } = renderDialog();
    supabaseMock.table('orders').patch([]);
    await dialog();
    await user.selectOptions(orderStatus(), 'Entregado');
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Error al actualizar estado del pedido',
        description: 'El pedido no existe o no tienes permiso para modificarlo',
        tone: 'error',
      }),
    );
  });
});

describe('changing the payment status', () => {
  it('asks before refunding a paid order that earned points, then sends the payment status', async () => {
    const { user, toasts } = renderDialog();
    await dialog();
    await user.selectOptions(paymentStatus(), 'Reembolsado');

    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Marcar el pago como reembolsado?',
    });
    expect(confirm).toHaveAccessibleDescription('Se descontarán 116 puntos al cliente.');
    await user.click(within(confirm).getByRole('button', { name: 'Marcar como reembolsado' }));

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toMatchObject({
      query: { id: 'eq.order-1' },
      body: { payment_status: 'refunded' },
    });
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Estado del pago actualizado correctamente',
        tone: 'success',
      }),
    );
  });

  it('refunds at once an order that earned no points', async () => {
    const { user } = renderDialog(detailRow({ points_earned: 0 }));
    await dialog();
    await user.selectOptions(paymentStatus(), 'Reembolsado');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.body).toEqual({ payment_status: 'refunded' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('marks an order paid at once', async () => {
    const { user } = renderDialog(
      detailRow({ payment_status: 'pending', paid_at: null, points_earned: 0 }),
    );
    await dialog();
    await user.selectOptions(paymentStatus(), 'Pagado');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.body).toEqual({ payment_status: 'paid' });
  });

  it("shows the database's message when the payment change fails", async () => {
    const { user, toasts } = renderDialog();
    supabaseMock
      .table('orders')
      .patch(() => supabaseMock.error({ code: 'P0001', message: 'Pedido no encontrado' }));
    await dialog();
    await user.selectOptions(paymentStatus(), 'Pago fallido');
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Error al actualizar estado del pago',
        description: 'Pedido no encontrado',
        tone: 'error',
      }),
    );
  });
});

describe("refunds are an admin's", () => {
  it("shows staff 'Reembolsado' disabled, says why, and lets them set the other payment statuses", async () => {
    const { user } = renderDialog(detailRow(), 'staff');
    await dialog();
    const refunded = within(paymentStatus()).getByRole('option', { name: 'Reembolsado' });
    expect(refunded).toBeDisabled();
    expect(paymentStatus()).toHaveAccessibleDescription(
      'Reembolsado: Solo un administrador puede hacer esto',
    );
    expect(within(paymentStatus()).getByRole('option', { name: 'Pagado' })).toBeEnabled();

    await user.selectOptions(paymentStatus(), 'Pago fallido');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.body).toEqual({ payment_status: 'failed' });
  });

  it("lets an admin choose 'Reembolsado'", async () => {
    renderDialog();
    await dialog();
    expect(within(paymentStatus()).getByRole('option', { name: 'Reembolsado' })).toBeEnabled();
    expect(paymentStatus()).not.toHaveAccessibleDescription();
  });
});
