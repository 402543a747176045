import { expect, test, type Page } from '@playwright/test';
import {
  ADDRESS,
  cartButton,
  cartLines,
  checkoutFields,
  chooseTomorrowAfternoon,
  choosePayment,
  e2eServiceRoleKey,
  fillCart,
  fillCheckout,
  horizontalOverflow,
  lit,
  onlyOrderOf,
  payByApi,
  placeOrderByApi,
  pointsChip,
  pointsOf,
  sql,
  statusToast,
  stockOf,
  waitForPrefill,
  type SeededProduct,
} from './support/checkout';
import { mailboxFor } from './support/mailbox';
import { E2E_SUPABASE_URL } from './support/ports';
import { newShopper, passwordSession, rest, restoreSession } from './support/session';

/**
 * The shopper's account as a real store has it (issue 39), one journey per part of the issue:
 * recovery through the real mailbox link, no dead end after checkout, an unpaid order expiring
 * when the job runs past its 30 minutes, cancel and buy again with 'Mis pagos', the address
 * book at checkout with a refresh mid-way, and asking before points are spent. Each journey is a
 * new shopper buying its own seeded products (no other journey buys them), so journeys running
 * in parallel never see each other's stock.
 */
const P = {
  dentastix: {
    id: '025f6f7a-3b0e-5de8-994b-05726dbf107f',
    name: 'Dentastix Razas Medianas 7 unidades',
  },
  deli: { id: 'e4cece25-7b79-5730-878c-19abf648f324', name: 'Chunky Deli Snacks Pollo 250 g' },
  kong: { id: '6202c4f2-95b3-5328-b6d2-f03b3f95f90b', name: 'Kong SqueakAir Pelotas de Tenis x3' },
  cuerda: { id: '6a82e98d-ed95-5a95-9d31-7534b49aa86d', name: 'Juguete de Cuerda Trenzada' },
  whiskas: { id: '87bb92c9-36ac-5f23-98cc-f3075c2072e5', name: 'Whiskas Pack 12 Sobres Surtidos' },
} as const satisfies Record<string, SeededProduct>;

test.use({ viewport: { width: 1280, height: 900 } });

/** The order page's region, 'Pedido BON-…'. */
const orderRegion = (page: Page, number: string) =>
  page.getByRole('region', { name: `Pedido ${number}` });

