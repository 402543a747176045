import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatCOP } from '@bonis/design-system';
import { deferred, supabaseMock } from '@bonis/test-utils';
import { renderResourceForm } from '../../../components/admin-kit/testing/resource-test-kit';
import type { ProductListRow } from '../api/get-products';
import {
  GATOS,
  PERROS,
  mockStorage,
  mockTaxonomy,
  png,
  productRow,
} from '../testing/product-fixtures';
import { productForm } from './product-form-dialog';
import { products } from './products-list';

type Body = Record<string, unknown>;

/** Renders the dialog over the mocked taxonomy; records the toasts and the saves. */
function renderDialog(product?: ProductListRow) {
  const inserts: Body[] = [];
  const updates: { id: string | undefined; body: Body }[] = [];
  const view = renderResourceForm({
    resource: products,
    form: productForm,
    row: product,
    mocks: () => {
      mockTaxonomy();
      supabaseMock
        .table('products')
        .post(({ body }) => {
          inserts.push(body as Body);
          return { id: 'new-product' };
        })
        .patch(({ body, eq }) => {
          updates.push({ id: eq('id'), body: body as Body });
          return { id: eq('id') };
        });
    },
  });
  return { ...view, toasts: view.requests.toasts, inserts, updates };
}

const field = (name: string | RegExp) => within(screen.getByRole('dialog')).getByLabelText(name);
const submitButton = (name = 'Crear producto') =>
  within(screen.getByRole('dialog')).getByRole('button', { name });

