import { describe, expect, it } from 'vitest';
import { supabaseMock, type TableRequest } from '@bonis/test-utils';
import { routeTable } from '../../routes/owned-routes';
import { buildSitemap, robotsTxt, SITEMAP_PAGE_SIZE } from './sitemap';
import { CANONICAL_ALIASES, publicStaticPaths } from './urls';

const ORIGIN = 'https://bonis.co';

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

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Each `<url>` of the sitemap: its decoded `loc` and its `lastmod`. */
function urlsOf(xml: string): { loc: string; lastmod?: string }[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(
    ([, loc = '', lastmod]) =>
      lastmod ? { loc: decodeXml(loc), lastmod } : { loc: decodeXml(loc) },
  );
}
const locsOf = (xml: string) => urlsOf(xml).map(({ loc }) => loc);

const CATEGORIES: CategoryRow[] = [
  { slug: 'perros', is_active: true, updated_at: '2025-03-01T10:00:00+00:00' },
  { slug: 'gatos', is_active: true, updated_at: '2025-03-02T15:30:00.123456+00:00' },
  { slug: 'aves', is_active: false, updated_at: '2025-03-03T00:00:00+00:00' },
];

function mockCatalog(productRows: ProductRow[], categoryRows = CATEGORIES, maxRows = 1000) {
  supabaseMock.table('categories').get(table(categoryRows, ['slug', 'updated_at'], maxRows));
  supabaseMock.table('products').get(table(productRows, ['id', 'updated_at'], maxRows));
}

