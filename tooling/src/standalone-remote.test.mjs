// @ts-check
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registryUrl, withoutRegistryOverrides } from './registry.mjs';
import {
  copyRemote,
  installedBonisPackages,
  pointStoreAt,
  remoteNamed,
} from './standalone-remote.mjs';

/** @type {string[]} */
const made = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bonis-standalone-test-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a remote built outside the monorepo', () => {
  it('is named by its federation name or its folder', () => {
    expect(remoteNamed('checkout').dir).toBe('mfe-checkout');
    expect(remoteNamed('mfe-loyalty').name).toBe('loyalty');
    expect(() => remoteNamed('shell')).toThrow(/catalog, checkout, loyalty, account, admin/);
  });

  it('is copied without what its own install and build make, with an .npmrc naming the registry alone', () => {
    const target = path.join(scratch(), 'mfe-checkout');
    const { app, dir } = copyRemote({
      remote: 'checkout',
      registry: registryUrl(4999),
      dir: target,
    });
    expect(app.name).toBe('checkout');
    expect(readFileSync(path.join(dir, '.npmrc'), 'utf8')).toBe(
      'registry=http://127.0.0.1:4999/\n',
    );
    expect(existsSync(path.join(dir, 'package.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'src', 'expose.ts'))).toBe(true);
    expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  });

  it('runs npm with nothing in the environment pointing it at another registry', () => {
    const env = withoutRegistryOverrides({
      npm_config_registry: 'http://elsewhere.invalid/',
      NPM_CONFIG_REGISTRY: 'http://elsewhere.invalid/',
      npm_config_userconfig: '/tmp/other-npmrc',
      npm_config_cache: '/tmp/cache',
      PATH: '/usr/bin',
    });
    expect(env).toEqual({ npm_config_cache: '/tmp/cache', PATH: '/usr/bin' });
  });

  it('reports the @bonis versions its install resolved', () => {
    const dir = scratch();
    writeFileSync(
      path.join(dir, 'package-lock.json'),
      JSON.stringify({
        packages: {
          '': { name: '@bonis/mfe-checkout' },
          'node_modules/@bonis/design-system': { version: '1.0.0' },
          'node_modules/@bonis/tooling': { version: '1.2.0' },
          'node_modules/react': { version: '19.3.1' },
        },
      }),
    );
    expect(installedBonisPackages(dir)).toEqual({
      '@bonis/design-system': '1.0.0',
      '@bonis/tooling': '1.2.0',
    });
  });

  it("points a store at it by changing that remote's manifest in runtime-config.json, and nothing else", () => {
    const file = path.join(scratch(), 'runtime-config.json');
    const config = {
      supabase: { url: 'http://127.0.0.1:54321', anonKey: 'key' },
      remotes: {
        catalog: 'http://localhost:3001/mf-manifest.json',
        checkout: 'http://localhost:3002/mf-manifest.json',
      },
    };
    writeFileSync(file, JSON.stringify(config));
    pointStoreAt(file, 'checkout', 'http://127.0.0.1:4102/mf-manifest.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      ...config,
      remotes: { ...config.remotes, checkout: 'http://127.0.0.1:4102/mf-manifest.json' },
    });
    expect(() => pointStoreAt(path.join(scratch(), 'missing.json'), 'checkout', 'x')).toThrow(
      /doesn't exist/,
    );
  });
});
