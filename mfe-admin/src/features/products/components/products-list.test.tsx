import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from '@bonis/design-system';
import {
  recordBusRequests,
  renderWithProviders,
  supabaseMock,
  type TableRequest,
} from '@bonis/test-utils';
import { PERROS, mockStorage, mockTaxonomy, productRow } from '../testing/product-fixtures';
import { ProductsList } from './products-list';

const PRODUCTS = '/rest/v1/products';

/** The list's reads of products (GET with a count), in order. */
const listReads = () =>
  supabaseMock.requests.filter((request) => request.path === PRODUCTS && request.method === 'GET');

interface ListOptions {
  route?: string;
  rows?: ReturnType<typeof productRow>[];
  total?: number;
}

/** The products screen at `route`, the list answering `rows` (and the taxonomy). */
function renderList({ route = '/admin/products', rows = [productRow()], total }: ListOptions = {}) {
  mockTaxonomy();
  const seen: TableRequest[] = [];
  supabaseMock.table('products').get((request) => {
    seen.push(request);
    return { rows, count: total ?? rows.length };
  });
  const toasts = recordBusRequests().toasts;
  const view = renderWithProviders(
    <>
      <ProductsList />
      <Toaster />
    </>,
    { route },
  );
  return { ...view, seen, toasts };
}

const table = () => screen.getByRole('table', { name: 'Productos' });

/** The empty state around its heading. */
function emptyStateOf(heading: HTMLElement): HTMLElement {
  const root = heading.parentElement;
  if (!root) throw new Error('the heading has no empty state around it');
  return root;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the products list request', () => {
  it('reads page 1 of 20, newest first, with the exact count and the category name', async () => {
    const { seen } = renderList();
    await waitFor(() => expect(seen).toHaveLength(1));
    const [request] = seen;
    expect(request?.count).toBe('exact');
    expect(request?.order).toBe('created_at.desc,id.asc');
    expect(request?.offset).toBe(0);
    expect(request?.limit).toBe(20);
    expect(request?.select).toContain('category:categories(name)');
    expect(request?.filters).toEqual({});
  });

  it('takes the search, filters, sort and page from the URL', async () => {
    const query = new URLSearchParams({
      q: 'pro (plan), 100%*',
      category: PERROS.id,
      status: 'inactive',
      stock: 'low',
      section: 'bestsellers',
      sort: 'price.asc',
      page: '3',
      size: '50',
    });
    const { seen } = renderList({ route: `/admin/products?${query}`, total: 140 });
    await waitFor(() => expect(seen).toHaveLength(1));
    const [request] = seen;
    // quoted for PostgREST; LIKE's % escaped; * matches any one character
    const pattern = String.raw`"*pro (plan), 100\\%_*"`;
    expect(request?.filters).toEqual({
      or: `(name.ilike.${pattern},brand.ilike.${pattern})`,
      category_id: `eq.${PERROS.id}`,
      is_active: 'eq.false',
      stock_quantity: 'lt.10',
      home_section: 'eq.bestsellers',
    });
    expect(request?.order).toBe('price.asc,id.asc');
    expect(request?.offset).toBe(100);
    expect(request?.limit).toBe(50);
  });

  it('sorts by name with the Spanish sort key, and ignores unknown filter values', async () => {
    const { seen } = renderList({
      route: '/admin/products?sort=name.desc&status=borrado&section=todo&stock=mucho',
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.order).toBe('name_sort.desc,id.asc');
    expect(seen[0]?.filters).toEqual({});
  });

  it('writes a filter, a sort and a search into the URL and reads again from page 1', async () => {
    const { user, seen, location } = renderList({ route: '/admin/products?page=2', total: 30 });
    await waitFor(() => expect(seen).toHaveLength(1));

    await user.selectOptions(screen.getByLabelText('Estado'), 'active');
    await waitFor(() => expect(location()).toBe('/admin/products?status=active'));
    await waitFor(() => expect(seen.at(-1)?.filters).toEqual({ is_active: 'eq.true' }));

    await user.click(within(table()).getByRole('button', { name: /^Stock/ }));
    await waitFor(() => expect(seen.at(-1)?.order).toMatch(/^stock_quantity\.(asc|desc),id\.asc$/));
    expect(location()).toMatch(/sort=stock\.(asc|desc)/);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'collar{Enter}');
    await waitFor(() =>
      expect(seen.at(-1)?.filters.or).toBe('(name.ilike."*collar*",brand.ilike."*collar*")'),
    );
    expect(location()).toContain('q=collar');
    expect(seen.at(-1)?.offset).toBe(0);
  });
});

