// @vitest-environment node
/**
 * The server render of the catalog's pages (ARCHITECTURE §3, the README's "Server rendering"):
 * `./prefetch` against Supabase's REST API (msw), then `./App` rendered as the shell's server
 * renders it (StaticRouter, the QueryClient prefetch filled, the theme, styled-components'
 * sheet, React's streaming renderer read to the end); then the page hydrated in a new
 * QueryClient from the dehydrated state: it renders the same HTML, and mounting every query it
 * rendered with (what the browser's hydration does) sends no request at all.
 */
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { SUPABASE_TEST_URL, supabaseMock } from '@bonis/test-utils';
import { cop, createServerRender, serverQueryClient } from '@bonis/test-utils/server-render';
import App from '../app/app';
import { HERO_IMAGE_SIZES } from '../features/home/utils/hero-content';
import prefetch from './prefetch';

const ORIGIN = 'https://tienda.bonis.test';
const IMAGES = `${SUPABASE_TEST_URL}/storage/v1/object/public/product-images`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PRODUCT_ID = '8005c5a1-6f0f-510a-b53a-02ca1cc33994';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const PERROS = {
  id: 'c-perros',
  name: 'Perros',
  slug: 'perros',
  description: 'Todo para tu perro: alimento, snacks y juguetes.',
  image_url: '🐶',
  pet_types: ['perros', 'todos'],
  product_count: 60,
};
/** The other categories with a page of their own (/cats, /accessories, /services, /deals). */
const MAIN = [
  ['c-gatos', 'Gatos', 'gatos', ['gatos', 'todos']],
  ['c-accesorios', 'Accesorios', 'accesorios', null],
  ['c-servicios', 'Servicios', 'servicios', null],
  ['c-promociones', 'Promociones', 'promociones', null],
].map(([id, name, slug, petTypes]) => ({
  id,
  name,
  slug,
  description: null,
  image_url: null,
  pet_types: petTypes,
  product_count: 2,
}));
const SNACKS = {
  id: 'c-snacks',
  name: 'Snacks naturales',
  slug: 'snacks-naturales',
  description: 'Premios horneados sin conservantes.',
  image_url: null,
  pet_types: null,
  product_count: 1,
};

const card = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  price: 20_000,
  regular_price: 20_000,
  member_price: null,
  discount_percentage: 0,
  images: [`catalog/${id}.svg`],
  stock_quantity: 12,
  featured: false,
  home_section: null,
  brand: 'Chunky',
  pet_type: 'perros',
  created_at: '2026-11-01T00:00:00Z',
  category: { name: 'Perros', slug: 'perros' },
  ...overrides,
});

const DETAIL = {
  ...card(PRODUCT_ID, 'Chunky Cachorros Pollo 4 kg', {
    price: 58_410,
    regular_price: 64_900,
    discount_percentage: 10,
    images: ['catalog/a.svg', 'catalog/b.svg'],
    stock_quantity: 4,
  }),
  description: 'Con pollo real.\n\nHecho en Colombia.',
  subcategory: 'Cachorros',
  group: { name: 'Alimento' },
};

const HOME_PRODUCTS: Record<string, ReturnType<typeof card>[]> = {
  featured: [card('f1', 'Pro Plan Adulto 3 kg', { price: 89_900, home_section: 'featured' })],
  bestsellers: [card('b1', 'Rascador Torre', { price: 145_000, home_section: 'bestsellers' })],
  new: [card('n1', 'Galletas de Avena', { price: 12_500, home_section: 'new' })],
};

const LISTED = [
  card('l1', 'Chunky Adulto Pollo 8 kg', { price: 96_300 }),
  card('l2', 'Collar Reflectivo', { price: 24_900, pet_type: 'todos', brand: 'Kong' }),
];

const SETTINGS = {
  site_name: 'Boñis',
  site_description: 'La tienda de tu mascota en Colombia.',
  contact_email: 'hola@bonis.test',
  contact_phone: '6015551234',
  whatsapp_number: '573001234567',
  free_shipping_threshold: '150000',
  newsletter_enabled: true,
  allow_registrations: true,
  maintenance_mode: false,
};

