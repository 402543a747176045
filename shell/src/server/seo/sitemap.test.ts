import { describe, expect, it } from 'vitest';
import type { SitemapContext, SitemapEntry } from '@bonis/contracts';
import { routeTable } from '../../routes/owned-routes';
import { buildSitemap, MAX_SITEMAP_URLS, robotsTxt, type SitemapSource } from './sitemap';
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

/** A record's sitemap entries as a remote's records give them: active rows, by key, encoded. */
function source<Row extends { is_active: boolean; updated_at: string }>(
  route: string,
  rows: Row[],
  pathOf: (row: Row) => string,
  keyOf: (row: Row) => string,
): SitemapSource & { asked: SitemapContext[] } {
  const asked: SitemapContext[] = [];
  return {
    remote: 'catalog',
    route,
    asked,
    entries: async (context) => {
      asked.push(context);
      return rows
        .filter((row) => row.is_active)
        .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1))
        .slice(0, context.limit)
        .map((row): SitemapEntry => ({ path: pathOf(row), updatedAt: row.updated_at }));
    },
  };
}

/** catalog's records as the shell's server asks them: `/:slug`'s categories, `/product/:id`'s products. */
function catalog(productRows: ProductRow[], categoryRows = CATEGORIES) {
  return [
    source(
      '/:slug',
      categoryRows,
      ({ slug }) => `/${encodeURIComponent(slug)}`,
      ({ slug }) => slug,
    ),
    source(
      '/product/:id',
      productRows,
      ({ id }) => `/product/${encodeURIComponent(id)}`,
      ({ id }) => id,
    ),
  ];
}

/** A source whose read fails (a database error, the database out of reach). */
const failing = (route: string, message: string): SitemapSource => ({
  remote: 'catalog',
  route,
  entries: () => Promise.reject(new Error(message)),
});

describe('buildSitemap', () => {
  it('is a urlset of the static public pages, the active categories and the active products', async () => {
    const active = [product(1), product(3), product(5)];
    const inactive = [product(2, false), product(4, false)];

    const xml = await buildSitemap(catalog([...active, ...inactive]), ORIGIN);

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
    const locs = locsOf(await buildSitemap(catalog([], []), ORIGIN));
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

  it('takes second URLs and pages kept out of the sitemap from the records', () => {
    expect(CANONICAL_ALIASES).toEqual({ '/rewards': '/premios', '/gifts': '/regalos' });
    expect(routeTable.filter((route) => route.inSitemap === false).map((r) => r.path)).toEqual([
      '/search',
    ]);
  });

  it('asks each record for its pages, with the room the sitemap has left, and reads nothing itself', async () => {
    const sources = catalog([product(1)]);
    await buildSitemap(sources, ORIGIN);
    const statics = publicStaticPaths().length;
    expect(sources.map(({ asked }) => asked)).toEqual([
      [{ limit: MAX_SITEMAP_URLS - statics }],
      [{ limit: MAX_SITEMAP_URLS - statics - 2 }],
    ]);
  });

  it('gives categories and products their updated_at as a UTC lastmod, static pages none', async () => {
    const row = { ...product(1), updated_at: '2025-05-20T08:15:00-05:00' };
    const urls = urlsOf(await buildSitemap(catalog([row]), ORIGIN));

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
    const urls = urlsOf(await buildSitemap(catalog([row]), ORIGIN));
    expect(urls).toContainEqual({ loc: `${ORIGIN}/product/${row.id}` });
  });

  it('stops at the protocol’s 50,000 URLs, whatever a record gives', async () => {
    const many: SitemapSource = {
      remote: 'catalog',
      route: '/product/:id',
      entries: async () =>
        Array.from({ length: MAX_SITEMAP_URLS }, (_, index) => ({ path: `/product/${index}` })),
    };
    expect(locsOf(await buildSitemap([many], ORIGIN))).toHaveLength(MAX_SITEMAP_URLS);
  });

  it('escapes URLs for XML, as the records encode slugs and ids as path segments', async () => {
    const xml = await buildSitemap(
      catalog(
        [{ id: 'a&b <c>', is_active: true, updated_at: '2025-01-01T00:00:00Z' }],
        [
          { slug: "hill's", is_active: true, updated_at: '2025-01-01T00:00:00Z' },
          { slug: 'baños y más', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
        ],
      ),
      ORIGIN,
    );

    expect(xml).toContain('<loc>https://bonis.co/hill&apos;s</loc>');
    expect(xml).toContain('<loc>https://bonis.co/ba%C3%B1os%20y%20m%C3%A1s</loc>');
    expect(xml).toContain('<loc>https://bonis.co/product/a%26b%20%3Cc%3E</loc>');
    // outside the markup, no raw `&`, `<`, `'` from the data
    const text = xml.replace(/<\/?[a-z?][^>]*>/g, '');
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(text).not.toMatch(/[<>']/);
  });

  it('escapes the origin too, and ignores its trailing slash', async () => {
    const xml = await buildSitemap(catalog([]), 'https://a&b.test/');
    expect(xml).toContain('<loc>https://a&amp;b.test/</loc>');
    expect(xml).toContain('<loc>https://a&amp;b.test/dogs</loc>');
  });

  it('leaves out a category hidden behind a fixed page of the same path', async () => {
    const locs = locsOf(
      await buildSitemap(
        catalog(
          [],
          [
            { slug: 'dogs', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
            { slug: 'Orders', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
            { slug: 'admin', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
            { slug: 'perros', is_active: true, updated_at: '2025-01-01T00:00:00Z' },
          ],
        ),
        ORIGIN,
      ),
    );
    expect(locs.filter((loc) => loc === `${ORIGIN}/dogs`)).toHaveLength(1);
    expect(locs).not.toContain(`${ORIGIN}/Orders`);
    expect(locs).not.toContain(`${ORIGIN}/admin`);
    expect(locs).toContain(`${ORIGIN}/perros`);
  });

  it('leaves out an entry of a pattern that is not the record’s own', async () => {
    const stray: SitemapSource = {
      remote: 'catalog',
      route: '/:slug',
      entries: async () => [{ path: '/product/1' }, { path: '/a/b' }, { path: '/perros' }],
    };
    const locs = locsOf(await buildSitemap([stray], ORIGIN));
    expect(locs).toContain(`${ORIGIN}/perros`);
    expect(locs).not.toContain(`${ORIGIN}/product/1`);
    expect(locs).not.toContain(`${ORIGIN}/a/b`);
  });

  it('fails rather than leave pages out when a read fails', async () => {
    const [categories] = catalog([]);
    if (!categories) throw new Error('no categories source');
    await expect(
      buildSitemap(
        [
          categories,
          failing(
            '/product/:id',
            'sitemap: reading products failed: canceling statement due to statement timeout',
          ),
        ],
        ORIGIN,
      ),
    ).rejects.toThrow(/products.*statement timeout/);
  });

  it('fails when the database cannot be reached', async () => {
    await expect(
      buildSitemap([failing('/:slug', 'sitemap: reading categories failed: fetch failed')], ORIGIN),
    ).rejects.toThrow(/categories/);
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
