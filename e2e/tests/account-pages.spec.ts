import { expect, test, type Page } from '@playwright/test';
import { E2E_SUPABASE_URL } from './support/ports';
import { DEMO, newShopper, passwordSession, rest, restoreSession } from './support/session';

const header = (page: Page) => page.getByRole('banner');
const favoritesButton = (page: Page) => header(page).getByRole('button', { name: /^Favoritos, / });
const cartButton = (page: Page) => header(page).getByRole('button', { name: /^Carrito, / });

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function profileRow(token: string, userId: string) {
  const [row] = (await rest(
    token,
    `user_profiles?select=first_name,last_name,phone,pet_name,avatar_url&id=eq.${userId}`,
  )) as Array<Record<string, string | null>>;
  if (!row) throw new Error(`no profile row for ${userId}`);
  return row;
}

/** The saved avatar's address (fails the test when there is none). */
async function avatarUrl(token: string, userId: string): Promise<string> {
  const url = (await profileRow(token, userId)).avatar_url;
  if (!url) throw new Error('no avatar_url saved');
  return url;
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

/** Some active products, in stock, to make favourites of. */
async function someProducts(token: string, count: number) {
  return (await rest(
    token,
    `products?select=id,name&is_active=eq.true&stock_quantity=gt.0&order=name&limit=${count}`,
  )) as Array<{ id: string; name: string }>;
}

test('a shopper edits the personal information and it is still there after a reload', async ({
  page,
}) => {
  const shopper = await newShopper('Camila');
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Información personal' });
  await card.getByRole('button', { name: 'Editar' }).click();
  await card.getByRole('textbox', { name: /^Nombre \(obligatorio\)/ }).fill('Camila Andrea');
  await card.getByRole('textbox', { name: /^Apellido/ }).fill('Restrepo');
  await card.getByRole('textbox', { name: 'Teléfono' }).fill('+57 311 222 3344');
  await card.getByRole('textbox', { name: 'Nombre de tu mascota' }).fill('Toby');
  await card.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Perfil actualizado correctamente')).toBeVisible();
  // the shell hears the change over realtime: the header greets the new name without a reload
  await expect(
    header(page).getByRole('button', { name: 'Tu cuenta: Camila Andrea' }),
  ).toBeVisible();

  await page.reload();
  await expect(card.getByText('Restrepo')).toBeVisible();
  await expect(card.getByText('+57 311 222 3344')).toBeVisible();
  await expect(card.getByText('Toby')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Camila Andrea Restrepo' })).toBeVisible();
  const row = await profileRow(shopper.session.access_token, shopper.session.user.id);
  expect(row).toMatchObject({
    first_name: 'Camila Andrea',
    last_name: 'Restrepo',
    phone: '3112223344',
    pet_name: 'Toby',
  });
});

test('the profile refuses an empty name and keeps what was typed', async ({ page }) => {
  const shopper = await newShopper('Julián');
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Información personal' });
  await card.getByRole('button', { name: 'Editar' }).click();
  await card.getByRole('textbox', { name: /^Nombre \(obligatorio\)/ }).fill(' ');
  await card.getByRole('textbox', { name: 'Nombre de tu mascota' }).fill('Kira');
  await card.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(card.getByText('Ingresa tu nombre')).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Nombre de tu mascota' })).toHaveValue('Kira');
});

test('a shopper uploads an avatar; a 3 MB file and a PDF are refused', async ({ page }) => {
  const shopper = await newShopper('Sofía');
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cambiar foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foto de perfil' });
  const input = dialog.locator('input[type=file]');

  await input.setInputFiles({
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(3 * 1024 * 1024, 1),
  });
  await expect(dialog.getByRole('alert')).toHaveText('La imagen debe ser menor a 2MB');
  await input.setInputFiles({
    name: 'documento.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('El archivo debe ser una imagen');

  await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Foto de perfil actualizada')).toBeVisible();
  await expect(dialog).toBeHidden();
  const url = await avatarUrl(shopper.session.access_token, shopper.session.user.id);
  const prefix = `${E2E_SUPABASE_URL}/storage/v1/object/public/avatars/${shopper.session.user.id}/`;
  expect(url.startsWith(prefix)).toBe(true);
  // the stored file is the one uploaded, served publicly
  const stored = await fetch(url);
  expect(stored.status).toBe(200);
  expect(Buffer.from(await stored.arrayBuffer())).toEqual(PNG);
  await expect(page.getByRole('img', { name: 'Foto de perfil de Sofía E2E' })).toHaveAttribute(
    'src',
    url,
  );
});

test('a drawn preset avatar is saved as a PNG in the shopper’s folder', async ({ page }) => {
  const shopper = await newShopper('Mateo');
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cambiar foto' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Perro caramelo' }).click();
  await expect(page.getByText('Avatar actualizado')).toBeVisible();
  const url = await avatarUrl(shopper.session.access_token, shopper.session.user.id);
  expect(url).toMatch(new RegExp(`/avatars/${shopper.session.user.id}/.+\\.png$`));
  const stored = await fetch(url);
  expect(stored.headers.get('content-type')).toBe('image/png');
  expect((await stored.arrayBuffer()).byteLength).toBeGreaterThan(1000);
});

test('the favourites page removes and adds to cart, and the header counts follow', async ({
  page,
}) => {
  const shopper = await newShopper('Lucía');
  const token = shopper.session.access_token;
  const products = await someProducts(token, 3);
  for (const product of products) {
    await rest(token, 'rpc/toggle_favorite', {
      method: 'POST',
      body: { p_product_id: product.id, p_favorite: true },
    });
  }
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/favorites');
  await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, 3 productos');
  const first = at(products, 0);
  await page.getByRole('button', { name: `Quitar ${first.name} de favoritos` }).click();
  await expect(page.getByText('Eliminado de favoritos')).toBeVisible();
  await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, 2 productos');
  await expect(page.getByRole('link', { name: first.name })).toHaveCount(0);

  const second = at(products, 1);
  await page.getByRole('button', { name: `Agregar ${second.name} al carrito` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Carrito, 1 producto');
  const lines = (await rest(token, 'cart_items?select=product_id,quantity')) as Array<{
    product_id: string;
    quantity: number;
  }>;
  expect(lines).toEqual([{ product_id: second.id, quantity: 1 }]);

  await page.reload();
  await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, 2 productos');
});

test('a shopper without favourites sees the empty state', async ({ page }) => {
  const shopper = await newShopper('Tomás');
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/favorites');
  await expect(page.getByText('Aún no tienes favoritos')).toBeVisible();
});

test('the orders page lists the demo shopper’s orders, newest first, with their items', async ({
  page,
}) => {
  const session = await passwordSession(DEMO.shopper.email, DEMO.shopper.password);
  const orders = (await rest(
    session.access_token,
    `orders?select=id,order_number&user_id=eq.${session.user.id}&order=created_at.desc`,
  )) as Array<{ id: string; order_number: string }>;
  expect(orders.length).toBeGreaterThan(1);
  await restoreSession(page, DEMO.shopper.email, DEMO.shopper.password);
  await page.goto('/orders');
  const region = page.getByRole('region', { name: 'Mis Pedidos' });
  const numbers = region.getByText(/^Pedido BON-\d+$/);
  await expect(numbers).toHaveCount(orders.length);
  await expect(numbers).toHaveText(orders.map((order) => `Pedido ${order.order_number}`));

  const items = (await rest(
    session.access_token,
    `order_items?select=product_name&order_id=eq.${at(orders, 0).id}`,
  )) as Array<{ product_name: string }>;
  await region
    .getByRole('button', { name: /Ver productos/ })
    .first()
    .click();
  for (const item of items) await expect(region.getByText(item.product_name)).toBeVisible();
});

test('the profile shows the five latest orders; signed out it offers the ways in', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(
    page.getByRole('heading', { name: 'Inicia sesión para ver tu perfil' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('dialog', { name: 'Crear cuenta' })).toBeVisible();
  await page.keyboard.press('Escape');

  const session = await passwordSession(DEMO.shopper.email, DEMO.shopper.password);
  const latest = (await rest(
    session.access_token,
    `orders?select=order_number&user_id=eq.${session.user.id}&order=created_at.desc&limit=5`,
  )) as Array<{ order_number: string }>;
  await restoreSession(page, DEMO.shopper.email, DEMO.shopper.password);
  await page.reload();
  const recent = page.getByRole('region', { name: 'Pedidos recientes' }).first();
  await expect(recent.getByText(/BON-\d+/)).toHaveText(
    latest.map((order) => new RegExp(order.order_number)),
  );
});

test('a shopper changes the password in the settings and signs in with the new one', async ({
  page,
}) => {
  const shopper = await newShopper('Daniela');
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/profile?tab=settings');
  const form = page.getByRole('region', { name: 'Cambiar contraseña' });
  await form.getByLabel(/^Nueva contraseña/).fill('OtraClave456');
  await form.getByLabel(/^Confirmar nueva contraseña/).fill('OtraClave456');
  await form.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
  await expect(passwordSession(shopper.email, shopper.password)).rejects.toThrow(/HTTP 400/);
  const renewed = await passwordSession(shopper.email, 'OtraClave456');
  expect(renewed.user.id).toBe(shopper.session.user.id);
});

test('the theme chosen in the settings applies at once and survives a reload', async ({ page }) => {
  const shopper = await newShopper('Andrés');
  await restoreSession(page, shopper.email, shopper.password);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/profile?tab=settings');
  await page.getByRole('radio', { name: 'Oscuro' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
});

test.describe('/profile on a phone', () => {
  /** How far the page reaches past the right edge of the screen (0: it never pans sideways). */
  const overflow = (page: Page) =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  test('nothing runs off-screen from 320 px up, signed out or in, on every tab', async ({
    page,
  }) => {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto('/profile');
      await expect(
        page.getByRole('heading', { name: 'Inicia sesión para ver tu perfil' }),
      ).toBeVisible();
      expect(await overflow(page), `signed out at ${width} px`).toBe(0);
    }

    await restoreSession(page, DEMO.shopper.email, DEMO.shopper.password);
    const tabs = [
      { query: '', ready: () => page.getByText(/Pedido BON-\d+/).first() },
      { query: '?tab=orders', ready: () => page.getByText(/Pedido BON-\d+/).first() },
      { query: '?tab=settings', ready: () => page.getByRole('radio', { name: 'Oscuro' }) },
    ];
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 720 });
      for (const tab of tabs) {
        await page.goto(`/profile${tab.query}`);
        await expect(tab.ready()).toBeVisible();
        expect(await overflow(page), `/profile${tab.query} at ${width} px`).toBe(0);
      }
      const card = page.getByRole('region', { name: 'Información personal' });
      await page.goto('/profile');
      await card.getByRole('button', { name: 'Editar' }).click();
      await expect(card.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
      expect(await overflow(page), `editing at ${width} px`).toBe(0);
    }
  });
});
