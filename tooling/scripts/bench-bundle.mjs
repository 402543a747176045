#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:bundle`: loads the built store in Debian's Chromium with a cold cache and
 * prints, per page, the JavaScript requests, the bytes transferred (gzip, as served) and the
 * remotes fetched. It prints figures; it does not pass or fail.
 */
import { chromium } from '@playwright/test';
import { apps, portsFrom } from '../src/apps.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../src/chromium.mjs';
import { startStore } from '../src/serve.mjs';

const BASE_PORT = 4600;
const PAGES = [
  { path: '/', ready: '[data-remote="mfe-catalog"]' },
  { path: '/product/1', ready: '[data-remote="mfe-catalog"]' },
  { path: '/admin/dashboard', ready: '[data-remote="mfe-admin"]' },
];

const ports = portsFrom(BASE_PORT);
const appByPort = new Map(apps.map((app) => [ports[app.name], app.dir]));

const store = await startStore({ basePort: BASE_PORT });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  /** @type {Array<Record<string, string | number>>} */
  const rows = [];
  for (const { path, ready } of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    /** @type {import('@playwright/test').Response[]} */
    const scripts = [];
    /** @type {Set<string>} */
    const fetchedApps = new Set();
    page.on('response', (response) => {
      const app = appByPort.get(Number(new URL(response.url()).port));
      if (app) fetchedApps.add(app);
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${store.url}${path}`);
    await page.waitForSelector(ready);
    await page.waitForLoadState('networkidle');
    let bytes = 0;
    for (const response of scripts) bytes += (await response.request().sizes()).responseBodySize;
    rows.push({
      page: path,
      'JS requests': scripts.length,
      'KB (gzip)': Number((bytes / 1024).toFixed(1)),
      'apps fetched': [...fetchedApps].join(', '),
    });
    await context.close();
  }
  console.log('\nBundle report (cold cache, production build, gzip as served)\n');
  console.table(rows);
} finally {
  await browser.close();
  await store.close();
}