describe('the new product dialog', () => {
  it("is titled 'Nuevo producto' and keeps 'Crear producto' disabled until name, regular price and stock are filled", async () => {
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Nuevo producto' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.type(field(/^Nombre/), 'Collar reflectivo');
    expect(submitButton()).toBeDisabled();
    await user.type(field(/^Precio regular/), '25000');
    expect(submitButton()).toBeDisabled();
    await user.type(field(/^Stock/), '8');
    expect(submitButton()).toBeEnabled();

    await user.clear(field(/^Precio regular/));
    expect(submitButton()).toBeDisabled();
  });

  it("refuses a name of only spaces with 'El nombre es obligatorio' and saves nothing", async () => {
    const { user, inserts } = renderDialog();
    await user.type(field(/^Nombre/), '   ');
    await user.type(field(/^Precio regular/), '25000');
    await user.type(field(/^Stock/), '8');
    await user.click(submitButton());
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveAttribute('aria-invalid', 'true');
    expect(inserts).toEqual([]);
  });

  it.each([
    ['a regular price', /^Precio regular/, '25mil'],
    ['a stock', /^Stock/, 'ocho'],
    ['a member price', /^Precio miembro/, '20.5'],
  ])(
    "answers %s that is not a whole number with 'Datos inválidos' / 'Verifica precio y stock'",
    async (_, label, typed) => {
      const { user, toasts, inserts } = renderDialog();
      await user.type(field(/^Nombre/), 'Collar reflectivo');
      await user.type(field(/^Precio regular/), '25000');
      await user.type(field(/^Stock/), '8');
      await user.clear(field(label));
      await user.type(field(label), typed);
      await user.click(submitButton());
      await waitFor(() =>
        expect(toasts).toContainEqual({
          title: 'Datos inválidos',
          description: 'Verifica precio y stock',
          tone: 'error',
        }),
      );
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(inserts).toEqual([]);
    },
  );

  it('suggests 90 % of the regular price as member price and saves it when the field is left empty', async () => {
    const { user, inserts, toasts, onClose } = renderDialog();
    await user.type(field(/^Nombre/), '  Collar reflectivo ');
    await user.type(field(/^Precio regular/), '20.000');
    await user.type(field(/^Descuento/), '10');
    await user.type(field(/^Stock/), '8');

    // selling price 18.000; suggestion round(0.9 × 20.000) = 18.000 (members pay the lower)
    expect(field(/^Descuento/)).toHaveAccessibleDescription(`Precio de venta: ${formatCOP(18000)}`);
    expect(field(/^Precio miembro/)).toHaveAccessibleDescription(
      expect.stringContaining(`Sugerido: ${formatCOP(18000)}`),
    );

    await user.click(submitButton());
    await waitFor(() => expect(inserts).toHaveLength(1));
    expect(inserts[0]).toMatchObject({
      name: 'Collar reflectivo',
      regular_price: 20000,
      discount_percentage: 10,
      price: 18000,
      member_price: 18000,
      stock_quantity: 8,
      brand: null,
      category_id: null,
      home_section: null,
      pet_type: 'todos',
      featured: false,
      is_active: true,
      images: [],
    });
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Producto creado correctamente',
        description: undefined,
        tone: 'success',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('saves the member price the admin entered instead of the suggestion', async () => {
    const { user, inserts } = renderDialog();
    await user.type(field(/^Nombre/), 'Collar');
    await user.type(field(/^Precio regular/), '20000');
    await user.type(field(/^Stock/), '3');
    await user.type(field(/^Precio miembro/), '15000');
    expect(field(/^Precio miembro/)).toHaveAccessibleDescription('Opcional');
    await user.click(submitButton());
    await waitFor(() => expect(inserts).toHaveLength(1));
    expect(inserts[0]).toMatchObject({ price: 20000, member_price: 15000 });
  });

  it('rounds the selling price of a decimal discount to whole pesos and keeps the regular price as entered', async () => {
    const { user, inserts } = renderDialog();
    await user.type(field(/^Nombre/), 'Cama');
    await user.type(field(/^Precio regular/), '24999');
    await user.type(field(/^Descuento/), '12,5');
    await user.type(field(/^Stock/), '2');
    await user.click(submitButton());
    await waitFor(() => expect(inserts).toHaveLength(1));
    // 24.999 × 0,875 = 21.874,125 → 21.874; member: 0,9 × 24.999 = 22.499,1 → 22.499, above
    // the selling price, so the selling price (the database refuses a member price above it)
    expect(inserts[0]).toMatchObject({
      regular_price: 24999,
      discount_percentage: 12.5,
      price: 21874,
      member_price: 21874,
    });
  });

  it('suggests the selling price as member price when the discount makes it the lower one', async () => {
    const { user } = renderDialog();
    await user.type(field(/^Precio regular/), '20000');
    await user.type(field(/^Descuento/), '20');
    expect(field(/^Precio miembro/)).toHaveAccessibleDescription(
      expect.stringContaining(`Sugerido: ${formatCOP(16000)} (el precio de venta`),
    );
  });

  it('refuses a member price above the selling price under its field, and saves nothing', async () => {
    const { user, inserts } = renderDialog();
    await user.type(field(/^Nombre/), 'Collar');
    await user.type(field(/^Precio regular/), '20000');
    await user.type(field(/^Descuento/), '20');
    await user.type(field(/^Stock/), '3');
    await user.type(field(/^Precio miembro/), '17000');
    await user.click(submitButton());

    expect(
      await screen.findByText('El precio de miembro no puede ser mayor que el precio'),
    ).toBeInTheDocument();
    expect(field(/^Precio miembro/)).toHaveAttribute('aria-invalid', 'true');
    expect(inserts).toEqual([]);
  });

  it("shows the database's member price rule under the field when it refuses the save", async () => {
    const { user, toasts } = renderDialog();
    supabaseMock.table('products').post(() =>
      supabaseMock.error({
        code: '23514',
        message:
          'new row for relation "products" violates check constraint "products_member_price_not_above_price"',
      }),
    );
    await user.type(field(/^Nombre/), 'Collar');
    await user.type(field(/^Precio regular/), '20000');
    await user.type(field(/^Stock/), '3');
    await user.type(field(/^Precio miembro/), '15000');
    await user.click(submitButton());

    expect(
      await screen.findByText('El precio de miembro no puede ser mayor que el precio'),
    ).toBeInTheDocument();
    expect(field(/^Precio miembro/)).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.filter((toast) => toast.tone === 'error')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Nuevo producto' })).toBeInTheDocument();
  });

  it('refuses a discount of 100 % or more under the field', async () => {
    const { user, inserts } = renderDialog();
    await user.type(field(/^Nombre/), 'Cama');
    await user.type(field(/^Precio regular/), '20000');
    await user.type(field(/^Descuento/), '100');
    await user.type(field(/^Stock/), '2');
    await user.click(submitButton());
    expect(
      await screen.findByText('El descuento va de 0 a 99 %, con hasta 2 decimales'),
    ).toBeInTheDocument();
    expect(inserts).toEqual([]);
  });

  it('enables the group once a category is chosen and the subcategory once a group is; a new category resets both, a new group the subcategory', async () => {
    const { user, inserts } = renderDialog();
    const category = () => field('Categoría principal');
    const group = () => field('Grupo');
    const subcategory = () => field('Subcategoría');
    expect(group()).toBeDisabled();
    expect(subcategory()).toBeDisabled();

    await within(category()).findByRole('option', { name: 'Perros' });
    await user.selectOptions(category(), PERROS.id);
    expect(group()).toBeEnabled();
    expect(subcategory()).toBeDisabled();
    // the pet type follows the main category's slug while the admin has not chosen one
    expect(field('Mascota')).toHaveValue('perros');

    await user.selectOptions(group(), await screen.findByRole('option', { name: 'Alimento' }));
    expect(subcategory()).toBeEnabled();
    await user.selectOptions(
      subcategory(),
      await screen.findByRole('option', { name: 'Alimento húmedo' }),
    );
    expect(subcategory()).toHaveValue('Alimento húmedo');

    await user.selectOptions(group(), 'perros-juguetes');
    expect(subcategory()).toHaveValue('');
    await user.selectOptions(subcategory(), await screen.findByRole('option', { name: 'Pelotas' }));

    await user.selectOptions(category(), GATOS.id);
    expect(group()).toHaveValue('');
    expect(subcategory()).toHaveValue('');
    expect(subcategory()).toBeDisabled();
    expect(field('Mascota')).toHaveValue('gatos');

    await user.selectOptions(group(), await screen.findByRole('option', { name: 'Arena' }));
    await user.selectOptions(
      subcategory(),
      await screen.findByRole('option', { name: 'Arena aglomerante' }),
    );
    await user.type(field(/^Nombre/), 'Arena 10 kg');
    await user.type(field(/^Precio regular/), '40000');
    await user.type(field(/^Stock/), '12');
    await user.click(submitButton());
    await waitFor(() => expect(inserts).toHaveLength(1));
    expect(inserts[0]).toMatchObject({
      category_id: GATOS.id,
      product_group: 'gatos-arena',
      subcategory: 'Arena aglomerante',
      pet_type: 'gatos',
    });
  });

  it('keeps the pet type the admin chose when the category changes', async () => {
    const { user } = renderDialog();
    await within(field('Categoría principal')).findByRole('option', { name: 'Perros' });
    await user.selectOptions(field('Mascota'), 'todos');
    await user.selectOptions(field('Categoría principal'), PERROS.id);
    expect(field('Mascota')).toHaveValue('todos');
  });

  it("shows 'Error al guardar producto' with the database's message and stays open when the save fails", async () => {
    const { user, toasts, onClose } = renderDialog();
    supabaseMock
      .table('products')
      .post(supabaseMock.error({ code: '23514', message: 'new row violates check constraint' }));
    await user.type(field(/^Nombre/), 'Collar');
    await user.type(field(/^Precio regular/), '20000');
    await user.type(field(/^Stock/), '3');
    await user.click(submitButton());
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Error al guardar producto',
        description: 'new row violates check constraint',
        tone: 'error',
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the product images', () => {
  it('uploads several files at once under products/<uuid>.<ext> and saves their paths in order', async () => {
    const storage = mockStorage();
    const { user, inserts } = renderDialog();
    await user.upload(field('Subir imágenes'), [png('Frente.PNG'), png('lado.webp')]);
    const list = await screen.findByRole('list', { name: 'Imágenes del producto' });
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: /^Quitar imagen/ })).toHaveLength(2),
    );
    expect(storage.uploads).toHaveLength(2);
    for (const path of storage.uploads) {
      expect(path).toMatch(/^products\/[0-9a-f-]{36}\.(png|webp)$/);
    }
    await user.type(field(/^Nombre/), 'Collar');
    await user.type(field(/^Precio regular/), '20000');
    await user.type(field(/^Stock/), '3');
    await user.click(submitButton());
    await waitFor(() => expect(inserts).toHaveLength(1));
    const saved = inserts[0]?.images as string[];
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatch(/\.png$/);
    expect(saved[1]).toMatch(/\.webp$/);
  });

  it("shows each file 'Subiendo…' with its own bar and the batch as 'n de m', and keeps the save waiting", async () => {
    const release = deferred();
    mockStorage({ hold: release.promise });
    const { user } = renderDialog();
    await user.type(field(/^Nombre/), 'Collar');
    await user.type(field(/^Precio regular/), '20000');
    await user.type(field(/^Stock/), '3');
    await user.upload(field('Subir imágenes'), [png('uno.png'), png('dos.png')]);

    expect(screen.getByRole('progressbar', { name: 'Subiendo uno.png' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Subiendo dos.png' })).toBeInTheDocument();
    expect(screen.getByText('Subiendo… uno.png')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      'Subiendo imágenes: 0 de 2',
    );
    expect(submitButton()).toBeDisabled();

    release.resolve();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText(/Subiendo imágenes/)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("shows 'Error al subir imagen: {nombre}' for a failed file while the others upload", async () => {
    const storage = mockStorage({ failing: ['roto.png'] });
    const { user, toasts } = renderDialog();
    await user.upload(field('Subir imágenes'), [png('uno.png'), png('roto.png'), png('dos.png')]);
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Error al subir imagen: roto.png',
        description: undefined,
        tone: 'error',
      }),
    );
    const list = screen.getByRole('list', { name: 'Imágenes del producto' });
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: /^Quitar imagen/ })).toHaveLength(2),
    );
    expect(storage.uploads).toHaveLength(2);
  });

  it("uploads only what fits in the free places and says 'Límite de imágenes' / 'Máximo 5 imágenes por producto'", async () => {
    const storage = mockStorage();
    const { user, toasts } = renderDialog(
      productRow({ images: ['products/1.png', 'products/2.png', 'products/3.png'] }),
    );
    await user.upload(field('Subir imágenes'), [png('a.png'), png('b.png'), png('c.png')]);
    expect(toasts).toContainEqual({
      title: 'Límite de imágenes',
      description: 'Máximo 5 imágenes por producto',
      tone: 'warning',
    });
    await waitFor(() => expect(storage.uploads).toHaveLength(2));
    const list = screen.getByRole('list', { name: 'Imágenes del producto' });
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: /^Quitar imagen/ })).toHaveLength(5),
    );
  });

  it("answers a click on the upload area with 'Límite alcanzado' once there are 5 images", async () => {
    mockStorage();
    const { user, toasts } = renderDialog(
      productRow({
        images: [
          'products/1.png',
          'products/2.png',
          'products/3.png',
          'products/4.png',
          'products/5.png',
        ],
      }),
    );
    await user.click(field('Subir imágenes'));
    expect(toasts).toContainEqual({
      title: 'Límite alcanzado',
      description: 'Máximo 5 imágenes por producto',
      tone: 'warning',
    });
  });

  it('reorders with the move buttons (the first image is the main one) and saves that order', async () => {
    const { user, updates } = renderDialog(
      productRow({ images: ['products/1.png', 'products/2.png', 'https://cdn.test/3.jpg'] }),
    );
    const list = screen.getByRole('list', { name: 'Imágenes del producto' });
    expect(
      within(list).getByRole('button', { name: 'Mover imagen 1 a la izquierda' }),
    ).toBeDisabled();
    expect(
      within(list).getByRole('button', { name: 'Mover imagen 3 a la derecha' }),
    ).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: 'Mover imagen 3 a la izquierda' }));
    // focus stays with the moved image
    expect(
      within(list).getByRole('button', { name: 'Mover imagen 2 a la izquierda' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(list).getByRole('button', { name: 'Mover imagen 1 a la derecha' })).toHaveFocus();
    expect(within(list).getAllByRole('img')[0]).toHaveAccessibleName(
      'Pro Plan Adulto 3 kg, imagen 1 (principal)',
    );
    expect(within(list).getAllByRole('img')[0]).toHaveAttribute('src', 'https://cdn.test/3.jpg');

    await user.click(submitButton('Guardar cambios'));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({
      id: 'product-1',
      body: expect.objectContaining({
        images: ['https://cdn.test/3.jpg', 'products/1.png', 'products/2.png'],
      }),
    });
  });
});

