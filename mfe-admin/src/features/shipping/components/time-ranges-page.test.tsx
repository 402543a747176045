import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import type { TimeRangeRow } from '../api/get-time-ranges';
import { TimeRangesPage } from './time-ranges-page';

const MORNING: TimeRangeRow = {
  id: 'range-morning',
  time_range: '8:00 a. m. - 12:00 m.',
  description: 'Entrega en la mañana',
  cost: 8000,
  icon: '☀️',
  priority: 1,
  ends_at: '12:00:00',
  is_active: true,
  updated_at: '2026-11-20T15:00:00Z',
};
const EVENING: TimeRangeRow = {
  id: 'range-evening',
  time_range: '4:00 p. m. - 8:00 p. m.',
  description: null,
  cost: 10000,
  icon: '🌙',
  priority: 3,
  ends_at: '20:00:00',
  is_active: true,
  updated_at: '2026-11-20T15:00:00Z',
};
const ANYTIME: TimeRangeRow = {
  id: 'range-anytime',
  time_range: 'Durante el día',
  description: 'Sin horario fijo',
  cost: 0,
  icon: '📦',
  priority: 9,
  ends_at: null,
  is_active: false,
  updated_at: '2026-11-20T15:00:00Z',
};

interface Setup {
  route?: string;
  rows?: TimeRangeRow[];
  failFirstRead?: boolean;
}

function setup({
  route = '/admin/shipping-time-ranges',
  rows = [MORNING, EVENING, ANYTIME],
  failFirstRead = false,
}: Setup = {}) {
  const reads: TableRequest[] = [];
  supabaseMock.table('shipping_time_ranges').get((request) => {
    reads.push(request);
    if (failFirstRead && reads.length === 1) {
      return supabaseMock.error({ code: 'XX000', message: 'internal error' });
    }
    return { rows, count: rows.length };
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <TimeRangesPage />
      <Toaster />
    </>,
    { route },
  );
  return { ...view, reads, requests };
}

const writes = (method: 'PATCH' | 'DELETE') =>
  supabaseMock.requests.filter(
    (r) => r.method === method && r.path === '/rest/v1/shipping_time_ranges',
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const findRow = (text: string) => screen.findByRole('row', { name: new RegExp(escape(text)) });
const queryRow = (text: string) => screen.queryByRole('row', { name: new RegExp(escape(text)) });
const table = () => screen.getByRole('table', { name: 'Rangos horarios de envío' });
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

describe('the time ranges list', () => {
  it('reads the ranges by priority, lowest first, as the checkout offers them', async () => {
    const { reads } = setup();
    await findRow('8:00 a. m. - 12:00 m.');
    expect(reads[0]?.order).toBe('priority.asc,id.asc');
    expect(reads[0]?.count).toBe('exact');
    expect(reads[0]?.select).toBe(
      'id,time_range,description,cost,icon,priority,ends_at,is_active,updated_at',
    );
  });

  it("shows each range's icon, text, description, cost in pesos, priority, cut-off and status", async () => {
    setup();
    const morning = await findRow('8:00 a. m. - 12:00 m.');
    expect(within(morning).getByRole('img', { name: 'Sol' })).toHaveTextContent('☀️');
    expect(morning).toHaveTextContent('Entrega en la mañana');
    expect(morning).toHaveTextContent(/\$\s8\.000/);
    expect(morning).toHaveTextContent(/12:00\sp\.\sm\./);
    expect(morning).toHaveTextContent('Activo');
    expect(within(morning).getAllByRole('cell')[1]).toHaveTextContent('1');

    const anytime = await findRow('Durante el día');
    expect(anytime).toHaveTextContent('Sin cierre');
    expect(anytime).toHaveTextContent(/\$\s0/);
    expect(anytime).toHaveTextContent('Inactivo');
  });

  it('dims an inactive range', async () => {
    setup();
    expect((await findRow('Durante el día')).querySelector('[data-inactive]')).not.toBeNull();
    expect((await findRow('4:00 p. m.')).querySelector('[data-inactive]')).toBeNull();
  });

  it('searches by the range text and filters by status, in the URL', async () => {
    const { user, reads, location } = setup();
    await findRow('8:00 a. m.');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar rangos horarios' }), 'p. m.');
    await waitFor(() => expect(reads.at(-1)?.filters.time_range).toBe('ilike.%p. m.%'));
    expect(location()).toBe('/admin/shipping-time-ranges?q=p.+m.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'active');
    await waitFor(() => expect(reads.at(-1)?.filters.is_active).toBe('eq.true'));
    expect(location()).toBe('/admin/shipping-time-ranges?q=p.+m.&status=active');
  });

  it('sorts by cost from its heading, and ignores an unknown sort in the URL', async () => {
    const { user, reads, location } = setup({
      route: '/admin/shipping-time-ranges?sort=ends_at.desc',
    });
    await findRow('8:00 a. m.');
    expect(reads[0]?.order).toBe('priority.asc,id.asc');

    await user.click(within(table()).getByRole('button', { name: /Costo/ }));
    await waitFor(() => expect(reads.at(-1)?.order).toMatch(/^cost\.(asc|desc),id\.asc$/));
    expect(location()).toMatch(/sort=cost\.(asc|desc)/);
  });

  it("says 'No se pudieron cargar los rangos horarios' with 'Reintentar', and a toast", async () => {
    const { user, requests } = setup({ failFirstRead: true });
    const error = await screen.findByText('No se pudieron cargar los rangos horarios');
    expect(requests.toasts).toEqual([
      { title: 'No se pudieron cargar los rangos horarios', tone: 'error' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await findRow('8:00 a. m.')).toBeInTheDocument();
    expect(error).not.toBeInTheDocument();
  });

  it('says what an empty list means for the checkout', async () => {
    setup({ rows: [] });
    expect(
      await screen.findByText(
        'No hay rangos horarios: el checkout no puede ofrecer entregas. Crea el primero con «Nuevo rango horario».',
      ),
    ).toBeInTheDocument();
  });

  it("opens 'Nuevo rango horario' with the defaults, and 'Editar' with the range", async () => {
    supabaseMock.table('audit_log').get([]);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Nuevo rango horario' }));
    const create = screen.getByRole('dialog', { name: 'Nuevo rango horario' });
    expect(within(create).getByRole('textbox', { name: /^Prioridad/ })).toHaveValue('1');
    expect(within(create).getByRole('radio', { name: 'Paquete' })).toBeChecked();
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: 'Editar 4:00 p. m. - 8:00 p. m.' }));
    const edit = screen.getByRole('dialog', { name: 'Editar rango horario' });
    expect(within(edit).getByRole('radio', { name: 'Luna' })).toBeChecked();
    expect(within(edit).getByRole('textbox', { name: /^Prioridad/ })).toHaveValue('3');
  });

  it('exports the list as CSV', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:rangos';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = setup();
    await findRow('8:00 a. m.');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = ((await files[0]?.text()) ?? '').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Prioridad;Ícono;Rango horario;Descripción;Costo (COP);Cierre para hoy;Activo',
    );
    expect(lines[1]?.replace(/\s/g, ' ')).toBe(
      '1;☀️;8:00 a. m. - 12:00 m.;Entrega en la mañana;8.000;12:00 p. m.;Sí',
    );
    expect(lines[3]).toBe('9;📦;Durante el día;Sin horario fijo;0;;No');
  });
});

