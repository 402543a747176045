import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  supabaseMock,
  type TableReply,
  type TableRequest,
} from '@bonis/test-utils';
import type { DiscountCodeRow } from '../api/get-discount-codes';
import { DiscountsPage } from './discounts-page';

/** 10:00 in Bogotá on 27 November 2026. */
const NOW = new Date('2026-11-27T15:00:00Z');

const base: Omit<DiscountCodeRow, 'id' | 'code'> = {
  description: null,
  type: 'percentage',
  value: 10,
  min_purchase: 0,
  max_uses: null,
  current_uses: 0,
  expires_at: null,
  is_active: true,
  first_purchase_only: false,
  owner_email: null,
  owner_user_id: null,
  created_at: '2026-08-01T15:00:00Z',
};
/** Active until the end of today in Bogotá. */
const AHORRA: DiscountCodeRow = {
  ...base,
  id: 'dc-ahorra',
  code: 'AHORRA20K',
  description: '$20.000 de descuento.',
  type: 'fixed',
  value: 20000,
  min_purchase: 80000,
  max_uses: 500,
  current_uses: 37,
  expires_at: '2026-11-27T23:59:59.999-05:00',
};
/** Expired at the end of yesterday. */
const VERANO: DiscountCodeRow = {
  ...base,
  id: 'dc-verano',
  code: 'VERANO2025',
  value: 15,
  current_uses: 84,
  expires_at: '2026-11-26T23:59:59.999-05:00',
};
/** 50 of 50 uses. */
const PRIMEROS: DiscountCodeRow = {
  ...base,
  id: 'dc-primeros',
  code: 'PRIMEROS50',
  value: 20,
  max_uses: 50,
  current_uses: 50,
};
/** Switched off (and exhausted and expired too: inactive comes first). */
const BLACK: DiscountCodeRow = {
  ...base,
  id: 'dc-black',
  code: 'BLACKFRIDAY30',
  value: 30,
  is_active: false,
  max_uses: 1,
  current_uses: 1,
  expires_at: '2026-01-01T00:00:00Z',
};
/** A newsletter code: one account, first purchase, unlimited in time. */
const WELCOME: DiscountCodeRow = {
  ...base,
  id: 'dc-welcome',
  code: 'WELCOMEK7Q2ZP',
  max_uses: 1,
  first_purchase_only: true,
  owner_email: 'laura.gomez@example.com',
};
const ALL = [AHORRA, VERANO, PRIMEROS, BLACK, WELCOME];

interface Setup {
  route?: string;
  rows?: DiscountCodeRow[];
  failFirstRead?: boolean;
}

