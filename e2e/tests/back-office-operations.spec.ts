import { expect, test, type Browser, type Page } from '@playwright/test';
import { lit, payByApi, placeOrderByApi, pointsOf, sql, statusToast } from './support/checkout';
import { mailboxFor } from './support/mailbox';
import { expectServedBy } from './support/page';
import { DEMO, newShopper, passwordSession, rest, restoreSession } from './support/session';

/**
 * Running the store from the back office (issue 38): a reward redeemed by a shopper and
 * delivered by an admin, a redemption cancelled with its points returned, an order shipped with
 * a tracking number the shopper follows, what a staff account may and may not do, and points
 * adjusted with a reason the shopper reads.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A basic reward only this test redeems (arranged as the owner, as a seed would). */
async function ownReward(points: number, stock = 5) {
  const name = `Premio E2E ${unique()}`;
  const [row] = await sql<{ id: string }>(
    `insert into public.rewards_catalog (name, points_required, stock, tier, is_active)
     values (${lit(name)}, ${points}, ${stock}, 'basic', true) returning id`,
  );
  if (!row) throw new Error('reward not created');
  return { id: row.id, name };
}

async function givePoints(userId: string, points: number) {
  await sql(
    `select private.move_points(${lit(userId)}::uuid, ${points}, 'earned', 'Puntos de prueba E2E')`,
  );
}

async function stockOfReward(id: string) {
  const [row] = await sql<{ stock: number }>(
    `select stock from public.rewards_catalog where id = ${lit(id)}`,
  );
  return row?.stock;
}

/** A page of its own (its own storage) signed in as a demo account, on `path` of the admin. */
async function backOffice(
  browser: Browser,
  account: { email: string; password: string },
  path: string,
  route = path.split('?')[0] ?? path,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await restoreSession(page, account.email, account.password);
  await page.goto(path);
  await expectServedBy(page, { remote: 'mfe-admin', route });
  return page;
}

/** The emails the dev mailbox holds for an address with a subject, newest first. */
async function mailWith(to: string, subject: RegExp) {
  return (await mailboxFor(to)).filter((message) => subject.test(message.subject ?? ''));
}

async function redemptionsQueue(page: Page, shopperEmail: string) {
  await page.goto(`/admin/canjes?q=${encodeURIComponent(shopperEmail)}`);
  const row = page.getByRole('row').filter({ hasText: shopperEmail });
  await expect(row).toHaveCount(1);
  return row;
}

test('a shopper redeems a reward and an admin delivers it: the shopper sees it delivered, and an email went out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const reward = await ownReward(150);
  const shopper = await newShopper('Canjea');
  await givePoints(shopper.session.user.id, 100);
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/premios');
  const rewards = page.getByRole('region', { name: 'Mis Premios' });
  await rewards.getByRole('button', { name: `Canjear ${reward.name}` }).click();
  await page
    .getByRole('alertdialog', { name: `¿Canjear ${reward.name}?` })
    .getByRole('button', { name: 'Confirmar canje' })
    .click();
  await expect(statusToast(page, '¡Premio canjeado exitosamente!')).toBeVisible();
  const mine = rewards.getByRole('region', { name: 'Mis canjes' });
  await expect(mine).toContainText(reward.name);
  await expect(mine).toContainText('Pendiente');

  const admin = await backOffice(browser, DEMO.admin, '/admin/canjes');
  const row = await redemptionsQueue(admin, shopper.email);
  await row.getByRole('button', { name: `Marcar entregado ${reward.name}` }).click();
  const deliver = admin.getByRole('dialog', { name: 'Marcar canje como entregado' });
  await deliver.getByLabel(/Nota/).fill('Lo recoges en la tienda de Chapinero');
  await deliver.getByRole('button', { name: 'Marcar entregado' }).click();
  await expect(statusToast(admin, 'Canje marcado como entregado')).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(mine).toContainText('Entregado');
  await expect(mine).toContainText('Nota de la tienda: Lo recoges en la tienda de Chapinero');
  await expect
    .poll(async () => (await mailWith(shopper.email, /fue entregado/)).length, { timeout: 15_000 })
    .toBe(1);
  const [email] = await mailWith(shopper.email, /fue entregado/);
  expect(email?.subject).toBe(`Tu premio ${reward.name} fue entregado`);
  expect(email?.body).toContain('Nota de la tienda: Lo recoges en la tienda de Chapinero');
});

