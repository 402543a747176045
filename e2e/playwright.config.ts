import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@bonis/tooling/chromium';
import { E2E_BASE_PORT, E2E_SUPABASE_PORT, E2E_SUPABASE_URL } from './tests/support/ports';

// The run's local Supabase server signs with a secret made for this run. Set here, in the
// runner's environment, it reaches the servers below and every worker (they inherit it, and
// `??=` keeps the runner's value when a worker reads this file again).
process.env.SUPABASE_JWT_SECRET ??= randomBytes(32).toString('hex');

// The server renderer's time budgets, lifted for every store of the run (the webServer's and
// those the journeys start): past a budget a page is rendered in the browser by design, and the
// journeys check the server-rendered page, not how fast a loaded CI machine makes it (a product
// page's data took over 300 ms while the independent-teams builds ran beside it).
process.env.BONIS_SSR_REMOTE_MS ??= '15000';
process.env.BONIS_SSR_DATA_MS ??= '10000';
process.env.BONIS_SSR_RENDER_MS ??= '10000';

// Debian's Chromium only: fails here with install instructions when it is missing.
const executablePath = chromiumPath();

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  projects: [
    // Every journey that leaves the store as it found it runs in parallel.
    { name: 'store', testIgnore: /(?:store-settings|independent-teams)\.spec\.ts$/ },
    // A team's remote built outside the monorepo from a registry of the run's own, and version
    // skew: installs and builds, one journey after the other, beside the store's journeys.
    {
      name: 'independent-teams',
      testMatch: /independent-teams\.spec\.ts$/,
      fullyParallel: false,
    },
    // Journeys that change what every shopper sees (maintenance mode, registrations, the
    // free-shipping threshold, the home banner, the checkout's time ranges) run alone, after all
    // the others, one at a time: nothing else is on the store while they flip its settings.
    {
      name: 'store-settings',
      testMatch: /store-settings\.spec\.ts$/,
      dependencies: ['store', 'independent-teams'],
      fullyParallel: false,
    },
  ],
  // House style: at most one retry, and only on CI.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    // `npm test` reads the counts from here for its closing summary.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
      ? [['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }] as const]
      : []),
  ],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_BASE_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-failure',
  },
  webServer: [
    // A local Supabase server with a fresh seeded database for this run.
    {
      command: `node ../supabase/local/src/cli.mjs --port ${E2E_SUPABASE_PORT} --data-dir .tmp/supabase --reset`,
      url: `${E2E_SUPABASE_URL}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      // The journeys sign many users in from 127.0.0.1: lift the per-IP auth rate limits.
      env: {
        SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
        SUPABASE_AUTH_RATE_LIMIT_SMS_SENT: '100000',
        SUPABASE_AUTH_RATE_LIMIT_ANONYMOUS_USERS: '100000',
        SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
        SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
        SUPABASE_AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '100000',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The built store, each app on its own port (run `npm run build` first; `npm run test:e2e`
    // does), its runtime-config.json pointing at that server. Tests that need their own
    // arrangement of servers start them in the test.
    {
      command: `node ../tooling/scripts/serve.mjs --base-port ${E2E_BASE_PORT} --supabase-url ${E2E_SUPABASE_URL}`,
      url: `http://localhost:${E2E_BASE_PORT}/runtime-config.json`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
