/** The URLs this remote links to, as `{ path, getHref }` (all of them its own routes). */
export const paths = {
  membership: { path: '/membership', getHref: () => '/membership' },
  rewards: { path: '/premios', getHref: () => '/premios' },
} as const;
