import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import {
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import type { PrizeRow } from '../api/get-prizes';
import { PrizesPage, prizes } from './prizes-page';

const POINTS_50: PrizeRow = {
  id: 'p-50',
  name: '50 puntos',
  description: 'Suma 50 puntos a tu saldo.',
  icon: '🪙',
  type: 'points',
  value: 50,
  probability: 30,
  is_active: true,
  created_at: '2026-11-01T15:00:00Z',
};
const DISCOUNT_10: PrizeRow = {
  id: 'p-d10',
  name: '10% de descuento',
  description: 'Para tu próxima compra.',
  icon: '🏷️',
  type: 'discount',
  value: 10,
  probability: 45.5,
  is_active: true,
  created_at: '2026-11-01T15:01:00Z',
};
const SHIPPING: PrizeRow = {
  id: 'p-ship',
  name: 'Envío gratis',
  description: null,
  icon: '🚚',
  type: 'free_shipping',
  value: 1,
  probability: 12,
  is_active: false,
  created_at: '2026-11-01T15:02:00Z',
};

/** The list's reads and the total's both go to `roulette_prizes`: the total's select apart. */
const list = {
  resource: prizes,
  page: <PrizesPage />,
  route: '/admin/ruleta',
  rows: [DISCOUNT_10, POINTS_50, SHIPPING],
  otherReads: {
    match: (request: { select: string | undefined }) =>
      request.select === 'id,probability,is_active',
    reply: (_: unknown, rows: readonly PrizeRow[]) =>
      rows.map(({ id, probability, is_active }) => ({ id, probability, is_active })),
  },
};

const totalRegion = () => screen.getByRole('region', { name: 'Probabilidad total' });

describeResourceList('the prizes list', {
  ...list,
  row: POINTS_50,
  // the spec's admin order: highest probability first
  order: 'probability.desc,name.asc,id.asc',
  queries: {
    'q=env%C3%ADo': { filters: { name: 'ilike.%envío%' } },
    'type=free_shipping&status=inactive': {
      filters: { type: 'eq.free_shipping', is_active: 'eq.false' },
    },
    'sort=name.asc&page=2&size=10': { order: 'name.asc,id.asc', offset: 10, limit: 10 },
  },
});

describe('the prizes list', () => {
  it('shows each prize with its icon, description, type, value, probability and tag', async () => {
    const { findRow } = setupResourceList(list);
    const discount = await findRow('10% de descuento');
    expect(discount).toHaveTextContent('🏷️');
    expect(discount).toHaveTextContent('Para tu próxima compra.');
    expect(discount).toHaveTextContent('Descuento');
    expect(discount).toHaveTextContent('10 %');
    expect(discount).toHaveTextContent('45,5 %');
    const points = await findRow('50 puntos');
    expect(points).toHaveTextContent('Puntos');
    expect(points).toHaveTextContent('30 %');
    const shipping = await findRow('Envío gratis');
    expect(shipping).toHaveTextContent('12 %');
    expect(shipping).toHaveTextContent('Inactivo');
  });

  it('exports a row per prize, its probability as a number', async () => {
    const { findRow, exportCsv, reads } = setupResourceList({
      ...list,
      route: '/admin/ruleta?status=active',
    });
    await findRow('50 puntos');
    const lines = await exportCsv();
    expect(reads.at(-1)?.filters.is_active).toBe('eq.true');
    expect(lines).toContain(
      '🏷️;10% de descuento;Para tu próxima compra.;Descuento;10;45,5;Sí;01/11/2026',
    );
  });
});

describe("the total of every prize's probability", () => {
  it("is shown as 'x.x% / 100%', the inactive prizes counted", async () => {
    setupResourceList(list);
    await waitFor(() => expect(totalRegion()).toHaveTextContent('87,5% / 100%'));
    expect(totalRegion()).not.toHaveTextContent('¡Excede el límite!');
    expect(totalRegion()).toHaveTextContent('Incluye 1 premio inactivo');
    expect(within(totalRegion()).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '87,5% / 100%',
    );
  });

  it("warns '¡Excede el límite!' when the total is above 100 %", async () => {
    setupResourceList({
      ...list,
      rows: [DISCOUNT_10, POINTS_50, { ...SHIPPING, probability: 24.6 }],
    });
    await waitFor(() => expect(totalRegion()).toHaveTextContent('100,1% / 100%'));
    expect(totalRegion()).toHaveTextContent('¡Excede el límite!');
  });

  it("loses a deleted prize's share, and keeps it when the delete fails", async () => {
    const view = setupResourceList(list);
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError(), { once: true });
    await waitFor(() => expect(totalRegion()).toHaveTextContent('87,5% / 100%'));
    await view.deleteRow('50 puntos');
    await waitFor(() => expect(view.alerts()).toContain('Error al eliminar premio'));
    expect(totalRegion()).toHaveTextContent('87,5% / 100%');

    supabaseMock.rpc('admin_delete', () => {
      view.setRows([DISCOUNT_10, SHIPPING]);
      return 1;
    });
    await view.deleteRow('50 puntos');
    await waitFor(() => expect(totalRegion()).toHaveTextContent('57,5% / 100%'));
  });
});