test('a redemption cancelled by the store gives the shopper the points and the reward its unit back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const reward = await ownReward(80, 3);
  const shopper = await newShopper('Cancelado');
  const token = shopper.session.access_token;
  await rest(token, 'rpc/redeem_reward', { method: 'POST', body: { p_reward_id: reward.id } });
  expect(await pointsOf(token)).toBe(20);
  expect(await stockOfReward(reward.id)).toBe(2);

  const admin = await backOffice(browser, DEMO.admin, '/admin/canjes');
  const row = await redemptionsQueue(admin, shopper.email);
  await row.getByRole('button', { name: `Cancelar canje ${reward.name}` }).click();
  const cancel = admin.getByRole('dialog', { name: '¿Cancelar este canje?' });
  await cancel.getByRole('button', { name: 'Cancelar canje' }).click();
  // the reason is required, in the browser too
  await expect(cancel).toContainText(/motivo/i);
  await cancel.getByLabel(/Motivo/).fill('Se agotó en bodega');
  await cancel.getByRole('button', { name: 'Cancelar canje' }).click();
  await expect(statusToast(admin, 'Canje cancelado: devolvimos 80 puntos')).toBeVisible();
  await admin.context().close();

  expect(await pointsOf(token)).toBe(100);
  expect(await stockOfReward(reward.id)).toBe(3);
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/premios');
  const rewards = page.getByRole('region', { name: 'Mis Premios' });
  await expect(rewards.getByRole('region', { name: 'Mis canjes' })).toContainText(
    'Motivo: Se agotó en bodega',
  );
  await expect(rewards.getByRole('region', { name: 'Historial de puntos' })).toContainText(
    `Devolución del canje ${reward.name}: Se agotó en bodega`,
  );
});

test("an admin ships an order with its tracking number; the shopper's order page and mailbox show it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await newShopper('Envio');
  const token = shopper.session.access_token;
  await rest(token, 'rpc/add_to_cart', {
    method: 'POST',
    body: { p_product_id: await anyProduct(), p_quantity: 1 },
  });
  const order = await placeOrderByApi(token, shopper.email, 'online');
  await payByApi(token, order.id);
  const tracking = `CO${Date.now().toString().slice(-9)}`;

  const admin = await backOffice(browser, DEMO.admin, `/admin/orders?q=${order.order_number}`);
  await admin
    .getByRole('button', { name: new RegExp(`Ver detalle de .*${order.order_number}`) })
    .click();
  const detail = admin.getByRole('dialog', { name: new RegExp(order.order_number) });
  await detail.getByLabel('Transportadora').selectOption('Coordinadora');
  await detail.getByLabel('Número de guía').fill(tracking.toLowerCase());
  await detail.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(statusToast(admin, 'Pedido marcado como enviado')).toBeVisible();
  await admin.context().close();

  await restoreSession(page, shopper.email, shopper.password);
  await page.goto(`/orders/${order.order_number}`);
  const timeline = page.getByRole('region', { name: 'Seguimiento' });
  await expect(timeline).toContainText('Enviado');
  await expect(timeline).toContainText(`Guía: Coordinadora ${tracking}`);
  await expect
    .poll(async () => (await mailWith(shopper.email, /va en camino/)).length, { timeout: 15_000 })
    .toBe(1);
  const [email] = await mailWith(shopper.email, /va en camino/);
  expect(email?.body).toContain('Transportadora: Coordinadora');
  expect(email?.body).toContain(`Número de guía: ${tracking}`);
});

