import type { RemoteRoute } from '@bonis/contracts';

/**
 * The URLs this remote serves (ARCHITECTURE §2): its route manifest, exposed as `./routes` and
 * exported as `@bonis/mfe-account/routes`. Plain data with no imports but types: the shell's
 * build reads it for its route table, titles and skeletons. The shopper's own pages: none is
 * server-rendered. `/orders/<number>` is one order in full, where the checkout sends the
 * shopper after placing or paying it.
 */
export const routes = [
  { path: '/profile', title: 'Mi Perfil', ssr: false },
  { path: '/orders', title: 'Mis Pedidos', ssr: false },
  { path: '/orders/:orderNumber', title: 'Tu pedido', ssr: false },
  { path: '/favorites', title: 'Mis Favoritos', ssr: false },
] as const satisfies readonly RemoteRoute[];