describe('the products table', () => {
  it('shows up to 3 thumbnails named after the product and counts the rest', async () => {
    renderList({
      rows: [
        productRow({
          images: [
            'products/1.png',
            'https://cdn.test/2.jpg',
            'products/3.png',
            'products/4.png',
            'products/5.png',
          ],
        }),
      ],
    });
    const row = await within(await screen.findByRole('table', { name: 'Productos' })).findByRole(
      'row',
      { name: /Pro Plan Adulto 3 kg/ },
    );
    const images = within(row).getAllByRole('img');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAccessibleName('Pro Plan Adulto 3 kg');
    expect(images[0]?.getAttribute('src')).toMatch(
      /\/storage\/v1\/object\/public\/product-images\/products\/1\.png$/,
    );
    expect(images[1]).toHaveAttribute('src', 'https://cdn.test/2.jpg');
    expect(within(row).getByText('+2')).toBeInTheDocument();
    expect(within(row).getByText('y 2 imágenes más')).toBeInTheDocument();
  });

  it('shows the name, brand, an excerpt of the description, category, badges, stock and prices', async () => {
    renderList({
      rows: [
        productRow({
          short_description: null,
          description:
            'Alimento completo y balanceado para perros adultos de razas medianas, con proteína de pollo y arroz.',
        }),
        productRow({
          id: 'product-2',
          name: 'Arena Aglomerante 10 kg',
          brand: null,
          is_active: false,
          stock_quantity: 4,
          discount_percentage: 0,
          price: 40000,
          regular_price: 40000,
          member_price: null,
          images: [],
          category: null,
        }),
      ],
    });
    const first = await within(await screen.findByRole('table', { name: 'Productos' })).findByRole(
      'row',
      { name: /Pro Plan Adulto 3 kg/ },
    );
    expect(within(first).getByText('Pro Plan')).toBeInTheDocument();
    expect(
      within(first).getByText(
        /^Alimento completo y balanceado para perros adultos de razas medianas, con…$/,
      ),
    ).toBeInTheDocument();
    expect(within(first).getByText('Perros')).toBeInTheDocument();
    expect(within(first).getByText('Activo')).toBeInTheDocument();
    expect(within(first).queryByText('Stock bajo')).not.toBeInTheDocument();
    expect(within(first).getByText('-15%')).toBeInTheDocument();
    expect(within(first).getByText(/85\.000/)).toBeInTheDocument();
    expect(within(first).getByText(/76\.500/)).toBeInTheDocument();

    const second = within(table()).getByRole('row', { name: /Arena Aglomerante/ });
    expect(within(second).getByText('Inactivo')).toBeInTheDocument();
    expect(within(second).getByText('Stock bajo')).toBeInTheDocument();
    expect(within(second).getByText('Sin categoría')).toBeInTheDocument();
    expect(within(second).getByText('Sin imagen')).toBeInTheDocument();
    expect(within(second).queryByText(/^-\d/)).not.toBeInTheDocument();
  });

  it("shows 'No hay productos' with 'Nuevo producto' when the store has none", async () => {
    const { user } = renderList({ rows: [] });
    expect(await screen.findByRole('heading', { name: 'No hay productos' })).toBeInTheDocument();
    const emptyState = emptyStateOf(screen.getByRole('heading', { name: 'No hay productos' }));
    await user.click(within(emptyState).getByRole('button', { name: 'Nuevo producto' }));
    expect(screen.getByRole('dialog', { name: 'Nuevo producto' })).toBeInTheDocument();
  });

  it("shows 'Ningún producto coincide con los filtros' and 'Limpiar filtros' clears the URL", async () => {
    const { user, location } = renderList({ rows: [], route: '/admin/products?stock=low&q=zzz' });
    const heading = await screen.findByRole('heading', {
      name: 'Ningún producto coincide con los filtros',
    });
    await user.click(
      within(emptyStateOf(heading)).getByRole('button', { name: 'Limpiar filtros' }),
    );
    await waitFor(() => expect(location()).toBe('/admin/products'));
  });

  it("says 'Error al cargar productos' in a toast and inline, and 'Reintentar' reads again", async () => {
    const { user, toasts } = renderList();
    supabaseMock
      .table('products')
      .get(supabaseMock.error({ code: '57014', message: 'canceling statement' }), { once: true });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getAllByText('Error al cargar productos').length).toBeGreaterThan(0);
    expect(toasts).toContainEqual({
      title: 'Error al cargar productos',
      description: undefined,
      tone: 'error',
    });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(table()).findByRole('row', { name: /Pro Plan Adulto 3 kg/ }),
    ).toBeInTheDocument();
  });

  it('reads the list again when a product changes elsewhere (realtime)', async () => {
    renderList();
    await waitFor(() => expect(listReads()).toHaveLength(1));
    await supabaseMock.realtime.subscribed('products');
    supabaseMock.realtime.push({
      table: 'products',
      eventType: 'UPDATE',
      new: { id: 'product-1', stock_quantity: 3 },
    });
    await waitFor(() => expect(listReads()).toHaveLength(2));
  });
});