function setup({ route = '/admin/discounts', rows = ALL, failFirstRead = false }: Setup = {}) {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  const reads: TableRequest[] = [];
  supabaseMock.table('discount_codes').get((request) => {
    reads.push(request);
    if (failFirstRead && reads.length === 1) {
      return supabaseMock.error({ code: 'XX000', message: 'internal error' });
    }
    return { rows, count: rows.length };
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <DiscountsPage />
      <Toaster />
    </>,
    {
      route,
      userOptions: {
        advanceTimers: (ms: number) => {
          if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
        },
      },
    },
  );
  return { ...view, reads, requests };
}

const writes = (method: 'PATCH' | 'DELETE') =>
  supabaseMock.requests.filter((r) => r.method === method && r.path === '/rest/v1/discount_codes');

const findRow = (code: string) => screen.findByRole('row', { name: new RegExp(`\\b${code}\\b`) });
const queryRow = (code: string) => screen.queryByRole('row', { name: new RegExp(`\\b${code}\\b`) });
const table = () => screen.getByRole('table', { name: 'Códigos de descuento' });
const alerts = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' ');

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the discount codes list', () => {
  it('shows each code with its discount, minimum purchase, uses, expiry and state', async () => {
    const { reads } = setup();
    const ahorra = await findRow('AHORRA20K');
    expect(ahorra).toHaveTextContent('$20.000 de descuento.');
    expect(ahorra).toHaveTextContent(/\$\s20\.000\s*Valor fijo/);
    expect(ahorra).toHaveTextContent(/\$\s80\.000/);
    expect(ahorra).toHaveTextContent('37/500');
    expect(ahorra).toHaveTextContent('27/11/2026');
    expect(ahorra).toHaveTextContent('Activo');

    const verano = await findRow('VERANO2025');
    expect(verano).toHaveTextContent(/15\s%\s*Porcentaje/);
    expect(verano).toHaveTextContent('84/∞');
    expect(verano).toHaveTextContent('26/11/2026');
    expect(verano).toHaveTextContent('Vencido');

    expect(await findRow('PRIMEROS50')).toHaveTextContent('Agotado');
    expect(await findRow('PRIMEROS50')).toHaveTextContent('Sin vencimiento');
    expect(await findRow('BLACKFRIDAY30')).toHaveTextContent('Inactivo');
    const welcome = await findRow('WELCOMEK7Q2ZP');
    expect(welcome).toHaveTextContent('Primera compra');
    expect(welcome).toHaveTextContent('Personal');
    expect(welcome).toHaveTextContent('Activo');

    expect(reads[0]?.order).toBe('created_at.desc,id.asc');
    expect(reads[0]?.count).toBe('exact');
    expect(reads[0]?.limit).toBe(20);
  });

  it('turns a code Vencido once its day is over', async () => {
    const { reads, user } = setup({ rows: [AHORRA] });
    expect(await findRow('AHORRA20K')).toHaveTextContent('Activo');
    vi.setSystemTime(new Date('2026-11-28T05:00:00Z'));
    // any new read of the list draws the rows again
    await user.click(within(table()).getByRole('button', { name: /Código/ }));
    await waitFor(() => expect(reads).toHaveLength(2));
    await waitFor(async () => expect(await findRow('AHORRA20K')).toHaveTextContent('Vencido'));
  });

  it('searches by code and filters by state and type, in the URL', async () => {
    const { user, reads, location } = setup();
    await findRow('AHORRA20K');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar códigos' }), 'ahorra_');
    await waitFor(() => expect(reads.at(-1)?.filters.code).toBe('ilike.%ahorra\\_%'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Vencido');
    await waitFor(() =>
      expect(reads.at(-1)?.filters).toMatchObject({
        is_active: 'eq.true',
        expires_at: expect.stringMatching(/^lte\.2026-11-27T15:00:\d\d\.\d{3}Z$/),
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Valor fijo');
    await waitFor(() => expect(reads.at(-1)?.filters.type).toBe('eq.fixed'));
    expect(location()).toBe('/admin/discounts?q=ahorra_&state=expired&type=fixed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivo');
    await waitFor(() => expect(reads.at(-1)?.filters.is_active).toBe('eq.false'));
    expect(reads.at(-1)?.filters.expires_at).toBeUndefined();
  });

  it("finds the exhausted codes by comparing their uses with their maximum ('Agotado')", async () => {
    // what the database gives for these filters: switched on, unexpired, with a maximum
    const { reads } = setup({
      route: '/admin/discounts?state=exhausted',
      rows: [AHORRA, PRIMEROS, WELCOME],
    });
    await findRow('PRIMEROS50');
    const read = reads[0];
    expect(read?.filters).toMatchObject({
      is_active: 'eq.true',
      or: expect.stringMatching(
        /^\(expires_at\.is\.null,expires_at\.gt\."2026-11-27T15:00:\d\d\.\d{3}Z"\)$/,
      ),
      max_uses: 'not.is.null',
    });
    expect(read?.offset ?? 0).toBe(0);
    expect(read?.limit).toBe(1000);
    // of those, only the one whose uses reached its maximum is listed
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Mostrando 1–1 de 1')).toBeInTheDocument();
  });

  it("lists the active codes without the exhausted ones ('Activo')", async () => {
    setup({ route: '/admin/discounts?state=active', rows: [AHORRA, PRIMEROS, WELCOME] });
    await findRow('AHORRA20K');
    expect(await findRow('WELCOMEK7Q2ZP')).toBeInTheDocument();
    expect(queryRow('PRIMEROS50')).not.toBeInTheDocument();
    expect(screen.getByText('Mostrando 1–2 de 2')).toBeInTheDocument();
  });

  it('sorts by the soonest expiry, codes without one last', async () => {
    const { user, reads, location } = setup();
    await findRow('AHORRA20K');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Vencen antes');
    await waitFor(() => expect(reads.at(-1)?.order).toBe('expires_at.asc.nullslast,id.asc'));
    expect(location()).toBe('/admin/discounts?sort=expires_at.asc');
    await user.click(within(table()).getByRole('button', { name: /Código/ }));
    await waitFor(() => expect(reads.at(-1)?.order).toMatch(/^code\.(asc|desc),id\.asc$/));
  });

  it("shows 'Error al cargar códigos de descuento' with 'Reintentar', and a toast", async () => {
    const { user, requests } = setup({ failFirstRead: true });
    const error = await screen.findByText('Error al cargar códigos de descuento');
    expect(requests.toasts).toEqual([
      { title: 'Error al cargar códigos de descuento', tone: 'error' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await findRow('AHORRA20K')).toBeInTheDocument();
    expect(error).not.toBeInTheDocument();
  });

  it('says so when there are no codes', async () => {
    setup({ rows: [] });
    expect(await screen.findByText('No hay códigos de descuento')).toBeInTheDocument();
  });

  it('exports the filtered list as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:codigos';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, reads } = setup({ route: '/admin/discounts?type=fixed', rows: [AHORRA] });
    await findRow('AHORRA20K');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(reads.at(-1)?.filters.type).toBe('eq.fixed');
    expect(reads.at(-1)?.limit).toBe(1000);
    const lines = ((await blobs[0]?.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Código;Descripción;Tipo;Valor;Compra mínima;Usos;Usos máximos;Vence;Estado;Solo primera compra;Correo del titular;Creado',
    );
    expect(lines[1]).toBe(
      'AHORRA20K;$20.000 de descuento.;Valor fijo;20.000;80.000;37;500;27/11/2026;Activo;No;;01/08/2026',
    );
  });
});

describe('activating and deactivating in bulk', () => {
  it('updates the selected codes at once', async () => {
    supabaseMock
      .table('discount_codes')
      .patch([{ id: VERANO.id }, { id: BLACK.id }] satisfies TableReply);
    const { user, requests } = setup();
    await findRow('AHORRA20K');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar VERANO2025' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar BLACKFRIDAY30' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    await user.click(within(bar).getByRole('button', { name: 'Activar' }));

    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    expect(writes('PATCH')[0]?.body).toEqual({ is_active: true });
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: 'in.(dc-verano,dc-black)' });
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Códigos activados', description: '2 códigos', tone: 'success' },
      ]),
    );
  });
});

