import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import {
  STAFF_SESSION,
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import { STAFF_REFUSAL, readOnlyNotice } from '../../../lib/permissions';
import { BOLSAS, KONG, SNACK } from '../testing/reward-fixtures';
import { RewardsCatalogPage, rewardsCatalog } from './rewards-page';

const ROUTE = '/admin/premios';
const list = { resource: rewardsCatalog, route: ROUTE, rows: [KONG, SNACK, BOLSAS] };

describeResourceList('the rewards catalogue', {
  ...list,
  row: SNACK,
  // the shoppers' order: by points
  order: 'points_required.asc,name.asc,id.asc',
  queries: {
    'q=kong': { filters: { name: 'ilike.%kong%' } },
    'tier=premium&status=inactive': { filters: { tier: 'eq.premium', is_active: 'eq.false' } },
    'tier=gold': { filters: {} },
    'sort=stock.desc': { order: 'stock.desc,name.asc,id.asc' },
  },
});

/** The screen as an admin (or staff) sees it. */
const renderPage = (role: 'admin' | 'staff') =>
  setupResourceList({
    ...list,
    page: <RewardsCatalogPage />,
    ...(role === 'staff' ? { session: STAFF_SESSION } : {}),
  });

describe('the rewards catalogue', () => {
  it('shows each reward with its picture, tier, points, stock and state', async () => {
    const { findRow } = renderPage('admin');
    const kong = await findRow('Kong Classic');
    expect(kong).toHaveTextContent('El juguete resistente para morder y rellenar con premios.');
    expect(kong).toHaveTextContent('Premium');
    expect(kong).toHaveTextContent('1.500 puntos');
    expect(kong).toHaveTextContent('25');
    expect(kong).toHaveTextContent('Activo');
    expect(kong).not.toHaveTextContent('Stock bajo');
    expect(kong.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/storage/v1/object/public/product-images/rewards/kong-classic.svg'),
    );

    const snack = await findRow('Snack sorpresa');
    expect(snack).toHaveTextContent('Básico');
    expect(snack).toHaveTextContent('300 puntos');
    // under 10 units, as products
    expect(snack).toHaveTextContent('Stock bajo');

    const bolsas = await findRow('Bolsas biodegradables');
    expect(bolsas).toHaveTextContent('Extendido');
    expect(bolsas).toHaveTextContent('Agotado');
    expect(bolsas).toHaveTextContent('Inactivo');
    expect(bolsas.querySelector('img')).toHaveAttribute('src', 'https://cdn.bonis.co/bolsas.png');
  });

  it('lets an admin create, edit, select and delete', async () => {
    const { findRow } = renderPage('admin');
    const kong = await findRow('Kong Classic');
    expect(screen.getByRole('button', { name: 'Nuevo premio' })).toBeInTheDocument();
    expect(within(kong).getByRole('button', { name: 'Editar Kong Classic' })).toBeEnabled();
    expect(within(kong).getByRole('button', { name: 'Eliminar Kong Classic' })).toBeEnabled();
    expect(within(kong).getByRole('checkbox', { name: 'Seleccionar Kong Classic' })).toBeEnabled();
    expect(screen.queryByText(/Solo lectura/)).toBeNull();
  });

  it('shows staff the catalogue read-only, and says why', async () => {
    const { findRow } = renderPage('staff');
    const kong = await findRow('Kong Classic');
    expect(screen.getByText(readOnlyNotice('staff'))).toHaveTextContent(
      STAFF_REFUSAL.toLowerCase(),
    );
    expect(screen.queryByRole('button', { name: 'Nuevo premio' })).toBeNull();
    expect(within(kong).queryByRole('button')).toBeNull();
    expect(within(kong).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it("shows the database's refusal to delete a reward with pending redemptions, and keeps it", async () => {
    const refusal =
      'No se puede eliminar: el premio tiene canjes pendientes. Desactívalo en su lugar';
    supabaseMock.rpc('admin_delete', () => supabaseMock.error({ code: 'P0001', message: refusal }));
    const { deleteRow, alerts, findRow, statuses } = renderPage('admin');
    await deleteRow('Kong Classic');
    await waitFor(() => expect(alerts()).toContain(refusal));
    expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
      { p_table: 'rewards_catalog', p_ids: ['reward-kong'] },
    ]);
    expect(await findRow('Kong Classic')).toBeInTheDocument();
    expect(statuses()).not.toContain('Eliminado');
  });

  it('exports a row per reward, its tier by its name', async () => {
    const { findRow, exportCsv, reads } = setupResourceList({
      ...list,
      route: `${ROUTE}?tier=basic`,
    });
    await findRow('Kong Classic');
    const lines = await exportCsv();
    expect(reads.at(-1)?.filters.tier).toBe('eq.basic');
    expect(lines[0]).toBe('Nombre;Descripción;Nivel;Puntos necesarios;Stock;Activo');
    expect(lines).toContain('Snack sorpresa;;Básico;300;4;Sí');
    expect(lines).toContain('Bolsas biodegradables;Paquete de 60 bolsas.;Extendido;400;0;No');
  });
});
