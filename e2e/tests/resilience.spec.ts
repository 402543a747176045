import { expect, test } from '@playwright/test';
import { expectServedBy } from './support/page';
import { portOf } from './support/ports';

const FALLBACK = 'Esta sección no está disponible en este momento';

test.use({ viewport: { width: 1280, height: 900 } });

test('a remote whose code throws shows its fallbacks while the header and other routes work', async ({
  page,
}) => {
  // A bad deploy of mfe-catalog: its entry script throws as soon as it runs.
  const entry = `http://localhost:${portOf('catalog')}/remoteEntry.js`;
  await page.route(entry, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'throw new Error("bad deploy of mfe-catalog");',
    }),
  );
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(FALLBACK);
  await expect(main.getByRole('button', { name: 'Reintentar' })).toBeVisible();

  // The header is still there and still works: its search falls back to a plain form…
  const header = page.getByRole('banner');
  const search = header.getByRole('searchbox', { name: 'Buscar productos' });
  await expect(search).toBeVisible();
  await expect(header.getByRole('button', { name: /^Carrito, / })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  // …the mega-menu degrades to a link to the listing…
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('button', { name: 'Categorías de Perros' }).click();
  await expect(page.locator('[data-mega-menu="perros"]')).toContainText(FALLBACK);
  await page.keyboard.press('Escape');
  // …and the other remotes' pages render.
  await nav.getByRole('link', { name: 'Membresía' }).click();
  await expectServedBy(page, { remote: 'mfe-loyalty', route: '/membership' });

  // Back on a catalog page (client-side), the fallback again; then the fixed deploy:
  // "Reintentar" loads the catalog without reloading the page.
  await nav.getByRole('link', { name: 'Perros' }).click();
  await expect(page).toHaveURL(/\/dogs$/);
  await expect(main.getByRole('alert')).toContainText(FALLBACK);
  await page.unroute(entry);
  await main.getByRole('button', { name: 'Reintentar' }).click();
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/dogs' });
});

test('when mfe-account cannot load, the sign-in dialog says so and offers a retry', async ({
  page,
}) => {
  const account = `http://localhost:${portOf('account')}/**`;
  await page.route(account, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog).toContainText(FALLBACK);

  // Back online: the retry brings the real login form.
  await page.unroute(account);
  await dialog.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
});
