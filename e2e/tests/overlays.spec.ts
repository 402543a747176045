import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectServedBy } from './support/page';
import { allAxeViolations } from './support/checkout';
import { DEMO, restoreSession } from './support/session';

/**
 * One keyboard-only journey per overlay type of the design system, on the real store (issue 26):
 * the login Modal, the menu Drawer, the admin's ConfirmDialog and the account Dropdown. Each
 * opens from the keyboard, keeps Tab inside (a modal makes the page behind inert: none of its
 * controls takes focus), is axe-clean while open, closes with Escape and gives focus back to the
 * control that opened it.
 */

/**
 * The dialog is modal: in the top layer, and every focusable control of the page behind refuses
 * focus (inert); the controls that took focus anyway are returned.
 */
async function expectModal(dialog: Locator) {
  const result = await dialog.evaluate((element) => {
    const selector = 'a[href], button, input, select, textarea, [tabindex]';
    const outside = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (control) => !element.contains(control),
    );
    const tookFocus: string[] = [];
    for (const control of outside) {
      control.focus();
      if (document.activeElement === control) tookFocus.push(control.outerHTML.slice(0, 120));
    }
    return { modal: element.matches(':modal'), outside: outside.length, tookFocus };
  });
  expect(result.modal, 'shown with showModal()').toBe(true);
  expect(result.outside, 'controls on the page behind').toBeGreaterThan(5);
  expect(result.tookFocus, 'controls behind the dialog that took focus').toEqual([]);
}

/**
 * Tab `presses` times: focus never lands on the page behind (it stays in `container`, or leaves
 * for the browser's own UI between two rounds), and comes round to a control it had already
 * been on.
 */
async function expectTabStaysInside(page: Page, container: Locator, presses = 14) {
  const seen: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const where = await container.evaluate((element) => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'browser';
      if (!element.contains(active)) return `outside: ${active.outerHTML.slice(0, 120)}`;
      return `inside: ${active.tagName} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40)}`;
    });
    expect(where, `after ${press + 1} Tab presses`).not.toMatch(/^outside/);
    seen.push(where);
  }
  const inside = seen.filter((where) => where.startsWith('inside'));
  expect(inside.length, 'Tab moved inside').toBeGreaterThan(2);
  expect(new Set(inside).size, 'Tab came round again').toBeLessThan(inside.length);
}

test.describe('overlays, keyboard only', () => {
  test('the login Modal: opens with Enter, keeps Tab inside an inert page, Escape gives focus back', async ({
    page,
  }) => {
    await page.goto('/');
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
    const opener = page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);

    await expectModal(dialog);
    await expectTabStaysInside(page, dialog);
    expect(await allAxeViolations(page, 'dialog[open]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the menu Drawer at 390 px: opens with Enter, keeps Tab inside an inert page, Escape gives focus back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
    const opener = page.getByRole('button', { name: 'Abrir menú' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();

    await expectModal(drawer);
    await expectTabStaysInside(page, drawer, 24);
    expect(await allAxeViolations(page, 'dialog[open]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the admin's ConfirmDialog: opens from a row's delete button, Escape cancels and gives focus back", async ({
    page,
  }) => {
    await restoreSession(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/admin/categories');
    await expectServedBy(page, { remote: 'mfe-admin', route: '/admin/categories' });
    const opener = page.getByRole('button', { name: /^Eliminar / }).first();
    await expect(opener).toBeVisible();
    const rows = await page.getByRole('row').count();
    await opener.focus();
    await page.keyboard.press('Enter');
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: '¿Eliminar esta categoría?' }));
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('¿Eliminar esta categoría?');

    await expectModal(confirm);
    await expectTabStaysInside(page, confirm, 8);
    expect(await allAxeViolations(page, 'dialog[open]')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(opener).toBeFocused();
    // Escape cancelled: nothing was deleted.
    await expect(page.getByRole('row')).toHaveCount(rows);
  });

  test('the account Dropdown: opens from the keyboard, Escape closes it and gives focus back; the page stays usable', async ({
    page,
  }) => {
    await restoreSession(page, DEMO.shopper.email, DEMO.shopper.password);
    await page.goto('/');
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
    const trigger = page.getByRole('button', { name: /^Tu cuenta: / });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('group', { name: 'Tu cuenta' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeVisible();
    expect(await allAxeViolations(page, 'header')).toEqual([]);

    // Tab goes into the panel first.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => panel.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Not modal: the page behind never stopped taking focus.
    const search = page.getByRole('combobox', { name: 'Buscar productos' }).first();
    await search.focus();
    await expect(search).toBeFocused();
  });
});
