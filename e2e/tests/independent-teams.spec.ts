/**
 * Independent teams for real (ARCHITECTURE §3, issue 24): the shared packages published to a
 * package registry of the run's own, a remote built outside the monorepo from that registry
 * alone and served on its own port, and the store pointed at it through runtime-config.json;
 * then version skew: a remote built against an older release of the design system's major inside
 * a shell that provides a newer one, and a remote that needs a newer major, which gets its
 * fallback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHealthy } from '@bonis/tooling/health';
import { startStore } from '@bonis/tooling/serve';
import { nextMajorVersion, olderCompatibleVersion } from '@bonis/tooling/versions';
import { CHUNKY } from './support/checkout';
import { e2eAnonKey } from './support/keys';
import { recordNetwork } from './support/network';
import {
  E2E_SUPABASE_URL,
  INDEPENDENT_BASE_PORT,
  REGISTRY_PORT,
  STANDALONE_PORT,
  portOf,
} from './support/ports';
import { republishAs, run } from './support/registry';
import { newShopper, restoreSession } from './support/session';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const REGISTRY = `http://127.0.0.1:${REGISTRY_PORT}/`;
const REGISTRY_DIR = path.join(ROOT, 'e2e', '.tmp', 'registry');

/**
 * The design system this checkout's shell is built with (N); an older release of the same major
 * whose `^range` N satisfies (the previous minor, else the previous patch, else N's prerelease:
 * `2.0.0-rc.0` for 2.0.0); the next major.
 */
