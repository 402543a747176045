import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useBus } from '@bonis/design-system/bus';
import { getSupabase } from '@bonis/supabase-client';
import { sharedKeys } from '@bonis/supabase-client/queries';

/**
 * The realtime tables the catalog shows and the query keys that read them. Every catalog query
 * lives under one of these prefixes, so a change refreshes every open view of it.
 */
export const LIVE_TABLES = {
  products: ['products'],
  categories: ['categories'],
  banner_settings: ['banner'],
} as const;

export type LiveTable = keyof typeof LIVE_TABLES;

/** A burst of changes (an admin's bulk edit) refreshes once, this long after the last one. */
export const LIVE_REFRESH_DELAY_MS = 250;

/**
 * Returns a function that marks a table changed; the affected queries are invalidated once per
 * burst. Exported for its test.
 */
export function createRefresher(queryClient: QueryClient, delay = LIVE_REFRESH_DELAY_MS) {
  const pending = new Set<LiveTable>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const table of pending) {
      void queryClient.invalidateQueries({ queryKey: LIVE_TABLES[table] });
    }
    pending.clear();
  };
  return {
    /**
     * The channel joined (or joined again after a drop): what the page read before could have
     * missed a change made before the join (a page served while an admin saved, from the
     * server or its page cache, or a change during a drop). Every catalog query on screen is
     * read again, once; an unchanged answer doesn't re-render anything.
     */
    joined() {
      for (const queryKey of Object.values(LIVE_TABLES)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    changed(table: LiveTable) {
      pending.add(table);
      if (timer === undefined) timer = setTimeout(flush, delay);
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      pending.clear();
    },
  };
}

/**
 * Keeps the catalog live while it is on screen (storefront spec §4): one realtime channel on
 * products, categories and banner_settings invalidates the queries that read them, so an admin's
 * price change or new banner shows without a reload. Also re-reads the saved favourites when the
 * header's favourites count moves (another remote saved or removed one).
 */
export function useLiveCatalog() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const client = getSupabase();
    const refresher = createRefresher(queryClient);
    let channel = client.channel('catalog:live');
    for (const table of Object.keys(LIVE_TABLES) as LiveTable[]) {
      channel = channel.on('postgres_changes', { event: '*', schema: 'public', table }, () =>
        refresher.changed(table),
      );
    }
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') refresher.joined();
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        console.error(`[mfe-catalog] live updates unavailable (${status})`, error);
      }
    });
    return () => {
      refresher.stop();
      void client.removeChannel(channel);
    };
  }, [queryClient]);

  const favoritesCount = useBus((state) => state.favoritesCount);
  const userId = useBus((state) => state.session?.userId);
  const seen = useRef(favoritesCount);
  useEffect(() => {
    if (seen.current === favoritesCount) return;
    seen.current = favoritesCount;
    if (userId) void queryClient.invalidateQueries({ queryKey: sharedKeys.favoriteIds(userId) });
  }, [favoritesCount, queryClient, userId]);
}
