import type { RealtimeChannel, User } from '@supabase/supabase-js';
import type { BonisClient } from '@bonis/supabase-client';
import {
  fetchHeaderCounts,
  fetchProfileSummary,
  publishCounts,
  summarise,
  type ProfileSummaryRow,
} from '@bonis/supabase-client/queries';
import type { BusStore } from '@bonis/design-system/bus';

export interface SessionOptions {
  client: BonisClient;
  bus: BusStore;
  /** the session could not be read at all (spec §8: 'Error de autenticación') */
  onSessionError?: (error: unknown) => void;
}

/**
 * Keeps the bus in step with supabase-js auth: the session is restored from storage and
 * refreshed by supabase-js itself; on every change of user this publishes the session summary,
 * then the header counts (cart units, favourites, points: one `header_counts` call), and keeps
 * the points (and the profile: membership, name, admin flag) live through realtime on the
 * user's own rows. Signing out clears all of it. Reads and the summary are the shared ones of
 * @bonis/supabase-client/queries, which also publishes the counts. Returns the function that
 * stops listening.
 */
export function startSession({ client, bus, onSessionError }: SessionOptions): () => void {
  /** undefined until the first auth event; null while signed out */
  let currentUserId: string | null | undefined;
  let generation = 0;
  let channel: RealtimeChannel | null = null;
  const log = (what: string) => (error: unknown) =>
    console.error(`[shell] session: ${what} failed`, error);

  const closeChannel = () => {
    if (channel) void client.removeChannel(channel);
    channel = null;
  };

  async function apply(user: User | null) {
    const userId = user?.id ?? null;
    if (userId === currentUserId) return; // token refreshes, profile edits of the same user
    currentUserId = userId;
    const current = ++generation;
    closeChannel();
    if (!user) {
      bus.getState().signedOut();
      return;
    }
    const stale = () => current !== generation;
    const profile = await fetchProfileSummary(client, user.id).catch((error: unknown) => {
      log('reading the profile')(error);
      return null;
    });
    if (stale()) return;
    bus.getState().sessionChanged(summarise(user, profile));

    void fetchHeaderCounts(client).then(
      (counts) => !stale() && publishCounts.all(counts, bus),
      log('reading the header counts'),
    );

    channel = client
      .channel(`session:${user.id}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'user_points', filter: `user_id=eq.${user.id}` },
        (payload) => {
          const row = payload.new as { current_points?: number };
          if (!stale() && typeof row.current_points === 'number') {
            publishCounts.points(row.current_points, bus);
          }
        },
      )
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'user_profiles', filter: `id=eq.${user.id}` },
        (payload) => {
          if (!stale()) {
            bus.getState().sessionChanged(summarise(user, payload.new as ProfileSummaryRow));
          }
        },
      )
      .subscribe();
  }

  const {
    data: { subscription },
  } = client.auth.onAuthStateChange((_event, session) => {
    // supabase-js holds a lock while it runs this callback: calling it from here deadlocks,
    // so the work runs on the next task.
    setTimeout(() => {
      apply(session?.user ?? null).catch((error: unknown) => {
        log('applying the session')(error);
        onSessionError?.(error);
      });
    }, 0);
  });

  return () => {
    generation += 1;
    subscription.unsubscribe();
    closeChannel();
  };
}