const DESIGN_SYSTEM = (
  JSON.parse(readFileSync(path.join(ROOT, 'design-system', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const OLDER = olderCompatibleVersion(DESIGN_SYSTEM);
const NEWER_MAJOR = nextMajorVersion(DESIGN_SYSTEM);

/**
 * The environment a team's shell would have: without the module hooks Playwright puts in
 * NODE_OPTIONS for its own workers (Rspack's native build aborts at exit under them).
 */
const TEAM_ENV = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => key !== 'NODE_OPTIONS' && !key.startsWith('PW_')),
);

interface Standalone {
  /** the remote's manifest URL, where it is served */
  manifest: string;
  /** the folder it was copied to, outside the monorepo */
  dir: string;
  process: ChildProcess;
  output: () => string;
}

const running: Standalone[] = [];
let registry: ChildProcess | undefined;

/**
 * `npm run remote:standalone -- <remote>` exactly as a team runs it (tooling/scripts/
 * remote-standalone.mjs): copy (to a folder of this run's), install from the registry, build both
 * targets, serve. Resolves once its manifest answers on `port` (asked, not read from its output).
 */
async function buildStandalone(
  remote: string,
  port: number,
  extra: string[] = [],
): Promise<Standalone> {
  const dir = mkdtempSync(path.join(tmpdir(), `bonis-standalone-${remote}-`));
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'tooling', 'scripts', 'remote-standalone.mjs'),
      remote,
      '--registry',
      REGISTRY,
      '--port',
      String(port),
      '--dir',
      dir,
      ...extra,
    ],
    { cwd: ROOT, env: TEAM_ENV, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const take = (data: Buffer) => {
    output += data.toString();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const standalone: Standalone = {
    manifest: `http://127.0.0.1:${port}/mf-manifest.json`,
    dir,
    process: child,
    output: () => output,
  };
  running.push(standalone);
  const exited = new AbortController();
  child.once('exit', (code) =>
    exited.abort(new Error(`remote:standalone ${remote} exited ${code}:\n${output.slice(-4000)}`)),
  );
  // Copy, install and two builds: minutes on a busy machine; the test's own timeout bounds it.
  await waitForHealthy(standalone.manifest, {
    timeoutMs: 280_000,
    intervalMs: 500,
    signal: exited.signal,
  });
  return standalone;
}

/** The store (this checkout's shell and remotes) with one remote moved to `origin`. */
async function storeWith(remote: 'checkout' | 'loyalty', manifest: string) {
  return startStore({
    basePort: INDEPENDENT_BASE_PORT,
    remoteOrigins: { [remote]: new URL(manifest).origin },
    supabase: { url: E2E_SUPABASE_URL, anonKey: await e2eAnonKey() },
    // These journeys are about the browser's federation; each store gets a fresh page server
    // only in its own process, and three run one after the other here.
    ssr: false,
  });
}

/** The design system's entries of the page's shared scope: version → loaded or not. */
function designSystemShares(page: Page) {
  return page.evaluate(() => {
    const scope = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, { loaded: boolean; from: string }> = {};
    for (const host of Object.values(scope)) {
      for (const [version, share] of Object.entries(host.default?.['@bonis/design-system'] ?? {})) {
        found[version] = {
          loaded: Boolean(share.loaded) || Boolean(found[version]?.loaded),
          from: share.from,
        };
      }
    }
    return found;
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(REGISTRY_DIR, { recursive: true, force: true });
  registry = spawn(
    process.execPath,
    [
      path.join(ROOT, 'tooling', 'scripts', 'registry.mjs'),
      '--port',
      String(REGISTRY_PORT),
      '--dir',
      REGISTRY_DIR,
    ],
    { cwd: ROOT, env: TEAM_ENV, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    registry?.stdout?.on('data', (data: Buffer) => {
      output += data.toString();
      if (output.includes('Registry ready')) resolve();
    });
    registry?.once('exit', (code) => reject(new Error(`registry exited ${code}: ${output}`)));
  });
  // `npm run release` as the release manager runs it (publish-only: this checkout's versions).
  await run(
    process.execPath,
    [
      path.join(ROOT, 'tooling', 'scripts', 'release.mjs'),
      '--registry',
      REGISTRY,
      '--publish-only',
    ],
    { env: TEAM_ENV },
  );
  // The same built design system under an older compatible version and a newer major.
  await republishAs(REGISTRY, '@bonis/design-system', DESIGN_SYSTEM, OLDER);
  await republishAs(REGISTRY, '@bonis/design-system', DESIGN_SYSTEM, NEWER_MAJOR);
});

/** Stops a command and waits until it has exited (it stops its own server first). */
function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test.afterAll(async () => {
  for (const standalone of running) {
    await stop(standalone.process);
    rmSync(standalone.dir, { recursive: true, force: true });
  }
  if (registry) await stop(registry);
});

test('mfe-checkout built outside the monorepo from the registry runs the cart in the store', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const checkout = await buildStandalone('checkout', STANDALONE_PORT);

  // Built outside the workspace, from the registry: the published versions, nothing linked.
  expect(path.relative(ROOT, checkout.dir).startsWith('..')).toBe(true);
  expect(readFileSync(path.join(checkout.dir, '.npmrc'), 'utf8')).toBe(`registry=${REGISTRY}\n`);
  const lock = JSON.parse(readFileSync(path.join(checkout.dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; link?: boolean }>;
  };
  expect(lock.packages['node_modules/@bonis/design-system']).toMatchObject({
    version: DESIGN_SYSTEM,
  });
  expect(Object.values(lock.packages).some((entry) => entry.link)).toBe(false);
  // What the registry says of the release is what its tarball holds: the built files.
  const published = (await (await fetch(new URL('@bonis%2fdesign-system', REGISTRY))).json()) as {
    versions: Record<string, { exports: unknown }>;
  };
  expect(published.versions[DESIGN_SYSTEM]?.exports).toMatchObject({
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
  });

  const store = await storeWith('checkout', checkout.manifest);
  try {
    const shopper = await newShopper('Equipo');
    await restoreSession(page, shopper.email, shopper.password);
    const network = recordNetwork(page);
    await page.goto(`${store.url}/product/${CHUNKY.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByText('¡Agregado!').first()).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Carrito, 1\b/ }),
    ).toBeVisible();

    await page.goto(`${store.url}/cart`);
    const cart = page.locator('[data-remote="mfe-checkout"]');
    await expect(cart.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible();
    await expect(cart.getByText(CHUNKY.name)).toBeVisible();

    // The checkout came from the standalone build's server, not from the store's own.
    const ports = network.ports();
    expect(ports).toContain(STANDALONE_PORT);
    expect(ports).not.toContain(portOf('checkout', INDEPENDENT_BASE_PORT));
    network.stop();
  } finally {
    await store.close();
  }
});

test(`mfe-loyalty built against design-system ${OLDER} renders on the shell's ${DESIGN_SYSTEM}`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  const loyalty = await buildStandalone('loyalty', STANDALONE_PORT + 1, [
    '--install',
    `@bonis/design-system@${OLDER}`,
  ]);
  const manifest = JSON.parse(
    readFileSync(path.join(loyalty.dir, 'dist', 'mf-manifest.json'), 'utf8'),
  ) as { shared: Array<{ name: string; version: string; requiredVersion: string }> };
  expect(manifest.shared.find((entry) => entry.name === '@bonis/design-system')).toMatchObject({
    version: OLDER,
    requiredVersion: `^${OLDER}`,
  });

  const store = await storeWith('loyalty', loyalty.manifest);
  try {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/does not satisfy|could not provide/.test(message.text())) problems.push(message.text());
    });
    await page.goto(`${store.url}/membership`);
    const membership = page.locator('[data-remote="mfe-loyalty"]');
    await expect(membership).toBeVisible();
    await expect(membership.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);

    // One design system on the page: the shell's newer one. The remote's own copy is registered
    // as the fallback it would need, and never loaded.
    const shares = await designSystemShares(page);
    expect(shares[DESIGN_SYSTEM]).toMatchObject({ loaded: true, from: 'shell' });
    expect(shares[OLDER]).toMatchObject({ loaded: false, from: 'loyalty' });
    expect(problems).toEqual([]);
  } finally {
    await store.close();
  }
});

test(`a remote needing design-system ${NEWER_MAJOR} shows its fallback, with the reason in the console`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  const loyalty = await buildStandalone('loyalty', STANDALONE_PORT + 2, [
    '--install',
    `@bonis/design-system@${NEWER_MAJOR}`,
  ]);
  const store = await storeWith('loyalty', loyalty.manifest);
  try {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${store.url}/membership`);
    // The chrome keeps working; the page's area shows the Spanish fallback with its retry.
    await expect(page.getByRole('banner')).toBeVisible();
    const fallback = page.locator('[data-remote-fallback="loyalty"]');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Esta sección no está disponible en este momento');
    await expect(fallback.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect
      .poll(() => errors.join('\n'))
      .toContain(
        `shared singleton module @bonis/design-system does not satisfy the requirement of loyalty which needs ^${NEWER_MAJOR}`,
      );
    // Elsewhere the store still works: the home page renders its catalog.
    await page.getByRole('link', { name: /Boñis/ }).first().click();
    await expect(page.locator('[data-remote="mfe-catalog"]')).toBeVisible();
  } finally {
    await store.close();
  }
});
