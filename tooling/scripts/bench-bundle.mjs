#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:bundle`: loads the built store in Debian's Chromium with a cold cache and
 * prints, per page, the JavaScript requests, the bytes transferred (brotli, as served) and the
 * remotes fetched. It prints figures; it does not pass or fail. The store talks to its own local
 * Supabase server (fresh seeded database under .tmp/); the cart and checkout are loaded as the demo
 * shopper, the admin page as the demo admin.
 */
import { chromium } from '@playwright/test';
import { apps, portsFrom } from '../src/apps.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../src/chromium.mjs';
import { startStore } from '../src/serve.mjs';
import { startSupabaseLocal } from '../src/supabase.mjs';

const BASE_PORT = 4600;
const SUPABASE_PORT = 4650;
/** @type {Array<{ path: string, ready: string, as?: 'admin' | 'shopper' }>} */
const PAGES = [
  { path: '/', ready: '[data-remote="mfe-catalog"]' },
  {
    path: '/product/db279cee-1fbb-548c-a7bf-a398f77c9845',
    ready: '[data-remote="mfe-catalog"] h1',
  },
  { path: '/cart', ready: '[data-remote="mfe-checkout"] h1', as: 'shopper' },
  { path: '/checkout', ready: '[data-remote="mfe-checkout"] h1', as: 'shopper' },
  { path: '/admin/dashboard', ready: '[data-remote="mfe-admin"]', as: 'admin' },
];
/** The demo accounts a page is loaded as (supabase/scripts/seed-data.mjs). */
const ACCOUNTS = {
  admin: { email: 'admin@bonis.co', password: 'Admin123' },
  shopper: { email: 'cliente@bonis.co', password: 'Cliente123' },
};

const ports = portsFrom(BASE_PORT);
const appByPort = new Map(apps.map((app) => [ports[app.name], app.dir]));

const supabase = await startSupabaseLocal({
  args: ['--port', String(SUPABASE_PORT), '--data-dir', '.tmp/bench-supabase', '--reset'],
});
const store = await startStore({
  basePort: BASE_PORT,
  supabase: { url: supabase.url, anonKey: supabase.anonKey },
});

/**
 * A demo account's session, as supabase-js restores it (sb-<host>-auth-token).
 * @param {keyof typeof ACCOUNTS} account
 */
async function sessionOf(account) {
  const response = await fetch(`${supabase.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: supabase.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNTS[account]),
  });
  if (!response.ok) throw new Error(`${account} sign-in failed: HTTP ${response.status}`);
  return JSON.stringify(await response.json());
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  /** @type {Array<Record<string, string | number>>} */
  const rows = [];
  for (const { path, ready, as } of PAGES) {
    const context = await browser.newContext();
    if (as) {
      const session = await sessionOf(as);
      await context.addInitScript(
        (/** @type {string} */ value) => window.localStorage.setItem('sb-127-auth-token', value),
        session,
      );
    }
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
    /** @type {Map<string, number>} JS bytes by the app that served them */
    const byApp = new Map();
    for (const response of scripts) {
      const size = (await response.request().sizes()).responseBodySize;
      bytes += size;
      const app = appByPort.get(Number(new URL(response.url()).port)) ?? 'other';
      byApp.set(app, (byApp.get(app) ?? 0) + size);
    }
    rows.push({
      page: path,
      'JS requests': scripts.length,
      'KB (br)': Number((bytes / 1024).toFixed(1)),
      'KB by app': [...byApp]
        .map(([app, size]) => `${app.replace('mfe-', '')} ${(size / 1024).toFixed(1)}`)
        .join(' · '),
      'apps fetched': [...fetchedApps].join(', '),
    });
    await context.close();
  }
  console.log('\nBundle report (cold cache, production build, brotli as served)\n');
  console.table(rows);
} finally {
  await browser.close();
  await store.close();
  await supabase.stop();
}
