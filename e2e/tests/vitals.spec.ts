import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { lit, sql } from './support/checkout';
import { expectServedBy } from './support/page';
import { DEMO, restoreSession } from './support/session';

/*
 * Real-user vitals (issue 40): the shell measures every page view with web-vitals, labelled with
 * its route, the remote that drew it, each loaded remote's release and how the page was made,
 * and beacons them to `record_web_vitals` when the shopper leaves; the admin reads the p75 per
 * route, remote and release in 'Rendimiento'.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const catalogVersion = (
  JSON.parse(readFileSync(path.join(ROOT, 'mfe-catalog', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

test("a shopper's page view reaches the admin's 'Rendimiento' with its remote and release", async ({
  page,
  browser,
}) => {
  const [product] = await sql<{ id: string }>(
    `select id from public.products where is_active order by created_at, id limit 1`,
  );
  if (!product) throw new Error('the seed has no active product');
  const [clock] = await sql<{ now: string }>(`select now()::text as now`);
  await page.goto(`/product/${product.id}`);
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/product/:id' });
  // the reporter loads once the page has loaded and the browser is idle
  await page.waitForLoadState('networkidle');
  // leaving the page beacons what it measured (a beacon sent while the page unloads is not a
  // request Playwright reports: the database says it arrived)
  await page.goto('/cart');

  // stored with its route pattern (never the URL), the remote that drew it, that remote's
  // release and how the page was made (rendered by the shell's server or from its page cache)
  await expect
    .poll(async () =>
      (
        await sql<{ metric: string }>(
          `select distinct metric from public.web_vitals
              where created_at >= ${lit(clock?.now ?? 'now')}::timestamptz
                and route = '/product/:id' and remote = 'catalog'
                and releases ->> 'catalog' = ${lit(catalogVersion)}
                and render_source in ('server', 'cache')
              order by metric`,
        )
      ).map((row) => row.metric),
    )
    .toEqual(expect.arrayContaining(['FCP', 'TTFB']));

  const admin = await browser.newPage();
  await restoreSession(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.goto('/admin/rendimiento');
  const table = admin.getByRole('table', { name: 'Percentil 75 por ruta, app y versión' });
  const row = table
    .getByRole('row')
    .filter({ hasText: '/product/:id' })
    .filter({ hasText: 'Catálogo' })
    .filter({ hasText: `Versión ${catalogVersion}` });
  await expect(row.first()).toBeVisible();
  await admin.close();
});
