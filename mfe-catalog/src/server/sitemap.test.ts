/**
 * The sitemap entries of the catalog's records (`/product/:id`, `/:slug`), against Supabase's
 * REST API (msw). The shell's server writes the sitemap from them (shell/src/server/seo).
 */
import { describe, expect, it } from 'vitest';
import { supabaseMock, type TableRequest } from '@bonis/test-utils';
import { records } from '../app/route-records';
import { categoryEntries, productEntries, SITEMAP_PAGE_SIZE } from './sitemap';

/** Room for every row: the sitemap protocol's limit of URLs in one file. */
const ROOM = { limit: 50_000 };

interface ProductRow {
  id: string;
  is_active: boolean;
  updated_at: string;
}
interface CategoryRow {
  slug: string;
  is_active: boolean;
  updated_at: string;
}

/** Product `n`: its id in order (`00000000-…-000000000001`), updated `n` days after 2025-01-01. */
const product = (n: number, active = true): ProductRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  is_active: active,
  updated_at: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString(),
});

/** `count` products from number `start + 1`. */
const products = (count: number, active = true, start = 0): ProductRow[] =>
  Array.from({ length: count }, (_, index) => product(start + index + 1, active));

/**
 * A table as PostgREST answers it: `is_active=eq.true` filters (RLS would too, but the test
 * checks the query asks for it), `order` sorts by its column, `offset`/`limit` page, and a
 * response holds at most `maxRows` rows (PostgREST's `max_rows`).
 */
function table<Row extends object>(rows: Row[], columns: (keyof Row)[], maxRows = 1000) {
  return ({ eq, order, offset = 0, limit }: TableRequest) => {
    let visible = rows.filter(
      (row) => eq('is_active') !== 'true' || ('is_active' in row && row.is_active),
    );
    const [column, direction] = (order ?? '').split('.');
    if (column) {
      visible = [...visible].sort((a, b) => {
        const left = String(a[column as keyof Row]);
        const right = String(b[column as keyof Row]);
        return (left < right ? -1 : left > right ? 1 : 0) * (direction === 'desc' ? -1 : 1);
      });
    }
    const size = Math.min(limit ?? maxRows, maxRows);
    return visible
      .slice(offset, offset + size)
      .map((row) => Object.fromEntries(columns.map((key) => [key, row[key]])));
  };
}

const CATEGORIES: CategoryRow[] = [
  { slug: 'perros', is_active: true, updated_at: '2025-03-01T10:00:00+00:00' },
  { slug: 'gatos', is_active: true, updated_at: '2025-03-02T15:30:00.123456+00:00' },
  { slug: 'aves', is_active: false, updated_at: '2025-03-03T00:00:00+00:00' },
];

function mockCatalog(productRows: ProductRow[], categoryRows = CATEGORIES, maxRows = 1000) {
  supabaseMock.table('categories').get(table(categoryRows, ['slug', 'updated_at'], maxRows));
  supabaseMock.table('products').get(table(productRows, ['id', 'updated_at'], maxRows));
}

const paths = (entries: readonly { path: string }[]) => entries.map(({ path }) => path);

