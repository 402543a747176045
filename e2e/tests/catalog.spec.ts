import { expect, test, type Page } from '@playwright/test';
import { CHUNKY } from './support/checkout';
import { expectServedBy, realtimeJoined, hydrated } from './support/page';
import { E2E_SUPABASE_URL } from './support/ports';
import { DEMO, newShopper, passwordSession, rest, restoreSession } from './support/session';

const header = (page: Page) => page.getByRole('banner');
const cartButton = (page: Page) => header(page).getByRole('button', { name: /^Carrito, / });
const favoritesButton = (page: Page) => header(page).getByRole('button', { name: /^Favoritos, / });
/** "$ 58.410" as formatCOP writes it (a no-break space after the sign). */
const cop = (value: number) => `$\u00a0${new Intl.NumberFormat('es-CO').format(value)}`;

/** Seeded products the journeys use (supabase/seed.sql). */
const PERROS_ID = '2a064f38-254f-54a4-af56-0e078a43ff96';
const PRO_PLAN_PUPPY = {
  id: '8005c5a1-6f0f-510a-b53a-02ca1cc33994',
  name: 'Pro Plan Cachorro Razas Medianas 3 kg',
  memberPrice: 170_900,
};

test.use({ viewport: { width: 1280, height: 900 } });

test('a signed-in shopper goes from the home to a category, a filtered listing and a product, and adds it to the cart', async ({
  page,
}) => {
  // five pages and a cart write: three times the default budget (it needed just over 30 s at
  // load average 18, 18.7 s alone)
  test.slow();
  const shopper = await newShopper('Catálogo');
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/');
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  for (const title of ['Productos Destacados', 'Más Vendidos', 'Nuevos Productos']) {
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(cartButton(page)).toHaveAccessibleName('Carrito, 0 productos');

  // Home → the Perros category.
  await main
    .getByRole('link', { name: /Perros/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dogs$/);
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/dogs' });
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Perros');

  // The listing sorted by popularity (in the URL).
  await main.getByLabel('Ordenar por').selectOption({ label: 'Más populares' });
  await expect(page).toHaveURL(/\/dogs\?sort=popular$/);

  // The Perros mega-menu → the food group's filtered listing, narrowed to puppies.
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('button', { name: 'Categorías de Perros' })
    .click();
  await page
    .locator('[data-mega-menu="perros"]')
    .getByRole('link', { name: 'Alimento', exact: true })
    .click();
  await expect(page).toHaveURL(/\/products\?category=[0-9a-f-]{36}&group=perros-alimento$/);
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/products' });
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Productos para Perros');
  const puppies = await main
    .getByLabel('Subcategoría')
    .locator('option', { hasText: /^Cachorros \(\d+\)$/ })
    .innerText();
  await main.getByLabel('Subcategoría').selectOption('Cachorros');
  await expect(page).toHaveURL(/&subcategory=Cachorros$/);
  const puppyCount = Number(puppies.match(/\((\d+)\)$/)?.[1]);
  await expect(main.getByText(/^\d+ productos? encontrados?$/)).toHaveText(
    `${puppyCount} ${puppyCount === 1 ? 'producto encontrado' : 'productos encontrados'}`,
  );
  const card = main.getByRole('article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  const productId = page.url().split('/').pop() ?? '';
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/product/:id' });
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();

  // Two units into the cart; the header's badge follows.
  await main.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await main.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('¡Agregado!')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Carrito, 2 productos');

  // The cart really holds the line (read back over the API as the shopper).
  const lines = (await rest(
    shopper.session.access_token,
    `cart_items?select=quantity&product_id=eq.${productId}`,
  )) as { quantity: number }[];
  expect(lines).toEqual([{ quantity: 2 }]);
});

test('the filtered listing narrows by group, subcategory and brand, and clear filters and back restore it', async ({
  page,
}) => {
  await page.goto(`/products?category=${PERROS_ID}&group=perros-alimento`);
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/products' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Productos para Perros');
  const filters = main.getByRole('group', { name: 'Filtros' });
  const countLine = main.getByText(/^\d+ productos? encontrados?$/);

  // The group's option tells how many products it has, and the listing agrees.
  await expect(filters.getByLabel('Grupo').locator('option:checked')).toHaveText(
    /^Alimento \(\d+\)$/,
  );
  const groupOption = await filters.getByLabel('Grupo').locator('option:checked').innerText();
  const groupCount = Number(groupOption.match(/\((\d+)\)$/)?.[1]);
  expect(groupOption).toBe(`Alimento (${groupCount})`);
  await expect(countLine).toHaveText(`${groupCount} productos encontrados`);

  // A brand of the group: only its products, as many as its option said.
  const brandOption = filters.getByLabel('Marca').locator('option', { hasText: /^Royal Canin/ });
  const brandLabel = await brandOption.innerText();
  const brandCount = Number(brandLabel.match(/\((\d+)\)$/)?.[1]);
  expect(brandCount).toBeGreaterThan(0);
  await filters.getByLabel('Marca').selectOption({ label: brandLabel });
  await expect(page).toHaveURL(/&brand=Royal(\+|%20)Canin$/);
  await expect(main.getByRole('article')).toHaveCount(brandCount);
  for (const text of await main.getByRole('article').allInnerTexts()) {
    expect(text).toMatch(/ROYAL CANIN|Royal Canin/);
  }

  // Clear filters: the whole category again; back returns to the brand.
  await filters.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?category=${PERROS_ID}$`));
  await expect(filters.getByLabel('Grupo')).toHaveValue('');
  const categoryTotal = Number((await countLine.innerText()).match(/^(\d+)/)?.[1]);
  expect(categoryTotal).toBeGreaterThan(groupCount);
  await page.goBack();
  await expect(page).toHaveURL(/&brand=Royal(\+|%20)Canin$/);
  await expect(main.getByRole('article')).toHaveCount(brandCount);
  await expect(filters.getByLabel('Marca')).toHaveValue('Royal Canin');
});

test('the categories page lists every active category and opens one', async ({ page }) => {
  await page.goto('/categories');
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/categories' });
  const grid = page.getByRole('main').getByRole('list', { name: 'Categorías' });
  await expect(grid.getByRole('link', { name: /^Aves Próximamente$/ })).toBeVisible();
  const names = await grid.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  expect(names).toEqual(expect.arrayContaining(['Perros', 'Gatos', 'Accesorios']));
  await grid.getByRole('link', { name: /^Gatos \d+\+ productos$/ }).click();
  await expect(page).toHaveURL(/\/cats$/);
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/cats' });
});

test('the insurance page shows the three plans and a plan opens a chat with an advisor', async ({
  page,
}) => {
  await page.goto('/policies');
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/policies' });
  const main = page.getByRole('main');
  for (const [name, price] of [
    ['Plan Básico', 25_000],
    ['Plan Premium', 45_000],
    ['Plan Familiar', 75_000],
  ] as const) {
    await expect(main.getByRole('article', { name })).toContainText(`${cop(price)} / mes`);
  }
  await expect(main.getByRole('article', { name: 'Plan Premium' })).toContainText('Más popular');
  await expect(main.getByRole('article', { name: 'Plan Familiar' })).toContainText(
    'Hasta 3 mascotas',
  );
  // The seeded store has a WhatsApp number: the plan's button opens a chat naming the plan.
  const premium = main
    .getByRole('article', { name: 'Plan Premium' })
    .getByRole('link', { name: /Quiero este plan/ });
  await expect(premium).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  const text = new URL((await premium.getAttribute('href')) ?? '').searchParams.get('text');
  expect(text).toContain('Plan Premium');
  await expect(
    main.getByRole('region', { name: '¿Tienes dudas? Habla con un asesor' }).getByRole('link', {
      name: 'hola@bonis.co',
    }),
  ).toHaveAttribute('href', 'mailto:hola@bonis.co');
});

test('a signed-out visitor adding to the cart or saving a favourite is asked to sign in', async ({
  page,
}) => {
  await page.goto(`/product/${CHUNKY.id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(
    page.getByText('Debes iniciar sesión para agregar productos al carrito'),
  ).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await main.getByRole('button', { name: 'Agregar a favoritos' }).click();
  await expect(page.getByText('Debes iniciar sesión para guardar favoritos')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Carrito, 0 productos');
});

test('a shopper saves a favourite from a listing and the header count follows', async ({
  page,
}) => {
  const shopper = await newShopper('Favoritos');
  await restoreSession(page, shopper.email, shopper.password);
  await page.goto('/dogs');
  // the listing arrives server-rendered: its hearts answer once hydrated and the session is read
  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Tu cuenta/ })).toBeVisible();
  await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, 0 productos');
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('button', { name: 'Agregar a favoritos' }).click();
  await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, 1 producto');
  await expect(card.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await card.getByRole('button', { name: 'Quitar de favoritos' }).click();
  await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, 0 productos');
});

test('all products: search, sort and pages live in the URL, and back returns to the last state', async ({
  page,
}) => {
  await page.goto('/all-products');
  const main = page.getByRole('main');
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/all-products' });
  const countLine = main.getByText(/^Mostrando \d+-\d+ de \d+ productos$/);
  await expect(countLine).toBeVisible();
  const total = Number((await countLine.innerText()).match(/de (\d+) productos/)?.[1]);
  expect(total).toBeGreaterThan(24);
  await expect(countLine).toHaveText(`Mostrando 1-12 de ${total} productos`);
  await expect(main.getByRole('article')).toHaveCount(12);

  // Page 2, from the pagination.
  await main
    .getByRole('navigation', { name: /Paginación/ })
    .getByRole('button', { name: 'Siguiente' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(countLine).toHaveText(`Mostrando 13-24 de ${total} productos`);

  // Sorting goes back to page 1 and sorts in the database: prices ascending.
  await main.getByLabel('Ordenar por').selectOption({ label: 'Precio: menor a mayor' });
  await expect(page).not.toHaveURL(/page=2/);
  await expect(countLine).toHaveText(`Mostrando 1-12 de ${total} productos`);
  const prices = await main
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) =>
        Number((card.querySelector('[data-size] > *')?.textContent ?? '').replace(/\D/g, '')),
      ),
    );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // A search narrows it, in the URL too.
  await main.getByRole('searchbox').fill('royal canin');
  await expect(page).toHaveURL(/q=royal(\+|%20)canin/);
  await expect(countLine).toHaveText(/^Mostrando 1-\d+ de \d+ productos$/);
  for (const text of await main.getByRole('article').allInnerTexts()) {
    expect(text.toLowerCase()).toContain('royal canin');
  }

  // Back: the unfiltered sorted list; back again: page 2 of the default order.
  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(countLine).toHaveText(`Mostrando 1-12 de ${total} productos`);
  // A shared link reproduces the page.
  await page.goto('/all-products?page=3');
  await expect(countLine).toHaveText(`Mostrando 25-36 de ${total} productos`);
});

test('the header search suggests products as the shopper types and works from the keyboard', async ({
  page,
}) => {
  await page.goto('/');
  const search = header(page).getByRole('combobox', { name: 'Buscar productos' });
  await search.fill('royal');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(6);
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  const first = (await options.first().innerText()).split('\n')[0] ?? '';
  await search.press('Enter');
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);

  // Enter without a suggestion: every result on the search page.
  await search.fill('royal canin');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=royal(\+|%20)canin$/);
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/search' });
  const results = page.getByRole('main').getByRole('article');
  await expect(results.first()).toBeVisible();
  for (const text of await results.allInnerTexts())
    expect(text.toLowerCase()).toContain('royal canin');
});

