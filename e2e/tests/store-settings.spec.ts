import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  chooseTomorrowAfternoon,
  checkoutFields,
  checkoutRegion,
  errorToast,
  expectToast,
  fillCart,
  lit,
  sql,
  statusToast,
  type SeededProduct,
} from './support/checkout';
import { expectServedBy } from './support/page';
import { E2E_SUPABASE_URL } from './support/ports';
import { e2eAnonKey } from './support/keys';
import { DEMO, newShopper, passwordSession, rest, restoreSession } from './support/session';

/**
 * Issue 22: what an admin changes in the back office, seen on the storefront as a shopper sees
 * it. These journeys change what every shopper sees (settings, the home banner, the checkout's
 * time ranges, the bonus store), so they run in their own Playwright project after every other
 * journey, one at a time (playwright.config.ts), and put the store back as they found it.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function asAdmin(page: Page, path: string) {
  await restoreSession(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(path);
  await expectServedBy(page, { remote: 'mfe-admin', route: path.split('?')[0] ?? path });
}

/** A page of a fresh browser context: another visitor, with nothing of the admin's session. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/** A product a journey can put in a cart (active, in stock, not in any other journey's way). */
async function ownProduct(price: number): Promise<SeededProduct> {
  const name = `Ajustes E2E ${unique()}`;
  const [row] = await sql<{ id: string }>(
    `insert into public.products (name, price, regular_price, stock_quantity, is_active)
     values (${lit(name)}, ${price}, ${price}, 50, true) returning id`,
  );
  if (!row) throw new Error('product not created');
  return { id: row.id, name, price } as unknown as SeededProduct;
}

const settingsOf = async () =>
  (
    await sql<{ maintenance_mode: boolean; allow_registrations: boolean; threshold: number }>(
      `select maintenance_mode, allow_registrations,
              free_shipping_threshold::int as threshold from public.app_settings where id = 1`,
    )
  )[0];

test.afterEach(async () => {
  // Whatever a journey did to the settings, the next one starts from the seeded store.
  await sql(
    `update public.app_settings set maintenance_mode = false, allow_registrations = true,
       free_shipping_threshold = 100000 where id = 1`,
  );
});

test('the free-shipping threshold an admin saves drives the header and the cart', async ({
  page,
  browser,
}) => {
  await asAdmin(page, '/admin/settings');
  const threshold = page.getByLabel(/^Envío gratis desde/);
  await threshold.fill('30000');
  await page.getByRole('button', { name: 'Guardar configuración de envíos' }).click();
  await expectToast(statusToast, page, 'Configuración guardada');
  expect((await settingsOf())?.threshold).toBe(30000);

  const shopperPage = await visitor(browser);
  const shopper = await newShopper('Umbral');
  await restoreSession(shopperPage, shopper.email, shopper.password);
  await fillCart(shopper.session.access_token, [{ product: await ownProduct(35000) }]);
  await shopperPage.goto('/cart');
  await expect(
    shopperPage.getByText('Envío gratis en compras desde $ 30.000').first(),
  ).toBeVisible();
  await expect(shopperPage.getByText('Envío gratis por compras desde $ 30.000')).toBeVisible();
  await shopperPage.context().close();
});

