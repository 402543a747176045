/**
 * The URLs this remote links to, as `{ path, getHref }`: its own routes, and top-level URLs of
 * other remotes (`/payment`, `/`), which the shell owns (remotes never import each other).
 */
export const paths = {
  membership: { path: '/membership', getHref: () => '/membership' },
  rewards: { path: '/premios', getHref: () => '/premios' },
  roulette: { path: '/ruleta', getHref: () => '/ruleta' },
  gifts: {
    path: '/regalos',
    /** `sentGiftId`: the gift just paid, whose code the page shows (`?enviado=<id>`) */
    getHref: (sentGiftId?: string) =>
      sentGiftId ? `/regalos?enviado=${encodeURIComponent(sentGiftId)}` : '/regalos',
  },
  /** mfe-checkout's payment step for a membership plan chosen on /membership */
  membershipPayment: {
    path: '/payment',
    getHref: (purchaseId: string) => `/payment?membership=${encodeURIComponent(purchaseId)}`,
  },
  /** mfe-catalog's home page */
  home: { path: '/', getHref: () => '/' },
  /** mfe-checkout's payment step for a gift bought here */
  giftPayment: {
    path: '/payment',
    getHref: (giftId: string) => `/payment?gift=${encodeURIComponent(giftId)}`,
  },
} as const;
