import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eAnonKey } from './support/keys';
import { serveStatic, startStore } from '@bonis/tooling/serve';
import { CANARY_DIR, CANARY_RELEASE } from './support/canary';
import { recordNetwork } from './support/network';
import { expectServedBy } from './support/page';
import {
  CANARY_CATALOG_PORT,
  E2E_SUPABASE_URL,
  portOf,
  RUNTIME_CONFIG_BASE_PORT,
} from './support/ports';

/** The version the catalog of this checkout is built as. */
const CATALOG_VERSION = (
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../mfe-catalog/package.json'), 'utf8'),
  ) as { version: string }
).version;

test('a different runtime-config.json moves a remote to another build with no shell rebuild', async ({
  page,
}) => {
  // The regular store: the catalog built from this checkout.
  const regular = recordNetwork(page);
  await page.goto('/');
  await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
  const catalog = page.locator('[data-remote="mfe-catalog"]');
  await expect(catalog).toHaveAttribute('data-release', CATALOG_VERSION);
  const shellScripts = regular
    .urls()
    .filter((url) => new URL(url).port === String(portOf('shell')) && url.endsWith('.js'));
  regular.stop();

  // Same shell build, served with a runtime-config.json that points the catalog elsewhere.
  const canary = await serveStatic({ root: CANARY_DIR, port: CANARY_CATALOG_PORT });
  const store = await startStore({
    basePort: RUNTIME_CONFIG_BASE_PORT,
    remoteOrigins: { catalog: canary.url },
    supabase: { url: E2E_SUPABASE_URL, anonKey: await e2eAnonKey() },
  });
  try {
    const moved = recordNetwork(page);
    await page.goto(store.url);
    await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
    await expect(catalog).toHaveAttribute('data-release', CANARY_RELEASE);

    const ports = moved.ports();
    expect(ports).toContain(CANARY_CATALOG_PORT);
    expect(ports).not.toContain(portOf('catalog', RUNTIME_CONFIG_BASE_PORT));
    // The shell's scripts are byte-for-byte the same files (same content hashes).
    const movedShellScripts = moved
      .urls()
      .filter(
        (url) => new URL(url).port === String(RUNTIME_CONFIG_BASE_PORT) && url.endsWith('.js'),
      )
      .map((url) => new URL(url).pathname);
    expect(movedShellScripts.sort()).toEqual(
      shellScripts.map((url) => new URL(url).pathname).sort(),
    );
  } finally {
    await store.close();
    await canary.close();
  }
});
