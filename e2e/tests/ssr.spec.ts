import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic, startStore } from '@bonis/tooling/serve';
import { CANARY_DIR, CANARY_RELEASE } from './support/canary';
import { lit, sql } from './support/checkout';
import { e2eAnonKey } from './support/keys';
import { expectServedBy } from './support/page';
import { E2E_SUPABASE_URL, SSR_BASE_PORT, SSR_CATALOG_PORT } from './support/ports';

/*
 * Server rendering (ARCHITECTURE §3): the public pages arrive as HTML the shell's server
 * rendered with the owning remote's server build, and the browser hydrates them.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CATALOG_DIST = path.join(ROOT, 'mfe-catalog', 'dist');

/** Prices as the store prints them (es-CO, no decimals), with plain spaces. */
const cop = (value: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 })
    .format(value)
    .replace(/\s/g, ' ');

/** The visible text of an HTML page (scripts and styles left out), spaces normalised. */
function textOf(html: string) {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

interface ProductRow {
  id: string;
  name: string;
  price: number;
  stock_quantity: number;
}

/** The only row a query returns (the test fails clearly when there is none). */
function only<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`expected ${what}`);
  return row;
}

async function aProductInStock(): Promise<ProductRow> {
  const [row] = await sql<ProductRow>(
    `select id, name, price::int as price, stock_quantity from public.products
      where is_active and stock_quantity > 0 order by sales_count desc limit 1`,
  );
  if (!row) throw new Error('the seed has no active product in stock');
  return row;
}

/** Console errors and warnings of a page load, and its requests to Supabase's REST API. */
/** The event of a realtime (Phoenix) frame: `[join, ref, topic, event, payload]` or `{ event }`. */
function realtimeEvent(payload: string | Buffer): string | undefined {
  try {
    const message = JSON.parse(String(payload)) as unknown;
    if (Array.isArray(message)) return typeof message[3] === 'string' ? message[3] : undefined;
    const event = (message as { event?: unknown } | null)?.event;
    return typeof event === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a page logs and which data it reads while it hydrates. A read made once a live channel
 * has joined (the page reads its live data again then, so a change made between the server's
 * read and the join is not missed) or brought a database change (another journey, running beside
 * this one, placed an order and moved a product's stock) is the page staying live, not hydration
 * reading inlined data again: it is left out of `dataRequests`.
 */
function watch(page: Page) {
  const problems: string[] = [];
  const dataRequests: string[] = [];
  let liveChange = false;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const event = realtimeEvent(payload);
      if (event === 'postgres_changes' || event === 'phx_reply') liveChange = true;
    }),
  );
  page.on('request', (request) => {
    // the vitals reporter's beacon (on leaving the page) reports, it reads nothing
    const report = request.url().includes('/rpc/record_web_vitals');
    if (request.url().includes('/rest/v1/') && !report && !liveChange) {
      dataRequests.push(request.url());
    }
  });
  return { problems, dataRequests };
}

