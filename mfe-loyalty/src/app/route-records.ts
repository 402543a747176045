import type { RouteRecord } from '@bonis/contracts';

/*
 * The loyalty remote's route records (ARCHITECTURE §2 and §3): one per URL, with every fact of
 * it — its path, title and canonical URL (plain data: `src/app/routes.ts`, the route manifest
 * the shell's build reads, is written from them), its screen (one chunk per page,
 * `src/routes/`) and its server side (prefetch and head, `src/server/pages.ts`, loaded by the
 * server build only). The App (`app.tsx`), the server's prefetch (`src/server/prefetch.ts`) and
 * the shell read them.
 *
 * Every page shows a signed-out visitor its public content (plans, gifts, the prize list, the
 * sign-in invitation), so each may be server-rendered; the shopper's own points fill in after
 * hydration.
 */

/** The server's side of the pages, in one chunk the browser never downloads. */
const serverPages = () => import('../server/pages');

/** Pages with two URLs share one screen: moving between them keeps the page mounted. */
const rewardsScreen = () => import('../routes/rewards');
const giftsScreen = () => import('../routes/gifts');

/*
 * `reads`: the tables each server-rendered page reads (contracts' `PageRead`), so the shell's
 * page cache drops it when one of their rows changes. Signed out, /premios shows only its
 * invitation; the roulette its prizes; the gifts and membership pages the plans.
 */
export const records = [
  {
    path: '/premios',
    title: 'Mis Premios',
    ssr: true,
    reads: [],
    screen: rewardsScreen,
    server: () => serverPages().then(({ rewardsPage }) => rewardsPage),
  },
  {
    // a second URL of /premios: the canonical URL and the sitemap's are /premios
    path: '/rewards',
    title: 'Mis Premios',
    ssr: true,
    canonical: { path: '/premios' },
    reads: [],
    screen: rewardsScreen,
    server: () => serverPages().then(({ rewardsPage }) => rewardsPage),
  },
  {
    path: '/ruleta',
    title: 'Ruleta de premios',
    ssr: true,
    reads: ['roulette_prizes'],
    screen: () => import('../routes/roulette'),
    server: () => serverPages().then(({ roulettePage }) => roulettePage),
  },
  {
    // a second URL of /regalos
    path: '/gifts',
    title: 'Regala Boñis',
    ssr: true,
    canonical: { path: '/regalos' },
    reads: ['membership_plans'],
    screen: giftsScreen,
    server: () => serverPages().then(({ giftsPage }) => giftsPage),
  },
  {
    path: '/regalos',
    title: 'Regala Boñis',
    ssr: true,
    reads: ['membership_plans'],
    screen: giftsScreen,
    server: () => serverPages().then(({ giftsPage }) => giftsPage),
  },
  {
    path: '/membership',
    title: 'Membresías',
    ssr: true,
    reads: ['membership_plans'],
    screen: () => import('../routes/membership'),
    server: () => serverPages().then(({ membershipPage }) => membershipPage),
  },
] as const satisfies readonly RouteRecord[];
