import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import type { PrizeRow } from '../api/get-prizes';
import { PrizesPage } from './prizes-page';

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

interface Setup {
  route?: string;
  rows?: PrizeRow[];
  failFirstRead?: boolean;
}

/** The list's reads and the total's reads both go to `roulette_prizes`: told apart by select. */
function setup({
  route = '/admin/ruleta',
  rows = [DISCOUNT_10, POINTS_50, SHIPPING],
  failFirstRead = false,
}: Setup = {}) {
  const listReads: TableRequest[] = [];
  const totalReads: TableRequest[] = [];
  supabaseMock.table('roulette_prizes').get((request) => {
    if (request.select === 'id,probability,is_active') {
      totalReads.push(request);
      return rows.map(({ id, probability, is_active }) => ({ id, probability, is_active }));
    }
    listReads.push(request);
    if (failFirstRead && listReads.length === 1) {
      return supabaseMock.error({ code: 'XX000', message: 'internal error' });
    }
    return { rows, count: rows.length };
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <PrizesPage />
      <Toaster />
    </>,
    { route },
  );
  return { ...view, listReads, totalReads, requests };
}

const deletes = () =>
  supabaseMock.requests.filter(
    (r) => r.method === 'DELETE' && r.path === '/rest/v1/roulette_prizes',
  );

const findRow = (name: string) =>
  screen.findByRole('row', { name: new RegExp(name.replace(/[%]/g, '\\$&')) });
const queryRow = (name: string) => screen.queryByRole('row', { name: new RegExp(name) });
const totalRegion = () => screen.getByRole('region', { name: 'Probabilidad total' });

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the prizes list', () => {
  it('reads the prizes by probability, highest first, with icon, description, type, value and probability', async () => {
    const { listReads } = setup();
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
    expect(shipping).toHaveTextContent('Envío gratis');
    expect(shipping).toHaveTextContent('12 %');

    expect(listReads[0]?.order).toBe('probability.desc,name.asc,id.asc');
    expect(listReads[0]?.count).toBe('exact');
  });

  it('dims an inactive prize and tags it', async () => {
    setup();
    const shipping = await findRow('Envío gratis');
    expect(shipping).toHaveTextContent('Inactivo');
    expect(within(shipping).getByText('12 %')).toHaveAttribute('data-inactive', 'true');
    const points = await findRow('50 puntos');
    expect(within(points).getByText('30 %')).toHaveAttribute('data-inactive', 'false');
  });

  it("shows the total of every prize's probability as 'x.x% / 100%'", async () => {
    setup();
    await waitFor(() => expect(totalRegion()).toHaveTextContent('87,5% / 100%'));
    expect(totalRegion()).not.toHaveTextContent('¡Excede el límite!');
    expect(totalRegion()).toHaveTextContent('Incluye 1 premio inactivo');
    expect(within(totalRegion()).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '87,5% / 100%',
    );
  });

  it("warns '¡Excede el límite!' when the total is above 100 %", async () => {
    setup({ rows: [DISCOUNT_10, POINTS_50, { ...SHIPPING, probability: 24.6 }] });
    await waitFor(() => expect(totalRegion()).toHaveTextContent('100,1% / 100%'));
    expect(totalRegion()).toHaveTextContent('¡Excede el límite!');
  });

  it('searches by name and filters by type and status, in the URL', async () => {
    const { user, listReads, location } = setup();
    await findRow('50 puntos');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar premios' }), 'envío');
    await waitFor(() => expect(listReads.at(-1)?.filters.name).toBe('ilike.%envío%'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'free_shipping');
    await waitFor(() => expect(listReads.at(-1)?.filters.type).toBe('eq.free_shipping'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'inactive');
    await waitFor(() => expect(listReads.at(-1)?.filters.is_active).toBe('eq.false'));
    expect(location()).toBe('/admin/ruleta?q=env%C3%ADo&type=free_shipping&status=inactive');
  });

  it('reads the sort and page from the URL', async () => {
    const { listReads } = setup({ route: '/admin/ruleta?sort=name.asc&page=2&size=10' });
    await waitFor(() => expect(listReads).toHaveLength(1));
    expect(listReads[0]?.order).toBe('name.asc,id.asc');
    expect(listReads[0]?.offset).toBe(10);
    expect(listReads[0]?.limit).toBe(10);
  });

  it("shows 'Error al cargar premios' with 'Reintentar', and a toast", async () => {
    const { user, requests } = setup({ failFirstRead: true });
    expect(await screen.findByText('Error al cargar premios')).toBeInTheDocument();
    expect(requests.toasts).toEqual([{ title: 'Error al cargar premios', tone: 'error' }]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await findRow('50 puntos')).toBeInTheDocument();
  });

  it("opens 'Nuevo premio' and 'Editar' in the dialog", async () => {
    supabaseMock.table('audit_log').get([]);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Nuevo premio' }));
    expect(screen.getByRole('dialog', { name: 'Nuevo premio' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: 'Editar 50 puntos' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar premio' });
    expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('50 puntos');
  });

  it('exports the filtered list as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:premios';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, listReads } = setup({ route: '/admin/ruleta?status=active' });
    await findRow('50 puntos');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(listReads.at(-1)?.filters.is_active).toBe('eq.true');
    expect(listReads.at(-1)?.limit).toBe(1000);
    const lines = ((await blobs[0]?.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Ícono;Nombre;Descripción;Tipo;Valor;Probabilidad (%);Activo;Creado');
    expect(lines).toContain(
      '🏷️;10% de descuento;Para tu próxima compra.;Descuento;10;45,5;Sí;01/11/2026',
    );
  });
});

describe('deleting a prize', () => {
  const confirmDelete = async (user: ReturnType<typeof setup>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Eliminar 50 puntos' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar este premio?' });
    expect(confirm).toHaveAccessibleDescription('Se eliminará «50 puntos» de la ruleta.');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  };

  /** The database's soft delete: the prize goes from the list and from the total's read. */
  const deleteAnswered = () =>
    supabaseMock.rpc('admin_delete', ({ body }) => {
      const rows = [DISCOUNT_10, SHIPPING];
      supabaseMock
        .table('roulette_prizes')
        .get((request) =>
          request.select === 'id,probability,is_active'
            ? rows.map(({ id, probability, is_active }) => ({ id, probability, is_active }))
            : { rows, count: rows.length },
        );
      return Array.isArray(body.p_ids) ? body.p_ids.length : 0;
    });

  it("asks first, deletes at once through admin_delete, takes its share off the total and offers 'Deshacer'", async () => {
    deleteAnswered();
    const { user } = setup();
    await waitFor(() => expect(totalRegion()).toHaveTextContent('87,5% / 100%'));
    await confirmDelete(user);

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'roulette_prizes', p_ids: [POINTS_50.id] },
      ]),
    );
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Eliminado'));
    expect(within(status).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    await waitFor(() => expect(queryRow('50 puntos')).not.toBeInTheDocument());
    await waitFor(() => expect(totalRegion()).toHaveTextContent('57,5% / 100%'));
    expect(deletes()).toHaveLength(0);
  });

  it("brings it back with admin_restore on 'Deshacer'", async () => {
    deleteAnswered();
    supabaseMock.rpc('admin_restore', () => 1);
    const { user } = setup();
    await confirmDelete(user);
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_restore')).toEqual([
        { p_table: 'roulette_prizes', p_ids: [POINTS_50.id] },
      ]),
    );
    expect(await screen.findByText('Restaurado')).toBeInTheDocument();
  });

  it("says 'Error al eliminar premio' and shows the row again when the delete fails", async () => {
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
    const { user } = setup();
    await confirmDelete(user);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(' '),
      ).toContain('Error al eliminar premio'),
    );
    expect(await findRow('50 puntos')).toBeInTheDocument();
    expect(totalRegion()).toHaveTextContent('87,5% / 100%');
  });
});
