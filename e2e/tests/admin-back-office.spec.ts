import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  cop,
  count,
  lit,
  payByApi,
  placeOrderByApi,
  pointsOf,
  sql,
  statusToast,
  stockOf,
} from './support/checkout';
import { expectServedBy } from './support/page';
import { DEMO, newShopper, passwordSession, rest, restoreSession } from './support/session';

/**
 * The back office as the demo admin runs it (issue 21): the dashboard against the tables, a
 * product created with images and seen on the storefront, a live price change (delete with
 * undo: admin-soft-delete.spec.ts), the category slug rule, an order's cancellation and refund, a user edited, the admin's
 * own account protected, the CSV export and the audit log.
 */

/** A product photo as an admin uploads one: a real picture, not a pixel. */
const PNG = await sharp({
  create: { width: 320, height: 320, channels: 3, background: { r: 200, g: 120, b: 60 } },
})
  .png()
  .toBuffer();

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A product only this test touches (arranged as the owner, as a seed would). */
async function ownProduct(name: string, stock: number, price = 10000) {
  const [row] = await sql<{ id: string }>(
    `insert into public.products (name, price, regular_price, stock_quantity, is_active)
     values (${lit(name)}, ${price}, ${price}, ${stock}, true) returning id`,
  );
  if (!row) throw new Error('product not created');
  return row.id;
}

/** A new shopper's order of `quantity` units of `productId`, paid by card when `paid`. */
async function orderOf(productId: string, quantity: number, paid: boolean) {
  const shopper = await newShopper('Pedido');
  const token = shopper.session.access_token;
  await rest(token, 'rpc/add_to_cart', {
    method: 'POST',
    body: { p_product_id: productId, p_quantity: quantity },
  });
  const order = await placeOrderByApi(token, shopper.email, 'online');
  if (paid) await payByApi(token, order.id);
  return { shopper, token, order };
}

