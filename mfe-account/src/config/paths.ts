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
  /** only this remote links to these: 'Mis pagos' (a tab of /orders) and the receipts */
  payments: { path: '/orders', getHref: () => `${ordersHref()}?tab=pagos` },
  orderReceipt: {
    path: '/orders/:orderNumber/recibo',
    getHref: (orderNumber: string) => `${orderHref(orderNumber)}/recibo`,
  },
  paymentReceipt: {
    path: '/orders/pagos/:paymentId',
    getHref: (paymentId: string) => `${ordersHref()}/pagos/${encodeURIComponent(paymentId)}`,
  },
  favorites: { path: '/favorites', getHref: favoritesHref },
  /** where the password-reset email's link lands (only this remote links to it) */
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
} as const;
