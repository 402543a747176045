/**
 * Every route of ARCHITECTURE §2 and both spec documents, with a concrete URL, the remote that
 * must serve it and the pattern that remote must match.
 */
export interface RouteCase {
  url: string;
  remote: 'mfe-catalog' | 'mfe-checkout' | 'mfe-loyalty' | 'mfe-account' | 'mfe-admin';
  route: string;
}

const catalogPaths = [
  '/',
  '/dogs',
  '/cats',
  '/accessories',
  '/products',
  '/all-products',
  '/search',
  '/categories',
  '/policies',
  '/services',
  '/offers',
  '/deals',
  '/birds',
  '/fish',
  '/help',
  '/shipping',
  '/size-guide',
  '/faq',
  '/contact',
  '/track',
  '/about',
  '/careers',
  '/blog',
  '/press',
  '/sustainability',
  '/affiliates',
  '/terms',
  '/privacy',
  '/cookies',
  '/warranty',
  '/refunds',
];

export const storefrontRoutes: RouteCase[] = [
  ...catalogPaths.map((path) => ({ url: path, remote: 'mfe-catalog' as const, route: path })),
  {
    url: '/products?category=1&group=2&subcategory=Perros',
    remote: 'mfe-catalog',
    route: '/products',
  },
  { url: '/search?q=collar', remote: 'mfe-catalog', route: '/search' },
  { url: '/product/123', remote: 'mfe-catalog', route: '/product/:id' },
  { url: '/aves', remote: 'mfe-catalog', route: '/:slug' },
  { url: '/cart', remote: 'mfe-checkout', route: '/cart' },
  { url: '/checkout', remote: 'mfe-checkout', route: '/checkout' },
  { url: '/payment', remote: 'mfe-checkout', route: '/payment' },
  { url: '/premios', remote: 'mfe-loyalty', route: '/premios' },
  { url: '/rewards', remote: 'mfe-loyalty', route: '/rewards' },
  { url: '/ruleta', remote: 'mfe-loyalty', route: '/ruleta' },
  { url: '/gifts', remote: 'mfe-loyalty', route: '/gifts' },
  { url: '/regalos', remote: 'mfe-loyalty', route: '/regalos' },
  { url: '/membership', remote: 'mfe-loyalty', route: '/membership' },
  { url: '/profile', remote: 'mfe-account', route: '/profile' },
  { url: '/profile?tab=orders', remote: 'mfe-account', route: '/profile' },
  { url: '/profile?tab=settings', remote: 'mfe-account', route: '/profile' },
  { url: '/orders', remote: 'mfe-account', route: '/orders' },
  { url: '/favorites', remote: 'mfe-account', route: '/favorites' },
];

export const adminRoutes: RouteCase[] = [
  'dashboard',
  'products',
  'categories',
  'orders',
  'users',
  'discounts',
  'memberships',
  'shipping',
  'shipping-time-ranges',
  'banners',
  'ruleta',
  'tienda-bonos',
  'newsletter',
  'settings',
].map((name) => ({ url: `/admin/${name}`, remote: 'mfe-admin', route: `/admin/${name}` }));