test.describe('password recovery', () => {
  test("the mailbox link asks for a new password, signs in with it, and can't be used twice", async ({
    page,
  }) => {
    const shopper = await newShopper('Recupera');
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await login.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await forgot.getByLabel('Email').fill(shopper.email);
    await forgot.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(forgot.getByRole('heading', { name: 'Email enviado' })).toBeVisible();

    let link = '';
    await expect
      .poll(async () => {
        const [mail] = (await mailboxFor(shopper.email)).filter(
          (message) => message.meta.type === 'recovery',
        );
        link = typeof mail?.meta.confirmation_url === 'string' ? mail.meta.confirmation_url : '';
        return link;
      })
      .not.toBe('');

    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password/);
    await expect(page.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeVisible();
    // The spec's rules, every field at once.
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
    await page.getByLabel('Confirmar nueva contraseña').fill('otra');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();

    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva2026');
    await page.getByLabel('Confirmar nueva contraseña').fill('Nueva2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(statusToast(page, 'Contraseña actualizada')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);

    // The new password signs in; the old one no longer does.
    await passwordSession(shopper.email, 'Nueva2026');
    await expect(passwordSession(shopper.email, shopper.password)).rejects.toThrow(/HTTP 400/);

    // The same link again: used, so it says so and offers another.
    const again = await page.context().newPage();
    await again.goto(link);
    await expect(
      again.getByRole('heading', { name: 'El enlace expiró o ya fue usado' }),
    ).toBeVisible();
    await expect(again.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  });
});

test.describe('after checkout', () => {
  test("'Volver' and the back button from /payment land on the order's page, which offers 'Pagar ahora'", async ({
    page,
  }) => {
    const shopper = await newShopper('Vuelve');
    await fillCart(shopper.session.access_token, [{ product: P.deli }]);
    await restoreSession(page, shopper.email, shopper.password);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Finalizar compra' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await fillCheckout(page, shopper.email, 'online');
    await checkoutFields(page).submit.click();

    await expect(page).toHaveURL(/\/payment\?order=/);
    const order = await onlyOrderOf(shopper.session.access_token);
    await expect(page.getByRole('timer', { name: 'Tiempo para pagar' })).toContainText(/\d\d:\d\d/);

    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.order_number}$`));
    const pay = orderRegion(page, order.order_number).getByRole('link', { name: 'Pagar ahora' });
    await expect(pay).toBeVisible();
    await expect(page.getByText('Tu carrito está vacío')).toHaveCount(0);

    await pay.click();
    await expect(page).toHaveURL(/\/payment\?order=/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.order_number}$`));
    await page.goBack();
    await expect(page).not.toHaveURL(/\/checkout$/);
  });

  test('an unpaid online order is cancelled by the job after 30 minutes: stock back and an email', async ({
    page,
  }) => {
    const shopper = await newShopper('Expira');
    const token = shopper.session.access_token;
    const stockBefore = await stockOf(P.kong.id);
    await fillCart(token, [{ product: P.kong, quantity: 2 }]);
    const order = await placeOrderByApi(token, shopper.email, 'online');
    expect(await stockOf(P.kong.id)).toBe(stockBefore - 2);

    await restoreSession(page, shopper.email, shopper.password);
    await page.goto(`/payment?order=${order.id}`);
    await expect(page.getByRole('timer', { name: 'Tiempo para pagar' })).toContainText(
      /^.*(29|30):\d\d/,
    );

    // The job's test entry point: run it as pg_cron would, 31 minutes from now.
    const key = e2eServiceRoleKey();
    const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/rpc/expire_unpaid_purchases`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ p_now: new Date(Date.now() + 31 * 60_000).toISOString() }),
    });
    expect(response.ok).toBe(true);

    expect(await stockOf(P.kong.id)).toBe(stockBefore);
    await expect
      .poll(async () => (await mailboxFor(shopper.email)).map((message) => message.subject))
      .toContain(`Tu pedido ${order.order_number} se canceló porque no recibimos el pago`);

    await page.goto(`/orders/${order.order_number}`);
    const region = orderRegion(page, order.order_number);
    await expect(region.getByText('Cancelado').first()).toBeVisible();
    await expect(region.getByRole('link', { name: 'Pagar ahora' })).toHaveCount(0);
    await expect(region.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  });
});

test.describe('orders', () => {
  test("'Cancelar pedido' refunds a paid order and returns its stock; 'Volver a comprar' fills the cart; 'Mis pagos' has the receipt", async ({
    page,
  }) => {
    const shopper = await newShopper('Cancela');
    const token = shopper.session.access_token;
    const stockBefore = {
      dentastix: await stockOf(P.dentastix.id),
      cuerda: await stockOf(P.cuerda.id),
    };
    await fillCart(token, [{ product: P.dentastix, quantity: 2 }, { product: P.cuerda }]);
    const order = await placeOrderByApi(token, shopper.email, 'online');
    await payByApi(token, order.id);
    const pointsPaid = await pointsOf(token);
    expect(pointsPaid).toBeGreaterThan(100);

    await restoreSession(page, shopper.email, shopper.password);
    await page.goto(`/orders/${order.order_number}`);
    const region = orderRegion(page, order.order_number);
    await region.getByRole('button', { name: 'Cancelar pedido' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: `¿Cancelar el pedido ${order.order_number}?`,
    });
    await confirm.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
    await expect(statusToast(page, 'Pedido cancelado')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);

    expect(await stockOf(P.dentastix.id)).toBe(stockBefore.dentastix);
    expect(await stockOf(P.cuerda.id)).toBe(stockBefore.cuerda);
    expect(await pointsOf(token)).toBe(100);
    await expect(pointsChip(page)).toHaveAccessibleName('Mis puntos: 100');
    await expect
      .poll(async () => (await mailboxFor(shopper.email)).map((message) => message.subject))
      .toContain(`Tu pedido ${order.order_number} fue cancelado`);

    // Buy it again: both lines go back to the cart, and the header says so.
    await region.getByRole('button', { name: 'Volver a comprar' }).click();
    await expect(statusToast(page, 'Agregamos 2 productos a tu carrito')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName(/^Carrito, 3 productos/);
    expect(await cartLines(token)).toEqual(
      [
        { product_id: P.dentastix.id, quantity: 2 },
        { product_id: P.cuerda.id, quantity: 1 },
      ].sort((a, b) => a.product_id.localeCompare(b.product_id)),
    );

    // 'Mis pagos': the refunded payment, with its receipt.
    await page.goto('/orders?tab=pagos');
    const payments = page.getByRole('list', { name: 'Mis pagos' });
    const row = payments.getByRole('listitem').filter({ hasText: `Pedido ${order.order_number}` });
    await expect(row).toContainText('Reembolsado');
    await expect(row).toContainText('Tarjeta •••• 4242');
    await row.getByRole('link', { name: 'Ver recibo' }).click();
    await expect(page).toHaveURL(/\/orders\/pagos\//);
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();

    // The order's own printable receipt.
    await page.goto(`/orders/${order.order_number}/recibo`);
    await expect(page.getByRole('main')).toContainText(P.dentastix.name);
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  });
});

test.describe('addresses', () => {
  test('checkout offers the saved default address, keeps what was typed over a refresh, and saves a new address on request', async ({
    page,
  }) => {
    const shopper = await newShopper('Direcciones');
    const token = shopper.session.access_token;
    await rest(token, 'user_addresses', {
      method: 'POST',
      body: {
        label: 'Casa',
        address: 'Carrera 7 # 72-41',
        department: 'Bogotá D.C.',
        city: 'Bogotá',
        phone: '3104445566',
      },
    });
    await fillCart(token, [{ product: P.whiskas }]);
    await restoreSession(page, shopper.email, shopper.password);

    await page.goto('/checkout');
    const fields = checkoutFields(page);
    await waitForPrefill(page, shopper.email);
    await expect(fields.address).toHaveValue('Carrera 7 # 72-41');
    await expect(fields.department).toHaveValue('Bogotá D.C.');
    await expect(fields.city).toHaveValue('Bogotá');
    await expect(page.getByRole('radio', { name: /^Casa/ })).toBeChecked();

    // Another address, typed; a refresh keeps it.
    await page.getByRole('radio', { name: /^Otra dirección/ }).check();
    await fields.address.fill(ADDRESS.address);
    await fields.department.selectOption(ADDRESS.department);
    await fields.city.selectOption(ADDRESS.city);
    await fields.phone.fill('3007654321');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(window.sessionStorage).some((key) => key.startsWith('bonis:checkout-draft:')),
        ),
      )
      .toBe(true);
    await page.reload();
    await expect(fields.address).toHaveValue(ADDRESS.address);
    await expect(fields.department).toHaveValue(ADDRESS.department);
    await expect(fields.city).toHaveValue(ADDRESS.city);
    await expect(fields.phone).toHaveValue('3007654321');

    await page.getByRole('checkbox', { name: 'Guardar esta dirección' }).check();
    await page.getByLabel('Nombre de la dirección').fill('Oficina');
    await chooseTomorrowAfternoon(page);
    await choosePayment(page, 'cash');
    await fields.submit.click();
    await expect(page).toHaveURL(/\/orders\/BON-/);

    await expect
      .poll(
        async () =>
          ((await rest(token, 'user_addresses?select=label,city&order=created_at')) as unknown[])
            .length,
      )
      .toBe(2);
    expect(
      await rest(token, 'user_addresses?select=label,city,is_default&order=created_at'),
    ).toEqual([
      { label: 'Casa', city: 'Bogotá', is_default: true },
      { label: 'Oficina', city: ADDRESS.city, is_default: false },
    ]);
    // The draft is gone with the order.
    expect(
      await page.evaluate(() =>
        Object.keys(window.sessionStorage).filter((key) => key.startsWith('bonis:checkout-draft:')),
      ),
    ).toEqual([]);

    // The address book in /profile lists both.
    await page.goto('/profile');
    const book = page.getByRole('region', { name: 'Mis direcciones' });
    await expect(book.getByRole('heading', { name: 'Casa' })).toBeVisible();
    await expect(book.getByRole('heading', { name: 'Oficina' })).toBeVisible();
  });
});

test.describe('points', () => {
  test('redeeming a reward asks first; cancelling spends nothing', async ({ page }) => {
    const shopper = await newShopper('Confirma');
    await sql(
      `select private.move_points(${lit(shopper.session.user.id)}, 500, 'earned', 'Puntos de prueba')`,
    );
    await restoreSession(page, shopper.email, shopper.password);
    await page.goto('/premios');
    await expect(pointsChip(page)).toHaveAccessibleName('Mis puntos: 600');
    const rewards = page.getByRole('region', { name: 'Mis Premios' });
    const redeem = rewards.getByRole('button', { name: /^Canjear / }).first();
    const name = ((await redeem.getAttribute('aria-label')) ?? (await redeem.innerText()))
      .replace(/^Canjear /, '')
      .trim();
    await redeem.click();

    const confirm = page.getByRole('alertdialog', { name: `¿Canjear ${name}?` });
    await expect(confirm).toContainText(/Costo: [\d.]+ puntos/);
    await expect(confirm).toContainText(/Te quedarán: [\d.]+ puntos/);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    expect(await pointsOf(shopper.session.access_token)).toBe(600);
  });
});

test.describe('layout on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("nothing covers a product's price on its first screen, and no page pans sideways", async ({
    page,
  }) => {
    await page.goto(`/product/${P.kong.id}`);
    const price = page.locator('[data-product-summary] [data-size="lg"]').first();
    await expect(price).toBeVisible();
    const bar = page.locator('[data-floating-controls]');
    const [priceBox, barBox] = [await price.boundingBox(), await bar.boundingBox()];
    expect(priceBox, 'the price has a box').not.toBeNull();
    expect(barBox, 'the bottom bar has a box').not.toBeNull();
    // On the first screen, above the bar, and the topmost element at its corners is the price.
    expect((priceBox?.y ?? 0) + (priceBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    const covered = await price.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const points: Array<[number, number]> = [
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ];
      return points
        .map(([x, y]) => document.elementFromPoint(x, y))
        .filter((hit): hit is Element => hit !== null && !element.contains(hit))
        .map((hit) => hit.outerHTML.slice(0, 120));
    });
    expect(covered).toEqual([]);

    for (const path of ['/', `/product/${P.kong.id}`, '/premios', '/membership', '/policies']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('layout on a desktop', () => {
  test('the floating controls keep clear of the content column', async ({ page }) => {
    await page.goto(`/product/${P.kong.id}`);
    await expect(page.getByRole('heading', { name: P.kong.name })).toBeVisible();
    const controls = await page.locator('[data-floating-controls]').boundingBox();
    expect(controls, 'the floating controls have a box').not.toBeNull();
    const overlapping = await page.evaluate((left) => {
      const main = document.querySelector('main');
      if (!main) return ['no main'];
      return Array.from(main.querySelectorAll('h1, h2, h3, p, a, button, img, li'))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0 && box.right > left)
        .map(({ element }) => element.outerHTML.slice(0, 120));
    }, controls?.x ?? 0);
    expect(overlapping).toEqual([]);
  });
});
