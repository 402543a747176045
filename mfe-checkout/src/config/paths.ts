/**
 * The URLs this remote links to, as `{ path, getHref }`. `/` and `/product/:id` belong to
 * mfe-catalog; the shell owns the route table, so these are plain top-level URLs.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  product: { path: '/product/:id', getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
} as const;
