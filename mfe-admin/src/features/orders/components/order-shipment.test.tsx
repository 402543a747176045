import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import type { OrderDetail } from '../api/get-order';
import { detailRow } from '../testing/order-fixtures';
import { OrderDetailDialog } from './order-detail-dialog';

const SHIPPED_AT = '2026-11-22T15:30:00+00:00';
const DELIVERED_AT = '2026-11-23T19:10:00+00:00';

/**
 * The order's dialog for a back-office user, over an `orders` table that the two shipping
 * functions change as the database would (status, carrier, number uppercased, stamps).
 */
function renderShipment(order: OrderDetail = detailRow(), role: 'admin' | 'staff' = 'admin') {
  signInOnBus({ userId: 'admin-1', isAdmin: role === 'admin', role });
  let current = order;
  supabaseMock.table('orders').get(({ eq }) => (eq('id') === current.id ? [current] : []));
  supabaseMock.table('audit_log').get([]);
  supabaseMock.table('internal_notes').get([]);
  supabaseMock.rpc('admin_ship_order', ({ body }) => {
    current = {
      ...current,
      status: 'shipped',
      carrier: String(body.p_carrier),
      tracking_number: String(body.p_tracking_number).toUpperCase(),
      shipped_at: current.shipped_at ?? SHIPPED_AT,
    };
    return current;
  });
  supabaseMock.rpc('admin_mark_order_delivered', () => {
    current = { ...current, status: 'delivered', delivered_at: DELIVERED_AT };
    return current;
  });
  const toasts = recordBusRequests().toasts;
  const view = renderWithProviders(<OrderDetailDialog orderId={order.id} onClose={vi.fn()} />, {
    route: '/admin/orders',
  });
  return { ...view, toasts };
}

const shipping = async () =>
  within(
    await within(
      await screen.findByRole('dialog', { name: 'Pedido BON-1764000000001' }),
    ).findByRole('region', { name: 'Envío' }),
  );
const carrier = () => screen.getByRole('combobox', { name: /^Transportadora/ });
const trackingNumber = () => screen.getByRole('textbox', { name: /^Número de guía/ });
const shipCalls = () => supabaseMock.rpcCalls('admin_ship_order');
const deliverCalls = () => supabaseMock.rpcCalls('admin_mark_order_delivered');

