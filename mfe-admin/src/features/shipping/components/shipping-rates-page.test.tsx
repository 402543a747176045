import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import type { ShippingRateRow } from '../api/get-shipping-rates';
import { ShippingRatesPage } from './shipping-rates-page';

const MISMO_DIA: ShippingRateRow = {
  id: 'rate-mismo-dia',
  name: 'Mismo día',
  description: 'Pedidos antes de las 12:00 m.',
  base_price: 22000,
  delivery_hours_min: 2,
  delivery_hours_max: 8,
  is_active: false,
  updated_at: '2026-11-20T15:00:00Z',
};
const ESTANDAR: ShippingRateRow = {
  id: 'rate-estandar',
  name: 'Estándar',
  description: 'Entrega en 2 a 3 días hábiles.',
  base_price: 8000,
  delivery_hours_min: 48,
  delivery_hours_max: 72,
  is_active: true,
  updated_at: '2026-11-20T15:00:00Z',
};
const EXPRESS: ShippingRateRow = {
  id: 'rate-express',
  name: 'Express',
  description: null,
  base_price: 15000,
  delivery_hours_min: 24,
  delivery_hours_max: 24,
  is_active: true,
  updated_at: '2026-11-20T15:00:00Z',
};

interface Setup {
  route?: string;
  rows?: ShippingRateRow[];
  failFirstRead?: boolean;
}

function setup({
  route = '/admin/shipping',
  rows = [ESTANDAR, EXPRESS, MISMO_DIA],
  failFirstRead = false,
}: Setup = {}) {
  const reads: TableRequest[] = [];
  supabaseMock.table('shipping_rates').get((request) => {
    reads.push(request);
    if (failFirstRead && reads.length === 1) {
      return supabaseMock.error({ code: 'XX000', message: 'internal error' });
    }
    return { rows, count: rows.length };
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <ShippingRatesPage />
      <Toaster />
    </>,
    { route },
  );
  return { ...view, reads, requests };
}

const writes = (method: 'PATCH' | 'DELETE') =>
  supabaseMock.requests.filter((r) => r.method === method && r.path === '/rest/v1/shipping_rates');

const findRow = (name: string) => screen.findByRole('row', { name: new RegExp(`\\b${name}\\b`) });
const queryRow = (name: string) => screen.queryByRole('row', { name: new RegExp(`\\b${name}\\b`) });
const table = () => screen.getByRole('table', { name: 'Tarifas de envío' });
const alertsText = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' ');

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shipping rates list', () => {
  it('reads the rates by base price, cheapest first', async () => {
    const { reads } = setup();
    await findRow('Estándar');
    expect(reads[0]?.order).toBe('base_price.asc,id.asc');
    expect(reads[0]?.count).toBe('exact');
    expect(reads[0]?.limit).toBe(20);
    const names = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('strong')?.textContent);
    expect(names).toEqual(['Estándar', 'Express', 'Mismo día']);
  });

  it("shows each rate's name, description, base price in pesos, delivery hours and status", async () => {
    setup();
    const estandar = await findRow('Estándar');
    expect(estandar).toHaveTextContent('Entrega en 2 a 3 días hábiles.');
    expect(estandar).toHaveTextContent(/\$\s8\.000/);
    expect(estandar).toHaveTextContent('48–72 h');
    expect(estandar).toHaveTextContent('Activo');
    expect(await findRow('Express')).toHaveTextContent('24 h');
  });

  it('tags an inactive rate and dims its row', async () => {
    setup();
    const mismoDia = await findRow('Mismo día');
    expect(mismoDia).toHaveTextContent('Inactivo');
    expect(mismoDia.querySelector('[data-inactive]')).not.toBeNull();
    expect((await findRow('Estándar')).querySelector('[data-inactive]')).toBeNull();
  });

  it('searches by name and filters by status, in the URL', async () => {
    const { user, reads, location } = setup();
    await findRow('Estándar');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar tarifas de envío' }), 'exp');
    await waitFor(() => expect(location()).toBe('/admin/shipping?q=exp'));
    await waitFor(() => expect(reads.at(-1)?.filters.name).toBe('ilike.%exp%'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'inactive');
    await waitFor(() => expect(reads.at(-1)?.filters.is_active).toBe('eq.false'));
    expect(location()).toBe('/admin/shipping?q=exp&status=inactive');
  });

  it('reads the sort and page from the URL, and sorts from a heading', async () => {
    const { user, reads, location } = setup({
      route: '/admin/shipping?sort=delivery_hours_min.desc&page=2&size=10',
    });
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(reads[0]?.order).toBe('delivery_hours_min.desc,id.asc');
    expect(reads[0]?.offset).toBe(10);

    await user.click(within(table()).getByRole('button', { name: /Precio base/ }));
    await waitFor(() => expect(reads.at(-1)?.order).toMatch(/^base_price\.(asc|desc),id\.asc$/));
    expect(location()).not.toContain('page=2');
  });

  it("says 'No se pudieron cargar las tarifas de envío' with 'Reintentar', and a toast", async () => {
    const { user, requests } = setup({ failFirstRead: true });
    const error = await screen.findByText('No se pudieron cargar las tarifas de envío');
    expect(requests.toasts).toEqual([
      { title: 'No se pudieron cargar las tarifas de envío', tone: 'error' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await findRow('Estándar')).toBeInTheDocument();
    expect(error).not.toBeInTheDocument();
  });

  it('says so when there are no rates', async () => {
    setup({ rows: [] });
    expect(
      await screen.findByText('No hay tarifas de envío. Crea la primera con «Nueva tarifa».'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('links to the time ranges, whose cost the checkout charges', async () => {
    setup();
    expect(screen.getByRole('link', { name: 'Rangos Horarios de Envío' })).toHaveAttribute(
      'href',
      '/admin/shipping-time-ranges',
    );
  });

  it("opens 'Nueva tarifa' and 'Editar' in the dialog", async () => {
    supabaseMock.table('audit_log').get([]);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Nueva tarifa' }));
    expect(screen.getByRole('dialog', { name: 'Nueva tarifa de envío' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Editar Express' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar tarifa de envío' });
    expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Express');
  });

  it('exports the filtered list as CSV', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:tarifas';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, reads } = setup({ route: '/admin/shipping?status=active' });
    await findRow('Estándar');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(reads.at(-1)).toMatchObject({
      order: 'base_price.asc,id.asc',
      offset: 0,
      limit: 1000,
    });
    expect(reads.at(-1)?.filters.is_active).toBe('eq.true');
    const lines = ((await files[0]?.text()) ?? '').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Nombre;Descripción;Precio base (COP);Entrega mínima (horas);Entrega máxima (horas);Activa',
    );
    expect(lines[1]).toBe('Estándar;Entrega en 2 a 3 días hábiles.;8.000;48;72;Sí');
    expect(lines[2]).toBe('Express;;15.000;24;24;Sí');
  });
});

describe('activating and deactivating in bulk', () => {
  it('updates the selected rates at once', async () => {
    supabaseMock.table('shipping_rates').patch([{ id: ESTANDAR.id }, { id: EXPRESS.id }]);
    const { user, requests } = setup();
    await findRow('Estándar');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Estándar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Express' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    await user.click(within(bar).getByRole('button', { name: 'Desactivar' }));

    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    expect(writes('PATCH')[0]?.body).toEqual({ is_active: false });
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: 'in.(rate-estandar,rate-express)' });
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Tarifas de envío desactivadas', description: '2 tarifas', tone: 'success' },
      ]),
    );
  });

  it("says 'No se pudo guardar la tarifa de envío' when it fails", async () => {
    supabaseMock.table('shipping_rates').patch(supabaseMock.networkError());
    const { user, requests } = setup();
    await findRow('Estándar');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Mismo día' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    await user.click(within(bar).getByRole('button', { name: 'Activar' }));
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'No se pudo guardar la tarifa de envío', tone: 'error' },
      ]),
    );
  });
});

