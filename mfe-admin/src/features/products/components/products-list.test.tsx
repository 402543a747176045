import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { supabaseMock } from '@bonis/test-utils';
import {
  ADMIN_SESSION,
  STAFF_SESSION,
  describeResourceList,
  setupResourceList,
} from '../../../components/admin-kit/testing/resource-test-kit';
import { PERROS, mockStorage, mockTaxonomy, productRow } from '../testing/product-fixtures';
import { ProductsList, STAFF_PRODUCTS_NOTE, products, productsForStaff } from './products-list';

const ARENA = productRow({ id: 'product-2', name: 'Arena 10 kg', is_active: false });

const list = {
  resource: products,
  route: '/admin/products',
  rows: [productRow(), ARENA],
  mocks: mockTaxonomy,
};

/** The empty state around its heading. */
function emptyStateOf(heading: HTMLElement): HTMLElement {
  const root = heading.parentElement;
  if (!root) throw new Error('the heading has no empty state around it');
  return root;
}

describeResourceList('the products list', {
  ...list,
  // newest first (spec §7)
  order: 'created_at.desc,id.asc',
  queries: {
    [new URLSearchParams({
      q: 'pro (plan), 100%*',
      category: PERROS.id,
      status: 'inactive',
      stock: 'low',
      section: 'bestsellers',
      sort: 'price.asc',
      page: '3',
      size: '50',
    }).toString()]: {
      filters: {
        // quoted for PostgREST; LIKE's % escaped; * matches any one character
        or: String.raw`(name.ilike."*pro (plan), 100\\%_*",brand.ilike."*pro (plan), 100\\%_*")`,
        category_id: `eq.${PERROS.id}`,
        is_active: 'eq.false',
        stock_quantity: 'lt.10',
        home_section: 'eq.bestsellers',
      },
      order: 'price.asc,id.asc',
      offset: 100,
      limit: 50,
    },
    // by name with the Spanish sort key; unknown filter values filter nothing
    'sort=name.desc&status=borrado&section=todo&stock=mucho': {
      order: 'name_sort.desc,id.asc',
      filters: {},
    },
  },
});

