import { useEffect } from 'react';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getSupabase } from '@bonis/supabase-client';

export type RealtimeEvent = 'INSERT' | 'UPDATE' | 'DELETE' | '*';

export interface UseRealtimeInvalidateOptions {
  /** Channel name, unique on the page, e.g. 'admin-products'. */
  channel: string;
  /** A public table published for realtime. */
  table: string;
  /** Default ['*']. */
  events?: readonly RealtimeEvent[];
  /** postgres_changes filter, e.g. 'id=eq.42'. */
  filter?: string;
  /** Invalidated (prefix match) on every event. */
  queryKey: QueryKey;
  /** Default true. */
  enabled?: boolean;
}

const ALL_EVENTS: readonly RealtimeEvent[] = ['*'];

/**
 * Keeps a list live: subscribes to `postgres_changes` of `table` (the events, optionally
 * filtered) and invalidates `queryKey` on each, so TanStack Query reads it again. The channel is
 * removed on unmount.
 */
export function useRealtimeInvalidate({
  channel,
  table,
  events = ALL_EVENTS,
  filter,
  queryKey,
  enabled = true,
}: UseRealtimeInvalidateOptions): void {
  const queryClient = useQueryClient();
  const keyHash = hashKey(queryKey);
  const eventList = events.join(',');

  useEffect(() => {
    if (!enabled) return;
    const client = getSupabase();
    const key = JSON.parse(keyHash) as QueryKey;
    const invalidate = () => void queryClient.invalidateQueries({ queryKey: key });
    let subscription = client.channel(channel);
    for (const event of eventList.split(',') as RealtimeEvent[]) {
      subscription = subscription.on(
        'postgres_changes',
        { event: event as '*', schema: 'public', table, ...(filter ? { filter } : {}) },
        invalidate,
      );
    }
    subscription.subscribe();
    return () => {
      void client.removeChannel(subscription);
    };
  }, [channel, table, eventList, filter, keyHash, enabled, queryClient]);
}
