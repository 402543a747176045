// @ts-check
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkRouteRecords,
  ROUTE_MANIFEST_FILE,
  routeManifestOf,
  routeManifestSource,
} from './contract.mjs';

const screen = () => Promise.resolve({ default: () => null });

/** Route records as a remote writes them: plain data beside the code of each URL. */
const RECORDS = [
  { path: '/', title: 'Inicio', ssr: true, screen, server: screen },
  {
    path: '/products',
    title: 'Productos',
    ssr: true,
    skeleton: 'products',
    canonical: { page: 'page', query: ['category', 'group', 'subcategory', 'brand'] },
    screen,
  },
  { path: '/search', title: 'Resultados de búsqueda', ssr: true, inSitemap: false, screen },
  { catchAll: true, title: "Categoría 'x'", path: '/:slug', ssr: true, screen, resolve: screen },
];

const root = path.resolve(import.meta.dirname, '../..');

describe('routeManifestOf', () => {
  it("keeps each record's plain data, keys in the manifest's order, and leaves the code out", () => {
    expect(routeManifestOf(RECORDS)).toEqual([
      { path: '/', title: 'Inicio', ssr: true },
      {
        path: '/products',
        title: 'Productos',
        ssr: true,
        skeleton: 'products',
        canonical: { page: 'page', query: ['category', 'group', 'subcategory', 'brand'] },
      },
      { path: '/search', title: 'Resultados de búsqueda', ssr: true, inSitemap: false },
      { path: '/:slug', title: "Categoría 'x'", ssr: true, catchAll: true },
    ]);
    expect(Object.keys(routeManifestOf(RECORDS)[3] ?? {})).toEqual([
      'path',
      'title',
      'ssr',
      'catchAll',
    ]);
  });
});

describe('routeManifestSource', () => {
  const source = routeManifestSource('@bonis/mfe-x', RECORDS);

  it('is formatted as Prettier formats it (the workspace checks it with prettier --check)', async () => {
    const options = await prettier.resolveConfig(path.join(root, 'mfe-x/src/app/routes.ts'));
    expect(await prettier.format(source, { ...options, filepath: 'routes.ts' })).toBe(source);
  });

  it('is plain data typed as the contract, with the nested keys in order', () => {
    expect(source).toContain("import type { RemoteRoute } from '@bonis/contracts';");
    expect(source).toContain('`@bonis/mfe-x/routes`');
    expect(source).toContain(
      "canonical: { query: ['category', 'group', 'subcategory', 'brand'], page: 'page' },",
    );
    expect(source).toContain(`title: "Categoría 'x'"`);
    expect(source.trimEnd().endsWith('] as const satisfies readonly RemoteRoute[];')).toBe(true);
    expect(source).not.toMatch(/screen|server|resolve/);
  });

  it('refuses a record whose data is not plain data', () => {
    expect(() =>
      routeManifestSource('@bonis/mfe-x', [
        { path: '/', title: 'x', ssr: true, canonical: { page: screen } },
      ]),
    ).toThrow(/plain data/);
  });
});

describe('checkRouteRecords', () => {
  /** @type {string | undefined} */
  let dir;
  afterEach(() => {
    vi.unstubAllEnvs();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function remote(manifest = '') {
    dir = mkdtempSync(path.join(tmpdir(), 'bonis-route-records-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@bonis/mfe-x' }));
    mkdirSync(path.join(dir, 'src/app'), { recursive: true });
    writeFileSync(path.join(dir, ROUTE_MANIFEST_FILE), manifest);
    return dir;
  }

  it('passes when the manifest is the records’ data', () => {
    const appDir = remote(routeManifestSource('@bonis/mfe-x', RECORDS));
    expect(checkRouteRecords(appDir, RECORDS)).toEqual([]);
  });

  it('reports a manifest edited by hand or not written again after a record changed', () => {
    const appDir = remote(routeManifestSource('@bonis/mfe-x', RECORDS));
    const retitled = RECORDS.map((record) => ({ ...record, title: `${record.title}!` }));
    expect(checkRouteRecords(appDir, retitled)).toEqual([
      expect.stringMatching(
        /^\.\/src\/app\/routes\.ts is not the plain data of \.\/src\/app\/route-records\.ts: write it from the records with UPDATE_ROUTE_MANIFEST=1 npx vitest run src\/expose\.test\.ts$/,
      ),
    ]);
  });

  it('writes the manifest with UPDATE_ROUTE_MANIFEST', () => {
    const appDir = remote('stale');
    vi.stubEnv('UPDATE_ROUTE_MANIFEST', '1');
    expect(checkRouteRecords(appDir, RECORDS)).toEqual([]);
    expect(readFileSync(path.join(appDir, ROUTE_MANIFEST_FILE), 'utf8')).toBe(
      routeManifestSource('@bonis/mfe-x', RECORDS),
    );
  });
});