test("an admin's price change shows on an open listing without a reload", async ({ page }) => {
  const admin = await passwordSession(DEMO.admin.email, DEMO.admin.password);
  const [product] = (await rest(
    admin.access_token,
    `products?select=id,name,price,regular_price&id=eq.${CHUNKY.id}`,
  )) as { id: string; name: string; price: number; regular_price: number | null }[];
  if (!product) throw new Error('seeded product missing');
  const listening = realtimeJoined(page, 'catalog:live');
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  const card = page.getByRole('main').getByRole('article', { name: product.name });
  await expect(card).toContainText(cop(product.price));
  // the change is made once the page listens (one made before its join would never reach it)
  await listening;
  const newPrice = product.price + 1_110;
  try {
    // The reference price moves with it (it is never below the price).
    await rest(admin.access_token, `products?id=eq.${product.id}`, {
      method: 'PATCH',
      body: { price: newPrice, regular_price: Math.max(product.regular_price ?? 0, newPrice) },
    });
    await expect(card).toContainText(cop(newPrice));
  } finally {
    await rest(admin.access_token, `products?id=eq.${product.id}`, {
      method: 'PATCH',
      body: { price: product.price, regular_price: product.regular_price },
    });
  }
  await expect(card).toContainText(cop(product.price));
});

