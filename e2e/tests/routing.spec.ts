import { expect, test } from '@playwright/test';
import { recordNetwork } from './support/network';
import { expectServedBy } from './support/page';
import { adminRoutes, storefrontRoutes } from './support/routes';
import { DEMO, restoreSession } from './support/session';

test.describe('routing across remotes', () => {
  test('every storefront route of the manifests renders its remote inside the shell, with its title', async ({
    page,
  }) => {
    // One full page load per route: the budget grows with the route table, not a flat 30 s.
    test.setTimeout(10_000 + storefrontRoutes.length * 3_000);
    for (const route of storefrontRoutes) {
      await test.step(route.url, async () => {
        await page.goto(route.url);
        if (route.signedOutLanding) {
          await expectServedBy(page, route.signedOutLanding);
          return;
        }
        await expectServedBy(page, route);
        if (route.title) await expect(page).toHaveTitle(`${route.title} | Boñis`);
      });
    }
    // The pages that sent the visitor away, as a signed-in shopper sees them.
    await restoreSession(page, DEMO.shopper.email, DEMO.shopper.password);
    await test.step('/checkout, signed in', async () => {
      const checkout = storefrontRoutes.find((route) => route.route === '/checkout');
      if (!checkout) throw new Error('no /checkout in the manifests');
      await page.goto(checkout.url);
      await expectServedBy(page, checkout);
      await expect(page).toHaveTitle(`${checkout.title} | Boñis`);
    });
  });

  test('every route of mfe-admin’s manifest renders inside the admin frame, with its title', async ({
    page,
  }) => {
    test.setTimeout(10_000 + adminRoutes.length * 3_000);
    await restoreSession(page, DEMO.admin.email, DEMO.admin.password);
    for (const route of adminRoutes) {
      await test.step(route.url, async () => {
        await page.goto(route.url);
        await expectServedBy(page, route);
        // mfe-admin's sidebar (1280 px wide: beside the screen), the page's link marked current
        const sidebar = page.getByRole('navigation', { name: 'Administración' });
        await expect(sidebar).toBeVisible();
        await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', route.url);
        await expect(page).toHaveTitle(`${route.title} | Boñis`);
      });
    }
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('unknown deeper paths show the not-found page with a link home', async ({ page }) => {
    await page.goto('/no/existe');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
  });

  test('client-side navigation moves between remotes and back/forward works', async ({ page }) => {
    await restoreSession(page, DEMO.shopper.email, DEMO.shopper.password);
    await page.setViewportSize({ width: 1280, height: 900 });
    const network = recordNetwork(page);
    await page.goto('/');
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const header = page.getByRole('banner');

    await header.getByRole('button', { name: /^Carrito, / }).click();
    await page.getByRole('link', { name: 'Ver carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expectServedBy(page, { remote: 'mfe-checkout', route: '/cart' });
    await expect(page).toHaveTitle('Carrito | Boñis');

    await nav.getByRole('link', { name: 'Membresía' }).click();
    await expectServedBy(page, { remote: 'mfe-loyalty', route: '/membership' });

    await header.getByRole('button', { name: /^Tu cuenta/ }).click();
    await page.getByRole('link', { name: 'Mi Perfil' }).click();
    await expectServedBy(page, { remote: 'mfe-account', route: '/profile' });

    await nav.getByRole('link', { name: 'Perros', exact: true }).click();
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/dogs' });

    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
    await expectServedBy(page, { remote: 'mfe-account', route: '/profile' });
    await page.goBack();
    await expectServedBy(page, { remote: 'mfe-loyalty', route: '/membership' });
    await page.goForward();
    await expectServedBy(page, { remote: 'mfe-account', route: '/profile' });

    // One document for the whole journey: every move was client-side.
    expect(network.documents().map((request) => new URL(request.url()).pathname)).toEqual(['/']);
  });
});
