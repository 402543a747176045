import { expect, test, type Page } from '@playwright/test';
import { expectServedBy } from './support/page';
import { storefrontRoute } from './support/routes';

/** The main navigation's links; the remote serving each page comes from its manifest. */
const MAIN_NAV = [
  { name: 'Perros', path: '/dogs' },
  { name: 'Gatos', path: '/cats' },
  { name: 'Accesorios', path: '/accessories' },
  { name: 'Servicios', path: '/services' },
  { name: 'Seguros', path: '/policies' },
  { name: 'Membresía', path: '/membership' },
  { name: 'Promociones', path: '/deals' },
] as const;

const FOOTER_LINKS = [
  '/dogs',
  '/cats',
  '/birds',
  '/fish',
  '/accessories',
  '/deals',
  '/help',
  '/shipping',
  '/size-guide',
  '/faq',
  '/contact',
  '/track',
  '/about',
  '/careers',
  '/blog',
  '/press',
  '/sustainability',
  '/affiliates',
  '/terms',
  '/privacy',
  '/cookies',
  '/warranty',
  '/refunds',
];

/** Asserts the page at the current URL is a real page of a remote, not the 404. */
async function expectRealPage(page: Page, remote: string) {
  await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  await expect(page.getByRole('heading', { name: '404' })).toHaveCount(0);
}

