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
  // an order's printable receipt, and one payment's ('Mis pagos' → 'Ver recibo')
  { path: '/orders/:orderNumber/recibo', title: 'Recibo del pedido', ssr: false },
  { path: '/orders/pagos/:paymentId', title: 'Comprobante de pago', ssr: false },
  { path: '/favorites', title: 'Mis Favoritos', ssr: false },
  // where the password-reset email's link lands (the session arrives in the URL's fragment,
  // which only the browser sees)
  { path: '/reset-password', title: 'Nueva contraseña', ssr: false },
] as const satisfies readonly RemoteRoute[];
