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
  // a page view of its own: its id is the one the beacon carries
  await page.goto(`/product/${product.id}`);
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/product/:id' });
  // the reporter loads once the page has loaded and the browser is idle
  await page.waitForLoadState('networkidle');
  const beacon = page.waitForRequest((request) =>
    request.url().includes('/rest/v1/rpc/record_web_vitals'),
  );
  // leaving the page sends what it measured
  await page.goto('/cart');
  const sent = new URLSearchParams((await beacon).postData() ?? '').get('p_batch');
  const batch = JSON.parse(sent ?? '{}') as {
    page_view: string;
    releases: Record<string, string>;
    metrics: Array<{ name: string; route: string; remote: string; render: string }>;
  };
  expect(batch.releases.catalog).toBe(catalogVersion);
  expect(batch.metrics.map((metric) => metric.name)).toEqual(
    expect.arrayContaining(['TTFB', 'FCP']),
  );
  for (const metric of batch.metrics) {
    expect(metric).toMatchObject({ route: '/product/:id', remote: 'catalog' });
    // served by the shell's server: rendered for it, or from its page cache
    expect(['server', 'cache']).toContain(metric.render);
  }

  // stored as it was sent (no URL, no user): the database answered the beacon
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: number }>(
            `select count(*)::int as n from public.web_vitals
              where page_view_id = ${lit(batch.page_view)} and route = '/product/:id'
                and remote = 'catalog' and releases ->> 'catalog' = ${lit(catalogVersion)}`,
          )
        )[0]?.n ?? 0,
    )
    .toBeGreaterThan(0);

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
