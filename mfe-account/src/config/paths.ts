/**
 * The URLs this remote links to, each as `{ path, getHref }`. Only top-level URLs: the ones this
 * remote owns and the ones the shell maps to other remotes (a remote never imports another).
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  profile: { path: '/profile', getHref: () => '/profile' },
  profileOrders: { path: '/profile', getHref: () => '/profile?tab=orders' },
  profileSettings: { path: '/profile', getHref: () => '/profile?tab=settings' },
  orders: { path: '/orders', getHref: () => '/orders' },
  order: {
    path: '/orders/:orderNumber',
    getHref: (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`,
  },
  /** checkout's payment page for an order placed for online payment */
  payment: {
    path: '/payment',
    getHref: (orderId: string) => `/payment?order=${encodeURIComponent(orderId)}`,
  },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  points: { path: '/premios', getHref: () => '/premios' },
  membership: { path: '/membership', getHref: () => '/membership' },
  allProducts: { path: '/all-products', getHref: () => '/all-products' },
  product: { path: '/product/:id', getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
} as const;