test('a staff account ships an order, and is refused the settings page and a price change', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await newShopper('Personal');
  const token = shopper.session.access_token;
  const productId = await anyProduct();
  await rest(token, 'rpc/add_to_cart', {
    method: 'POST',
    body: { p_product_id: productId, p_quantity: 1 },
  });
  const order = await placeOrderByApi(token, shopper.email, 'cash');

  const staff = await backOffice(browser, DEMO.staff, `/admin/orders?q=${order.order_number}`);
  const sidebar = staff.getByRole('navigation', { name: 'Administración' });
  await expect(sidebar.getByRole('link', { name: 'Pedidos' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Configuración' })).toHaveCount(0);
  await staff
    .getByRole('button', { name: new RegExp(`Ver detalle de .*${order.order_number}`) })
    .click();
  const detail = staff.getByRole('dialog', { name: new RegExp(order.order_number) });
  await detail.getByLabel('Transportadora').selectOption('Servientrega');
  await detail.getByLabel('Número de guía').fill('SV-2026-0001');
  await detail.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(statusToast(staff, 'Pedido marcado como enviado')).toBeVisible();
  const [shipped] = await sql<{ status: string; carrier: string }>(
    `select status, carrier from public.orders where id = ${lit(order.id)}`,
  );
  expect(shipped).toEqual({ status: 'shipped', carrier: 'Servientrega' });
  const [audit] = await sql<{ actor_name: string }>(
    `select actor_name from public.audit_log where table_name = 'orders'
      and row_id = ${lit(order.id)} order by id desc limit 1`,
  );
  expect(audit?.actor_name).toBe('Camilo Torres');

  // the settings page, typed in the address bar
  await staff.goto('/admin/settings');
  await expect(staff.getByText('No tienes permiso')).toBeVisible();
  await expect(staff.getByRole('button', { name: /Guardar/ })).toHaveCount(0);

  // a price change, straight to the API as a hostile page would: refused with its reason
  const session = await passwordSession(DEMO.staff.email, DEMO.staff.password);
  const [before] = await sql<{ price: number }>(
    `select price from public.products where id = ${lit(productId)}`,
  );
  await expect(
    rest(session.access_token, `products?id=eq.${productId}`, {
      method: 'PATCH',
      body: { price: 1 },
    }),
  ).rejects.toThrow(/El rol Personal solo puede cambiar el stock y si un producto está activo/);
  const [after] = await sql<{ price: number }>(
    `select price from public.products where id = ${lit(productId)}`,
  );
  expect(after?.price).toBe(before?.price);
  await staff.context().close();
});

test("an admin adjusts a shopper's points with a reason, and the shopper's history shows it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await newShopper('Ajuste');
  const token = shopper.session.access_token;
  const admin = await backOffice(
    browser,
    DEMO.admin,
    `/admin/users/${shopper.session.user.id}`,
    '/admin/users/:id',
  );
  await admin.getByRole('button', { name: 'Ajustar puntos' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Ajustar puntos' });
  // below zero is refused before anything is sent
  await dialog.getByLabel(/Puntos/).fill('-500');
  await dialog.getByLabel(/Motivo/).fill('Prueba');
  await dialog.getByRole('button', { name: 'Ajustar puntos' }).click();
  await expect(dialog).toBeVisible();
  expect(await pointsOf(token)).toBe(100);
  await dialog.getByLabel(/Puntos/).fill('250');
  await dialog.getByLabel(/Motivo/).fill('Compensación por la demora de tu pedido');
  await dialog.getByRole('button', { name: 'Ajustar puntos' }).click();
  await expect(statusToast(admin, 'Puntos ajustados: nuevo saldo 350')).toBeVisible();
  await admin.context().close();

  expect(await pointsOf(token)).toBe(350);
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/premios');
  const history = page.getByRole('region', { name: 'Historial de puntos' });
  await expect(history).toContainText('Compensación por la demora de tu pedido');
  await expect(history).toContainText('+250');
  await expect(history).toContainText('Ajuste');
});

/** An active product of the seed with stock to spare. */
async function anyProduct(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `select id from public.products where is_active and stock_quantity >= 20 and deleted_at is null
      order by name limit 1`,
  );
  if (!row) throw new Error('no product in stock');
  return row.id;
}
