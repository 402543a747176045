import type { ResolvedRoute, RouteContext, RouteRecord } from '@bonis/contracts';
import type { ContentPath } from '../features/content-pages/content';
import { categoriesQuery } from '../features/product-listings/api/get-categories';
import { contentScreen } from '../routes/content';

/*
 * The catalog's route records (ARCHITECTURE §2 and §3): one per URL, with every fact of it —
 * its path, title, skeleton and canonical URL (plain data: `src/app/routes.ts`, the route
 * manifest the shell's build reads, is written from them), its screen (one chunk per page,
 * `src/routes/`), its server side (prefetch, head and sitemap entries, `src/server/pages.ts`,
 * loaded by the server build only) and, for `/:slug`, whether a slug is a category. The App
 * (`app.tsx`), the server's prefetch (`src/server/prefetch.ts`) and the shell read them.
 *
 * Order matters where two patterns match one URL: the first record that matches is the page,
 * so `/:slug` is last.
 */

/** The server's side of the pages, in one chunk the browser never downloads. */
const serverPages = () => import('../server/pages');

/**
 * A listing's canonical URL keeps its page number (`?page=2`); its other parameters, such as
 * `sort`, show the same products in another order and are left out.
 */
const PAGED = { page: 'page' } as const;

/*
 * What each server-rendered page reads (`reads`, contracts' `PageRead`): the shell's page cache
 * drops a page when one of those rows changes (the chrome's own reads, the settings among them,
 * are the shell's). A listing reads every product (any change may move it in or out), a product
 * page its own product.
 */
const LISTING_READS = ['products', 'categories', 'product_groups'] as const;
const PRODUCT_READS = [
  { table: 'products', column: 'id', param: 'id' },
  'categories',
  'product_groups',
] as const;

/** A content page: text of `features/content-pages/content.ts` with the store's figures. */
const content = <Path extends ContentPath>(path: Path, title: string) =>
  ({
    path,
    title,
    ssr: true,
    // the store's figures: settings (the chrome's) and the delivery time ranges
    reads: ['shipping_time_ranges'],
    screen: contentScreen(path, title),
    server: () => serverPages().then(({ contentPageOf }) => contentPageOf(path)),
  }) as const;

/** `/:slug` is a page when an active category has that slug, titled with its name. */
async function resolveCategory({
  queryClient,
  params,
}: RouteContext): Promise<ResolvedRoute | null> {
  const categories = await queryClient.fetchQuery(categoriesQuery());
  const category = categories.find((candidate) => candidate.slug === params.slug);
  return category ? { title: category.name } : null;
}

export const records = [
  {
    path: '/',
    title: 'Tienda para perros y gatos',
    ssr: true,
    reads: ['products', 'categories', 'banner_settings'],
    screen: () => import('../routes/home'),
    server: () => serverPages().then(({ homePage }) => homePage),
  },
  {
    path: '/dogs',
    title: 'Perros',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    canonical: PAGED,
    screen: () => import('../routes/dogs'),
    server: () => serverPages().then(({ listingPage }) => listingPage('/dogs')),
  },
  {
    path: '/cats',
    title: 'Gatos',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    canonical: PAGED,
    screen: () => import('../routes/cats'),
    server: () => serverPages().then(({ listingPage }) => listingPage('/cats')),
  },
  {
    path: '/accessories',
    title: 'Accesorios',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    canonical: PAGED,
    screen: () => import('../routes/accessories'),
    server: () => serverPages().then(({ listingPage }) => listingPage('/accessories')),
  },
  {
    path: '/products',
    title: 'Productos',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    // the mega-menu's filters (contracts' `productsHref`) choose what is listed
    canonical: { query: ['category', 'group', 'subcategory', 'brand'], page: 'page' },
    screen: () => import('../routes/products'),
    server: () => serverPages().then(({ listingPage }) => listingPage('/products')),
  },
  {
    path: '/all-products',
    title: 'Todos los Productos',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    canonical: { query: ['q', 'category'], page: 'page' },
    screen: () => import('../routes/all-products'),
    server: () => serverPages().then(({ listingPage }) => listingPage('/all-products')),
  },
  {
    path: '/product/:id',
    title: 'Producto',
    ssr: true,
    reads: PRODUCT_READS,
    screen: () => import('../routes/product'),
    server: () => serverPages().then(({ productPage }) => productPage),
  },
  {
    path: '/search',
    title: 'Resultados de búsqueda',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    canonical: { query: ['q'], page: 'page' },
    // without a `?q=` it is an empty results page: searches are reached through links
    inSitemap: false,
    screen: () => import('../routes/search'),
    server: () => serverPages().then(({ listingPage }) => listingPage('/search')),
  },
  {
    path: '/categories',
    title: 'Categorías',
    ssr: true,
    skeleton: 'categories',
    // each category's product count is a column of its row
    reads: ['categories'],
    screen: () => import('../routes/categories'),
    server: () => serverPages().then(({ categoriesPage }) => categoriesPage),
  },
  {
    path: '/policies',
    title: 'Seguros para mascotas',
    ssr: true,
    reads: [],
    screen: () => import('../routes/policies'),
    server: () => serverPages().then(({ policiesPage }) => policiesPage),
  },
  {
    path: '/services',
    title: 'Servicios',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    canonical: PAGED,
    screen: () => import('../routes/services'),
    server: () => serverPages().then(({ listingPage }) => listingPage('/services')),
  },
  {
    path: '/offers',
    title: 'Ofertas',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    canonical: PAGED,
    screen: () => import('../routes/offers'),
    server: () => serverPages().then(({ listingPage }) => listingPage('/offers')),
  },
  {
    path: '/deals',
    title: 'Promociones',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    canonical: PAGED,
    screen: () => import('../routes/deals'),
    server: () => serverPages().then(({ listingPage }) => listingPage('/deals')),
  },
  {
    path: '/birds',
    title: 'Aves',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    canonical: PAGED,
    screen: () => import('../routes/birds'),
    server: () => serverPages().then(({ listingPage }) => listingPage('/birds')),
  },
  {
    path: '/fish',
    title: 'Peces',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    canonical: PAGED,
    screen: () => import('../routes/fish'),
    server: () => serverPages().then(({ listingPage }) => listingPage('/fish')),
  },
  content('/help', 'Centro de ayuda'),
  content('/shipping', 'Envíos'),
  content('/size-guide', 'Guía de tallas'),
  content('/faq', 'Preguntas frecuentes'),
  content('/contact', 'Contacto'),
  content('/track', 'Rastrear pedido'),
  content('/about', 'Sobre nosotros'),
  content('/careers', 'Trabaja con nosotros'),
  content('/blog', 'Blog'),
  content('/press', 'Prensa'),
  content('/sustainability', 'Sostenibilidad'),
  content('/affiliates', 'Afiliados'),
  content('/terms', 'Términos y condiciones'),
  content('/privacy', 'Política de privacidad'),
  content('/cookies', 'Política de cookies'),
  content('/warranty', 'Garantía'),
  content('/refunds', 'Devoluciones y reembolsos'),
  {
    // A category page from the categories table, titled with the category's name; the shell
    // asks `resolve` whether the slug is one before rendering it, else shows its 404.
    path: '/:slug',
    title: 'Categoría',
    ssr: true,
    skeleton: 'products',
    reads: LISTING_READS,
    canonical: PAGED,
    catchAll: true,
    screen: () => import('../routes/category'),
    server: () => serverPages().then(({ categoryPage }) => categoryPage),
    resolve: resolveCategory,
  },
] as const satisfies readonly RouteRecord[];

export type CatalogRecord = (typeof records)[number];
