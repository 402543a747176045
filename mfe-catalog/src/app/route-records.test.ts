import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '@bonis/contracts';
import { supabaseMock } from '@bonis/test-utils';
import { serverQueryClient } from '@bonis/test-utils/server-render';
import { CONTENT_PATHS } from '../features/content-pages/content';
import { resolveRoute } from './app';
import { records } from './route-records';
import { routes } from './routes';

const ORIGIN = 'https://tienda.bonis.test';

const CATEGORIES = [
  {
    id: 'c-snacks',
    name: 'Snacks naturales',
    slug: 'snacks-naturales',
    description: null,
    image_url: null,
    pet_types: null,
  },
];

const resolve = (path: string) =>
  resolveRoute({ url: new URL(path, ORIGIN), queryClient: serverQueryClient() });

describe("the catalog's route records", () => {
  it('declare each URL once, the category pages last (the first record that matches wins)', () => {
    const paths = records.map((record) => record.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('/:slug');
  });

  it('are the route manifest, with a screen each and a server side for every public page', () => {
    expect(routes.map((route) => route.path)).toEqual(records.map((record) => record.path));
    for (const record of records) {
      expect(record.screen, record.path).toBeTypeOf('function');
      expect(record.ssr, record.path).toBe(true);
      expect(record.server, record.path).toBeTypeOf('function');
    }
  });

  it('have a record for every content page', () => {
    for (const path of CONTENT_PATHS) {
      expect(records.map((record) => record.path)).toContain(path);
    }
  });

  it('keep the page number in the canonical URL of every listing, and nothing of other pages', () => {
    const all: readonly RouteRecord[] = records;
    for (const record of all) {
      const paged = record.skeleton === 'products';
      expect(record.canonical?.page, record.path).toBe(paged ? 'page' : undefined);
      expect(record.canonical?.path, record.path).toBeUndefined();
    }
  });
});

describe('resolveRoute (the shell asks it before rendering /:slug)', () => {
  it("answers an active category's slug with the category's name, read once with the page's query", async () => {
    supabaseMock.table('categories').get(CATEGORIES);
    expect(await resolve('/snacks-naturales')).toEqual({ title: 'Snacks naturales' });
    expect(supabaseMock.requests.map(({ path }) => path)).toEqual(['/rest/v1/categories']);
    expect(supabaseMock.requests[0]?.query).toMatchObject({ is_active: 'eq.true' });
  });

  it('answers null for a slug that is no active category', async () => {
    supabaseMock.table('categories').get(CATEGORIES);
    expect(await resolve('/no-existe')).toBeNull();
    expect(await resolve('/Snacks-Naturales')).toBeNull();
  });

  it('answers a fixed page without a read, and null for a URL no record has', async () => {
    expect(await resolve('/dogs')).toEqual({});
    expect(await resolve('/product/1')).toEqual({});
    expect(await resolve('/no/such/page')).toBeNull();
    expect(supabaseMock.requests).toEqual([]);
  });

  it('throws when the categories cannot be read (the shell then renders the page)', async () => {
    supabaseMock.table('categories').get(() => supabaseMock.networkError());
    await expect(resolve('/snacks-naturales')).rejects.toThrow();
  });
});