/** Supabase as the server sees it for nobody signed in: every table the catalog's pages read. */
function serveStore() {
  supabaseMock.table('app_settings').get(SETTINGS);
  supabaseMock.table('banner_settings').get([
    {
      id: 'b1',
      title: '¡Todo para consentir a tu peludo!',
      description: 'Alimento y juguetes con envío a toda Colombia.',
      image_url: 'banners/hero.svg',
      cta_text: 'Comprar para perros',
      cta_link: '/dogs',
    },
  ]);
  supabaseMock.table('categories').get([PERROS, ...MAIN, SNACKS]);
  supabaseMock
    .table('shipping_time_ranges')
    .get([{ time_range: '8:00 - 12:00', description: 'En la mañana', cost: 8_000 }]);
  supabaseMock.table('products').get(({ eq }) => {
    const id = eq('id');
    if (id !== undefined) return id === PRODUCT_ID ? [DETAIL] : [];
    const section = eq('home_section');
    if (section !== undefined) return HOME_PRODUCTS[section] ?? [];
    return { rows: LISTED, count: 14 };
  });
  // search_products with `count: 'exact'`: the total comes in Content-Range
  supabaseMock.rpc(
    'search_products',
    () =>
      new Response(JSON.stringify([LISTED[0]]), {
        headers: { 'Content-Type': 'application/json', 'Content-Range': '12-12/13' },
      }),
  );
  supabaseMock.rpc('product_filter_options', () => [
    { facet: 'group', value: 'g-alimento', label: 'Alimento', products: 14 },
    { facet: 'brand', value: 'Chunky', label: 'Chunky', products: 3 },
  ]);
}

const { serverRender, expectHydratesWithoutRequests, consoleError } = createServerRender({
  App,
  prefetch,
  origin: ORIGIN,
  expectQueries: true,
});

const queryKeys = (state: DehydratedState): QueryKey[] =>
  state.queries.map((query) => query.queryKey);