describe('bulk actions', () => {
  const two = [
    productRow(),
    productRow({ id: 'product-2', name: 'Arena 10 kg', is_active: false }),
  ];

  it("activates the selected products with one update and says 'Productos activados'", async () => {
    const updates: TableRequest[] = [];
    supabaseMock.table('products').patch((request) => {
      updates.push(request);
      return [{ id: 'product-1' }, { id: 'product-2' }];
    });
    const { user, toasts } = renderList({ rows: two });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar Pro Plan Adulto 3 kg' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Arena 10 kg' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    expect(bar).toHaveTextContent('2 seleccionados');
    await user.click(within(bar).getByRole('button', { name: 'Activar' }));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toEqual({ is_active: true });
    expect(updates[0]?.filters).toEqual({ id: 'in.(product-1,product-2)' });
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Productos activados',
        description: '2 productos',
        tone: 'success',
      }),
    );
    expect(
      screen.queryByRole('region', { name: 'Acciones con la selección' }),
    ).not.toBeInTheDocument();
  });

  it('deactivates the selected products', async () => {
    const updates: TableRequest[] = [];
    supabaseMock.table('products').patch((request) => {
      updates.push(request);
      return [{ id: 'product-1' }];
    });
    const { user } = renderList({ rows: two });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar Pro Plan Adulto 3 kg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toEqual({ is_active: false });
    expect(updates[0]?.filters).toEqual({ id: 'in.(product-1)' });
  });
});