describe("the catalog's sitemap entries", () => {
  it('come from the records of the product and the category pages', async () => {
    mockCatalog([product(1)]);
    const contributing = [];
    for (const record of records) {
      const server = await record.server();
      if (server.sitemap) contributing.push(record.path);
    }
    expect(contributing).toEqual(['/product/:id', '/:slug']);
  });

  it('are every active category and every active product, each with its updated_at', async () => {
    const active = [product(1), product(3), product(5)];
    const inactive = [product(2, false), product(4, false)];
    mockCatalog([...active, ...inactive]);

    const categories = await categoryEntries(ROOM);
    const productPages = await productEntries(ROOM);

    expect(categories).toEqual([
      { path: '/gatos', updatedAt: '2025-03-02T15:30:00.123456+00:00' },
      { path: '/perros', updatedAt: '2025-03-01T10:00:00+00:00' },
    ]);
    expect(productPages).toEqual(
      active.map(({ id, updated_at }) => ({ path: `/product/${id}`, updatedAt: updated_at })),
    );
    for (const { id } of inactive) expect(paths(productPages).join()).not.toContain(id);
    expect(paths(categories)).not.toContain('/aves');
  });

  it('ask for active rows, as the anonymous role, the columns they need in a stable order', async () => {
    mockCatalog(products(1));
    await categoryEntries(ROOM);
    await productEntries(ROOM);

    const reads = supabaseMock.requests.filter(({ method }) => method === 'GET');
    expect(reads.map(({ path }) => path).sort()).toEqual(
      expect.arrayContaining(['/rest/v1/categories', '/rest/v1/products']),
    );
    const categoryRead = reads.find(({ path }) => path === '/rest/v1/categories');
    const productRead = reads.find(({ path }) => path === '/rest/v1/products');
    expect(categoryRead?.query).toMatchObject({
      select: 'slug,updated_at',
      is_active: 'eq.true',
      order: 'slug.asc',
    });
    expect(productRead?.query).toMatchObject({
      select: 'id,updated_at',
      is_active: 'eq.true',
      order: 'id.asc',
    });
  });

  it('read every product over several pages of 1000', async () => {
    const all = products(2_345);
    // inactive rows in between: the filter, not the paging, leaves them out
    const rows = [...all, ...products(300, false, 5_000)].sort((a, b) => (a.id < b.id ? 1 : -1));
    mockCatalog(rows);

    const entries = await productEntries(ROOM);

    expect(entries).toHaveLength(2_345);
    expect(paths(entries)).toEqual(all.map(({ id }) => `/product/${id}`));
    const pages = supabaseMock.requests
      .filter(({ path }) => path === '/rest/v1/products')
      .map(({ query }) => ({ offset: query.offset, limit: query.limit }));
    expect(pages).toEqual([
      { offset: '0', limit: String(SITEMAP_PAGE_SIZE) },
      { offset: '1000', limit: '1000' },
      { offset: '2000', limit: '1000' },
      // 345 rows came back: one more read to be sure nothing is left
      { offset: '2345', limit: '1000' },
    ]);
  });

  it('lose no product when the server answers fewer rows per request than asked', async () => {
    const all = products(1_250);
    mockCatalog(all, CATEGORIES, 400);

    const entries = await productEntries(ROOM);

    expect(paths(entries)).toEqual(all.map(({ id }) => `/product/${id}`));
    const offsets = supabaseMock.requests
      .filter(({ path }) => path === '/rest/v1/products')
      .map(({ query }) => query.offset);
    expect(offsets).toEqual(['0', '400', '800', '1200', '1250']);
  });

  it('stop at the room the sitemap has left', async () => {
    mockCatalog(products(30));
    expect(await productEntries({ limit: 12 })).toHaveLength(12);
  });

  it('encode slugs and ids as path segments, and leave out a blank slug', async () => {
    mockCatalog(
      [{ id: 'a&b <c>', is_active: true, updated_at: '2025-01-01T00:00:00Z' }],
      [
        { slug: "hill's", is_active: true, updated_at: '2025-01-01T00:00:00Z' },
        { slug: 'baños y más', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
        { slug: ' ', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
      ],
    );

    expect(paths(await categoryEntries(ROOM))).toEqual(['/ba%C3%B1os%20y%20m%C3%A1s', "/hill's"]);
    expect(paths(await productEntries(ROOM))).toEqual(['/product/a%26b%20%3Cc%3E']);
  });

  it('fail rather than leave pages out when a read fails', async () => {
    supabaseMock.table('categories').get(table(CATEGORIES, ['slug', 'updated_at']));
    supabaseMock
      .table('products')
      .get(table(products(1_500), ['id', 'updated_at']), { once: true })
      .get(() =>
        supabaseMock.error({
          code: '57014',
          message: 'canceling statement due to statement timeout',
        }),
      );
    await expect(productEntries(ROOM)).rejects.toThrow(/products.*statement timeout/);
  });

  it('fail when the database cannot be reached', async () => {
    supabaseMock.table('categories').get(() => supabaseMock.networkError());
    supabaseMock.table('products').get([]);
    await expect(categoryEntries(ROOM)).rejects.toThrow(/categories/);
  });
});