describe('deleting a code', () => {
  const confirmDelete = async (user: ReturnType<typeof setup>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Eliminar AHORRA20K' }));
    const confirm = screen.getByRole('alertdialog', {
      name: '¿Eliminar este código de descuento?',
    });
    expect(confirm).toHaveAccessibleDescription(
      'Se eliminará el código «AHORRA20K». Ya se usó 37 veces: los pedidos que lo usaron conservan su descuento. Si solo quieres que deje de funcionar, desactívalo.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  };

  /** The database's soft delete: the ids go, and the list reads the others afterwards. */
  const deleteAnswered = () =>
    supabaseMock.rpc('admin_delete', ({ body }) => {
      const rows = ALL.filter((code) => code.id !== AHORRA.id);
      supabaseMock.table('discount_codes').get({ rows, count: rows.length });
      return Array.isArray(body.p_ids) ? body.p_ids.length : 0;
    });

  it("asks first, then deletes at once through admin_delete and offers 'Deshacer'", async () => {
    deleteAnswered();
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'discount_codes', p_ids: ['dc-ahorra'] },
      ]),
    );
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Eliminado'));
    expect(status).toHaveTextContent('AHORRA20K');
    await waitFor(() => expect(queryRow('AHORRA20K')).not.toBeInTheDocument());
    expect(writes('DELETE')).toHaveLength(0);
  });

  it("brings it back with admin_restore on 'Deshacer'", async () => {
    deleteAnswered();
    supabaseMock.rpc('admin_restore', () => {
      supabaseMock.table('discount_codes').get({ rows: ALL, count: ALL.length });
      return 1;
    });
    const { user } = setup();
    await confirmDelete(user);
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_restore')).toEqual([
        { p_table: 'discount_codes', p_ids: ['dc-ahorra'] },
      ]),
    );
    expect(await findRow('AHORRA20K')).toBeInTheDocument();
  });

  it("says 'Error al eliminar código' and shows the row again when the delete fails", async () => {
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
    const { user } = setup();
    await confirmDelete(user);
    await waitFor(() => expect(alerts()).toContain('Error al eliminar código'));
    expect(await findRow('AHORRA20K')).toBeInTheDocument();
    expect(screen.queryByText('Eliminado')).not.toBeInTheDocument();
  });
});
