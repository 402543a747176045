import type { RemoteRoute } from '@bonis/contracts';

/**
 * The URLs this remote serves (ARCHITECTURE §2): its route manifest, exposed as `./routes` and
 * exported as `@bonis/mfe-loyalty/routes`. Plain data with no imports but types: the shell's
 * build reads it for its route table, titles and skeletons. Every page shows a signed-out
 * visitor its public content (plans, gifts, the prize list, the sign-in invitation), so each
 * may be server-rendered; the shopper's own points fill in after hydration.
 */
export const routes = [
  { path: '/premios', title: 'Mis Premios', ssr: true },
  { path: '/rewards', title: 'Mis Premios', ssr: true },
  { path: '/ruleta', title: 'Ruleta de premios', ssr: true },
  { path: '/gifts', title: 'Regala Boñis', ssr: true },
  { path: '/regalos', title: 'Regala Boñis', ssr: true },
  { path: '/membership', title: 'Membresías', ssr: true },
] as const satisfies readonly RemoteRoute[];
