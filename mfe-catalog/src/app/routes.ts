// Generated from src/app/route-records.ts by `UPDATE_ROUTE_MANIFEST=1 npx vitest run src/expose.test.ts`:
// change the records, then run it. Checked by src/expose.test.ts.
import type { RemoteRoute } from '@bonis/contracts';

/**
 * The URLs this remote serves (ARCHITECTURE §2): the plain data of its route records, its route
 * manifest, exposed as `./routes` and exported as `@bonis/mfe-catalog/routes`. The shell's build
 * reads it for its route table, titles, skeletons, canonical URLs, robots.txt and sitemap.
 */
export const routes = [
  { path: '/', title: 'Tienda para perros y gatos', ssr: true },
  { path: '/dogs', title: 'Perros', ssr: true, skeleton: 'products', canonical: { page: 'page' } },
  { path: '/cats', title: 'Gatos', ssr: true, skeleton: 'products', canonical: { page: 'page' } },
  {
    path: '/accessories',
    title: 'Accesorios',
    ssr: true,
    skeleton: 'products',
    canonical: { page: 'page' },
  },
  {
    path: '/products',
    title: 'Productos',
    ssr: true,
    skeleton: 'products',
    canonical: { query: ['category', 'group', 'subcategory', 'brand'], page: 'page' },
  },
  {
    path: '/all-products',
    title: 'Todos los Productos',
    ssr: true,
    skeleton: 'products',
    canonical: { query: ['q', 'category'], page: 'page' },
  },
  { path: '/product/:id', title: 'Producto', ssr: true },
  {
    path: '/search',
    title: 'Resultados de búsqueda',
    ssr: true,
    skeleton: 'products',
    canonical: { query: ['q'], page: 'page' },
    inSitemap: false,
  },
  { path: '/categories', title: 'Categorías', ssr: true, skeleton: 'categories' },
  { path: '/policies', title: 'Seguros para mascotas', ssr: true },
  {
    path: '/services',
    title: 'Servicios',
    ssr: true,
    skeleton: 'products',
    canonical: { page: 'page' },
  },
  {
    path: '/offers',
    title: 'Ofertas',
    ssr: true,
    skeleton: 'products',
    canonical: { page: 'page' },
  },
  {
    path: '/deals',
    title: 'Promociones',
    ssr: true,
    skeleton: 'products',
    canonical: { page: 'page' },
  },
  { path: '/birds', title: 'Aves', ssr: true, skeleton: 'products', canonical: { page: 'page' } },
  { path: '/fish', title: 'Peces', ssr: true, skeleton: 'products', canonical: { page: 'page' } },
  { path: '/help', title: 'Centro de ayuda', ssr: true },
  { path: '/shipping', title: 'Envíos', ssr: true },
  { path: '/size-guide', title: 'Guía de tallas', ssr: true },
  { path: '/faq', title: 'Preguntas frecuentes', ssr: true },
  { path: '/contact', title: 'Contacto', ssr: true },
  { path: '/track', title: 'Rastrear pedido', ssr: true },
  { path: '/about', title: 'Sobre nosotros', ssr: true },
  { path: '/careers', title: 'Trabaja con nosotros', ssr: true },
  { path: '/blog', title: 'Blog', ssr: true },
  { path: '/press', title: 'Prensa', ssr: true },
  { path: '/sustainability', title: 'Sostenibilidad', ssr: true },
  { path: '/affiliates', title: 'Afiliados', ssr: true },
  { path: '/terms', title: 'Términos y condiciones', ssr: true },
  { path: '/privacy', title: 'Política de privacidad', ssr: true },
  { path: '/cookies', title: 'Política de cookies', ssr: true },
  { path: '/warranty', title: 'Garantía', ssr: true },
  { path: '/refunds', title: 'Devoluciones y reembolsos', ssr: true },
  {
    path: '/:slug',
    title: 'Categoría',
    ssr: true,
    skeleton: 'products',
    canonical: { page: 'page' },
    catchAll: true,
  },
] as const satisfies readonly RemoteRoute[];
