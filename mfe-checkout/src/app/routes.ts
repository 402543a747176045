import type { RemoteRoute } from '@bonis/contracts';

/**
 * The URLs this remote serves (ARCHITECTURE §2): its route manifest, exposed as `./routes` and
 * exported as `@bonis/mfe-checkout/routes`. Plain data with no imports but types: the shell's
 * build reads it for its route table, titles and skeletons. The cart, the checkout and the
 * payment are the shopper's own (the cart asks a signed-out visitor to sign in): none is
 * server-rendered. An order's confirmation is mfe-account's `/orders/<number>` (the order
 * history's own page), which the checkout and the payment link to by URL.
 */
export const routes = [
  { path: '/cart', title: 'Carrito', ssr: false },
  { path: '/checkout', title: 'Finalizar compra', ssr: false },
  { path: '/payment', title: 'Pago', ssr: false },
] as const satisfies readonly RemoteRoute[];
