import { describe, expect, it } from 'vitest';
import type { PageRead } from '@bonis/contracts';
import { changedTags, pageKey, pageTags, watchedTables } from './cache-tags';
import { routeTable } from '../routes/owned-routes';

const PRODUCT_PAGE: { reads: readonly PageRead[] } = {
  reads: [{ table: 'products', column: 'id', param: 'id' }, 'categories'],
};
const LISTING = { reads: ['products', 'categories'] };
const ROUTES = [PRODUCT_PAGE, LISTING, { reads: undefined }];

/** Whether a change drops a page: they share a tag. */
const drops = (change: string[], page: string[]) => change.some((tag) => page.includes(tag));

describe('cache tags', () => {
  it("files a product page under its own product, a listing under the whole table, both under the chrome's reads", () => {
    expect(pageTags(PRODUCT_PAGE, { id: '42' })).toEqual([
      'table:app_settings',
      'row:products:id=42',
      'table:categories',
    ]);
    expect(pageTags(LISTING, {})).toEqual([
      'table:app_settings',
      'table:products',
      'table:categories',
    ]);
  });

  it('a change to one product drops its page and the listings, not another product page', () => {
    const change = changedTags(ROUTES, {
      table: 'products',
      record: { id: '42', price: 9_900 },
      old: { id: '42' },
    });
    expect(drops(change, pageTags(PRODUCT_PAGE, { id: '42' }))).toBe(true);
    expect(drops(change, pageTags(LISTING, {}))).toBe(true);
    expect(drops(change, pageTags(PRODUCT_PAGE, { id: '7' }))).toBe(false);
  });

  it('a deleted row (only its key in `old`) still drops its page', () => {
    const change = changedTags(ROUTES, { table: 'products', record: {}, old: { id: '42' } });
    expect(drops(change, pageTags(PRODUCT_PAGE, { id: '42' }))).toBe(true);
  });

  it('a page whose record declares nothing is dropped by any change; a settings change drops every page', () => {
    const undeclared = pageTags({ reads: undefined }, {});
    expect(drops(changedTags(ROUTES, { table: 'roulette_prizes' }), undeclared)).toBe(true);
    expect(drops(changedTags(ROUTES, { table: 'roulette_prizes' }), pageTags(LISTING, {}))).toBe(
      false,
    );
    const settings = changedTags(ROUTES, { table: 'app_settings', record: { id: 1 } });
    expect(drops(settings, pageTags(PRODUCT_PAGE, { id: '42' }))).toBe(true);
    expect(drops(settings, pageTags(LISTING, {}))).toBe(true);
  });

  it("watches every table the store's server-rendered route records read", () => {
    const tables = watchedTables(routeTable);
    for (const route of routeTable) {
      if (!route.ssr) continue;
      for (const read of route.reads ?? []) {
        expect(tables).toContain(typeof read === 'string' ? read : read.table);
      }
    }
    expect(tables).toEqual(expect.arrayContaining(['app_settings', 'products', 'categories']));
  });

  it('keys a page by origin, path and sorted query, without tracking parameters', () => {
    expect(pageKey(new URL('http://store.test/dogs?sort=price&page=2&utm_source=x&gclid=1'))).toBe(
      'http://store.test/dogs?page=2&sort=price',
    );
    expect(pageKey(new URL('http://store.test/dogs?page=2&sort=price'))).toBe(
      pageKey(new URL('http://store.test/dogs?sort=price&page=2')),
    );
    expect(pageKey(new URL('http://store.test/dogs'))).not.toBe(
      pageKey(new URL('http://other.test/dogs')),
    );
  });
});
