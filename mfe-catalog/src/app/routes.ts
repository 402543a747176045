import type { RemoteRoute } from '@bonis/contracts';

/**
 * The URLs this remote serves (ARCHITECTURE §2): its route manifest, exposed as `./routes` and
 * exported as `@bonis/mfe-catalog/routes`. Plain data with no imports but types: the shell's
 * build reads it for its route table, titles and skeletons, before any shared module loads.
 * Every page here is public, so every one may be server-rendered.
 */
export const routes = [
  { path: '/', title: 'Tienda para perros y gatos', ssr: true },
  { path: '/dogs', title: 'Perros', ssr: true, skeleton: 'products' },
  { path: '/cats', title: 'Gatos', ssr: true, skeleton: 'products' },
  { path: '/accessories', title: 'Accesorios', ssr: true, skeleton: 'products' },
  { path: '/products', title: 'Productos', ssr: true, skeleton: 'products' },
  { path: '/all-products', title: 'Todos los Productos', ssr: true, skeleton: 'products' },
  { path: '/product/:id', title: 'Producto', ssr: true },
  { path: '/search', title: 'Resultados de búsqueda', ssr: true, skeleton: 'products' },
  { path: '/categories', title: 'Categorías', ssr: true, skeleton: 'categories' },
  { path: '/policies', title: 'Seguros para mascotas', ssr: true },
  { path: '/services', title: 'Servicios', ssr: true, skeleton: 'products' },
  { path: '/offers', title: 'Ofertas', ssr: true, skeleton: 'products' },
  { path: '/deals', title: 'Promociones', ssr: true, skeleton: 'products' },
  { path: '/birds', title: 'Aves', ssr: true, skeleton: 'products' },
  { path: '/fish', title: 'Peces', ssr: true, skeleton: 'products' },
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
  // A category page from the categories table, titled with the category's name once the
  // shell has looked the slug up; ranked after every static path.
  { path: '/:slug', title: 'Categoría', ssr: true, skeleton: 'products' },
] as const satisfies readonly RemoteRoute[];
