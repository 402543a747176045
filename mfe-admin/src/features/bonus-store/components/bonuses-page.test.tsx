import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import type { BonusRow } from '../api/get-bonuses';
import { BonusesPage } from './bonuses-page';

const HINCHA: BonusRow = {
  id: 'b-hincha',
  name: 'Bono Hincha 10%',
  description: '10 % de descuento en tu próxima compra.',
  icon: '⚽',
  category: 'deportes',
  type: 'discount',
  value: 10,
  points_cost: 500,
  popular: true,
  is_active: true,
  created_at: '2026-11-01T15:00:00Z',
};
const GOLAZO: BonusRow = {
  ...HINCHA,
  id: 'b-golazo',
  name: 'Voucher Golazo',
  description: null,
  icon: '🥅',
  type: 'voucher',
  value: 15000,
  points_cost: 900,
  popular: false,
};
const MUNDIAL: BonusRow = {
  ...HINCHA,
  id: 'b-mundial',
  name: 'Bono Mundialista',
  icon: '🥇',
  type: 'free_shipping',
  value: 1,
  points_cost: 1200,
  popular: false,
  is_active: false,
};

interface Setup {
  route?: string;
  rows?: BonusRow[];
  failFirstRead?: boolean;
}

function setup({
  route = '/admin/tienda-bonos',
  rows = [HINCHA, GOLAZO, MUNDIAL],
  failFirstRead = false,
}: Setup = {}) {
  const reads: TableRequest[] = [];
  supabaseMock.table('bonus_store').get((request) => {
    reads.push(request);
    if (failFirstRead && reads.length === 1) {
      return supabaseMock.error({ code: 'XX000', message: 'internal error' });
    }
    return { rows, count: rows.length };
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <BonusesPage />
      <Toaster />
    </>,
    { route },
  );
  return { ...view, reads, requests };
}

const deletes = () =>
  supabaseMock.requests.filter((r) => r.method === 'DELETE' && r.path === '/rest/v1/bonus_store');
const findRow = (name: string) => screen.findByRole('row', { name: new RegExp(name) });
const queryRow = (name: string) => screen.queryByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the bonus store list', () => {
  it('reads the bonuses by category then points cost, with their details and tags', async () => {
    const { reads } = setup();
    const hincha = await findRow('Bono Hincha');
    expect(hincha).toHaveTextContent('⚽');
    expect(hincha).toHaveTextContent('10 % de descuento en tu próxima compra.');
    expect(hincha).toHaveTextContent('Deportes');
    expect(hincha).toHaveTextContent('Descuento');
    expect(hincha).toHaveTextContent('10 %');
    expect(hincha).toHaveTextContent('500 puntos');
    expect(hincha).toHaveTextContent('Popular');
    expect(hincha).not.toHaveTextContent('Inactivo');

    const golazo = await findRow('Voucher Golazo');
    expect(golazo).toHaveTextContent('Bono');
    expect(golazo).toHaveTextContent(/\$\s15\.000/);
    expect(golazo).not.toHaveTextContent('Popular');

    const mundial = await findRow('Bono Mundialista');
    expect(mundial).toHaveTextContent('Envío gratis');
    expect(mundial).toHaveTextContent('1.200 puntos');
    expect(mundial).toHaveTextContent('Inactivo');

    expect(reads[0]?.order).toBe('category.asc,points_cost.asc,name.asc,id.asc');
    expect(reads[0]?.count).toBe('exact');
  });

  it("shows 'No hay bonos creados' when there are none", async () => {
    setup({ rows: [] });
    expect(await screen.findByText('No hay bonos creados')).toBeInTheDocument();
  });

  it('searches by name and filters by category, type and status, in the URL', async () => {
    const { user, reads, location } = setup();
    await findRow('Bono Hincha');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar bonos' }), 'gol');
    await waitFor(() => expect(reads.at(-1)?.filters.name).toBe('ilike.%gol%'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'deportes');
    await waitFor(() => expect(reads.at(-1)?.filters.category).toBe('eq.deportes'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'voucher');
    await waitFor(() => expect(reads.at(-1)?.filters.type).toBe('eq.voucher'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'popular');
    await waitFor(() => expect(reads.at(-1)?.filters.popular).toBe('eq.true'));
    expect(location()).toBe(
      '/admin/tienda-bonos?q=gol&category=deportes&type=voucher&status=popular',
    );
  });

  it('says when the filters hide every bonus', async () => {
    setup({ route: '/admin/tienda-bonos?category=vip', rows: [] });
    expect(await screen.findByText('Ningún bono coincide con la búsqueda')).toBeInTheDocument();
  });

  it('sorts by points cost from the column heading', async () => {
    const { user, reads } = setup();
    await findRow('Bono Hincha');
    await user.click(screen.getByRole('button', { name: /Costo/ }));
    await waitFor(() =>
      expect(reads.at(-1)?.order).toMatch(/^points_cost\.(asc|desc),name\.asc,id\.asc$/),
    );
  });

  it("shows 'Error al cargar bonos' with 'Reintentar'", async () => {
    const { user, requests } = setup({ failFirstRead: true });
    expect(await screen.findByText('Error al cargar bonos')).toBeInTheDocument();
    expect(requests.toasts).toEqual([{ title: 'Error al cargar bonos', tone: 'error' }]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await findRow('Bono Hincha')).toBeInTheDocument();
  });

  it('exports the filtered list as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:bonos';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, reads } = setup({ route: '/admin/tienda-bonos?category=deportes' });
    await findRow('Bono Hincha');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(reads.at(-1)?.filters.category).toBe('eq.deportes');
    const lines = ((await blobs[0]?.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Ícono;Nombre;Descripción;Categoría;Tipo;Valor;Costo en puntos;Popular;Activo',
    );
    expect(lines).toContain('🥅;Voucher Golazo;;Deportes;Bono;15.000;900;No;Sí');
  });

  it('activates the selected bonuses in bulk', async () => {
    supabaseMock.table('bonus_store').patch([{ id: MUNDIAL.id }]);
    const { user, requests } = setup();
    await findRow('Bono Mundialista');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Bono Mundialista' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    await user.click(within(bar).getByRole('button', { name: 'Activar' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Bonos activados', description: '1 bono', tone: 'success' },
      ]),
    );
    const patch = supabaseMock.requests.find(
      (r) => r.method === 'PATCH' && r.path === '/rest/v1/bonus_store',
    );
    expect(patch?.body).toEqual({ is_active: true });
    expect(patch?.query).toMatchObject({ id: `in.(${MUNDIAL.id})` });
  });
});

describe('deleting a bonus', () => {
  const confirmDelete = async (user: ReturnType<typeof setup>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Eliminar Voucher Golazo' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar este bono?' });
    expect(confirm).toHaveAccessibleDescription('Los usuarios que ya lo compraron lo conservarán.');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  };

  it("asks with the spec's words, deletes at once through admin_delete and offers 'Deshacer'", async () => {
    supabaseMock.rpc('admin_delete', () => {
      supabaseMock.table('bonus_store').get({ rows: [HINCHA, MUNDIAL], count: 2 });
      return 1;
    });
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'bonus_store', p_ids: [GOLAZO.id] },
      ]),
    );
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Eliminado'));
    expect(status).toHaveTextContent('Voucher Golazo');
    expect(within(status).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    await waitFor(() => expect(queryRow('Voucher Golazo')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);
  });

  it("says 'Error al eliminar bono' and shows the row again when the delete fails", async () => {
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
    const { user } = setup();
    await confirmDelete(user);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(' '),
      ).toContain('Error al eliminar bono'),
    );
    expect(await findRow('Voucher Golazo')).toBeInTheDocument();
    expect(screen.queryByText('Eliminado')).not.toBeInTheDocument();
  });
});