test('maintenance mode shows shoppers the maintenance page while the admin keeps working', async ({
  page,
  browser,
}) => {
  await asAdmin(page, '/admin/settings');
  await page.getByRole('switch', { name: 'Modo mantenimiento' }).click();
  await page.getByRole('button', { name: 'Guardar configuración general' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog', { name: /mantenimiento/ }))
    .getByRole('button', { name: /Activar/ })
    .click();
  await expectToast(statusToast, page, 'Configuración guardada');
  expect((await settingsOf())?.maintenance_mode).toBe(true);

  const shopperPage = await visitor(browser);
  await shopperPage.goto('/');
  await expect(shopperPage.getByRole('heading', { name: /mantenimiento/i })).toBeVisible();
  await expect(shopperPage.getByRole('link', { name: /WhatsApp/ }).first()).toBeVisible();

  // The admin still works, with the banner saying the store is closed.
  await page.goto('/admin/dashboard');
  await expectServedBy(page, { remote: 'mfe-admin', route: '/admin/dashboard' });
  await expect(page.getByText(/modo mantenimiento/).first()).toBeVisible();

  // Off again: the shopper's page follows without a reload.
  await page.goto('/admin/settings');
  await page.getByRole('switch', { name: 'Modo mantenimiento' }).click();
  await page.getByRole('button', { name: 'Guardar configuración general' }).click();
  await expectToast(statusToast, page, 'Configuración guardada');
  await expect(shopperPage.getByRole('heading', { name: /mantenimiento/i })).toBeHidden();
  await expectServedBy(shopperPage, { remote: 'mfe-catalog', route: '/' });
  await shopperPage.context().close();
});

test('registrations off: the sign-up is refused in the modal and by the server', async ({
  page,
  browser,
}) => {
  await asAdmin(page, '/admin/settings');
  await page.getByRole('switch', { name: 'Permitir registros' }).click();
  await page.getByRole('button', { name: 'Guardar configuración general' }).click();
  await expectToast(statusToast, page, 'Configuración guardada');
  expect((await settingsOf())?.allow_registrations).toBe(false);

  const response = await fetch(`${E2E_SUPABASE_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: await e2eAnonKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ email: `cerrado-${unique()}@bonis.co`, password: 'Prueba123' }),
  });
  expect(response.ok).toBe(false);
  expect(await response.text()).toContain('Los registros están cerrados por ahora');

  const shopperPage = await visitor(browser);
  await shopperPage.goto('/');
  await shopperPage.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  await shopperPage.getByRole('dialog').getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(
    shopperPage.getByText('Los registros están cerrados por ahora').first(),
  ).toBeVisible();
  await shopperPage.context().close();
});

test('a time range an admin creates is offered in checkout', async ({ page, browser }) => {
  const label = `Entrega E2E ${unique()}`;
  await asAdmin(page, '/admin/shipping-time-ranges');
  await page.getByRole('button', { name: 'Nuevo rango horario' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo rango horario' });
  await dialog.getByLabel(/^Rango horario/).fill('7:00 p. m. - 9:00 p. m.');
  await dialog.getByLabel(/^Descripción/).fill(label);
  await dialog.getByLabel(/^Costo/).fill('4500');
  await dialog.getByRole('button', { name: 'Crear rango' }).click();
  await expect(dialog).toBeHidden();

  try {
    const shopperPage = await visitor(browser);
    const shopper = await newShopper('Rango');
    await restoreSession(shopperPage, shopper.email, shopper.password);
    await fillCart(shopper.session.access_token, [{ product: await ownProduct(20000) }]);
    await shopperPage.goto('/checkout');
    const region = checkoutRegion(shopperPage);
    await region
      .getByRole('radio', { name: /^Mañana/ })
      .first()
      .waitFor({ state: 'attached' });
    await shopperPage
      .locator(
        `label[for="${await region.getByRole('radio', { name: /^Mañana/ }).getAttribute('id')}"]`,
      )
      .click();
    await expect(region.getByRole('radio', { name: new RegExp(label) })).toBeAttached();
    await shopperPage.context().close();
  } finally {
    await sql(`delete from public.shipping_time_ranges where description = ${lit(label)}`);
  }
});

test('a discount code an admin creates is used in checkout and exhausted after its max uses', async ({
  page,
  browser,
}) => {
  const code = `E2E${unique()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}`.slice(0, 12);
  await asAdmin(page, '/admin/discounts');
  await page.getByRole('button', { name: 'Nuevo código', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo código de descuento' });
  await dialog
    .getByLabel(/^Código/)
    .first()
    .fill(code.toLowerCase());
  await expect(dialog.getByLabel(/^Código/).first()).toHaveValue(code);
  await dialog.getByRole('textbox', { name: /^Valor/ }).fill('10');
  await dialog.getByLabel(/^Usos máximos/).fill('1');
  await dialog.getByRole('button', { name: 'Crear código' }).click();
  await expect(dialog).toBeHidden();

  const product = await ownProduct(40000);
  const tryCode = async (firstName: string) => {
    const shopperPage = await visitor(browser);
    const shopper = await newShopper(firstName);
    await restoreSession(shopperPage, shopper.email, shopper.password);
    await fillCart(shopper.session.access_token, [{ product }]);
    await shopperPage.goto('/checkout');
    const fields = checkoutFields(shopperPage);
    await chooseTomorrowAfternoon(shopperPage);
    await fields.code.fill(code);
    await fields.applyCode.click();
    return { shopperPage, shopper, fields };
  };

  const first = await tryCode('Primera');
  await expectToast(statusToast, first.shopperPage, '¡Código aplicado!');
  await rest(first.shopper.session.access_token, 'rpc/place_order', {
    method: 'POST',
    body: {
      p_shipping_address: {
        firstName: 'Primera',
        lastName: 'E2E',
        countryCode: '+57',
        phone: '3001234567',
        email: first.shopper.email,
        address: 'Calle 10 # 43-12',
        department: 'Antioquia',
        city: 'Medellín',
      },
      p_shipping_time_range_id: await first.shopperPage
        .getByRole('radio', { name: /Entrega en la tarde/ })
        .getAttribute('value'),
      p_payment_method: 'cash',
      p_delivery_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      p_discount_code: code,
    },
  });
  const [uses] = await sql<{ current_uses: number }>(
    `select current_uses from public.discount_codes where code = ${lit(code)}`,
  );
  expect(uses?.current_uses).toBe(1);
  await first.shopperPage.context().close();

  const second = await tryCode('Segunda');
  await expect(errorToast(second.shopperPage, 'Código inválido')).toBeVisible();
  await second.shopperPage.context().close();
});

test('a banner uploaded in the admin shows on the home, and hides again', async ({
  page,
  browser,
}) => {
  const title = `Banner E2E ${unique()}`;
  await asAdmin(page, '/admin/banners');
  await page.getByRole('button', { name: 'Nuevo banner' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo banner' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await dialog.getByLabel(/^Título/).fill(title);
  await dialog.getByLabel(/^Texto del botón/).fill('Ver ofertas');
  await dialog.getByLabel(/^Enlace del botón/).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Crear banner' }).click();
  await expect(dialog).toBeVisible(); // refused in the form
  await dialog.getByLabel(/^Enlace del botón/).fill('/offers');
  await dialog.getByRole('button', { name: 'Crear banner' }).click();
  await expect(dialog).toBeHidden();

  const home = await visitor(browser);
  try {
    await home.goto('/');
    await expect(home.getByText(title).first()).toBeVisible();
    // Hidden again from the admin.
    await page
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('button', { name: /Ocultar/ })
      .click();
    await expect(statusToast(page, 'Banner desactivado')).toBeVisible();
    // Shoppers read active banners only, so a hidden one reaches an open home on its next
    // read (every 60 s); a new visit shows it gone at once.
    const [live] = await sql<{ title: string }>(
      `select coalesce(title, '') as title from public.banner_settings where is_active
       order by updated_at desc limit 1`,
    );
    await home.reload();
    if (live?.title) await expect(home.getByText(live.title).first()).toBeVisible();
    await expect(home.getByText(title)).toHaveCount(0);
  } finally {
    await home.context().close();
    await sql(`delete from public.banner_settings where title = ${lit(title)}`);
  }
});

test('a bonus an admin creates is bought in the bonus store', async ({ page, browser }) => {
  const name = `Bono E2E ${unique()}`;
  await asAdmin(page, '/admin/tienda-bonos');
  await page.getByRole('button', { name: 'Nuevo bono' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo bono' });
  await dialog.getByLabel(/^Nombre/).fill(name);
  await dialog.getByLabel(/^Costo en puntos/).fill('40');
  await dialog.getByRole('button', { name: 'Crear bono' }).click();
  await expect(dialog).toBeHidden();

  const shopperPage = await visitor(browser);
  const shopper = await newShopper('Bono');
  try {
    await restoreSession(shopperPage, shopper.email, shopper.password);
    await shopperPage.goto('/premios');
    await shopperPage.getByRole('button', { name: 'Tienda de Bonos' }).first().click();
    const store = shopperPage.getByRole('dialog', { name: 'Tienda de Bonos' });
    await store.getByRole('button', { name: `Canjear ${name}` }).click();
    await shopperPage
      .getByRole('alertdialog', { name: `¿Comprar ${name}?` })
      .getByRole('button', { name: 'Confirmar compra' })
      .click();
    await expect
      .poll(
        async () =>
          (
            await sql(
              `select 1 from public.user_bonuses where user_id = ${lit(shopper.session.user.id)}
               and bonus_name = ${lit(name)}`,
            )
          ).length,
      )
      .toBe(1);
  } finally {
    await shopperPage.context().close();
    await sql(`delete from public.bonus_store where name = ${lit(name)}`);
  }
});

test('prizes over 100 % are refused by the form and by the database', async ({ page }) => {
  await asAdmin(page, '/admin/ruleta');
  await page.getByRole('button', { name: 'Nuevo premio' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo premio' });
  await dialog.getByLabel(/^Nombre/).fill('Premio imposible');
  await dialog.getByLabel(/^Probabilidad/).fill('100');
  await dialog.getByRole('button', { name: 'Crear premio' }).click();
  await expect(
    dialog.getByText('La suma de probabilidades no puede exceder 100%').first(),
  ).toBeVisible();

  const admin = (await passwordSession(DEMO.admin.email, DEMO.admin.password)).access_token;
  await expect(
    rest(admin, 'roulette_prizes', {
      method: 'POST',
      body: { name: 'Premio directo', type: 'points', value: 10, probability: 100 },
    }),
  ).rejects.toThrow(/La suma de probabilidades no puede exceder 100%/);
});

test('the newsletter CSV lists the active subscribers with their code', async ({ page }) => {
  const email = `boletin-${unique()}@bonis.co`;
  await fetch(`${E2E_SUPABASE_URL}/rest/v1/rpc/subscribe_newsletter`, {
    method: 'POST',
    headers: { apikey: await e2eAnonKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ p_email: email, p_source: 'home' }),
  });
  const [row] = await sql<{ discount_code: string }>(
    `select discount_code from public.newsletter_subscriptions where email = ${lit(email)}`,
  );
  await asAdmin(page, `/admin/newsletter?q=${encodeURIComponent(email)}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Exportar/ }).click();
  const text = (await readFile(await (await download).path())).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]?.toLowerCase()).toContain('mail');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(email);
  expect(lines[1]).toContain(row?.discount_code ?? '');
  await expectToast(statusToast, page, 'Lista de suscriptores exportada correctamente');
});
