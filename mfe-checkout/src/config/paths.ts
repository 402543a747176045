import { cartHref } from '@bonis/contracts/links';

/**
 * This remote's own URLs, as `{ path, getHref }`. A URL another app links to too is written by
 * `@bonis/contracts/links` (the cart's), and so are the other apps' pages this remote links to
 * (`productHref`, `orderHref`, `homeHref`…): a remote never imports another.
 */
export const paths = {
  cart: { path: '/cart', getHref: cartHref },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
} as const;
