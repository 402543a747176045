/**
 * The server's side of the loyalty route records (`src/app/route-records.ts`): what the shell's
 * server asks of each page (ARCHITECTURE §3; the README's "Server rendering"). The server renders
 * a page for nobody signed in (it can't know the shopper: the session lives in the browser), so
 * it reads what every visitor sees, as the anonymous role and through the same queryOptions
 * factories the page's hooks use: the plans, the roulette's prizes, the gift plans. The shopper's
 * own points, bonuses, history and gifts fill in after hydration. A record loads this module
 * with a dynamic import, so only the server build ever runs it.
 */
import type { DefaultError, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PrefetchResult, RouteServer } from '@bonis/contracts';
import { formatCOP } from '@bonis/design-system';
import { giftPlansQueryOptions } from '../features/gifts/api/get-gift-plans';
import { membershipPlansQueryOptions } from '../features/membership/api/get-membership-plans';
import { roulettePrizesQueryOptions } from '../features/roulette/api/get-roulette-prizes';
import { SPIN_COST } from '../features/roulette/api/spin-roulette';

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

/** /premios and /rewards: the shopper's own page, drawn while the session is unknown: no read. */
export const rewardsPage: RouteServer = {
  prefetch: async ({ route }) =>
    website(
      route.title,
      'Canjea tus puntos Boñis por premios para tu mascota y revisa todo lo que has ganado.',
    ),
};

/** /ruleta: the prizes of the wheel. */
export const roulettePage: RouteServer = {
  prefetch: async ({ queryClient, route }) => {
    await read(queryClient, roulettePrizesQueryOptions());
    return website(
      route.title,
      `Gira la ruleta con tus puntos Boñis y gana descuentos, envíos gratis y más puntos. Cada giro cuesta ${SPIN_COST} puntos.`,
    );
  },
};

/** /gifts and /regalos: the membership gifts' prices (the coupons are fixed). */
export const giftsPage: RouteServer = {
  prefetch: async ({ queryClient, route }) => {
    await read(queryClient, giftPlansQueryOptions());
    return website(
      route.title,
      'Regala una membresía o un cupón de Boñis: eliges el regalo, nos dices para quién es y le enviamos su código por email.',
    );
  },
};

/** /membership: the plans, the cheapest one's price in the description. */
export const membershipPage: RouteServer = {
  prefetch: async ({ queryClient, route }) => {
    const plans = await read(queryClient, membershipPlansQueryOptions());
    const cheapest = plans[0];
    return website(
      route.title,
      'Hazte socio Boñis: precios de socio en toda la tienda, envío gratis en cada pedido y más puntos con cada compra.' +
        (cheapest ? ` Planes desde ${formatCOP(cheapest.price)}.` : ''),
    );
  },
};