describe('the catalog rendered on the server', () => {
  beforeEach(() => serveStore());

  it("/: the banner, the category tiles, the three carousels' products and the newsletter", async () => {
    const { result, html, styles, text, state } = await serverRender('/');

    expect(result).toEqual({
      status: 200,
      head: {
        title: 'Tienda para perros y gatos',
        description: 'La tienda de tu mascota en Colombia.',
        image: `${IMAGES}/banners/hero.svg`,
        type: 'website',
      },
    });
    expect(text).toContain('¡Todo para consentir a tu peludo!');
    expect(html).toContain(`src="${IMAGES}/banners/hero.svg"`);
    expect(text).toContain('Comprar para perros');
    expect(text).toContain('60+ productos');
    // the carousels show their products on the server: no skeleton waits for the viewport
    for (const name of ['Pro Plan Adulto 3 kg', 'Rascador Torre', 'Galletas de Avena']) {
      expect(text).toContain(name);
    }
    expect(text).toContain(cop('89.900'));
    expect(text).toContain(cop('145.000'));
    expect(text).toContain(cop('12.500'));
    expect(text).not.toContain('Cargando productos…');
    expect(text).toContain('Suscríbete a nuestro newsletter');
    expect(styles).toMatch(/^<style[^>]*data-styled/);

    expect(queryKeys(state)).toEqual(
      expect.arrayContaining([
        ['banner', 'home'],
        ['categories', 'home'],
        ['products', 'home', 'featured'],
        ['products', 'home', 'bestsellers'],
        ['products', 'home', 'new'],
        ['bonis', 'store-settings'],
      ]),
    );
    await expectHydratesWithoutRequests('/', html, state);
  });

  it('/ with a photo banner: its widths in the markup and in React’s preload, shared as uploaded', async () => {
    supabaseMock.table('banner_settings').get([
      {
        id: 'b2',
        title: 'Mes del gato',
        description: 'Todo para tu gato.',
        image_url: 'banners/mes-del-gato.jpg',
        cta_text: null,
        cta_link: null,
      },
    ]);
    const { result, html, state } = await serverRender('/');
    const render = `${SUPABASE_TEST_URL}/storage/v1/render/image/public/product-images`;
    const srcSet = [640, 960, 1280, 1600, 1920]
      .map((width) => `${render}/banners/mes-del-gato.jpg?width=${width}&amp;quality=75 ${width}w`)
      .join(', ');
    // the share image is the banner as uploaded
    expect(result.head?.image).toBe(`${IMAGES}/banners/mes-del-gato.jpg`);
    expect(html).toContain(`srcSet="${srcSet}" sizes="${HERO_IMAGE_SIZES}"`);
    // React preloads the LCP image with the same candidates, at the start of the markup
    expect(html).toMatch(
      new RegExp(
        `^(<link [^>]*/>)*<link rel="preload" as="image" imageSrcSet="${escapeRegExp(srcSet)}" imageSizes="${escapeRegExp(HERO_IMAGE_SIZES)}" fetchPriority="high"/>`,
      ),
    );
    await expectHydratesWithoutRequests('/', html, state);
  });

  it('/product/:id: the product with its prices, stock and notices, and its head for sharing and search', async () => {
    const path = `/product/${PRODUCT_ID}`;
    const { result, text, html, state } = await serverRender(path);

    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: 'Chunky Cachorros Pollo 4 kg',
      description: 'Con pollo real. Hecho en Colombia.',
      image: `${IMAGES}/catalog/a.svg`,
      type: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Chunky Cachorros Pollo 4 kg',
        description: 'Con pollo real.\n\nHecho en Colombia.',
        image: [`${IMAGES}/catalog/a.svg`, `${IMAGES}/catalog/b.svg`],
        sku: PRODUCT_ID,
        productID: PRODUCT_ID,
        brand: { '@type': 'Brand', name: 'Chunky' },
        category: 'Perros',
        offers: {
          '@type': 'Offer',
          price: 58_410,
          priceCurrency: 'COP',
          availability: 'https://schema.org/InStock',
          url: `${ORIGIN}${path}`,
        },
      },
    });
    expect(text).toContain('Chunky Cachorros Pollo 4 kg');
    expect(text).toContain(cop('58.410'));
    expect(text).toContain(`Precio anterior ${cop('64.900')}`);
    expect(text).toContain('Solo quedan 4 unidades');
    // the free-shipping notice quotes the store's settings, read on the server
    expect(text).toContain(`Envío gratis en compras desde ${cop('150.000')}`);
    // drawn for nobody signed in: the invitation, no member price, every heart empty
    expect(text).toContain('Los socios pagan menos en cada compra.');
    expect(text).not.toContain('Precio socio');
    expect(html).toContain('aria-label="Agregar a favoritos"');

    expect(queryKeys(state)).toEqual(
      expect.arrayContaining([
        ['products', 'detail', PRODUCT_ID],
        ['bonis', 'store-settings'],
      ]),
    );
    await expectHydratesWithoutRequests(path, html, state);
  });

  it('/product/:id of an unknown or inactive product, or of an id that cannot be one, is a 404', async () => {
    const unknown = await serverRender(`/product/${UNKNOWN_ID}`);
    expect(unknown.result).toEqual({ status: 404 });
    expect(unknown.text).toContain('Producto no encontrado');
    await expectHydratesWithoutRequests(`/product/${UNKNOWN_ID}`, unknown.html, unknown.state);

    serveStore();
    const reads = supabaseMock.requests.length;
    const malformed = await serverRender('/product/no-es-un-id');
    expect(malformed.result).toEqual({ status: 404 });
    expect(malformed.text).toContain('Producto no encontrado');
    expect(supabaseMock.requests.length).toBe(reads);
  });

  it("/dogs: the Perros category's products, as its page lists them", async () => {
    const { result, text, html, state } = await serverRender('/dogs?sort=price-asc&page=2');

    expect(result).toEqual({
      status: 200,
      head: {
        title: 'Productos para Perros',
        description: 'Todo para tu perro: alimento, snacks y juguetes.',
        image: `${IMAGES}/catalog/l1.svg`,
        type: 'website',
      },
    });
    expect(text).toContain('Chunky Adulto Pollo 8 kg');
    expect(text).toContain(cop('96.300'));
    expect(text).toContain('Collar Reflectivo');
    expect(text).toContain('14 productos encontrados');
    const listing = state.queries.find((query) => query.queryKey[1] === 'listing');
    expect(listing?.queryKey).toEqual([
      'products',
      'listing',
      { scope: { petTypes: ['perros', 'todos'] }, sort: 'price-asc', page: 2 },
    ]);
    await expectHydratesWithoutRequests('/dogs?sort=price-asc&page=2', html, state);
  });

  it("/:slug: a category's page, headed by its name and description; an unknown slug is a 404", async () => {
    const { result, text, html, state } = await serverRender('/snacks-naturales');
    expect(result.status).toBe(200);
    expect(result.head).toMatchObject({
      title: 'Snacks naturales',
      description: 'Premios horneados sin conservantes.',
    });
    expect(text).toContain('Snacks naturales');
    expect(text).toContain('Premios horneados sin conservantes.');
    expect(text).toContain('Collar Reflectivo');
    await expectHydratesWithoutRequests('/snacks-naturales', html, state);

    serveStore();
    const missing = await serverRender('/no-existe');
    expect(missing.result).toEqual({ status: 404 });
  });

  it('/products: the filtered listing with the filter bar its URL asks for', async () => {
    const path = '/products?category=perros&group=g-alimento&brand=Chunky&sort=newest';
    const { result, text, html, state } = await serverRender(path);

    expect(result.head?.title).toBe('Productos para Perros');
    expect(text).toContain('Alimento (14)');
    expect(text).toContain('Chunky (3)');
    expect(text).toContain('Chunky Adulto Pollo 8 kg');
    expect(queryKeys(state)).toContainEqual([
      'products',
      'filter-options',
      { category: 'c-perros', group: 'g-alimento', subcategory: '' },
    ]);
    await expectHydratesWithoutRequests(path, html, state);
  });

  it('/all-products: the search, category, sort and page of its URL, as the page reads them', async () => {
    const path = '/all-products?q=pollo&category=perros&sort=name&page=2';
    const { result, text, html, state } = await serverRender(path);

    expect(result.head?.title).toBe('Todos los Productos');
    expect(text).toContain('Mostrando 13-13 de 13 productos');
    expect(text).toContain('Chunky Adulto Pollo 8 kg');
    expect(html).toContain('value="pollo"');
    const listing = state.queries.find((query) => query.queryKey[1] === 'listing');
    expect(listing?.queryKey[2]).toEqual({
      scope: { petTypes: ['perros', 'todos'], term: 'pollo' },
      sort: 'name',
      page: 2,
    });
    expect(supabaseMock.rpcCalls('search_products')).toEqual([{ p_term: 'pollo' }]);
    await expectHydratesWithoutRequests(path, html, state);
  });

  it('/search?q=: the results for the text; under 3 characters it reads no products', async () => {
    const { result, text, html, state } = await serverRender('/search?q=chunky');
    expect(result.head).toMatchObject({
      title: 'Resultados para "chunky"',
      description: '13 productos para "chunky" en Boñis, la tienda para perros y gatos.',
    });
    expect(text).toContain('Resultados para "chunky"');
    expect(text).toContain('Chunky Adulto Pollo 8 kg');
    await expectHydratesWithoutRequests('/search?q=chunky', html, state);

    serveStore();
    const searches = supabaseMock.rpcCalls('search_products').length;
    const short = await serverRender('/search?q=ch');
    expect(short.result.status).toBe(200);
    expect(short.text).toContain('Escribe al menos 3 caracteres para buscar');
    expect(supabaseMock.rpcCalls('search_products')).toHaveLength(searches);
    await expectHydratesWithoutRequests('/search?q=ch', short.html, short.state);
  });

  it('/cats, /offers, /birds and the other listings render their products', async () => {
    for (const path of [
      '/cats',
      '/accessories',
      '/services',
      '/offers',
      '/deals',
      '/birds',
      '/fish',
    ]) {
      serveStore();
      const { result, text, html, state } = await serverRender(path);
      expect(result.status).toBe(200);
      expect(text).toContain('Collar Reflectivo');
      expect(text).toContain(cop('24.900'));
      await expectHydratesWithoutRequests(path, html, state);
    }
  });

  it('/categories: every active category as a tile', async () => {
    const { result, text, html, state } = await serverRender('/categories');
    expect(result.head?.title).toBe('Categorías');
    expect(text).toContain('Perros');
    expect(text).toContain('Snacks naturales');
    expect(text).toContain('60+ productos');
    expect(queryKeys(state)).toContainEqual(['categories', 'all']);
    await expectHydratesWithoutRequests('/categories', html, state);
  });

  it("/policies: the plans and the store's contact details", async () => {
    const { result, text, html, state } = await serverRender('/policies');
    expect(result.head?.title).toBe('Seguros para mascotas');
    expect(text).toContain('Plan Premium');
    expect(text).toContain(cop('45.000'));
    expect(text).toContain('hola@bonis.test');
    await expectHydratesWithoutRequests('/policies', html, state);
  });

  it("a content page quotes the store's settings and delivery slots", async () => {
    const { result, text, html, state } = await serverRender('/shipping');
    expect(result.head).toEqual({
      title: 'Envíos',
      description: `Entregamos en toda Colombia. Las compras desde ${cop('150.000')} tienen envío gratis.`,
      type: 'website',
    });
    expect(text).toContain('8:00 - 12:00');
    expect(queryKeys(state)).toEqual(
      expect.arrayContaining([
        ['bonis', 'store-settings'],
        ['catalog', 'delivery-slots'],
      ]),
    );
    await expectHydratesWithoutRequests('/shipping', html, state);
  });

  it('a read the page can do without that fails is left to the browser; the page still renders', async () => {
    supabaseMock.table('app_settings').get(() =>
      supabaseMock.error({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      }),
    );
    const { result, html, state } = await serverRender('/shipping');
    expect(result.status).toBe(200);
    // not inlined: the server drew its loading state, as the browser's first render does
    expect(queryKeys(state)).not.toContainEqual(['bonis', 'store-settings']);
    expect(html).toContain('data-route="/shipping"');
  });

  it('a failed read of what the page is throws: the server leaves the page to the browser', async () => {
    supabaseMock.table('products').get(() => supabaseMock.networkError());
    await expect(
      prefetch({
        url: new URL(`/product/${PRODUCT_ID}`, ORIGIN),
        queryClient: serverQueryClient(),
      }),
    ).rejects.toThrow();
    consoleError.mockClear(); // supabase-js reports the failed fetch
  });
});
