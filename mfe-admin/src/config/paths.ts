import { homeHref } from '@bonis/contracts/links';

/**
 * The URLs this remote links to: its own landing page and the storefront's home (mfe-catalog's,
 * written by `@bonis/contracts/links`).
 */
export const paths = {
  dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  storeHome: { path: '/', getHref: homeHref },
} as const;
