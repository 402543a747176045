import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { TableChange } from './cache-tags';

export type FeedStatus = 'connecting' | 'live' | 'down';

export interface ChangeFeedOptions {
  url: string;
  /**
   * the key the feed subscribes with: the service-role key where the server has it (realtime
   * checks RLS per subscriber, so as `anon` a row that becomes invisible — a product switched
   * off, a soft delete — would never reach the feed), else the anon key
   */
  key: string;
  tables: readonly string[];
  onChange: (change: TableChange) => void;
  /** `live` once subscribed; `down` when the connection or the channel is lost (it rejoins) */
  onStatus: (status: FeedStatus, detail?: string) => void;
}

export interface ChangeFeed {
  close: () => Promise<void>;
}

/**
 * The database's changes to the tables the server-rendered pages read, through Supabase
 * Realtime's `postgres_changes` (ARCHITECTURE §3): one channel, one binding per table, on its
 * own client (never the one pages render with). supabase-js rejoins a lost channel by itself;
 * each loss and each rejoin is reported, so the cache can stop keeping pages while no change can
 * reach it.
 */
export function startChangeFeed({
  url,
  key,
  tables,
  onChange,
  onStatus,
}: ChangeFeedOptions): ChangeFeed {
  const client: SupabaseClient = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never, heartbeatIntervalMs: 5_000 },
  });
  let channel: RealtimeChannel = client.channel('bonis-page-cache');
  for (const table of tables) {
    channel = channel.on(
      'postgres_changes',
      { event: '*', schema: 'public', table },
      (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) => {
        onChange({
          table: payload.table,
          record: payload.new as Record<string, unknown> | null,
          old: payload.old as Record<string, unknown> | null,
        });
      },
    );
  }
  onStatus('connecting');
  channel.subscribe((status, error) => {
    if (status === 'SUBSCRIBED') onStatus('live');
    else onStatus('down', error ? `${status}: ${error.message}` : status);
  });
  return {
    close: async () => {
      await client.removeAllChannels();
    },
  };
}
