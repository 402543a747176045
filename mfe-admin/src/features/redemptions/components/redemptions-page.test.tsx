import { describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '@bonis/design-system/bus';
import { screen, waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import {
  STAFF_SESSION,
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import { BOLSAS, COLLAR, KONG, SNACK } from '../testing/redemption-fixtures';
import {
  CANCEL_ACTION,
  DELIVER_ACTION,
  RedemptionsPage,
  redemptionsResource,
} from './redemptions-page';

const ROUTE = '/admin/canjes';

/** The declaration (the buttons' clicks do nothing here: the page opens its dialogs). */
const declared = redemptionsResource({ onDeliver: vi.fn(), onCancel: vi.fn() });

describeResourceList('the redemptions queue', {
  resource: declared,
  route: ROUTE,
  rows: [KONG, SNACK],
  // the pending ones, oldest first: the queue
  order: 'created_at.asc,id.asc',
  queries: {
    '': { filters: { status: 'eq.pending' } },
    'status=all': { filters: {} },
    'status=delivered&tier=premium': {
      filters: { status: 'eq.delivered', reward_tier: 'eq.premium' },
    },
    'status=lost&tier=gold': { filters: {} },
    'q=ana': {
      filters: {
        status: 'eq.pending',
        or: '(shopper_name.ilike."%ana%",shopper_email.ilike."%ana%")',
      },
    },
    'from=2026-11-01&to=2026-11-30': {
      filters: {
        status: 'eq.pending',
        created_at: ['gte.2026-11-01T00:00:00-05:00', 'lt.2026-12-01T00:00:00-05:00'],
      },
    },
    'sort=points_used.desc': { order: 'points_used.desc,id.desc' },
  },
});

/** The page (its dialogs, its realtime) with every status on screen, as staff see it. */
const page = (route = `${ROUTE}?status=all`, session: Partial<SessionSummary> = STAFF_SESSION) =>
  setupResourceList({
    resource: declared,
    page: <RedemptionsPage />,
    route,
    rows: [KONG, SNACK, BOLSAS, COLLAR],
    session,
  });

const rowOf = (text: string) => screen.findByRole('row', { name: new RegExp(text) });

describe('the redemptions queue', () => {
  it('shows the reward, the shopper and how to reach them, points, tier, day and status', async () => {
    page();
    const kong = await rowOf('Kong Classic');
    expect(kong).toHaveTextContent('Ana Gómez');
    expect(within(kong).getByRole('link', { name: 'ana@correo.co' })).toHaveAttribute(
      'href',
      'mailto:ana@correo.co',
    );
    expect(within(kong).getByRole('link', { name: '+57 300 123 4567' })).toHaveAttribute(
      'href',
      'tel:+573001234567',
    );
    expect(kong).toHaveTextContent('1.500');
    expect(kong).toHaveTextContent('Premium');
    expect(kong).toHaveTextContent('25 de nov de 2026, 10:00 a. m.');
    expect(kong).toHaveTextContent('Pendiente');
    expect(kong.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/storage/v1/object/public/product-images/rewards/kong-classic.svg'),
    );

    const bolsas = await rowOf('Bolsas biodegradables');
    expect(bolsas).toHaveTextContent('Entregado');
    expect(bolsas).toHaveTextContent('Extendido');
    expect(bolsas).toHaveTextContent('Entregado el 21 de nov de 2026, 3:05 p. m.');
    expect(bolsas).toHaveTextContent('Carla Ruiz');
    expect(bolsas).toHaveTextContent('Nota: Entregado en la tienda de Chapinero');

    const collar = await rowOf('Collar reflectivo');
    expect(collar).toHaveTextContent('Cancelado');
    expect(collar).toHaveTextContent('Motivo: Sin unidades en bodega');
    // no name on the account: its email says who it is
    expect(collar).toHaveTextContent('luis@correo.co');
  });

  it('offers delivering and cancelling only on pending redemptions', async () => {
    page();
    await rowOf('Kong Classic');
    expect(
      screen.getByRole('button', { name: `${DELIVER_ACTION} Kong Classic` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `${CANCEL_ACTION} Snack sorpresa` }),
    ).toBeInTheDocument();
    const bolsas = await rowOf('Bolsas biodegradables');
    expect(within(bolsas).queryAllByRole('button')).toHaveLength(0);
    const collar = await rowOf('Collar reflectivo');
    expect(within(collar).queryAllByRole('button')).toHaveLength(0);
  });

  it('hides delivering and cancelling from an account that may not handle redemptions', async () => {
    page(undefined, { userId: 'user-1', isAdmin: false, role: 'customer' });
    await rowOf('Kong Classic');
    expect(screen.queryByRole('button', { name: new RegExp(DELIVER_ACTION) })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(CANCEL_ACTION) })).toBeNull();
  });

  it('reads the queue again when a redemption changes elsewhere', async () => {
    const { reads } = page();
    await rowOf('Kong Classic');
    await supabaseMock.realtime.subscribed('points_redemptions_v2');
    supabaseMock.realtime.push({
      table: 'points_redemptions_v2',
      eventType: 'INSERT',
      new: { id: 'red-new' },
    });
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it('shows the pending ones by default, and every one with a link', async () => {
    const { reads, user, location } = page(ROUTE);
    await waitFor(() => expect(reads[0]?.filters.status).toBe('eq.pending'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Todos');
    await waitFor(() => expect(location()).toBe(`${ROUTE}?status=all`));
    await waitFor(() => expect(reads.at(-1)?.filters).not.toHaveProperty('status'));
  });

  it('exports each redemption with its shopper, status, note and reason', async () => {
    const { exportCsv } = page();
    await rowOf('Kong Classic');
    const lines = await exportCsv();
    expect(lines[0]).toBe(
      'Fecha;Premio;Nivel;Puntos;Cliente;Email;Teléfono;Estado;Gestión;Nota;Motivo de cancelación',
    );
    expect(lines.find((line) => line.includes('Bolsas'))).toMatch(
      /;Bolsas biodegradables;Extendido;400;Ana Gómez;ana@correo\.co;'\+57 300 123 4567;Entregado;Entregado el 21 de nov de 2026, 3:05 p\. m\. · Carla Ruiz;Entregado en la tienda de Chapinero;$/,
    );
    expect(lines.find((line) => line.includes('Collar'))).toMatch(
      /;Collar reflectivo;Básico;1;luis@correo\.co;luis@correo\.co;;Cancelado;.*;;Sin unidades en bodega$/,
    );
  });
});