describe("the order's shipment", () => {
  it('shows that a paid order has no carrier yet, with its ship form and the packing slip link', async () => {
    renderShipment();
    const part = await shipping();
    expect(
      part.getByText('Transportadora', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Sin asignar');
    expect(
      part.getByText('Número de guía', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('—');
    expect(part.getByRole('button', { name: 'Marcar como enviado' })).toBeEnabled();
    expect(part.queryByRole('button', { name: 'Marcar entregado' })).not.toBeInTheDocument();
    expect(part.getByRole('link', { name: 'Lista de empaque' })).toHaveAttribute(
      'href',
      '/admin/orders/order-1/lista-de-empaque',
    );
  });

  it('says what is missing, in Spanish, and sends nothing', async () => {
    const { user } = renderShipment();
    const part = await shipping();
    await user.click(part.getByRole('button', { name: 'Marcar como enviado' }));

    expect(await part.findByText('Elige una transportadora')).toBeInTheDocument();
    expect(part.getByText('Escribe el número de guía')).toBeInTheDocument();
    expect(carrier()).toBeInvalid();

    await user.type(trackingNumber(), 'ab 12');
    await user.click(part.getByRole('button', { name: 'Marcar como enviado' }));
    expect(
      await part.findByText(
        'Escribe un número de guía válido: de 4 a 40 letras, números o guiones',
      ),
    ).toBeInTheDocument();
    expect(shipCalls()).toEqual([]);
  });

  it("ships the order: sends the carrier and the number uppercased, says so, and then offers 'Actualizar guía' and 'Marcar entregado'", async () => {
    const { user, toasts } = renderShipment();
    const part = await shipping();
    await user.selectOptions(carrier(), 'Interrapidísimo');
    await user.type(trackingNumber(), ' ir-70001234 ');
    expect(trackingNumber()).toHaveValue(' IR-70001234 ');
    await user.click(part.getByRole('button', { name: 'Marcar como enviado' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Pedido marcado como enviado', tone: 'success' }),
    );
    expect(shipCalls()).toEqual([
      { p_order_id: 'order-1', p_carrier: 'Interrapidísimo', p_tracking_number: 'IR-70001234' },
    ]);
    expect(await part.findByRole('button', { name: 'Actualizar guía' })).toBeInTheDocument();
    expect(
      part.getByText('Transportadora', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Interrapidísimo');
    expect(part.getByText('Enviado el').nextElementSibling).toHaveTextContent(
      '22 de nov de 2026, 10:30 a. m.',
    );
    expect(carrier()).toHaveValue('Interrapidísimo');
    expect(trackingNumber()).toHaveValue('IR-70001234');
    expect(part.getByRole('button', { name: 'Marcar entregado' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado del pedido' })).toHaveValue('shipped');
  });

  it("corrects a shipped order's tracking number with 'Actualizar guía'", async () => {
    const { user, toasts } = renderShipment(
      detailRow({
        status: 'shipped',
        carrier: 'TCC',
        tracking_number: 'TCC-1234',
        shipped_at: SHIPPED_AT,
      }),
    );
    const part = await shipping();
    expect(carrier()).toHaveValue('TCC');
    await user.clear(trackingNumber());
    await user.type(trackingNumber(), 'TCC-1235');
    await user.click(part.getByRole('button', { name: 'Actualizar guía' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Guía actualizada', tone: 'success' }),
    );
    expect(shipCalls()).toEqual([
      { p_order_id: 'order-1', p_carrier: 'TCC', p_tracking_number: 'TCC-1235' },
    ]);
  });

  it("shows the database's refusal and marks the tracking number it is about", async () => {
    const { user, toasts } = renderShipment();
    supabaseMock.rpc('admin_ship_order', () =>
      supabaseMock.error({
        code: '22023',
        message: 'Escribe un número de guía válido: de 4 a 40 letras, números o guiones',
      }),
    );
    const part = await shipping();
    await user.selectOptions(carrier(), 'Servientrega');
    await user.type(trackingNumber(), 'SV-1234');
    await user.click(part.getByRole('button', { name: 'Marcar como enviado' }));

    expect(await part.findByRole('alert')).toHaveTextContent(
      'Escribe un número de guía válido: de 4 a 40 letras, números o guiones',
    );
    expect(trackingNumber()).toBeInvalid();
    expect(trackingNumber()).toHaveAccessibleDescription(
      expect.stringContaining('Escribe un número de guía válido'),
    );
    expect(toasts).toEqual([]);
    expect(part.getByRole('button', { name: 'Marcar como enviado' })).toBeInTheDocument();
  });

  it('says the order is gone when the database no longer finds it', async () => {
    const { user } = renderShipment();
    supabaseMock.rpc('admin_ship_order', () =>
      supabaseMock.error({ code: 'P0002', message: 'El pedido ya no existe' }),
    );
    const part = await shipping();
    await user.selectOptions(carrier(), 'Deprisa');
    await user.type(trackingNumber(), 'DP1234');
    await user.click(part.getByRole('button', { name: 'Marcar como enviado' }));
    expect(await part.findByRole('alert')).toHaveTextContent('El pedido ya no existe');
  });

  it('lets staff ship an order too', async () => {
    renderShipment(detailRow(), 'staff');
    const part = await shipping();
    expect(part.getByRole('button', { name: 'Marcar como enviado' })).toBeEnabled();
  });

  it('ships a cash order before it is paid', async () => {
    renderShipment(detailRow({ payment_method: 'cash', payment_status: 'pending', paid_at: null }));
    const part = await shipping();
    expect(part.getByRole('button', { name: 'Marcar como enviado' })).toBeEnabled();
  });

  it.each([
    [
      'an unpaid online order',
      detailRow({ payment_method: 'pse', payment_status: 'pending', paid_at: null }),
      'El pedido aún no está pagado',
    ],
    [
      'a cancelled order',
      detailRow({ status: 'cancelled' }),
      'El pedido está cancelado: no se envía',
    ],
    [
      'a delivered order',
      detailRow({
        status: 'delivered',
        carrier: 'Envía',
        tracking_number: 'EN-5555',
        shipped_at: SHIPPED_AT,
        delivered_at: DELIVERED_AT,
      }),
      'El pedido ya se entregó',
    ],
  ])("doesn't ship %s, and says why", async (_name, order, reason) => {
    renderShipment(order);
    const part = await shipping();
    const button = part.getByRole('button', { name: 'Marcar como enviado' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(part.queryByRole('combobox', { name: /^Transportadora/ })).not.toBeInTheDocument();
    expect(part.queryByRole('button', { name: 'Marcar entregado' })).not.toBeInTheDocument();
  });

  it('shows when a delivered order was shipped and delivered', async () => {
    renderShipment(
      detailRow({
        status: 'delivered',
        carrier: 'Envía',
        tracking_number: 'EN-5555',
        shipped_at: SHIPPED_AT,
        delivered_at: DELIVERED_AT,
      }),
    );
    const part = await shipping();
    expect(part.getByText('EN-5555')).toBeInTheDocument();
    expect(part.getByText('Entregado el').nextElementSibling).toHaveTextContent(
      '23 de nov de 2026, 2:10 p. m.',
    );
  });
});

describe('marking an order delivered', () => {
  const shipped = () =>
    detailRow({
      status: 'shipped',
      carrier: 'Coordinadora',
      tracking_number: 'CO-99887766',
      shipped_at: SHIPPED_AT,
    });

  it('asks first and sends nothing when the admin goes back', async () => {
    const { user } = renderShipment(shipped());
    const part = await shipping();
    await user.click(part.getByRole('button', { name: 'Marcar entregado' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Marcar el pedido como entregado?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deliverCalls()).toEqual([]);
  });

  it('marks it delivered once confirmed, says so and shows when', async () => {
    const { user, toasts } = renderShipment(shipped());
    const part = await shipping();
    await user.click(part.getByRole('button', { name: 'Marcar entregado' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Marcar el pedido como entregado?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Marcar entregado' }));

    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Pedido marcado como entregado', tone: 'success' }),
    );
    expect(deliverCalls()).toEqual([{ p_order_id: 'order-1' }]);
    expect(await part.findByText('Entregado el')).toBeInTheDocument();
    expect(part.queryByRole('button', { name: 'Marcar entregado' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the database's refusal in the error toast", async () => {
    const { user, toasts } = renderShipment(shipped());
    supabaseMock.rpc('admin_mark_order_delivered', () =>
      supabaseMock.error({ code: 'P0002', message: 'El pedido ya no existe' }),
    );
    const part = await shipping();
    await user.click(part.getByRole('button', { name: 'Marcar entregado' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '¿Marcar el pedido como entregado?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Marcar entregado' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'No se pudo marcar el pedido como entregado',
        description: 'El pedido ya no existe',
        tone: 'error',
      }),
    );
  });
});
