/**
 * `./prefetch`: what the shell's server calls before it renders one of this remote's pages
 * (ARCHITECTURE §3; the README's "Server rendering"). The server renders a page for nobody
 * signed in (it can't know the shopper: the session lives in the browser), so it reads what
 * every visitor sees, as the anonymous role and through the same queryOptions factories the
 * page's hooks use: the plans, the roulette's prizes, the gift plans. The shopper's own points,
 * bonuses, history and gifts fill in after hydration.
 */
import { matchPath } from 'react-router';
import type { DefaultError, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PrefetchContext, PrefetchResult } from '@bonis/contracts';
import { formatCOP } from '@bonis/design-system';
import { routes } from '../app/routes';
import { giftPlansQueryOptions } from '../features/gifts/api/get-gift-plans';
import { membershipPlansQueryOptions } from '../features/membership/api/get-membership-plans';
import { roulettePrizesQueryOptions } from '../features/roulette/api/get-roulette-prizes';
import { SPIN_COST } from '../features/roulette/api/spin-roulette';

type LoyaltyRoute = (typeof routes)[number]['path'];

/**
 * Reads a query now: a failed read is not tried again (the shell's QueryClient retries after a
 * second, well past the server's budget for a page's data) and throws, so the server leaves the
 * page to the browser, which has its own retries.
 */
function read<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
): Promise<TData> {
  return queryClient.fetchQuery({ ...options, retry: false });
}

const website = (title: string, description: string): PrefetchResult => ({
  status: 200,
  head: { title, description, type: 'website' },
});

/** What each page reads for nobody signed in, and its head. */
const PAGES: Record<
  LoyaltyRoute,
  (queryClient: QueryClient, title: string) => Promise<PrefetchResult>
> = {
  // The shopper's own page: drawn while the session is unknown, it reads nothing on the server.
  '/premios': async (_, title) =>
    website(
      title,
      'Canjea tus puntos Boñis por premios para tu mascota y revisa todo lo que has ganado.',
    ),
  '/rewards': async (_, title) =>
    website(
      title,
      'Canjea tus puntos Boñis por premios para tu mascota y revisa todo lo que has ganado.',
    ),
  '/ruleta': async (queryClient, title) => {
    await read(queryClient, roulettePrizesQueryOptions());
    return website(
      title,
      `Gira la ruleta con tus puntos Boñis y gana descuentos, envíos gratis y más puntos. Cada giro cuesta ${SPIN_COST} puntos.`,
    );
  },
  '/gifts': gifts,
  '/regalos': gifts,
  '/membership': async (queryClient, title) => {
    const plans = await read(queryClient, membershipPlansQueryOptions());
    const cheapest = plans[0];
    return website(
      title,
      'Hazte socio Boñis: precios de socio en toda la tienda, envío gratis en cada pedido y más puntos con cada compra.' +
        (cheapest ? ` Planes desde ${formatCOP(cheapest.price)}.` : ''),
    );
  },
};

/** /gifts and /regalos: the membership gifts' prices (the coupons are fixed). */
async function gifts(queryClient: QueryClient, title: string): Promise<PrefetchResult> {
  await read(queryClient, giftPlansQueryOptions());
  return website(
    title,
    'Regala una membresía o un cupón de Boñis: eliges el regalo, nos dices para quién es y le enviamos su código por email.',
  );
}

/**
 * Fills `queryClient` with the queries the page at `url` renders with for nobody signed in and
 * says its status and head. A failed read throws: the shell's server then leaves this remote to
 * the browser for the request.
 */
export default async function prefetch({
  url,
  queryClient,
}: PrefetchContext): Promise<PrefetchResult> {
  const route = routes.find((candidate) => matchPath(candidate.path, url.pathname));
  if (!route) return { status: 404 };
  return PAGES[route.path](queryClient, route.title);
}
