import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@bonis/tooling/chromium';
import { E2E_BASE_PORT } from './tests/support/ports';

// Debian's Chromium only: fails here with install instructions when it is missing.
const executablePath = chromiumPath();

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
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
  // The built store, each app on its own port (run `npm run build` first; `npm run test:e2e`
  // does). Tests that need their own arrangement of servers start them in the test.
  webServer: {
    command: `node ../tooling/scripts/serve.mjs --base-port ${E2E_BASE_PORT}`,
    url: `http://localhost:${E2E_BASE_PORT}/runtime-config.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
