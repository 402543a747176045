import { expect, test, type Page } from '@playwright/test';
import { recordNetwork } from './support/network';
import { expectServedBy } from './support/page';
import { portOf } from './support/ports';
import {
  DEMO,
  newShopper,
  passwordSession,
  rest,
  restoreSession,
  signInWithModal,
} from './support/session';

const header = (page: Page) => page.getByRole('banner');
const cartButton = (page: Page) => header(page).getByRole('button', { name: /^Carrito, / });
const favoritesButton = (page: Page) => header(page).getByRole('button', { name: /^Favoritos, / });
const pointsChip = (page: Page) => header(page).getByRole('link', { name: /^Mis puntos: / });
const es = (value: number) => new Intl.NumberFormat('es-CO').format(value);

/** The demo shopper's counts, read over the API as that shopper. */
async function demoShopperCounts() {
  const { access_token: token, user } = await passwordSession(
    DEMO.shopper.email,
    DEMO.shopper.password,
  );
  const cart = (await rest(token, `cart_items?select=quantity&user_id=eq.${user.id}`)) as Array<{
    quantity: number;
  }>;
  const favorites = (await rest(token, `user_favorites?select=id&user_id=eq.${user.id}`)) as [];
  const [points] = (await rest(
    token,
    `user_points?select=current_points&user_id=eq.${user.id}`,
  )) as Array<{ current_points: number }>;
  return {
    cart: cart.reduce((sum, line) => sum + line.quantity, 0),
    favorites: favorites.length,
    points: points?.current_points ?? 0,
  };
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`session (${viewport.name})`, () => {
    test.use({ viewport });

    test('the demo shopper signs in, sees counts and points, and signing out clears them', async ({
      page,
    }) => {
      const expected = await demoShopperCounts();
      expect(expected.cart).toBeGreaterThan(0);
      await page.goto('/dogs');
      await expect(cartButton(page)).toHaveAccessibleName('Carrito, 0 productos');

      await signInWithModal(page, DEMO.shopper.email, DEMO.shopper.password);
      await expect(cartButton(page)).toHaveAccessibleName(`Carrito, ${expected.cart} productos`);
      await expect(favoritesButton(page)).toHaveAccessibleName(
        `Favoritos, ${expected.favorites} productos`,
      );
      if (viewport.name === 'desktop') {
        await expect(pointsChip(page)).toHaveAccessibleName(`Mis puntos: ${es(expected.points)}`);
      }
      // A shopper stays where they were.
      await expect(page).toHaveURL(/\/dogs$/);

      // The session survives a reload (restored from storage).
      await page.reload();
      await expect(cartButton(page)).toHaveAccessibleName(`Carrito, ${expected.cart} productos`);

      await header(page)
        .getByRole('button', { name: /^Tu cuenta/ })
        .click();
      await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
      await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
      await expect(cartButton(page)).toHaveAccessibleName('Carrito, 0 productos');
      await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, 0 productos');
      await expect(pointsChip(page)).toHaveCount(0);
    });

    test('the demo admin lands on the dashboard after signing in', async ({ page }) => {
      await page.goto('/');
      await signInWithModal(page, DEMO.admin.email, DEMO.admin.password);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expectServedBy(page, { remote: 'mfe-admin', route: '/admin/dashboard' });
      // 'Ver el Home' opens the storefront in a new tab, where the footer offers the way back in.
      // Under 1024 px the admin's navigation is a drawer behind the menu button.
      const menu = page.getByRole('button', { name: 'Abrir menú de administración' });
      if (await menu.isVisible()) await menu.click();
      const storefront = page.waitForEvent('popup');
      await page.getByRole('link', { name: /^Ver el Home/ }).click();
      const home = await storefront;
      await expect(home.getByRole('link', { name: 'Acceso Admin' })).toBeVisible();
    });
  });
}

for (const path of ['/admin/products', '/admin/orders?status=pending', '/admin/no-existe']) {
  test(`a shopper typing ${path} ends on / without fetching anything of mfe-admin`, async ({
    page,
  }) => {
    await restoreSession(page, DEMO.shopper.email, DEMO.shopper.password);
    const network = recordNetwork(page);
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
    expect(network.ports()).toContain(portOf('catalog'));
    expect(network.ports()).not.toContain(portOf('admin'));
  });
}

test('a signed-out visitor typing /admin/dashboard ends on /', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
});

test('badges follow the bus events remotes publish, and points stay live', async ({ page }) => {
  const shopper = await newShopper('Badge');
  const token = shopper.session.access_token;
  const userId = shopper.session.user.id;
  const products = (await rest(
    token,
    'products?select=id,name&is_active=eq.true&stock_quantity=gt.5&limit=3',
  )) as Array<{
    id: string;
    name: string;
  }>;
  // the cart and the favourites change only through the database's functions
  for (const [index, product] of products.slice(0, 2).entries()) {
    await rest(token, 'rpc/add_to_cart', {
      method: 'POST',
      body: { p_product_id: product.id, p_quantity: index + 1 },
    });
  }
  for (const product of products) {
    await rest(token, 'rpc/toggle_favorite', {
      method: 'POST',
      body: { p_product_id: product.id, p_favorite: true },
    });
  }

  await restoreSession(page, shopper.email, shopper.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(cartButton(page)).toHaveAccessibleName('Carrito, 3 productos');
  await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, 3 productos');
  await expect(pointsChip(page)).toHaveAccessibleName('Mis puntos: 100');

  // mfe-checkout removes a line and publishes cartChanged: the shell's badge follows.
  await cartButton(page).click();
  await page.getByRole('button', { name: `Eliminar ${products[1]?.name} del carrito` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Carrito, 1 producto');

  // mfe-account removes a favourite and publishes favoritesChanged.
  await favoritesButton(page).click();
  await page.getByRole('button', { name: `Quitar ${products[0]?.name} de favoritos` }).click();
  await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, 2 productos');

  // Points change in the database (a roulette spin, from another device): realtime on the
  // user's points row updates the chip without a reload. A spin costs 100; winning exactly 100
  // points leaves the balance where it was, so spin until it moved.
  let balance = 100;
  for (let spin = 0; spin < 10 && balance === 100; spin += 1) {
    await rest(token, 'rpc/spin_roulette', { method: 'POST', body: {} });
    const [row] = (await rest(
      token,
      `user_points?select=current_points&user_id=eq.${userId}`,
    )) as Array<{
      current_points: number;
    }>;
    balance = row?.current_points ?? 100;
  }
  expect(balance).not.toBe(100);
  await expect(pointsChip(page)).toHaveAccessibleName(`Mis puntos: ${es(balance)}`);
});