test('a member sees the member price on the product page', async ({ page }) => {
  await restoreSession(page, DEMO.member.email, DEMO.member.password);
  await page.goto(`/product/${PRO_PLAN_PUPPY.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: PRO_PLAN_PUPPY.name })).toBeVisible();
  await expect(main.getByText('Precio socio')).toBeVisible();
  await expect(main).toContainText(cop(PRO_PLAN_PUPPY.memberPrice));
});

test('an unknown product shows "Producto no encontrado" with a way back', async ({ page }) => {
  await page.goto('/dogs');
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/dogs' });
  await page.goto('/product/00000000-0000-4000-8000-000000000000');
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/product/:id' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Producto no encontrado' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/dogs$/);
});

test('the home newsletter emails a WELCOME code, once per email', async ({ page, request }) => {
  const email = `news-${Date.now()}@bonis.co`;
  await page.goto('/');
  const form = page.getByRole('main').getByRole('form', { name: /newsletter/i });
  await form.getByLabel(/Email/).fill(email);
  await form.getByRole('button', { name: /Suscrib/ }).click();
  const done = page.getByRole('main').getByRole('status');
  await expect(done).toContainText('Te enviamos tu código de 10 % de descuento a');
  await expect(done).toContainText(email);
  // The code itself is only in the email (the dev mailbox), never on the page.
  await expect(page.getByRole('main').getByText(/WELCOME[A-Z0-9]{6}/)).toHaveCount(0);
  const mailbox = await request.get(
    `${E2E_SUPABASE_URL}/mailbox?format=json&to=${encodeURIComponent(email)}`,
  );
  const messages = (await mailbox.json()) as { subject: string; body: string }[];
  expect(messages).toHaveLength(1);
  expect(messages[0]?.subject).toBe('Tu código de 10 % de descuento en Boñis');
  expect(messages[0]?.body).toMatch(/Tu código de descuento es: WELCOME[A-Z0-9]{6}/);
  await page.getByRole('main').getByRole('button', { name: /otro/i }).click();
  await page
    .getByRole('main')
    .getByRole('form', { name: /newsletter/i })
    .getByLabel(/Email/)
    .fill(email);
  await page
    .getByRole('main')
    .getByRole('form', { name: /newsletter/i })
    .getByRole('button', { name: /Suscrib/ })
    .click();
  await expect(
    page.getByRole('main').getByText('Este email ya está suscrito al newsletter'),
  ).toBeVisible();
});