describe('buildSitemap', () => {
  it('is a urlset of the static public pages, the active categories and the active products', async () => {
    const active = [product(1), product(3), product(5)];
    const inactive = [product(2, false), product(4, false)];
    mockCatalog([...active, ...inactive]);

    const xml = await buildSitemap(supabaseMock.client, ORIGIN);

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(locsOf(xml)).toEqual([
      ...publicStaticPaths().map((path) => `${ORIGIN}${path}`),
      `${ORIGIN}/gatos`,
      `${ORIGIN}/perros`,
      ...active.map(({ id }) => `${ORIGIN}/product/${id}`),
    ]);
    for (const { id } of inactive) expect(xml).not.toContain(id);
    expect(xml).not.toContain('/aves');
  });

  it('lists the public pages of the catalog and loyalty manifests, once each', async () => {
    mockCatalog([], []);
    const locs = locsOf(await buildSitemap(supabaseMock.client, ORIGIN));
    const paths = locs.map((loc) => loc.slice(ORIGIN.length));

    for (const path of [
      '/',
      '/dogs',
      '/cats',
      '/accessories',
      '/products',
      '/all-products',
      '/categories',
      '/offers',
      '/deals',
      '/policies',
      '/services',
      '/membership',
      '/premios',
      '/regalos',
      '/ruleta',
      '/help',
      '/faq',
      '/terms',
      '/privacy',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
    // every static public route is there, but for a page's second URL and the empty search
    const publicStatic = routeTable
      .filter((route) => route.ssr && !/[:*]/.test(route.path))
      .map((route) => route.path);
    expect([...paths].sort()).toEqual(
      publicStatic.filter((path) => !(path in CANONICAL_ALIASES) && path !== '/search').sort(),
    );
    // no signed-in page, no pattern
    for (const path of paths) {
      expect(path).not.toMatch(/[:*]/);
      expect(routeTable.find((route) => route.path === path)?.ssr).toBe(true);
    }
    expect(paths).not.toContain('/cart');
    expect(paths).not.toContain('/rewards');
    expect(paths).not.toContain('/gifts');
  });

  it('asks for active rows, as the anonymous role, the columns it needs in a stable order', async () => {
    mockCatalog(products(1));
    await buildSitemap(supabaseMock.client, ORIGIN);

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

  it('gives categories and products their updated_at as a UTC lastmod, static pages none', async () => {
    const row = { ...product(1), updated_at: '2025-05-20T08:15:00-05:00' };
    mockCatalog([row]);
    const urls = urlsOf(await buildSitemap(supabaseMock.client, ORIGIN));

    expect(urls).toContainEqual({
      loc: `${ORIGIN}/product/${row.id}`,
      lastmod: '2025-05-20T13:15:00.000Z',
    });
    expect(urls).toContainEqual({ loc: `${ORIGIN}/perros`, lastmod: '2025-03-01T10:00:00.000Z' });
    expect(urls).toContainEqual({ loc: `${ORIGIN}/gatos`, lastmod: '2025-03-02T15:30:00.123Z' });
    expect(urls).toContainEqual({ loc: `${ORIGIN}/` });
    expect(urls).toContainEqual({ loc: `${ORIGIN}/dogs` });
  });

  it('leaves lastmod out when updated_at is not a date', async () => {
    const row = { ...product(1), updated_at: 'not a date' };
    mockCatalog([row]);
    const urls = urlsOf(await buildSitemap(supabaseMock.client, ORIGIN));
    expect(urls).toContainEqual({ loc: `${ORIGIN}/product/${row.id}` });
  });

  it('reads every product over several pages of 1000', async () => {
    const all = products(2_345);
    // inactive rows in between: the filter, not the paging, leaves them out
    const rows = [...all, ...products(300, false, 5_000)].sort((a, b) => (a.id < b.id ? 1 : -1));
    mockCatalog(rows);

    const xml = await buildSitemap(supabaseMock.client, ORIGIN);

    const productLocs = locsOf(xml).filter((loc) => loc.startsWith(`${ORIGIN}/product/`));
    expect(productLocs).toHaveLength(2_345);
    expect(productLocs).toEqual(all.map(({ id }) => `${ORIGIN}/product/${id}`));
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

  it('loses no product when the server answers fewer rows per request than asked', async () => {
    const all = products(1_250);
    mockCatalog(all, CATEGORIES, 400);

    const xml = await buildSitemap(supabaseMock.client, ORIGIN);

    const productLocs = locsOf(xml).filter((loc) => loc.startsWith(`${ORIGIN}/product/`));
    expect(productLocs).toEqual(all.map(({ id }) => `${ORIGIN}/product/${id}`));
    const offsets = supabaseMock.requests
      .filter(({ path }) => path === '/rest/v1/products')
      .map(({ query }) => query.offset);
    expect(offsets).toEqual(['0', '400', '800', '1200', '1250']);
  });

  it('escapes URLs for XML and encodes slugs and ids as path segments', async () => {
    mockCatalog(
      [{ id: 'a&b <c>', is_active: true, updated_at: '2025-01-01T00:00:00Z' }],
      [
        { slug: "hill's", is_active: true, updated_at: '2025-01-01T00:00:00Z' },
        { slug: 'baños y más', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
      ],
    );

    const xml = await buildSitemap(supabaseMock.client, ORIGIN);

    expect(xml).toContain('<loc>https://bonis.co/hill&apos;s</loc>');
    expect(xml).toContain('<loc>https://bonis.co/ba%C3%B1os%20y%20m%C3%A1s</loc>');
    expect(xml).toContain('<loc>https://bonis.co/product/a%26b%20%3Cc%3E</loc>');
    // outside the markup, no raw `&`, `<`, `'` from the data
    const text = xml.replace(/<\/?[a-z?][^>]*>/g, '');
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(text).not.toMatch(/[<>']/);
  });

  it('escapes the origin too, and ignores its trailing slash', async () => {
    mockCatalog([]);
    const xml = await buildSitemap(supabaseMock.client, 'https://a&b.test/');
    expect(xml).toContain('<loc>https://a&amp;b.test/</loc>');
    expect(xml).toContain('<loc>https://a&amp;b.test/dogs</loc>');
  });

  it('leaves out a category hidden behind a fixed page of the same path', async () => {
    mockCatalog(
      [],
      [
        { slug: 'dogs', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
        { slug: 'Orders', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
        { slug: 'admin', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
        { slug: 'perros', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
      ],
    );
    const locs = locsOf(await buildSitemap(supabaseMock.client, ORIGIN));
    expect(locs.filter((loc) => loc === `${ORIGIN}/dogs`)).toHaveLength(1);
    expect(locs).not.toContain(`${ORIGIN}/Orders`);
    expect(locs).not.toContain(`${ORIGIN}/admin`);
    expect(locs).toContain(`${ORIGIN}/perros`);
  });

  it('fails rather than leave pages out when a read fails', async () => {
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
    await expect(buildSitemap(supabaseMock.client, ORIGIN)).rejects.toThrow(
      /products.*statement timeout/,
    );
  });

  it('fails when the database cannot be reached', async () => {
    supabaseMock.table('categories').get(() => supabaseMock.networkError());
    supabaseMock.table('products').get([]);
    await expect(buildSitemap(supabaseMock.client, ORIGIN)).rejects.toThrow(/categories/);
  });
});

describe('robotsTxt', () => {
  const robots = robotsTxt('https://bonis.co/');
  const lines = robots.split('\n');
  const disallowed = lines
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));

  /** Whether a crawler following RFC 9309 (longest match wins, `$` anchors) may fetch `url`. */
  function allowed(url: string): boolean {
    const rules = lines
      .map((line) => /^(Allow|Disallow): (.*)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, kind, pattern = '']) => ({ allow: kind === 'Allow', pattern }));
    const matching = rules.filter(({ pattern }) =>
      pattern.endsWith('$') ? url === pattern.slice(0, -1) : url.startsWith(pattern),
    );
    matching.sort(
      (a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow),
    );
    return matching[0]?.allow ?? true;
  }

  it('lets every crawler in, names the sitemap and ends with a newline', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: https://bonis.co/sitemap.xml');
    expect(robots.endsWith('\n')).toBe(true);
  });

  it('keeps crawlers out of every signed-in-only page, its subpages and its queries', () => {
    for (const path of [
      '/admin',
      '/cart',
      '/checkout',
      '/payment',
      '/profile',
      '/orders',
      '/favorites',
    ]) {
      expect(disallowed).toEqual(expect.arrayContaining([`${path}$`, `${path}/`, `${path}?`]));
      expect(allowed(path)).toBe(false);
      expect(allowed(`${path}/x`)).toBe(false);
      expect(allowed(`${path}?next=1`)).toBe(false);
    }
    expect(allowed('/admin/products')).toBe(false);
    expect(allowed('/orders/BON-0001')).toBe(false);
  });

  it('blocks exactly the routes the manifests mark as not server-rendered', () => {
    const privateRoutes = routeTable.filter((route) => !route.ssr);
    expect(privateRoutes.length).toBeGreaterThan(0);
    for (const route of privateRoutes) {
      const sample = route.path.replace(/:[^/]+/g, 'x').replace('*', 'dashboard');
      expect(allowed(sample)).toBe(false);
    }
    for (const route of routeTable.filter((candidate) => candidate.ssr)) {
      const sample = route.path.replace(/:[^/]+/g, 'x');
      expect(allowed(sample)).toBe(true);
    }
  });

  it('lets crawlers fetch every page of the sitemap and categories that share a prefix', () => {
    for (const path of publicStaticPaths()) expect(allowed(path)).toBe(true);
    for (const path of ['/product/1', '/perros', '/cartuchos', '/administracion', '/ordenes']) {
      expect(allowed(path)).toBe(true);
    }
  });
});
