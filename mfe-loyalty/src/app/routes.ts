// Generated from src/app/route-records.ts by `UPDATE_ROUTE_MANIFEST=1 npx vitest run src/expose.test.ts`:
// change the records, then run it. Checked by src/expose.test.ts.
import type { RemoteRoute } from '@bonis/contracts';

/**
 * The URLs this remote serves (ARCHITECTURE §2): the plain data of its route records, its route
 * manifest, exposed as `./routes` and exported as `@bonis/mfe-loyalty/routes`. The shell's build
 * reads it for its route table, titles, skeletons, canonical URLs, robots.txt and sitemap.
 */
export const routes = [
  { path: '/premios', title: 'Mis Premios', ssr: true, reads: [] },
  { path: '/rewards', title: 'Mis Premios', ssr: true, canonical: { path: '/premios' }, reads: [] },
  { path: '/ruleta', title: 'Ruleta de premios', ssr: true, reads: ['roulette_prizes'] },
  {
    path: '/gifts',
    title: 'Regala Boñis',
    ssr: true,
    canonical: { path: '/regalos' },
    reads: ['membership_plans'],
  },
  { path: '/regalos', title: 'Regala Boñis', ssr: true, reads: ['membership_plans'] },
  { path: '/membership', title: 'Membresías', ssr: true, reads: ['membership_plans'] },
] as const satisfies readonly RemoteRoute[];
