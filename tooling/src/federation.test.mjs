// @ts-check
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertRouterExports,
  createAppBuild,
  createAppConfig,
  ROUTER_EXPORTS,
  routerImportsOf,
  packageNameOf,
  SERVER_DIR,
  SINGLETONS,
  requiredRange,
  sharedSingletons,
} from './federation.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** @param {import('@rspack/core').Configuration} config */
function federationOptions(config) {
  const plugin = config.plugins?.find(
    (candidate) => candidate?.constructor?.name === 'ModuleFederationPlugin',
  );
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return /** @type {{ _options: Record<string, unknown> }} */ (/** @type {unknown} */ (plugin))
    ._options;
}

describe('sharedSingletons', () => {
  it('shares every singleton of ARCHITECTURE §1, with react entry points explicit', () => {
    const shared = sharedSingletons(path.join(ROOT, 'mfe-catalog'));
    for (const name of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react-router',
      'styled-components',
      'zustand',
      '@tanstack/react-query',
      '@supabase/supabase-js',
      '@bonis/design-system',
      '@bonis/supabase-client',
    ]) {
      expect(shared[name], name).toMatchObject({ singleton: true });
    }
    // The apps import the router from react-router only; react-router-dom is not installed.
    expect(shared['react-router-dom']).toBeUndefined();
  });

  it('requires each singleton compatible with the version the app was built against, strictly', () => {
    const shell = path.join(ROOT, 'shell');
    const installed = (/** @type {string} */ name) =>
      JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'))
        .version;
    const shared = sharedSingletons(shell);
    expect(shared.react?.requiredVersion).toBe(`^${installed('react')}`);
    expect(shared['react-dom/client']?.requiredVersion).toBe(`^${installed('react-dom')}`);
    expect(shared['react-router']?.requiredVersion).toBe(`^${installed('react-router')}`);
    expect(shared['@bonis/design-system']?.requiredVersion).toBe(
      `^${installed('@bonis/design-system')}`,
    );
    for (const entry of Object.values(shared)) expect(entry.strictVersion).toBe(true);
  });

  it('falls back to the declared version, caret or not, when nothing is installed', () => {
    const missing = '/nonexistent-app';
    expect(requiredRange('@bonis/nothing', missing, { '@bonis/nothing': '1.2.3' })).toBe('^1.2.3');
    expect(requiredRange('@bonis/nothing', missing, { '@bonis/nothing': '^2.0.0' })).toBe('^2.0.0');
    expect(requiredRange('@bonis/nothing', missing, {})).toBeUndefined();
  });

  it('reads package names of scoped and deep specifiers', () => {
    expect(packageNameOf('@bonis/design-system/bus')).toBe('@bonis/design-system');
    expect(packageNameOf('react-dom/client')).toBe('react-dom');
    expect(SINGLETONS).toContain('react/jsx-runtime');
  });
});

describe('createAppConfig', () => {
  it('builds a remote that works from any origin and publishes a manifest', () => {
    const config = createAppConfig({
      appDir: path.join(ROOT, 'mfe-checkout'),
      exposes: { './App': './src/app/app.tsx' },
      mode: 'production',
    });
    expect(config.output?.publicPath).toBe('auto');
    expect(config.optimization?.runtimeChunk).toBe(false);
    const federation = federationOptions(config);
    expect(federation).toMatchObject({
      name: 'checkout',
      filename: 'remoteEntry.js',
      manifest: true,
      shareStrategy: 'loaded-first',
      exposes: { './App': './src/app/app.tsx' },
      experiments: { externalRuntime: true },
    });
  });

  it('ships production remotes without a standalone page, and keeps it in development', () => {
    const appDir = path.join(ROOT, 'mfe-checkout');
    const production = createAppConfig({ appDir, mode: 'production' });
    expect(production.entry).toEqual({});
    expect(production.plugins?.some((p) => p?.constructor?.name === 'HtmlRspackPlugin')).toBe(
      false,
    );
    const development = createAppConfig({ appDir, mode: 'development' });
    expect(development.entry).toEqual({ main: './src/index.ts' });
    expect(federationOptions(development)).toMatchObject({
      experiments: { externalRuntime: false },
    });
  });

  it('builds the host with no remote baked in', () => {
    const config = createAppConfig({ appDir: path.join(ROOT, 'shell'), mode: 'production' });
    expect(federationOptions(config)).toMatchObject({
      name: 'shell',
      remotes: {},
      experiments: { provideExternalRuntime: true },
    });
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(config.output?.publicPath).toBe('/');
    expect(config.devServer).toMatchObject({ port: 3000, historyApiFallback: true });
  });

  it('refuses a folder that is not one of the store apps', () => {
    expect(() => createAppConfig({ appDir: path.join(ROOT, 'design-system') })).toThrow(
      /not one of the store's apps/,
    );
  });
});

describe('the host page', () => {
  /** @param {import('@rspack/core').Configuration} config */
  const template = (config) =>
    /** @type {{ _args: [{ templateContent: string }] } | undefined} */ (
      /** @type {unknown} */ (
        config.plugins?.find((p) => p?.constructor?.name === 'HtmlRspackPlugin')
      )
    )?._args[0].templateContent ?? '';

  it('preloads /runtime-config.json as the fetch that reads it (cors, same-origin credentials)', () => {
    const host = createAppConfig({ appDir: path.join(ROOT, 'shell'), mode: 'production' });
    expect(template(host)).toContain(
      '<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" />',
    );
    const remote = createAppConfig({
      appDir: path.join(ROOT, 'mfe-checkout'),
      mode: 'development',
    });
    expect(template(remote)).not.toContain('runtime-config.json');
  });
});