describe('deleting a product', () => {
  /** The database's soft delete: every id given is deleted; the list reads `remaining` after. */
  function deleteAnswered(remaining: ReturnType<typeof productRow>[] = []) {
    supabaseMock.rpc('admin_delete', ({ body }) => {
      supabaseMock.table('products').get({ rows: remaining, count: remaining.length });
      return Array.isArray(body.p_ids) ? body.p_ids.length : 0;
    });
  }

  it("deletes at once with no confirmation through admin_delete, then says 'Eliminado' with 'Deshacer'", async () => {
    const storage = mockStorage();
    deleteAnswered();
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Pro Plan Adulto 3 kg' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'products', p_ids: ['product-1'] },
      ]),
    );
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Eliminado'));
    expect(status).toHaveTextContent('Pro Plan Adulto 3 kg');
    expect(within(status).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    // the list is read again without it
    expect(await screen.findByRole('heading', { name: 'No hay productos' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Pro Plan Adulto 3 kg/ })).not.toBeInTheDocument();
    // never through a DELETE, and its images stay for a restore (the purge removes them)
    expect(supabaseMock.requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(storage.removals).toEqual([]);
  });

  it("brings it back with admin_restore on 'Deshacer'", async () => {
    deleteAnswered();
    supabaseMock.rpc('admin_restore', ({ body }) => {
      supabaseMock.table('products').get({ rows: [productRow()], count: 1 });
      return Array.isArray(body.p_ids) ? body.p_ids.length : 0;
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Pro Plan Adulto 3 kg' }));
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_restore')).toEqual([
        { p_table: 'products', p_ids: ['product-1'] },
      ]),
    );
    expect(
      await within(await screen.findByRole('table', { name: 'Productos' })).findByRole('row', {
        name: /Pro Plan Adulto 3 kg/,
      }),
    ).toBeInTheDocument();
  });

  it("shows the database's refusal for a product in an open order, puts the row back and never says 'Eliminado'", async () => {
    supabaseMock.rpc('admin_delete', () =>
      supabaseMock.error({
        code: 'P0001',
        message: 'No se puede eliminar: el producto está en pedidos abiertos',
      }),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Pro Plan Adulto 3 kg' }));

    expect(
      await screen.findByText('No se puede eliminar: el producto está en pedidos abiertos'),
    ).toBeInTheDocument();
    expect(
      await within(table()).findByRole('row', { name: /Pro Plan Adulto 3 kg/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Eliminado')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });

  it("says 'Error al eliminar producto' when the database gives no reason", async () => {
    supabaseMock.rpc('admin_delete', () => supabaseMock.networkError());
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Pro Plan Adulto 3 kg' }));

    expect(await screen.findByText('Error al eliminar producto')).toBeInTheDocument();
    expect(
      await within(table()).findByRole('row', { name: /Pro Plan Adulto 3 kg/ }),
    ).toBeInTheDocument();
  });

  it('deletes the selected products with one call', async () => {
    deleteAnswered();
    const { user } = renderList({
      rows: [productRow(), productRow({ id: 'product-2', name: 'Arena 10 kg' })],
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar Pro Plan Adulto 3 kg' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Arena 10 kg' }));
    const bar = screen.getByRole('region', { name: 'Acciones con la selección' });
    await user.click(within(bar).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() =>
      expect(supabaseMock.rpcCalls('admin_delete')).toEqual([
        { p_table: 'products', p_ids: ['product-1', 'product-2'] },
      ]),
    );
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('2 productos'));
  });
});

describe('the CSV export', () => {
  it('reads the whole filtered list without a count and downloads it', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:productos';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user, seen } = renderList({ route: '/admin/products?status=active&sort=price.asc' });
    await waitFor(() => expect(seen).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exportRead = seen.find((request) => request.count === undefined);
    expect(exportRead?.filters).toEqual({ is_active: 'eq.true' });
    expect(exportRead?.order).toBe('price.asc,id.asc');
    expect(exportRead?.offset).toBe(0);
    expect(exportRead?.limit).toBe(1000);
    const [blob] = blobs;
    if (!blob) throw new Error('nothing was downloaded');
    const text = await blob.text();
    const [header, first] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Nombre;Marca;Categoría;Precio;Precio miembro;Descuento (%);Stock;Activo;Sección del home;Creado',
    );
    expect(first).toBe('Pro Plan Adulto 3 kg;Pro Plan;Perros;85.000;76.500;15;25;Sí;;20/11/2026');
  });
});