describe('the edit product dialog', () => {
  it("starts from the product, saves by id and says 'Producto actualizado correctamente'", async () => {
    const { user, updates, toasts } = renderDialog(productRow());
    expect(screen.getByRole('dialog', { name: 'Editar producto' })).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveValue('Pro Plan Adulto 3 kg');
    expect(field(/^Precio regular/)).toHaveValue('100000');
    expect(field(/^Descuento/)).toHaveValue('15');
    expect(field(/^Stock/)).toHaveValue('25');
    await waitFor(() => expect(field('Categoría principal')).toHaveValue(PERROS.id));
    await waitFor(() => expect(field('Grupo')).toHaveValue('perros-alimento'));
    await waitFor(() => expect(field('Subcategoría')).toHaveValue('Alimento seco'));

    await user.clear(field(/^Stock/));
    await user.type(field(/^Stock/), '40');
    await user.click(submitButton('Guardar cambios'));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({
      id: 'product-1',
      body: expect.objectContaining({ stock_quantity: 40, price: 85000, member_price: 76500 }),
    });
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Producto actualizado correctamente',
        description: undefined,
        tone: 'success',
      }),
    );
  });

  it('after a save that dropped an image, removes it from storage when no other product uses it', async () => {
    const storage = mockStorage();
    const { user, updates } = renderDialog(
      productRow({ images: ['products/1.png', 'products/shared.png', 'https://cdn.test/3.jpg'] }),
    );
    supabaseMock.table('products').get(({ filters, method }) => {
      expect(method).toBe('HEAD');
      // products/shared.png is another product's image too
      return { rows: [], count: filters.images === 'cs.{products/shared.png}' ? 1 : 0 };
    });
    const list = screen.getByRole('list', { name: 'Imágenes del producto' });
    await user.click(within(list).getByRole('button', { name: 'Quitar imagen 3' }));
    await user.click(within(list).getByRole('button', { name: 'Quitar imagen 2' }));
    await user.click(within(list).getByRole('button', { name: 'Quitar imagen 1' }));
    await user.click(submitButton('Guardar cambios'));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toMatchObject({ images: [] });
    await waitFor(() => expect(storage.removals).toEqual([['products/1.png']]));
  });

  it('keeps the save a success when removing the dropped images fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, toasts } = renderDialog(productRow({ images: ['products/1.png'] }));
    supabaseMock.table('products').get(supabaseMock.error({ code: '42501', message: 'denied' }));
    await user.click(screen.getByRole('button', { name: 'Quitar imagen 1' }));
    await user.click(submitButton('Guardar cambios'));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Producto actualizado correctamente',
        description: undefined,
        tone: 'success',
      }),
    );
    expect(toasts.some((toast) => toast.tone === 'error')).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('removes the images uploaded in this session when the dialog is cancelled', async () => {
    const storage = mockStorage();
    const { user, onClose } = renderDialog(productRow());
    await user.upload(field('Subir imágenes'), [png('nuevo.png')]);
    await waitFor(() => expect(storage.uploads).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Quitar imagen/ })).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(storage.removals).toEqual([storage.uploads]));
  });

  it('removes an upload that lands after the dialog was cancelled', async () => {
    const release = deferred();
    const storage = mockStorage({ hold: release.promise });
    const { user, onClose } = renderDialog();
    await user.upload(field('Subir imágenes'), [png('tarde.png')]);
    expect(screen.getByRole('progressbar', { name: 'Subiendo tarde.png' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(storage.removals).toEqual([]);

    release.resolve();
    await waitFor(() => expect(storage.uploads).toHaveLength(1));
    await waitFor(() => expect(storage.removals).toEqual([storage.uploads]));
  });

  it("shows the record's change history on demand", async () => {
    const { user } = renderDialog(productRow());
    const toggle = screen.getByRole('button', { name: 'Historial de cambios' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(supabaseMock.requests.some((request) => request.path === '/rest/v1/audit_log')).toBe(
        true,
      ),
    );
    const read = supabaseMock.requests.find((request) => request.path === '/rest/v1/audit_log');
    expect(read?.query).toMatchObject({ table_name: 'eq.products', row_id: 'eq.product-1' });
  });
});
