import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic, startStore } from '@bonis/tooling/serve';
import { expectServedBy } from './support/page';
import { E2E_SUPABASE_URL, OFFLINE_BASE_PORT, portOf } from './support/ports';
import { e2eAnonKey } from './support/keys';

const FALLBACK = 'Esta sección no está disponible en este momento';

test('with a remote offline its routes show the fallback and the rest of the store works', async ({
  page,
}) => {
  // starts and stops a second store of its own: three times the default budget (it took 33.8 s
  // on a loaded machine)
  test.slow();
  const store = await startStore({
    basePort: OFFLINE_BASE_PORT,
    skip: ['loyalty'],
    supabase: { url: E2E_SUPABASE_URL, anonKey: await e2eAnonKey() },
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Principal' });
  let loyalty: Awaited<ReturnType<typeof serveStatic>> | undefined;
  try {
    // Start-up is not blocked by the missing remote.
    await page.goto(`${store.url}/`);
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });

    await nav.getByRole('link', { name: 'Membresía' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(FALLBACK);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // The chrome stays usable around the fallback.
    await nav.getByRole('link', { name: 'Perros', exact: true }).click();
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/dogs' });
    // The floating membership widget (mfe-loyalty) degrades to a link, inside its panel.
    await page.getByRole('button', { name: /^Membresía y puntos/ }).click();
    await expect(page.getByRole('group', { name: 'Membresía y puntos' })).toContainText(FALLBACK);
    await expect(page.getByRole('link', { name: 'Ver membresías' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Straight to a loyalty URL: same fallback, then other remotes still answer.
    await page.goto(`${store.url}/ruleta`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(FALLBACK);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/faq' });
    await page.goto(`${store.url}/membership`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(FALLBACK);

    // The remote comes back: "Reintentar" loads it without reloading the page.
    loyalty = await serveStatic({
      root: path.resolve(import.meta.dirname, '..', '..', 'mfe-loyalty', 'dist'),
      port: portOf('loyalty', OFFLINE_BASE_PORT),
    });
    await page.getByRole('main').getByRole('button', { name: 'Reintentar' }).click();
    await expectServedBy(page, { remote: 'mfe-loyalty', route: '/membership' });
  } finally {
    await loyalty?.close();
    await store.close();
  }
});
