import type { RemoteName } from '../config/runtime-config';

/*
 * The route table without react-router: the shell's entry reads it before the shared
 * modules (react-router among them) have loaded, to start fetching the page's remote early.
 */

export interface OwnedRoute {
  /** react-router path pattern */
  path: string;
  /** the remote that renders it */
  remote: RemoteName;
  /** document title (before " | Boñis") */
  title: string;
}

const catalog = (path: string, title: string): OwnedRoute => ({ path, remote: 'catalog', title });

/**
 * Which remote owns each URL of the store (ARCHITECTURE §2; both spec documents' route
 * lists). The shell matches the URL here and renders that remote's `./App`, which renders the
 * page itself. Anything unmatched is the shell's not-found page.
 */
export const routeTable: readonly OwnedRoute[] = [
  catalog('/', 'Tienda para perros y gatos'),
  catalog('/dogs', 'Perros'),
  catalog('/cats', 'Gatos'),
  catalog('/accessories', 'Accesorios'),
  catalog('/products', 'Productos'),
  catalog('/all-products', 'Todos los Productos'),
  catalog('/product/:id', 'Producto'),
  catalog('/search', 'Búsqueda'),
  catalog('/categories', 'Categorías'),
  catalog('/policies', 'Seguros para mascotas'),
  catalog('/services', 'Servicios'),
  catalog('/offers', 'Ofertas'),
  catalog('/deals', 'Promociones'),
  catalog('/birds', 'Aves'),
  catalog('/fish', 'Peces'),
  catalog('/help', 'Centro de ayuda'),
  catalog('/shipping', 'Envíos'),
  catalog('/size-guide', 'Guía de tallas'),
  catalog('/faq', 'Preguntas frecuentes'),
  catalog('/contact', 'Contacto'),
  catalog('/track', 'Rastrear pedido'),
  catalog('/about', 'Sobre nosotros'),
  catalog('/careers', 'Trabaja con nosotros'),
  catalog('/blog', 'Blog'),
  catalog('/press', 'Prensa'),
  catalog('/sustainability', 'Sostenibilidad'),
  catalog('/affiliates', 'Afiliados'),
  catalog('/terms', 'Términos y condiciones'),
  catalog('/privacy', 'Política de privacidad'),
  catalog('/cookies', 'Política de cookies'),
  catalog('/warranty', 'Garantía'),
  catalog('/refunds', 'Devoluciones y reembolsos'),
  { path: '/cart', remote: 'checkout', title: 'Carrito' },
  { path: '/checkout', remote: 'checkout', title: 'Finalizar compra' },
  { path: '/payment', remote: 'checkout', title: 'Pago' },
  { path: '/premios', remote: 'loyalty', title: 'Mis Premios' },
  { path: '/rewards', remote: 'loyalty', title: 'Mis Premios' },
  { path: '/ruleta', remote: 'loyalty', title: 'Ruleta de premios' },
  { path: '/gifts', remote: 'loyalty', title: 'Regala Boñis' },
  { path: '/regalos', remote: 'loyalty', title: 'Regala Boñis' },
  { path: '/membership', remote: 'loyalty', title: 'Membresías' },
  { path: '/profile', remote: 'account', title: 'Mi Perfil' },
  { path: '/orders', remote: 'account', title: 'Mis Pedidos' },
  { path: '/favorites', remote: 'account', title: 'Mis Favoritos' },
  { path: '/admin/*', remote: 'admin', title: 'Administración' },
  // Category pages from the categories table; ranked after every static path above.
  catalog('/:slug', 'Categoría'),
];

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * The remote a page will most likely need, from the first segment of its path alone (no
 * react-router): a fixed route's remote, else `catalog` for a one-segment path (a category
 * page). Only a hint for preloading; `ownerOf` decides what is rendered.
 */
export function pageRemoteOf(pathname: string): RemoteName | undefined {
  const segment = firstSegment(pathname);
  const fixed = routeTable.find(
    (route) => !route.path.startsWith('/:') && firstSegment(route.path) === segment,
  );
  if (fixed) return fixed.remote;
  return pathname.split('/').filter(Boolean).length === 1 ? 'catalog' : undefined;
}