describe('createAppBuild: a browser and a server target from the same source', () => {
  const catalogDir = path.join(ROOT, 'mfe-catalog');
  const exposes = { './App': './src/app/app.tsx', './prefetch': './src/server/prefetch.ts' };

  /** @param {unknown} build */
  const asArray = (build) => /** @type {import('@rspack/core').Configuration[]} */ (build);

  it('gives a production remote two configurations, the server one in dist/server', () => {
    const [browser, server] = asArray(
      createAppBuild({ appDir: catalogDir, exposes, mode: 'production' }),
    );
    expect(browser?.name).toBe('browser');
    expect(server?.name).toBe('server');
    expect(server?.target).toBe('async-node');
    expect(server?.output?.path).toBe(path.join(catalogDir, 'dist', SERVER_DIR));
    // the browser build's clean leaves the server build alone
    const clean = /** @type {{ keep: (file: string) => boolean }} */ (browser?.output?.clean);
    expect(clean.keep(path.join(catalogDir, 'dist', SERVER_DIR, 'remoteEntry.js'))).toBe(true);
    expect(clean.keep(path.join(catalogDir, 'dist', 'remoteEntry.js'))).toBe(false);
  });

  it('builds the server container as a commonjs module with the same exposes and singletons', () => {
    const [browser, server] = asArray(
      createAppBuild({ appDir: catalogDir, exposes, mode: 'production' }),
    );
    if (!browser || !server) throw new Error('two configurations expected');
    const options = federationOptions(server);
    expect(options).toMatchObject({
      name: 'catalog',
      filename: 'remoteEntry.js',
      exposes,
      library: { type: 'commonjs-module', name: 'catalog' },
      remoteType: 'script',
      shareStrategy: 'loaded-first',
      manifest: true,
    });
    // the same singletons (the browser's router is tree-shaken; the server's needn't be)
    expect(options.shared).toEqual(sharedSingletons(catalogDir));
    expect(Object.keys(/** @type {object} */ (options.shared))).toEqual(
      Object.keys(/** @type {object} */ (federationOptions(browser).shared)),
    );
    expect(String(options.runtimePlugins)).toMatch(
      /@module-federation[\\/]node[\\/].*runtimePlugin/,
    );
  });

  it('gives the host a server entry (the renderer) and no exposes', () => {
    const [, server] = asArray(
      createAppBuild({ appDir: path.join(ROOT, 'shell'), mode: 'production' }),
    );
    expect(server?.entry).toEqual({ main: './src/server/entry.ts' });
    expect(server?.output?.library).toEqual({ type: 'commonjs2' });
    expect(server?.output?.filename).toBe('[name].cjs');
    expect(federationOptions(/** @type {any} */ (server))).toMatchObject({ remotes: {} });
  });

  it('builds only the browser target in development', () => {
    const build = createAppBuild({ appDir: catalogDir, exposes, mode: 'development' });
    expect(Array.isArray(build)).toBe(false);
  });
});

describe('the shared router, tree-shaken to ROUTER_EXPORTS', () => {
  it('covers every router export any app imports', () => {
    for (const dir of [
      'shell',
      'mfe-catalog',
      'mfe-checkout',
      'mfe-loyalty',
      'mfe-account',
      'mfe-admin',
    ]) {
      const imports = routerImportsOf(path.join(ROOT, dir, 'src'));
      expect(imports.length, dir).toBeGreaterThan(0);
      for (const name of imports) expect(ROUTER_EXPORTS, `${dir} imports ${name}`).toContain(name);
    }
  });

  it('fails the build of an app that imports an export the shared copy lacks', () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'bonis-router-'));
    mkdirSync(path.join(appDir, 'src'));
    writeFileSync(
      path.join(appDir, 'src', 'page.tsx'),
      "import { useBlocker, type Params } from 'react-router';\nimport type { NavigateFunction } from 'react-router';\n",
    );
    try {
      expect(routerImportsOf(path.join(appDir, 'src'))).toEqual(['useBlocker']);
      expect(() => assertRouterExports(appDir)).toThrow(/useBlocker.*ROUTER_EXPORTS/);
    } finally {
      rmSync(appDir, { recursive: true, force: true });
    }
  });

  it('ships the tree-shaken router in production browser builds only', () => {
    const catalogDir = path.join(ROOT, 'mfe-catalog');
    const [browser, server] = /** @type {import('@rspack/core').Configuration[]} */ (
      createAppBuild({ appDir: catalogDir, exposes: {}, mode: 'production' })
    );
    if (!browser || !server) throw new Error('two configurations expected');
    const shared = /** @type {Record<string, { treeShaking?: unknown }>} */ (
      federationOptions(browser).shared
    );
    expect(shared['react-router']?.treeShaking).toEqual({
      mode: 'runtime-infer',
      usedExports: [...ROUTER_EXPORTS],
    });
    expect(shared.react?.treeShaking).toBeUndefined();
    const serverShared = /** @type {Record<string, { treeShaking?: unknown }>} */ (
      federationOptions(server).shared
    );
    expect(serverShared['react-router']?.treeShaking).toBeUndefined();
    const development = /** @type {import('@rspack/core').Configuration} */ (
      createAppBuild({ appDir: catalogDir, exposes: {}, mode: 'development' })
    );
    const devShared = /** @type {Record<string, { treeShaking?: unknown }>} */ (
      federationOptions(development).shared
    );
    expect(devShared['react-router']?.treeShaking).toBeUndefined();
  });
});
