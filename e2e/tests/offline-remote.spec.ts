import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic, startStore } from '@bonis/tooling/serve';
import { expectServedBy } from './support/page';
import { OFFLINE_BASE_PORT, portOf } from './support/ports';

const FALLBACK = 'Esta sección no está disponible en este momento';

test('with a remote offline its routes show the fallback and the rest of the store works', async ({
  page,
}) => {
  const store = await startStore({ basePort: OFFLINE_BASE_PORT, skip: ['loyalty'] });
  let loyalty: Awaited<ReturnType<typeof serveStatic>> | undefined;
  try {
    // Start-up is not blocked by the missing remote.
    await page.goto(`${store.url}/`);
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });

    await page.getByRole('link', { name: 'Premios' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(FALLBACK);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // The chrome stays usable around the fallback.
    await page.getByRole('link', { name: 'Carrito' }).click();
    await expectServedBy(page, { remote: 'mfe-checkout', route: '/cart' });

    // Straight to a loyalty URL: same fallback, then other remotes still answer.
    await page.goto(`${store.url}/ruleta`);
    await expect(page.getByRole('alert')).toContainText(FALLBACK);
    await page.getByRole('link', { name: 'Mi Perfil' }).click();
    await expectServedBy(page, { remote: 'mfe-account', route: '/profile' });
    await page.goto(`${store.url}/membership`);
    await expect(page.getByRole('alert')).toContainText(FALLBACK);

    // The remote comes back: "Reintentar" loads it without reloading the page.
    loyalty = await serveStatic({
      root: path.resolve(import.meta.dirname, '..', '..', 'mfe-loyalty', 'dist'),
      port: portOf('loyalty', OFFLINE_BASE_PORT),
    });
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expectServedBy(page, { remote: 'mfe-loyalty', route: '/membership' });
  } finally {
    await loyalty?.close();
    await store.close();
  }
});
