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
import type { CategoryRow } from '../api/get-categories';
import { CategoriesPage } from './categories-page';

const AVES: CategoryRow = {
  id: 'cat-aves',
  name: 'Aves',
  slug: 'aves',
  description: 'Semillas, jaulas y accesorios para aves.',
  image_url: '🐦',
  is_active: true,
  product_count: 3,
  created_at: '2026-10-28T15:00:00Z',
};
const GENERAL: CategoryRow = {
  id: 'cat-general',
  name: 'General',
  slug: 'general',
  description: null,
  image_url: '📦',
  is_active: true,
  product_count: 0,
  created_at: '2026-10-20T15:00:00Z',
};
const PERROS: CategoryRow = {
  id: 'cat-perros',
  name: 'Perros',
  slug: 'perros',
  description: null,
  image_url: 'https://cdn.bonis.co/perros.png',
  is_active: false,
  product_count: 1,
  created_at: '2026-01-02T15:00:00Z',
};

interface Setup {
  route?: string;
  rows?: CategoryRow[];
  failFirstRead?: boolean;
}

function setup({
  route = '/admin/categories',
  rows = [AVES, GENERAL, PERROS],
  failFirstRead = false,
}: Setup = {}) {
  const reads: TableRequest[] = [];
  supabaseMock.table('categories').get((request) => {
    reads.push(request);
    if (failFirstRead && reads.length === 1) {
      return supabaseMock.error({ code: 'XX000', message: 'internal error' });
    }
    return { rows, count: rows.length };
  });
  const requests = recordBusRequests();
  const view = renderWithProviders(
    <>
      <CategoriesPage />
      <Toaster />
    </>,
    { route },
  );
  return { ...view, reads, requests };
}

const writes = (method: 'PATCH' | 'DELETE') =>
  supabaseMock.requests.filter((r) => r.method === method && r.path === '/rest/v1/categories');