test.describe('server-rendered pages', () => {
  test('the home page arrives as HTML with the banner, categories and the carousels’ products', async ({
    request,
  }) => {
    const banner = only(
      await sql<{ title: string }>(
        `select title from public.banner_settings where is_active order by updated_at desc limit 1`,
      ),
      'an active banner',
    );
    const featured = await sql<{ name: string; price: number }>(
      `select name, price::int as price from public.products
        where is_active and home_section = 'featured' order by created_at desc limit 3`,
    );
    const category = only(
      await sql<{ name: string }>(
        `select name from public.categories where is_active order by created_at desc limit 1`,
      ),
      'an active category',
    );
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(response.headers()['cache-control']).toContain('stale-while-revalidate');
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(banner.title);
    expect(text).toContain(category.name);
    expect(featured.length).toBeGreaterThan(0);
    for (const product of featured) {
      expect(text).toContain(product.name);
      expect(text).toContain(cop(product.price));
    }
    // The page's data and config travel with it; styles are inlined.
    expect(html).toContain('id="bonis-ssr-state"');
    expect(html).toContain('id="bonis-runtime-config"');
    expect(html).toMatch(/<style[^>]*data-styled/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
  });

  test('a product page arrives with its name, price, stock and Product JSON-LD', async ({
    request,
  }) => {
    const product = await aProductInStock();
    const response = await request.get(`/product/${product.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(product.name);
    expect(text).toContain(cop(product.price));
    // the product page's stock label (mfe-catalog product-facts.ts)
    expect(text).toContain(
      product.stock_quantity >= 10 ? 'En stock' : `Solo quedan ${product.stock_quantity} unidades`,
    );
    expect(html).toContain(`<title>${product.name.replace(/'/g, '&#x27;')} | Boñis</title>`);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(jsonLd).not.toBeNull();
    const data = JSON.parse(jsonLd?.[1] ?? 'null') as {
      '@type': string;
      name: string;
      offers: { price: number | string; priceCurrency: string; availability: string };
    };
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(product.name);
    expect(Number(data.offers.price)).toBe(product.price);
    expect(data.offers.priceCurrency).toBe('COP');
    expect(data.offers.availability).toBe('https://schema.org/InStock');
    expect(html).toContain('<meta property="og:type" content="product"');
  });

  test('hydration leaves no console error and asks for none of the inlined data again', async ({
    page,
  }) => {
    const product = await aProductInStock();
    for (const url of ['/', `/product/${product.id}`, '/all-products']) {
      const seen = watch(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const remote = page.locator('[data-remote="mfe-catalog"]');
      await expect(remote).toBeVisible();
      // hydrated: the page's own code answers (the header's cart button opens its dropdown)
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
      });
      await page.waitForLoadState('networkidle');
      expect(seen.problems, `console on ${url}`).toEqual([]);
      expect(seen.dataRequests, `data requests on ${url}`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('request');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('websocket');
    }
  });

  test('with JavaScript off the home and a product page still show their content', async ({
    browser,
  }) => {
    const product = await aProductInStock();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Productos Destacados' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      const featured = only(
        await sql<{ name: string }>(
          `select name from public.products where is_active and home_section = 'featured' order by created_at desc limit 1`,
        ),
        'a featured product',
      );
      await expect(page.getByText(featured.name).first()).toBeVisible();

      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByText(cop(product.price)).first()).toBeVisible();
      await expect(
        page.getByText(product.stock_quantity >= 10 ? 'En stock' : /Solo quedan? \d+ unidad/),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('an inactive product, an unknown category and an unknown page answer 404', async ({
    request,
    page,
  }) => {
    const inactive = only(
      await sql<{ id: string }>(
        `insert into public.products (name, description, price, regular_price, stock_quantity, is_active)
       values (${lit('Producto retirado e2e')}, 'x', 1000, 1000, 1, false) returning id`,
      ),
      'the inserted product',
    );
    try {
      for (const url of [
        `/product/${inactive.id}`,
        '/product/00000000-0000-0000-0000-000000000000',
        '/una-categoria-que-no-existe',
        '/no/such/page',
      ]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(404);
        expect(textOf(await response.text()), url).not.toContain('Producto retirado e2e');
      }
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page).toHaveTitle('Página no encontrada | Boñis');
    } finally {
      await sql(`delete from public.products where id = ${lit(inactive.id)}`);
    }
  });

  test("the page cache serves a page again at once, follows an admin's change and a product switched off", async ({
    request,
  }) => {
    const name = `Arnés caché e2e ${Date.now()}`;
    const product = only(
      await sql<{ id: string }>(
        `insert into public.products (name, description, price, regular_price, stock_quantity, is_active)
       values (${lit(name)}, 'x', 41000, 45000, 5, true) returning id`,
      ),
      'the inserted product',
    );
    const url = `/product/${product.id}`;
    const get = async () => {
      const response = await request.get(url, { headers: { Accept: 'text/html' } });
      return {
        status: response.status(),
        cache: response.headers()['x-bonis-cache'],
        timing: response.headers()['server-timing'],
        text: textOf(await response.text()),
      };
    };
    try {
      // kept once rendered: the next shopper gets it from memory (another journey's change of
      // the settings or the product groups could drop it in between: then it is rendered again)
      await expect
        .poll(async () => (await get()).cache, { message: 'a second request is a cache hit' })
        .toBe('hit');
      const cached = await get();
      expect(cached.text).toContain(cop(41_000));
      expect(cached.timing).toBe('render;desc="cache"');

      // the admin's change drops it: the next request renders the new price (no restart, no TTL)
      await sql(`update public.products set price = 39000 where id = ${lit(product.id)}`);
      await expect.poll(async () => (await get()).text).toContain(cop(39_000));

      // switched off: the service-role change feed hears what anon can no longer read
      await sql(`update public.products set is_active = false where id = ${lit(product.id)}`);
      await expect.poll(async () => (await get()).status).toBe(404);
      expect((await get()).text).not.toContain(name);
    } finally {
      await sql(`delete from public.products where id = ${lit(product.id)}`);
    }
  });

  test('signed-in pages, /admin and files are not server-rendered', async ({ request }) => {
    for (const url of ['/cart', '/profile', '/admin/dashboard']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).not.toContain('data-ssr');
    }
  });

  test('robots.txt and sitemap.xml list the public store', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    const product = await aProductInStock();
    expect(xml).toContain(`/product/${product.id}</loc>`);
    // every active product, none of the others
    const products = await sql<{ id: string; is_active: boolean }>(
      `select id, is_active from public.products`,
    );
    for (const { id, is_active } of products) {
      expect(xml.includes(`/product/${id}</loc>`), id).toBe(is_active);
    }
  });
});

test.describe('server rendering degrades and follows deploys', () => {
  // both journeys start a store on the same ports
  test.describe.configure({ mode: 'serial' });

  test('a catalog without its server build is rendered in the browser, and works', async ({
    page,
    request,
  }) => {
    test.slow();
    // mfe-catalog deployed without dist/server: the shell's server can't load it.
    const browserOnly = mkdtempSync(path.join(tmpdir(), 'bonis-catalog-browser-only-'));
    cpSync(CATALOG_DIST, browserOnly, {
      recursive: true,
      filter: (source) => path.relative(CATALOG_DIST, source).split(path.sep)[0] !== 'server',
    });
    const catalog = await serveStatic({ root: browserOnly, port: SSR_CATALOG_PORT });
    const store = await startStore({
      basePort: SSR_BASE_PORT,
      remoteOrigins: { catalog: catalog.url },
      supabase: { url: E2E_SUPABASE_URL, anonKey: await e2eAnonKey() },
    });
    try {
      const response = await request.get(`${store.url}/`);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-bonis-render']).toBe('browser');
      // The chrome is still server-rendered.
      const html = await response.text();
      expect(textOf(html)).toContain('Envío gratis');

      const product = await aProductInStock();
      await page.goto(`${store.url}/`);
      await expectServedBy(page, { remote: 'mfe-catalog', route: '/' });
      await page.goto(`${store.url}/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    } finally {
      await store.close();
      await catalog.close();
      rmSync(browserOnly, { recursive: true, force: true });
    }
  });

  test('a redeployed catalog behind the same URL is server-rendered within 30 s', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const CATALOG_VERSION = (
      JSON.parse(readFileSync(path.join(ROOT, 'mfe-catalog', 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    let catalog = await serveStatic({ root: CATALOG_DIST, port: SSR_CATALOG_PORT });
    const store = await startStore({
      basePort: SSR_BASE_PORT,
      remoteOrigins: { catalog: catalog.url },
      supabase: { url: E2E_SUPABASE_URL, anonKey: await e2eAnonKey() },
    });
    const release = async () => {
      const html = await (await request.get(`${store.url}/`)).text();
      return /data-remote="mfe-catalog"[^>]*data-release="([^"]+)"/.exec(html)?.[1];
    };
    try {
      expect(await release()).toBe(CATALOG_VERSION);
      // The redeploy: another build answers on the same origin.
      await catalog.close();
      catalog = await serveStatic({ root: CANARY_DIR, port: SSR_CATALOG_PORT });
      const redeployed = Date.now();
      await expect.poll(release, { timeout: 30_000, intervals: [500] }).toBe(CANARY_RELEASE);
      test.info().annotations.push({
        type: 'picked up after',
        description: `${((Date.now() - redeployed) / 1000).toFixed(1)} s`,
      });
    } finally {
      await store.close();
      await catalog.close();
    }
  });
});