async function openAdmin(page: Page, path: string) {
  await restoreSession(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(path);
  await expectServedBy(page, { remote: 'mfe-admin', route: path.split('?')[0] ?? path });
}

test.describe('the dashboard', () => {
  test('shows the four numbers the tables give', async ({ page }) => {
    await openAdmin(page, '/admin/dashboard');
    const card = (label: string) => page.getByRole('group', { name: label });
    // Other journeys place orders and sign up at the same time: the dashboard is live, so
    // compare until both sides agree.
    await expect(async () => {
      const [row] = await sql<{ products: number; orders: number; users: number; revenue: number }>(
        `select (select count(*) from public.products where deleted_at is null)::int as products,
                (select count(*) from public.orders)::int as orders,
                (select count(*) from public.user_profiles where deleted_at is null)::int as users,
                (select coalesce(sum(total), 0) from public.orders
                  where payment_status = 'paid')::int as revenue`,
      );
      if (!row) throw new Error('no counts');
      await expect(
        card('Total de productos').getByText(count(row.products), { exact: true }),
      ).toBeVisible({ timeout: 2_000 });
      await expect(
        card('Total de pedidos').getByText(count(row.orders), { exact: true }),
      ).toBeVisible({ timeout: 2_000 });
      await expect(
        card('Total de usuarios').getByText(count(row.users), { exact: true }),
      ).toBeVisible({ timeout: 2_000 });
      await expect(
        card('Ingresos totales').getByText(cop(row.revenue), { exact: true }),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });
});

test.describe('products', () => {
  test('a product created with two images shows on the storefront, and its price changes live', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const name = `Arnés E2E ${unique()}`;
    await openAdmin(page, '/admin/products');
    await page.getByRole('button', { name: 'Nuevo producto' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo producto' });
    await dialog.getByLabel(/^Nombre/).fill(name);
    await dialog.getByLabel(/^Precio regular/).fill('45000');
    await dialog.getByLabel(/^Stock/).fill('12');
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'frente.png', mimeType: 'image/png', buffer: PNG },
      { name: 'lado.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(
      dialog.getByRole('list', { name: 'Imágenes del producto' }).getByRole('listitem'),
    ).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Crear producto' }).click();
    await expect(statusToast(page, 'Producto creado correctamente')).toBeVisible();

    const [saved] = await sql<{ id: string; images: string[] }>(
      `select id, images from public.products where name = ${lit(name)}`,
    );
    expect(saved?.images).toHaveLength(2);
    expect(saved?.images.every((path) => /^products\/[0-9a-f-]{36}\.png$/.test(path))).toBe(true);

    // The storefront lists it and its page shows the uploaded image.
    const store = await context.newPage();
    await store.goto(`/all-products?q=${encodeURIComponent(name)}`);
    await store.getByRole('link', { name }).first().click();
    await expect(store).toHaveURL(new RegExp(`/product/${saved?.id ?? ''}$`));
    await expect(store.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(store.getByText(cop(45000)).first()).toBeVisible();
    const image = store.locator(`img[src*="${saved?.images[0] ?? ''}"]`).first();
    await expect(image).toBeVisible();
    // served at the width the page asks for (Storage's image transformation): it loads
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // The admin changes the price; the open product page follows without a reload.
    await page.bringToFront();
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar producto' });
    await edit.getByLabel(/^Precio regular/).fill('39900');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    // The member price saved with it (90 % of 45.000) would now be above the price: the form
    // says so under the field, as the database would refuse it, and nothing is saved.
    await expect(
      edit.getByText('El precio de miembro no puede ser mayor que el precio'),
    ).toBeVisible();
    await edit.getByLabel(/^Precio miembro/).fill('35910');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(statusToast(page, 'Producto actualizado correctamente')).toBeVisible();
    const navigations: string[] = [];
    store.on('framenavigated', (frame) => navigations.push(frame.url()));
    await expect(store.getByText(cop(39900)).first()).toBeVisible();
    expect(navigations).toEqual([]);

    // The audit log names who changed the price, before and after.
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const history = page.getByRole('dialog', { name: 'Editar producto' });
    await history.getByRole('button', { name: /Historial de cambios/ }).click();
    const trail = history.getByRole('region', { name: 'Historial de cambios' });
    await expect(
      trail.getByRole('listitem').filter({ hasText: 'Admin Boñis' }).first(),
    ).toBeVisible();
    await expect(trail).toContainText(/Precio de venta: \$\s*45\.000\s*→\s*\$\s*39\.900/);
    await history.getByRole('button', { name: 'Cancelar' }).click();

    await page.goto('/admin/activity');
    await expect(page.locator('[data-route="/admin/activity"]')).toContainText('Admin Boñis');
  });

  test('exports the filtered list as a CSV Excel opens (BOM, semicolons, es-CO numbers)', async ({
    page,
  }) => {
    const name = `CSV E2E ${unique()}`;
    await ownProduct(name, 1234, 1250000);
    await openAdmin(page, `/admin/products?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(';');
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain('1.250.000');
    expect(lines[1]).toContain('1.234');
  });
});

test('a category slug follows the rule: lowercase, accents stripped, symbols dropped, hyphens', async ({
  page,
}) => {
  const suffix = unique();
  await openAdmin(page, '/admin/categories');
  await page.getByRole('button', { name: 'Nueva categoría' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
  await dialog.getByLabel(/^Nombre/).fill(`Juguetes Ñoños & Más ${suffix}`);
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue(`juguetes-nonos-mas-${suffix}`);
  await dialog.getByRole('button', { name: /Crear categoría|Guardar/ }).click();
  await expect(statusToast(page, 'Categoría creada')).toBeVisible();
  const rows = await sql<{ slug: string }>(
    `select slug from public.categories where name = ${lit(`Juguetes Ñoños & Más ${suffix}`)}`,
  );
  expect(rows).toEqual([{ slug: `juguetes-nonos-mas-${suffix}` }]);
});

test.describe('orders', () => {
  async function openOrder(page: Page, orderNumber: string) {
    await openAdmin(page, `/admin/orders?q=${orderNumber}`);
    await page.getByRole('button', { name: new RegExp(`Ver detalle de .*${orderNumber}`) }).click();
    return page.getByRole('dialog', { name: new RegExp(orderNumber) });
  }

  test('cancelling an order returns its stock, after a confirmation that says so', async ({
    page,
  }) => {
    const productId = await ownProduct(`Stock E2E ${unique()}`, 20);
    const { order } = await orderOf(productId, 3, false);
    expect(await stockOf(productId)).toBe(17);

    const dialog = await openOrder(page, order.order_number);
    await dialog.getByLabel('Estado del pedido').selectOption('cancelled');
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: '¿Cancelar este pedido?' }));
    await expect(confirm).toContainText('El stock de los productos se devolverá al inventario');
    await confirm.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(statusToast(page, 'Estado del pedido actualizado correctamente')).toBeVisible();
    await expect.poll(() => stockOf(productId)).toBe(20);
  });

  test('refunding a paid order takes its points back', async ({ page }) => {
    const productId = await ownProduct(`Puntos E2E ${unique()}`, 5, 50000);
    const { token, order } = await orderOf(productId, 1, true);
    const earned = (await pointsOf(token)) - 100; // sign-up gives 100
    expect(earned).toBeGreaterThan(0);

    const dialog = await openOrder(page, order.order_number);
    await dialog.getByLabel('Estado del pago').selectOption('refunded');
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: '¿Marcar el pago como reembolsado?' }));
    await expect(confirm).toContainText(`${earned} puntos`);
    await confirm.getByRole('button', { name: 'Marcar como reembolsado' }).click();
    await expect(statusToast(page, 'Estado del pago actualizado correctamente')).toBeVisible();
    await expect.poll(() => pointsOf(token)).toBe(100);
  });
});

test.describe('users', () => {
  test("an admin edits a shopper's name", async ({ page }) => {
    const shopper = await newShopper('Editable');
    await openAdmin(page, `/admin/users?q=${encodeURIComponent(shopper.email)}`);
    await page.getByRole('button', { name: /^Editar / }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
    await dialog.getByLabel(/^Nombre/).fill('Renombrada');
    await dialog.getByRole('button', { name: /Guardar/ }).click();
    await expect(statusToast(page, 'Usuario actualizado')).toBeVisible();
    const [row] = await sql<{ first_name: string }>(
      `select first_name from public.user_profiles where id = ${lit(shopper.session.user.id)}`,
    );
    expect(row?.first_name).toBe('Renombrada');
  });

  test("the admin can't demote or delete themselves, in the screen and in the database", async ({
    page,
  }) => {
    await openAdmin(page, `/admin/users?q=${encodeURIComponent(DEMO.admin.email)}`);
    const row = page.getByRole('row').filter({ hasText: DEMO.admin.email });
    await expect(row.getByRole('button', { name: /^Eliminar / })).toBeDisabled();
    await row.getByRole('button', { name: /^Editar / }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
    await expect(dialog.getByRole('combobox', { name: /^Rol/ })).toBeDisabled();

    // Straight to the API, as a hostile page would: both refused.
    const admin = await passwordSession(DEMO.admin.email, DEMO.admin.password);
    await expect(
      rest(admin.access_token, `user_profiles?id=eq.${admin.user.id}`, {
        method: 'PATCH',
        body: { is_admin: false },
      }),
    ).rejects.toThrow(/No puedes cambiar tu propio rol de administrador/);
    await expect(
      rest(admin.access_token, `user_profiles?id=eq.${admin.user.id}`, { method: 'DELETE' }),
    ).rejects.toThrow(/permission denied for table user_profiles/);
    await expect(
      rest(admin.access_token, 'rpc/admin_delete', {
        method: 'POST',
        body: { p_table: 'user_profiles', p_ids: [admin.user.id] },
      }),
    ).rejects.toThrow(/No puedes eliminar tu propia cuenta/);
    const [still] = await sql<{ is_admin: boolean }>(
      `select is_admin from public.user_profiles where id = ${lit(admin.user.id)}`,
    );
    expect(still?.is_admin).toBe(true);
  });
});
