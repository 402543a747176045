import { favoritesHref, orderHref, ordersHref, profileHref } from '@bonis/contracts/links';

/**
 * This remote's own URLs, as `{ path, getHref }`. The ones other apps link to too are written by
 * `@bonis/contracts/links`, and so are the other apps' pages this remote links to
 * (`productHref`, `paymentHref`, `rewardsHref`…): a remote never imports another.
 */
export const paths = {
  profile: { path: '/profile', getHref: () => profileHref() },
  profileOrders: { path: '/profile', getHref: () => profileHref('orders') },
  profileSettings: { path: '/profile', getHref: () => profileHref('settings') },
  orders: { path: '/orders', getHref: ordersHref },
  order: { path: '/orders/:orderNumber', getHref: orderHref },
  favorites: { path: '/favorites', getHref: favoritesHref },
} as const;