test.describe('desktop chrome', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the top bar shows the contact details and the free-shipping threshold from the settings', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Envío gratis en compras desde $ 100.000')).toBeVisible();
    await expect(page.getByText('+57 300 123 4567').first()).toBeVisible();
    await expect(page.getByText('hola@bonis.co').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO');
    await expect(page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/573001234567',
    );
  });

  test('every main navigation link leads to its page, with its title', async ({ page }) => {
    // One page per link: the budget grows with the navigation, not a flat 30 s.
    test.setTimeout(10_000 + MAIN_NAV.length * 4_000);
    await page.goto('/');
    for (const item of MAIN_NAV) {
      // the bar's own link (an open mega-menu panel may hold a link of the same name)
      const link = page.locator(`nav[aria-label="Principal"] > ul > li > a[href="${item.path}"]`);
      await expect(link).toHaveText(item.name);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      const route = storefrontRoute(item.path);
      await expectServedBy(page, route);
      await expect(page).toHaveTitle(`${route.title} | Boñis`);
    }
    await page.getByRole('link', { name: 'Boñis, ir al inicio' }).click();
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
  });

  test('the mega-menu lists groups, subcategories and brands that open the filtered listing', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Categorías de Perros' }).click();
    const panel = page.locator('[data-mega-menu="perros"]');
    await expect(panel).toBeVisible();
    for (const group of ['Alimento', 'Happy Flash', 'Juguetes', 'Farmapet', 'Accesorios']) {
      await expect(panel.getByRole('link', { name: group, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: 'Royal Canin' })).toBeVisible();
    // Every link of the panel goes to a /products listing of that category.
    const hrefs = await panel
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) expect(href).toMatch(/^\/products\?category=[0-9a-f-]{36}/);

    await panel.getByRole('link', { name: 'Alimento', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?category=[0-9a-f-]+&group=perros-alimento$/);
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/products' });
    await expect(panel).toBeHidden();

    // Resting on the chevron opens the menu; a click then keeps it open, a second one closes it.
    const toggle = nav.getByRole('button', { name: 'Categorías de Accesorios' });
    const accesorios = page.locator('[data-mega-menu="accesorios"]');
    await toggle.hover();
    await expect(accesorios).toBeVisible();
    await toggle.click();
    await expect(accesorios).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(accesorios).toBeHidden();

    // Hover opens another category's menu; Escape closes it.
    await nav.getByRole('link', { name: 'Gatos', exact: true }).hover();
    const gatos = page.locator('[data-mega-menu="gatos"]');
    await expect(gatos.getByRole('link', { name: 'Alimento', exact: true })).toBeVisible();
    await nav.getByRole('button', { name: 'Categorías de Gatos' }).focus();
    await page.keyboard.press('Escape');
    await expect(gatos).toBeHidden();
  });

  test('every footer link leads to a page, never to the 404', async ({ page }) => {
    test.setTimeout(10_000 + FOOTER_LINKS.length * 2_000);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const path of FOOTER_LINKS) {
      await test.step(path, async () => {
        const route = storefrontRoute(path);
        const link = footer.locator(`a[href="${path}"]`);
        // each link reads as its page's title (one name per page, from the manifest)
        await expect(link).toHaveText(route.title ?? '');
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expectServedBy(page, route);
        await expect(page).toHaveTitle(`${route.title} | Boñis`);
      });
    }
    await expect(footer.getByRole('list', { name: 'Medios de pago' })).toContainText('PSE');
    await expect(
      footer.getByRole('list', { name: 'Redes sociales' }).getByRole('link'),
    ).toHaveCount(4);
    await expect(footer.getByText('Garantía de 30 días')).toBeVisible();
    // Only admins see the admin access button.
    await expect(footer.getByRole('link', { name: 'Acceso Admin' })).toHaveCount(0);
  });

  test('the footer content pages quote the store settings and delivery slots from the database', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Envíos' }).click();
    const shipping = page.getByRole('region', { name: 'Envíos' });
    await expect(shipping).toContainText('Las compras desde $ 100.000 tienen envío gratis');
    // the seeded active slots, in priority order, with their cost
    await expect(shipping.getByRole('listitem').first()).toHaveText(
      '8:00 a. m. - 12:00 m. (entrega en la mañana): $ 8.000',
    );
    await expect(shipping).toContainText(
      'Express 2 horas (te lo llevamos en menos de 2 horas): $ 15.000',
    );
    await expect(page).toHaveTitle('Envíos | Boñis');

    await footer.getByRole('link', { name: 'Contacto' }).click();
    const contact = page.getByRole('region', { name: 'Contacto' });
    await expect(contact.getByRole('link', { name: 'hola@bonis.co' })).toHaveAttribute(
      'href',
      'mailto:hola@bonis.co',
    );

    // From a content page to another through its own links.
    await footer.getByRole('link', { name: 'Centro de ayuda' }).click();
    await page
      .getByRole('region', { name: 'Centro de ayuda' })
      .getByRole('link', { name: 'Devoluciones y reembolsos' })
      .click();
    await expect(page).toHaveURL(/\/refunds$/);
    await expect(page.getByRole('region', { name: 'Devoluciones y reembolsos' })).toContainText(
      '30 días',
    );
  });

  test('unknown paths show the not-found page, after the category lookup', async ({ page }) => {
    await page.goto('/no-es-una-categoria');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada | Boñis');
    // The chrome stays around it.
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });

    // A real category slug is a category page, titled with its name.
    await page.goto('/gatos');
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/:slug' });
    await expect(page).toHaveTitle('Gatos | Boñis');
  });

  test('the header stays on screen while the page scrolls', async ({ page }) => {
    await page.goto('/terms');
    await expectRealPage(page, 'mfe-catalog');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'Boñis, ir al inicio' })).toBeInViewport();
  });

  test('back returns to where the shopper was on the page', async ({ page }) => {
    await page.goto('/');
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    // Let what is above the footer settle (banner, categories, and the last carousel, which
    // reads its products once it comes near the viewport) before noting where the shopper is.
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('[data-section="new"] [data-state="loading"]')).toHaveCount(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/faq' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test.describe('mobile chrome (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('the menu drawer carries search, navigation, mega-menus and the account', async ({
    page,
  }) => {
    await page.goto('/');
    // Nothing sticks out sideways at 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Crear cuenta' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Categorías de Gatos' }).click();
    await drawer.getByRole('link', { name: 'Juguetes', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/products\?category=[0-9a-f-]+&group=gatos-juguetes$/);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await drawer.getByRole('link', { name: 'Membresía' }).click();
    await expectServedBy(page, { remote: 'mfe-loyalty', route: '/membership' });

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the header search is usable and searching goes to the results page', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Buscar productos' }).first();
    await search.fill('collar');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=collar$/);
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/search' });
  });
});
