import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { formatCOP } from '@bonis/design-system';
import { renderWithProviders, supabaseMock } from '@bonis/test-utils';
import type { OrderDetail } from '../api/get-order';
import { detailRow } from '../testing/order-fixtures';
import { PackingSlipPage } from './packing-slip-page';

const ID = '6f1c2a9e-4b7d-4e0a-9c3b-2d5e8f7a1b20';

function renderSlip(order: OrderDetail | null = detailRow({ id: ID }), id = ID) {
  supabaseMock.table('orders').get(() => (order ? [order] : []));
  return renderWithProviders(
    <Routes>
      <Route path="/admin/orders/:id/lista-de-empaque" element={<PackingSlipPage />} />
      <Route path="/admin/orders" element={<p>Lista de pedidos</p>} />
    </Routes>,
    { route: `/admin/orders/${id}/lista-de-empaque` },
  );
}

const slip = () => screen.findByRole('article', { name: 'Pedido BON-1764000000001' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the packing slip', () => {
  it('shows the order, who receives it and where, the delivery and the lines to tick', async () => {
    renderSlip(
      detailRow({
        id: ID,
        status: 'shipped',
        carrier: 'Servientrega',
        tracking_number: 'SV-700012345',
      }),
    );
    const page = within(await slip());
    const read = supabaseMock.requests.find((request) => request.path === '/rest/v1/orders');
    expect(read?.query).toMatchObject({ id: `eq.${ID}` });

    expect(page.getByText('Boñis')).toBeInTheDocument();
    expect(page.getByText('21 de noviembre de 2026')).toBeInTheDocument();

    const shipTo = within(page.getByRole('region', { name: 'Enviar a' }));
    expect(shipTo.getByText('Ana Gómez')).toBeInTheDocument();
    expect(shipTo.getByText('Calle 10 # 43-20, apto 501')).toBeInTheDocument();
    expect(shipTo.getByText('Medellín')).toBeInTheDocument();
    expect(shipTo.getByText('Antioquia')).toBeInTheDocument();
    expect(shipTo.getByText('Tel. +57 300 123 4567')).toBeInTheDocument();

    const delivery = within(page.getByRole('region', { name: 'Entrega' }));
    expect(delivery.getByText('Fecha').nextElementSibling).toHaveTextContent(
      '23 de noviembre de 2026',
    );
    expect(delivery.getByText('Franja').nextElementSibling).toHaveTextContent(
      '2:00 p. m. - 6:00 p. m.',
    );
    expect(delivery.getByText('Transportadora').nextElementSibling).toHaveTextContent(
      'Servientrega',
    );
    expect(delivery.getByText('Guía').nextElementSibling).toHaveTextContent('SV-700012345');
    expect(delivery.queryByText('Cobrar al entregar')).not.toBeInTheDocument();

    const lines = within(page.getByRole('table', { name: 'Productos' }));
    const food = within(lines.getByRole('row', { name: /Concentrado Premium 3 kg/ }));
    expect(food.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(
      food.getByRole('checkbox', { name: 'Empacado: Concentrado Premium 3 kg' }),
    ).not.toBeChecked();
    expect(
      lines.getByRole('checkbox', { name: 'Empacado: Collar reflectivo' }),
    ).toBeInTheDocument();
    expect(lines.getByRole('row', { name: /Total de unidades/ })).toHaveTextContent('3');

    const notes = within(page.getByRole('region', { name: 'Notas para el mensajero' }));
    expect(notes.getByText('Dejar en portería')).toBeInTheDocument();
  });

  it("prints with 'Imprimir', and lets the packer tick the lines", async () => {
    const print = vi.fn();
    // happy-dom has no window.print
    vi.stubGlobal('print', print);
    const { user } = renderSlip();
    const page = within(await slip());
    await user.click(page.getByRole('checkbox', { name: 'Empacado: Collar reflectivo' }));
    expect(page.getByRole('checkbox', { name: 'Empacado: Collar reflectivo' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('marks the slip as what prints, and keeps the buttons off it', async () => {
    // the print style (PrintOnlyTheSlip) keeps `[data-packing-slip]` and what holds it; jsdom-like
    // environments don't apply print media, so this checks the markup it relies on
    renderSlip();
    const sheet = await slip();
    expect(sheet).toHaveAttribute('data-packing-slip');
    expect(
      screen.getByRole('button', { name: 'Imprimir' }).closest('[data-packing-slip]'),
    ).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Volver a los pedidos' }).closest('[data-packing-slip]'),
    ).toBeNull();
  });

  it('tells the courier what to collect on an unpaid cash order, and leaves out what it lacks', async () => {
    renderSlip(
      detailRow({
        id: ID,
        payment_method: 'cash',
        payment_status: 'pending',
        paid_at: null,
        shipping_address: { firstName: 'Ana', address: 'Cra 7 # 1-2', city: 'Bogotá' },
      }),
    );
    const page = within(await slip());
    const delivery = within(page.getByRole('region', { name: 'Entrega' }));
    expect(delivery.getByText('Cobrar al entregar').nextElementSibling).toHaveTextContent(
      formatCOP(116000).replace(/\s/g, ' '),
    );
    expect(delivery.queryByText('Guía')).not.toBeInTheDocument();
    expect(page.queryByRole('region', { name: 'Notas para el mensajero' })).not.toBeInTheDocument();
  });

  it('warns not to pack a cancelled order', async () => {
    renderSlip(detailRow({ id: ID, status: 'cancelled' }));
    const page = within(await slip());
    expect(page.getByText('Este pedido está cancelado: no lo empaques.')).toBeInTheDocument();
  });

  it("says an unknown order can't be found, with a way back to the orders", async () => {
    const { user, location } = renderSlip(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos ese pedido');
    await user.click(screen.getByRole('link', { name: 'Volver a los pedidos' }));
    expect(location()).toBe('/admin/orders');
  });

  it('asks nothing of the database for an address that names no order', async () => {
    renderSlip(detailRow(), ':id');
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos ese pedido');
    expect(supabaseMock.requests).toEqual([]);
  });

  it("says so when the order can't be read, and retries", async () => {
    supabaseMock
      .table('orders')
      .get(() => supabaseMock.error({ code: '500', message: 'boom', status: 500 }));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/admin/orders/:id/lista-de-empaque" element={<PackingSlipPage />} />
      </Routes>,
      { route: `/admin/orders/${ID}/lista-de-empaque` },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el pedido');
    supabaseMock.table('orders').get([detailRow({ id: ID })]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await slip()).toBeInTheDocument();
  });
});
