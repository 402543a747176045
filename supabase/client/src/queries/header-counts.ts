import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { bus as pageBus, type BusStore } from '@bonis/design-system/bus';
import { getSupabase } from '../browser-client';
import type { BonisClient } from '../client';
import type { HeaderCounts } from '../rpc-results';
import { sharedKeys } from './keys';

/** Cart units, favourites and points of the signed-in user, in one call (`header_counts`). */
export async function fetchHeaderCounts(client: BonisClient): Promise<HeaderCounts> {
  const { data, error } = await client.rpc('header_counts');
  if (error) throw error;
  return data as unknown as HeaderCounts;
}

export const headerCountsQuery = (userId: string) =>
  queryOptions({
    queryKey: sharedKeys.headerCounts(userId),
    queryFn: () => fetchHeaderCounts(getSupabase()),
    staleTime: 0,
  });

/**
 * The one module that publishes the header's counts on the bus (the bus carries them between
 * remotes; ARCHITECTURE §2). Every change of a count — sign-in, a cart add, a favourite toggle,
 * a realtime points update — goes through here. `bus` is the page's bus unless one is given.
 */
export const publishCounts = {
  cart: (units: number, bus: BusStore = pageBus) => bus.getState().cartChanged(units),
  favorites: (count: number, bus: BusStore = pageBus) => bus.getState().favoritesChanged(count),
  points: (points: number | null, bus: BusStore = pageBus) => bus.getState().pointsChanged(points),
  all: (counts: HeaderCounts, bus: BusStore = pageBus) => {
    bus.getState().cartChanged(counts.cart_units);
    bus.getState().favoritesChanged(counts.favorites);
    bus.getState().pointsChanged(counts.points);
  },
};

/** Reads the counts again (never from cache) and publishes them. */
export async function refreshHeaderCounts(
  queryClient: QueryClient,
  userId: string,
): Promise<HeaderCounts> {
  const counts = await queryClient.fetchQuery(headerCountsQuery(userId));
  publishCounts.all(counts);
  return counts;
}
