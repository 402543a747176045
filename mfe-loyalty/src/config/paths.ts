import { giftsHref, membershipHref, rewardsHref } from '@bonis/contracts/links';

/**
 * This remote's own URLs, as `{ path, getHref }`. The ones other apps link to too are written by
 * `@bonis/contracts/links`, and so are the other apps' pages this remote links to (`/payment`
 * for a plan or a gift, `/`): a remote never imports another.
 */
export const paths = {
  membership: { path: '/membership', getHref: membershipHref },
  rewards: { path: '/premios', getHref: rewardsHref },
  roulette: { path: '/ruleta', getHref: () => '/ruleta' },
  /** `sentGiftId`: the gift just paid, whose code the page shows (`?enviado=<id>`) */
  gifts: { path: '/regalos', getHref: giftsHref },
} as const;