/** A category's row (its name is in its checkbox's and buttons' names too). */
const findRow = (name: string) => screen.findByRole('row', { name: new RegExp(`\\b${name}\\b`) });
const queryRow = (name: string) => screen.queryByRole('row', { name: new RegExp(`\\b${name}\\b`) });
const table = () => screen.getByRole('table', { name: 'Categorías' });

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the categories list', () => {
  it('shows every category newest first, with its icon, slug, active products and status', async () => {
    const { reads } = setup();
    const aves = await findRow('Aves');
    expect(aves).toHaveTextContent('aves');
    expect(aves).toHaveTextContent('Semillas, jaulas y accesorios para aves.');
    expect(aves).toHaveTextContent('Activo');
    expect(aves).toHaveTextContent('🐦');
    const perros = await findRow('Perros');
    expect(perros).toHaveTextContent('Inactivo');
    // a decorative image (alt=""): no role to query it by
    expect(perros.querySelector('img')).toHaveAttribute('src', 'https://cdn.bonis.co/perros.png');
    expect(within(table()).getAllByRole('row')).toHaveLength(4);

    expect(reads[0]?.order).toBe('created_at.desc,id.asc');
    expect(reads[0]?.count).toBe('exact');
    expect(reads[0]?.offset ?? 0).toBe(0);
    expect(reads[0]?.limit).toBe(20);
  });

  it('searches by name and filters by status, in the URL', async () => {
    const { user, reads, location } = setup();
    await findRow('Aves');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar categorías' }), '50%_av');
    await waitFor(() => expect(location()).toBe('/admin/categories?q=50%25_av'));
    await waitFor(() => expect(reads.at(-1)?.filters.name).toBe('ilike.%50\\%\\_av%'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'inactive');
    await waitFor(() => expect(reads.at(-1)?.filters.is_active).toBe('eq.false'));
    expect(location()).toBe('/admin/categories?q=50%25_av&status=inactive');
  });

  it('reads the sort and page from the URL', async () => {
    const { reads } = setup({ route: '/admin/categories?sort=product_count.desc&page=2&size=10' });
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(reads[0]?.order).toBe('product_count.desc,id.asc');
    expect(reads[0]?.offset).toBe(10);
    expect(reads[0]?.limit).toBe(10);
  });

  it('sorts by name from the column heading', async () => {
    const { user, reads, location } = setup();
    await findRow('Aves');
    await user.click(within(table()).getByRole('button', { name: /Nombre/ }));
    await waitFor(() => expect(reads.at(-1)?.order).toMatch(/^name\.(asc|desc),id\.asc$/));
    expect(location()).toMatch(/sort=name\.(asc|desc)/);
  });

  it("shows 'Error al cargar categorías' with 'Reintentar', and a toast", async () => {
    const { user, requests } = setup({ failFirstRead: true });
    const error = await screen.findByText('Error al cargar categorías');
    expect(requests.toasts).toEqual([{ title: 'Error al cargar categorías', tone: 'error' }]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await findRow('Aves')).toBeInTheDocument();
    expect(error).not.toBeInTheDocument();
  });

  it('reads the list again when a category changes elsewhere', async () => {
    const { reads } = setup();
    await findRow('Aves');
    await supabaseMock.realtime.subscribed('categories');
    supabaseMock.realtime.push({
      table: 'categories',
      eventType: 'UPDATE',
      new: { ...AVES, name: 'Aves canoras' },
    });
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it("opens 'Nueva categoría' and 'Editar' in the dialog", async () => {
    supabaseMock.table('audit_log').get([]);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    expect(screen.getByRole('dialog', { name: 'Nueva categoría' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Editar Aves' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar categoría' });
    expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Aves');
  });
});

describe('activating and deactivating in bulk', () => {
  it('updates the selected categories at once', async () => {
    supabaseMock
      .table('categories')
      .patch([{ id: AVES.id }, { id: GENERAL.id }] satisfies TableReply);
    const { user, requests } = setup();
    await findRow('Aves');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Aves' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar General' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    expect(bar).toHaveTextContent('2 seleccionados');

    await user.click(within(bar).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    expect(writes('PATCH')[0]?.body).toEqual({ is_active: false });
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: 'in.(cat-aves,cat-general)' });
    await waitFor(() =>
      expect(requests.toasts).toEqual([
        { title: 'Categorías desactivadas', description: '2 categorías', tone: 'success' },
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Acciones con la selección' })).toBeNull();
  });

  it('clears the selection when the list changes', async () => {
    const { user } = setup();
    await findRow('Aves');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Aves' }));
    expect(screen.getByRole('region', { name: 'Acciones con la selección' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'active');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Acciones con la selección' })).toBeNull(),
    );
  });
});

describe('deleting a category', () => {
  const confirmDelete = async (user: ReturnType<typeof setup>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Eliminar Aves' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar esta categoría?' });
    expect(confirm).toHaveAccessibleDescription(
      "Se eliminará «Aves». Si no la restauras, en 30 días sus productos pasarán a la categoría 'General' (3 activos).",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
  };

  /** The database's soft delete: the ids go, and the list reads the others afterwards. */
  const deleteAnswered = () =>
    supabaseMock.rpc('admin_delete', ({ body }) => {
      supabaseMock.table('categories').get({ rows: [GENERAL, PERROS], count: 2 });
      return Array.isArray(body.p_ids) ? body.p_ids.length : 0;
    });

  it("asks first, then deletes at once through admin_delete and offers 'Deshacer'", async () => {
    deleteAnswered();
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'categories', p_ids: ['cat-aves'] },
      ]),
    );
    const undo = await screen.findByRole('status');
    await waitFor(() => expect(undo).toHaveTextContent('Eliminado'));
    expect(undo).toHaveTextContent('Aves');
    expect(within(undo).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    await waitFor(() => expect(queryRow('Aves')).not.toBeInTheDocument());
    expect(writes('DELETE')).toHaveLength(0);
  });

  it("sends nothing when the confirmation is cancelled, and 'Deshacer' restores it", async () => {
    deleteAnswered();
    supabaseMock.rpc('admin_restore', ({ body }) => {
      supabaseMock.table('categories').get({ rows: [AVES, GENERAL, PERROS], count: 3 });
      return Array.isArray(body.p_ids) ? body.p_ids.length : 0;
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Aves' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await findRow('Aves')).toBeInTheDocument();
    expect(supabaseMock.rpcCalls('admin_delete')).toHaveLength(0);

    await confirmDelete(user);
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_restore')).toEqual([
        { p_table: 'categories', p_ids: ['cat-aves'] },
      ]),
    );
    expect(await findRow('Aves')).toBeInTheDocument();
  });

  it("can't delete 'General'", async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Eliminar General' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eliminar Aves' })).toBeEnabled();
  });

  it("shows the database's refusal and the row again when the delete is refused", async () => {
    supabaseMock.rpc('admin_delete', () =>
      supabaseMock.error({
        code: 'P0001',
        message: 'La categoría General no se puede eliminar',
      }),
    );
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(' '),
      ).toContain('La categoría General no se puede eliminar'),
    );
    expect(await findRow('Aves')).toBeInTheDocument();
    expect(screen.queryByText('Eliminado')).not.toBeInTheDocument();
  });

  it("says 'Error al eliminar categoría' when the database gives no reason", async () => {
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
    const { user } = setup();
    await confirmDelete(user);

    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((alert) => alert.textContent)
          .join(' '),
      ).toContain('Error al eliminar categoría'),
    );
    expect(await findRow('Aves')).toBeInTheDocument();
  });
});