describe('deleting a shipping rate', () => {
  const askToDelete = async (user: ReturnType<typeof setup>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Eliminar Express' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar esta tarifa de envío?' });
    expect(confirm).toHaveAccessibleDescription(
      'Se eliminará «Express». Si solo quieres dejar de usarla, desactívala.',
    );
    return confirm;
  };
  const confirmDelete = async (user: ReturnType<typeof setup>['user']) => {
    const confirm = await askToDelete(user);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  };
  it("asks first, then deletes at once through admin_delete and offers 'Deshacer'", async () => {
    supabaseMock.rpc('admin_delete', () => {
      supabaseMock.table('shipping_rates').get({ rows: [MISMO_DIA, ESTANDAR], count: 2 });
      return 1;
    });
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'shipping_rates', p_ids: ['rate-express'] },
      ]),
    );
    const undo = await screen.findByRole('status');
    await waitFor(() => expect(undo).toHaveTextContent('Eliminado'));
    expect(undo).toHaveTextContent('Express');
    await waitFor(() => expect(queryRow('Express')).not.toBeInTheDocument());
    expect(writes('DELETE')).toHaveLength(0);
  });

  it("sends nothing when the confirmation is cancelled, and 'Deshacer' restores it", async () => {
    supabaseMock.rpc('admin_delete', () => 1);
    supabaseMock.rpc('admin_restore', () => 1);
    const { user } = setup();
    const confirm = await askToDelete(user);
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await findRow('Express')).toBeInTheDocument();
    expect(supabaseMock.rpcCalls('admin_delete')).toHaveLength(0);

    await confirmDelete(user);
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_restore')).toEqual([
        { p_table: 'shipping_rates', p_ids: ['rate-express'] },
      ]),
    );
    expect(await findRow('Express')).toBeInTheDocument();
  });

  it("says 'No se pudo eliminar la tarifa de envío' and shows the row again when it fails", async () => {
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() => expect(alertsText()).toContain('No se pudo eliminar la tarifa de envío'));
    expect(await findRow('Express')).toBeInTheDocument();
    expect(screen.queryByText('Eliminado')).not.toBeInTheDocument();
  });
});
