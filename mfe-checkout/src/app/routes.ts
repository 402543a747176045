import type { RemoteRoute } from './types';

/**
 * The URLs this remote serves (ARCHITECTURE §2): its route manifest, exposed as `./routes` and
 * exported as `@bonis/mfe-checkout/routes`. Plain data with no imports but types: the shell's
 * build reads it for its route table, titles and skeletons. The cart, the checkout, the
 * payment and an order's confirmation are the shopper's own (the cart asks a signed-out visitor
 * to sign in): none is server-rendered. `/orders/<number>` is checkout's (the confirmation of
 * what it sold); `/orders`, the list, is mfe-account's and links to it.
 */
export const routes = [
  { path: '/cart', title: 'Carrito', ssr: false },
  { path: '/checkout', title: 'Finalizar compra', ssr: false },
  { path: '/payment', title: 'Pago', ssr: false },
  { path: '/orders/:orderNumber', title: 'Tu pedido', ssr: false },
] as const satisfies readonly RemoteRoute[];
