import { expect, test } from '@playwright/test';
import { allAxeViolations } from './support/checkout';
import { DEMO, newShopper, restoreSession } from './support/session';

const ACCOUNT = '[data-remote="mfe-account"]';

for (const viewport of [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`account pages pass axe (${viewport.name}, ${colorScheme})`, () => {
      test.use({ viewport, colorScheme });

      test('signed out: the profile', async ({ page }) => {
        await page.goto('/profile');
        await expect(
          page.getByRole('heading', { name: 'Inicia sesión para ver tu perfil' }),
        ).toBeVisible();
        expect(await allAxeViolations(page, ACCOUNT)).toEqual([]);
      });

      test('signed in: the profile tabs, the avatar dialog, orders and favourites', async ({
        page,
      }) => {
        // six pages and dialogs, each through axe: three times the default budget, so a busy
        // machine (CI runs beside other work) doesn't fail it (30 s measured 31–35 s at load 22)
        test.slow();
        await restoreSession(page, DEMO.shopper.email, DEMO.shopper.password);
        await page.goto('/profile');
        await expect(page.getByRole('region', { name: 'Pedidos recientes' }).first()).toBeVisible();
        await expect(page.getByText(/^Pedido BON-/).first()).toBeVisible();
        expect(await allAxeViolations(page, ACCOUNT)).toEqual([]);

        await page
          .getByRole('region', { name: 'Información personal' })
          .getByRole('button', { name: 'Editar' })
          .click();
        expect(await allAxeViolations(page, ACCOUNT)).toEqual([]);

        await page.getByRole('tab', { name: 'Configuración' }).click();
        await expect(page.getByRole('region', { name: 'Cambiar contraseña' })).toBeVisible();
        expect(await allAxeViolations(page, ACCOUNT)).toEqual([]);

        await page.getByRole('button', { name: 'Cambiar foto' }).click();
        await expect(page.getByRole('dialog', { name: 'Foto de perfil' })).toBeVisible();
        expect(await allAxeViolations(page, '[role="dialog"]')).toEqual([]);
        await page.keyboard.press('Escape');

        await page.goto('/orders');
        await page
          .getByRole('button', { name: /Ver productos/ })
          .first()
          .click();
        await expect(page.getByText('Subtotal').first()).toBeVisible();
        expect(await allAxeViolations(page, ACCOUNT)).toEqual([]);

        await page.goto('/favorites');
        await expect(
          page.getByRole('button', { name: /^Agregar .+ al carrito$/ }).first(),
        ).toBeVisible();
        expect(await allAxeViolations(page, ACCOUNT)).toEqual([]);
      });

      test('a shopper with nothing yet: empty orders and favourites', async ({ page }) => {
        const shopper = await newShopper('Vacía');
        await restoreSession(page, shopper.email, shopper.password);
        await page.goto('/orders');
        await expect(page.getByText('Aún no tienes pedidos')).toBeVisible();
        expect(await allAxeViolations(page, ACCOUNT)).toEqual([]);
        await page.goto('/favorites');
        await expect(page.getByText('Aún no tienes favoritos')).toBeVisible();
        expect(await allAxeViolations(page, ACCOUNT)).toEqual([]);
      });
    });
  }
}
