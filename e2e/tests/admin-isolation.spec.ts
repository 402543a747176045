import { expect, test } from '@playwright/test';
import { recordNetwork } from './support/network';
import { expectServedBy } from './support/page';
import { E2E_SUPABASE_PORT, portOf } from './support/ports';
import { storefrontRoutes } from './support/routes';
import { DEMO, restoreSession } from './support/session';

/** The store's own ports that the page fetched (the Supabase API is not a remote). */
const storePorts = (ports: Set<number>) =>
  [...ports].filter((port) => port !== E2E_SUPABASE_PORT).sort();

test('/admin pages fetch the shell and mfe-admin only', async ({ page }) => {
  await restoreSession(page, DEMO.admin.email, DEMO.admin.password);
  const network = recordNetwork(page);
  await page.goto('/admin/dashboard');
  await expectServedBy(page, { remote: 'mfe-admin', route: '/admin/dashboard' });
  await page.goto('/admin/products');
  await expectServedBy(page, { remote: 'mfe-admin', route: '/admin/products' });
  expect(storePorts(network.ports())).toEqual([portOf('shell'), portOf('admin')]);
});

test('no storefront route ever fetches mfe-admin', async ({ page }) => {
  // One full page load per route: the budget grows with the route table, not a flat 30 s.
  test.setTimeout(10_000 + storefrontRoutes.length * 3_000);
  const network = recordNetwork(page);
  for (const route of storefrontRoutes) {
    await page.goto(route.url);
    await expectServedBy(page, route.signedOutLanding ?? route);
  }
  // The storefront did load remotes (so the log is live), just never the admin one.
  expect(network.ports()).toContain(portOf('catalog'));
  expect(network.ports()).not.toContain(portOf('admin'));
});

test('the cart and the checkout fetch the shell and mfe-checkout only', async ({ page }) => {
  await restoreSession(page, DEMO.shopper.email, DEMO.shopper.password);
  const network = recordNetwork(page);
  await page.goto('/cart');
  await expectServedBy(page, { remote: 'mfe-checkout', route: '/cart' });
  await page.goto('/checkout');
  await expectServedBy(page, { remote: 'mfe-checkout', route: '/checkout' });
  // the header's search and the footer's newsletter are the shell's stand-ins until used
  await expect(page.locator('[data-search-fallback]').first()).toBeVisible();
  expect(storePorts(network.ports())).toEqual([portOf('shell'), portOf('checkout')]);
});
