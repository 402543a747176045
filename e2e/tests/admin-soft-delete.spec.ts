import { expect, test, type Page } from '@playwright/test';
import { bogotaDate, errorToast, lit, sql, statusToast } from './support/checkout';
import { expectServedBy } from './support/page';
import { DEMO, newShopper, passwordSession, rest, restoreSession } from './support/session';

/**
 * Admin deletes are soft and reach the database at once (ARCHITECTURE §5): a reload right
 * after 'Eliminado' loses nothing, the row is gone for the admin's lists and the shoppers'
 * pages, 'Deshacer' brings it back, a deleted account can't sign in, and a delete the database
 * refuses says why and never 'Eliminado'.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A product only this test touches (arranged as the owner, as a seed would). */
async function ownProduct(name: string) {
  const [row] = await sql<{ id: string }>(
    `insert into public.products (name, price, regular_price, stock_quantity, is_active)
     values (${lit(name)}, 12000, 12000, 5, true) returning id`,
  );
  if (!row) throw new Error('product not created');
  return row.id;
}

/** Whether a row of `table` is soft-deleted now (read as the owner: RLS hides it from others). */
async function isDeleted(table: string, id: string): Promise<boolean> {
  const [row] = await sql<{ deleted: boolean }>(
    `select deleted_at is not null as deleted from public.${table} where id = ${lit(id)}`,
  );
  if (!row) throw new Error(`${table} ${id} does not exist at all`);
  return row.deleted;
}

async function openAdmin(page: Page, path: string) {
  await restoreSession(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(path);
  await expectServedBy(page, { remote: 'mfe-admin', route: path.split('?')[0] ?? path });
}

test('a deleted product is gone at once, after a reload too, and Deshacer brings it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Borrado E2E ${unique()}`;
  const id = await ownProduct(name);
  // a visitor in a browser of their own (the admin's session would take them to the back office)
  const visitor = await browser.newContext();
  const store = await visitor.newPage();
  await store.goto(`/product/${id}`);
  await expect(store.getByRole('heading', { level: 1, name })).toBeVisible();

  await openAdmin(page, `/admin/products?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  // Deleted, then undone: the row and the product page are back.
  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  const deleted = statusToast(page, 'Eliminado');
  await expect(deleted).toBeVisible();
  await expect(deleted).toContainText(name);
  expect(await isDeleted('products', id)).toBe(true);
  await deleted.getByRole('button', { name: 'Deshacer' }).click();
  await expect(statusToast(page, 'Restaurado')).toBeVisible();
  await expect(row).toBeVisible();
  expect(await isDeleted('products', id)).toBe(false);
  await store.reload();
  await expect(store.getByRole('heading', { level: 1, name })).toBeVisible();

  // Deleted again, and the page reloaded at once: nothing waited in the browser.
  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  await expect(statusToast(page, 'Eliminado')).toBeVisible();
  await page.reload();
  await expectServedBy(page, { remote: 'mfe-admin', route: '/admin/products' });
  await expect(
    page.getByRole('heading', { name: 'Ningún producto coincide con los filtros' }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect(await isDeleted('products', id)).toBe(true);

  // The storefront no longer has it.
  await store.reload();
  await expect(
    store.getByRole('heading', { level: 1, name: 'Producto no encontrado' }),
  ).toBeVisible();
  await store.goto(`/all-products?q=${encodeURIComponent(name)}`);
  await expect(store.getByText('No se encontraron productos')).toBeVisible();
  await expect(store.getByRole('link', { name })).toHaveCount(0);
  await visitor.close();
});

test("a deleted shopper can't sign in from that moment; restored, they can again", async ({
  page,
}) => {
  const shopper = await newShopper('Borrable');
  const userId = shopper.session.user.id;
  await openAdmin(page, `/admin/users?q=${encodeURIComponent(shopper.email)}`);
  const row = page.getByRole('row').filter({ hasText: shopper.email });
  await row.getByRole('button', { name: /^Eliminar / }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este usuario?' });
  await expect(confirm).toContainText('no podrá volver a iniciar sesión');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();

  await expect(statusToast(page, 'Eliminado')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await isDeleted('user_profiles', userId)).toBe(true);
  await expect(passwordSession(shopper.email, shopper.password)).rejects.toThrow(/HTTP 400/);

  // 'Deshacer' is admin_restore: the account signs in again.
  const admin = await passwordSession(DEMO.admin.email, DEMO.admin.password);
  await rest(admin.access_token, 'rpc/admin_restore', {
    method: 'POST',
    body: { p_table: 'user_profiles', p_ids: [userId] },
  });
  const again = await passwordSession(shopper.email, shopper.password);
  expect(again.user.id).toBe(userId);
});

test("deleting a plan a member holds shows the database's refusal, never 'Eliminado'", async ({
  page,
}) => {
  // The only live annual plan (seeded), held by a member whose year is running.
  const plans = await sql<{ id: string; name: string }>(
    `select id, name from public.membership_plans
     where membership_type = 'anual' and deleted_at is null`,
  );
  expect(plans, 'one live annual plan').toHaveLength(1);
  const plan = plans[0] as { id: string; name: string };
  const member = await newShopper('Socia');
  await sql(
    `update public.user_profiles set membership_type = 'anual',
       membership_expiry = ${lit(bogotaDate(30))}::date
     where id = ${lit(member.session.user.id)}::uuid`,
  );

  try {
    await openAdmin(page, '/admin/memberships');
    const card = page.getByRole('listitem', { name: plan.name, exact: true });
    await card.getByRole('button', { name: `Eliminar ${plan.name}` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: '¿Estás seguro de eliminar esta membresía?',
    });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();

    await expect(
      errorToast(page, 'No se puede eliminar: hay clientes con esta membresía'),
    ).toBeVisible();
    await expect(statusToast(page, 'Eliminado')).toHaveCount(0);
    await expect(page.getByText('Eliminado', { exact: true })).toHaveCount(0);
    await expect(card).toBeVisible();
    expect(await isDeleted('membership_plans', plan.id)).toBe(false);
  } finally {
    // Had the refusal failed, the store's plan comes back for every other journey.
    const admin = await passwordSession(DEMO.admin.email, DEMO.admin.password);
    await rest(admin.access_token, 'rpc/admin_restore', {
      method: 'POST',
      body: { p_table: 'membership_plans', p_ids: [plan.id] },
    });
  }
});