describe('activating and deactivating in bulk', () => {
  it('updates the selected ranges at once', async () => {
    supabaseMock.table('shipping_time_ranges').patch([{ id: ANYTIME.id }]);
    const { user, requests } = setup();
    await findRow('Durante el día');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Durante el día' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    await user.click(within(bar).getByRole('button', { name: 'Activar' }));

    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    expect(writes('PATCH')[0]?.body).toEqual({ is_active: true });
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: 'in.(range-anytime)' });
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Rangos horarios activados', description: '1 rango', tone: 'success' },
      ]),
    );
  });
});

describe('deleting a time range', () => {
  const askToDelete = async (user: ReturnType<typeof setup>['user']) => {
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar 4:00 p. m. - 8:00 p. m.' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar este rango horario?' });
    expect(confirm).toHaveAccessibleDescription(
      'Se eliminará «4:00 p. m. - 8:00 p. m.» y dejará de ofrecerse en el checkout. Los pedidos que ya lo eligieron conservan su horario.',
    );
    return confirm;
  };
  const confirmDelete = async (user: ReturnType<typeof setup>['user']) => {
    const confirm = await askToDelete(user);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  };
  it("asks first, then deletes at once through admin_delete and offers 'Deshacer'", async () => {
    supabaseMock.rpc('admin_delete', () => {
      supabaseMock.table('shipping_time_ranges').get({ rows: [MORNING, ANYTIME], count: 2 });
      return 1;
    });
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'shipping_time_ranges', p_ids: ['range-evening'] },
      ]),
    );
    const undo = await screen.findByRole('status');
    await waitFor(() => expect(undo).toHaveTextContent('Eliminado'));
    expect(within(undo).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    await waitFor(() => expect(queryRow('4:00 p. m.')).not.toBeInTheDocument());
    expect(writes('DELETE')).toHaveLength(0);
  });

  it("sends nothing when the confirmation is cancelled, and 'Deshacer' restores it", async () => {
    supabaseMock.rpc('admin_delete', () => 1);
    supabaseMock.rpc('admin_restore', () => 1);
    const { user } = setup();
    const confirm = await askToDelete(user);
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(await findRow('4:00 p. m.')).toBeInTheDocument();
    expect(supabaseMock.rpcCalls('admin_delete')).toHaveLength(0);

    await confirmDelete(user);
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_restore')).toEqual([
        { p_table: 'shipping_time_ranges', p_ids: ['range-evening'] },
      ]),
    );
    expect(await findRow('4:00 p. m.')).toBeInTheDocument();
  });

  it("says 'No se pudo eliminar el rango horario' and shows the row again when it fails", async () => {
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() => expect(alertsText()).toContain('No se pudo eliminar el rango horario'));
    expect(await findRow('4:00 p. m.')).toBeInTheDocument();
    expect(screen.queryByText('Eliminado')).not.toBeInTheDocument();
  });
});