describe('the products table', () => {
  it('reads the category name with each product', async () => {
    const { reads, findRow } = setupResourceList(list);
    await findRow('Pro Plan Adulto 3 kg');
    expect(reads[0]?.select).toContain('category:categories(name)');
    expect(reads[0]?.filters).toEqual({});
  });

  it('shows up to 3 thumbnails named after the product and counts the rest', async () => {
    const { findRow } = setupResourceList({
      ...list,
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
    const row = await findRow('Pro Plan Adulto 3 kg');
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
    const { findRow } = setupResourceList({
      ...list,
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
    const first = await findRow('Pro Plan Adulto 3 kg');
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

    const second = await findRow('Arena Aglomerante 10 kg');
    expect(within(second).getByText('Inactivo')).toBeInTheDocument();
    expect(within(second).getByText('Stock bajo')).toBeInTheDocument();
    expect(within(second).getByText('Sin categoría')).toBeInTheDocument();
    expect(within(second).getByText('Sin imagen')).toBeInTheDocument();
    expect(within(second).queryByText(/^-\d/)).not.toBeInTheDocument();
  });

  it("shows 'No hay productos' with 'Nuevo producto' when the store has none", async () => {
    const { user } = setupResourceList({ ...list, rows: [] });
    const heading = await screen.findByRole('heading', { name: 'No hay productos' });
    expect(emptyStateOf(heading)).toHaveTextContent(
      'Crea el primero para que aparezca en la tienda.',
    );
    await user.click(within(emptyStateOf(heading)).getByRole('button', { name: 'Nuevo producto' }));
    expect(screen.getByRole('dialog', { name: 'Nuevo producto' })).toBeInTheDocument();
  });

  it("shows 'Ningún producto coincide con los filtros' and 'Limpiar filtros' clears the URL", async () => {
    const { user, location } = setupResourceList({
      ...list,
      rows: [],
      route: '/admin/products?stock=low&q=zzz',
    });
    const heading = await screen.findByRole('heading', {
      name: 'Ningún producto coincide con los filtros',
    });
    expect(emptyStateOf(heading)).toHaveTextContent(
      'Prueba con otra búsqueda o quita algún filtro.',
    );
    await user.click(
      within(emptyStateOf(heading)).getByRole('button', { name: 'Limpiar filtros' }),
    );
    await waitFor(() => expect(location()).toBe('/admin/products'));
  });
});

describe('deleting a product', () => {
  it('keeps its images for a restore (the purge removes them)', async () => {
    const storage = mockStorage();
    supabaseMock.rpc('admin_delete', () => 1);
    const { deleteRow, statuses } = setupResourceList(list);
    await deleteRow('Pro Plan Adulto 3 kg');
    await waitFor(() => expect(statuses()).toContain('Eliminado'));
    expect(storage.removals).toEqual([]);
  });

  it("shows the database's refusal for a product in an open order, puts the row back and never says 'Eliminado'", async () => {
    supabaseMock.rpc('admin_delete', () =>
      supabaseMock.error({
        code: 'P0001',
        message: 'No se puede eliminar: el producto está en pedidos abiertos',
      }),
    );
    const { deleteRow, findRow, statuses } = setupResourceList(list);
    await deleteRow('Pro Plan Adulto 3 kg');
    expect(
      await screen.findByText('No se puede eliminar: el producto está en pedidos abiertos'),
    ).toBeInTheDocument();
    expect(await findRow('Pro Plan Adulto 3 kg')).toBeInTheDocument();
    expect(statuses()).not.toContain('Eliminado');
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });
});

describe('the CSV export', () => {
  it('reads the whole filtered list without a count, a row per product', async () => {
    const { findRow, exportCsv, reads } = setupResourceList({
      ...list,
      route: '/admin/products?status=active&sort=price.asc',
    });
    await findRow('Pro Plan Adulto 3 kg');
    const [header, first] = await exportCsv();
    const exportRead = reads.find((request) => request.count === undefined);
    expect(exportRead?.filters).toEqual({ is_active: 'eq.true' });
    expect(exportRead?.order).toBe('price.asc,id.asc');
    expect(exportRead).toMatchObject({ offset: 0, limit: 1000 });
    expect(header).toBe(
      'Nombre;Marca;Categoría;Precio;Precio miembro;Descuento (%);Stock;Activo;Sección del home;Creado',
    );
    expect(first).toBe('Pro Plan Adulto 3 kg;Pro Plan;Perros;85.000;76.500;15;25;Sí;;20/11/2026');
  });
});

describe("the products of staff ('Personal'): stock and active flag only", () => {
  const asStaff = {
    ...list,
    resource: productsForStaff,
    page: <ProductsList />,
    session: STAFF_SESSION,
  };

  it('says what their role may change, and offers no new product, full form, price or delete', async () => {
    const { findRow } = setupResourceList(asStaff);
    const row = await findRow('Pro Plan Adulto 3 kg');
    expect(screen.getByText(STAFF_PRODUCTS_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo producto' })).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'Editar Pro Plan Adulto 3 kg' }),
    ).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'Eliminar Pro Plan Adulto 3 kg' }),
    ).not.toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Cambiar stock Pro Plan Adulto 3 kg' }),
    ).toBeInTheDocument();
  });

  it("changes the stock and the active flag in 'Stock y estado', writing those two columns and nothing else", async () => {
    supabaseMock.table('products').patch([{ id: 'product-1' }]);
    const { user, findRow, writes, requests } = setupResourceList(asStaff);
    const row = await findRow('Pro Plan Adulto 3 kg');
    await user.click(
      within(row).getByRole('button', { name: 'Cambiar stock Pro Plan Adulto 3 kg' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Stock y estado' });
    expect(dialog).toHaveTextContent('Pro Plan Adulto 3 kg');
    // no price, name or category field: only the stock and the switch
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    const stock = within(dialog).getByRole('textbox', { name: /^Stock \(unidades\)/ });
    expect(stock).toHaveValue('25');
    await user.clear(stock);
    await user.type(stock, '7');
    await user.click(within(dialog).getByRole('switch', { name: 'Activo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    expect(writes('PATCH')[0]?.body).toEqual({ stock_quantity: 7, is_active: false });
    expect(writes('PATCH')[0]?.query).toMatchObject({ id: 'eq.product-1' });
    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'Producto actualizado correctamente',
        tone: 'success',
      }),
    );
  });

  it('refuses a stock that is not a whole number under its field', async () => {
    const { user, findRow, writes } = setupResourceList(asStaff);
    const row = await findRow('Pro Plan Adulto 3 kg');
    await user.click(
      within(row).getByRole('button', { name: 'Cambiar stock Pro Plan Adulto 3 kg' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Stock y estado' });
    const stock = within(dialog).getByRole('textbox', { name: /^Stock \(unidades\)/ });
    await user.clear(stock);
    await user.type(stock, '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await within(dialog).findByText('Ingresa una cantidad entera de unidades'),
    ).toBeInTheDocument();
    expect(writes('PATCH')).toHaveLength(0);
  });

  it("shows the database's refusal when the role's rights changed meanwhile", async () => {
    supabaseMock.table('products').patch(
      supabaseMock.error({
        code: '42501',
        message: 'El rol Personal solo puede cambiar el stock y si un producto está activo',
      }),
    );
    const { user, findRow, requests } = setupResourceList(asStaff);
    const row = await findRow('Pro Plan Adulto 3 kg');
    await user.click(
      within(row).getByRole('button', { name: 'Cambiar stock Pro Plan Adulto 3 kg' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Stock y estado' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(requests.toasts).toContainEqual(
        expect.objectContaining({
          title: 'El rol Personal solo puede cambiar el stock y si un producto está activo',
          tone: 'error',
        }),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Stock y estado' })).toBeInTheDocument();
  });

  it("deactivates the selected products with the bulk 'Desactivar', and has no bulk 'Eliminar'", async () => {
    supabaseMock.table('products').patch([{ id: 'product-1' }]);
    const { user, select, bulkBar, writes } = setupResourceList(asStaff);
    await select('Pro Plan Adulto 3 kg');
    expect(within(bulkBar()).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    await user.click(within(bulkBar()).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(writes('PATCH')).toHaveLength(1));
    expect(writes('PATCH')[0]?.body).toEqual({ is_active: false });
  });

  it('gives an admin the full screen', async () => {
    const { findRow } = setupResourceList({
      ...list,
      page: <ProductsList />,
      session: ADMIN_SESSION,
    });
    const row = await findRow('Pro Plan Adulto 3 kg');
    expect(
      within(row).getByRole('button', { name: 'Editar Pro Plan Adulto 3 kg' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo producto' })).toBeInTheDocument();
    expect(screen.queryByText(STAFF_PRODUCTS_NOTE)).not.toBeInTheDocument();
  });
});
