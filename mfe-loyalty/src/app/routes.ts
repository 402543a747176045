// Generated from src/app/route-records.ts by `UPDATE_ROUTE_MANIFEST=1 npx vitest run src/expose.test.ts`:
// change the records, then run it. Checked by src/expose.test.ts.
import type { RemoteRoute } from '@bonis/contracts';

/**
 * The URLs this remote serves (ARCHITECTURE §2): the plain data of its route records, its route
 * manifest, exposed as `./routes` and exported as `@bonis/mfe-loyalty/routes`. The shell's build
 * reads it for its route table, titles, skeletons, canonical URLs, robots.txt and sitemap.
 */
export const routes = [
  { path: '/premios', title: 'Mis Premios', ssr: true },
  { path: '/rewards', title: 'Mis Premios', ssr: true, canonical: { path: '/premios' } },
  { path: '/ruleta', title: 'Ruleta de premios', ssr: true },
  { path: '/gifts', title: 'Regala Boñis', ssr: true, canonical: { path: '/regalos' } },
  { path: '/regalos', title: 'Regala Boñis', ssr: true },
  { path: '/membership', title: 'Membresías', ssr: true },
] as const satisfies readonly RemoteRoute[];
