import type { RealtimeChannel, User } from '@supabase/supabase-js';
import type { BonisClient } from '@bonis/supabase-client';
import type { BusStore, MembershipType, SessionSummary } from '@bonis/design-system/bus';

/** The profile columns the session summary needs. */
export interface ProfileSummaryRow {
  first_name: string;
  is_admin: boolean;
  membership_type: MembershipType;
  membership_expiry: string | null;
}

const PROFILE_COLUMNS = 'first_name, is_admin, membership_type, membership_expiry';

/**
 * The session summary every remote reads from the bus. A membership whose expiry date has
 * passed counts as regular, as the database prices it.
 */
export function summarise(
  user: Pick<User, 'id' | 'email' | 'phone'>,
  profile: ProfileSummaryRow | null,
  today = new Date(),
): SessionSummary {
  const expired =
    profile?.membership_expiry != null &&
    profile.membership_expiry < today.toISOString().slice(0, 10);
  const fallbackName = user.email?.split('@')[0] || (user.phone ? `+${user.phone}` : 'Cliente');
  return {
    userId: user.id,
    name: profile?.first_name.trim() || fallbackName,
    isAdmin: profile?.is_admin ?? false,
    membershipType: !profile || expired ? 'regular' : profile.membership_type,
  };
}

async function loadProfile(client: BonisClient, userId: string) {
  const { data, error } = await client
    .from('user_profiles')
    .select(PROFILE_COLUMNS)
    .eq('id', userId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** Units in the cart: the sum of every line's quantity (the header badge's number). */
async function loadCartCount(client: BonisClient, userId: string) {
  const { data, error } = await client.from('cart_items').select('quantity').eq('user_id', userId);
  if (error) throw error;
  return data.reduce((sum, line) => sum + line.quantity, 0);
}

async function loadFavoritesCount(client: BonisClient, userId: string) {
  const { count, error } = await client
    .from('user_favorites')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error) throw error;
  return count ?? 0;
}

async function loadPoints(client: BonisClient, userId: string) {
  const { data, error } = await client
    .from('user_points')
    .select('current_points')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.current_points ?? 0;
}

export interface SessionOptions {
  client: BonisClient;
  bus: BusStore;
  /** the session could not be read at all (spec §8: 'Error de autenticación') */
  onSessionError?: (error: unknown) => void;
}

/**
 * Keeps the bus in step with supabase-js auth: the session is restored from storage and
 * refreshed by supabase-js itself; on every change of user this publishes the session summary,
 * then loads the cart count, the favourites count and the points, and keeps the points (and
 * the profile: membership, name, admin flag) live through realtime on the user's own rows.
 * Signing out clears all of it. Returns the function that stops listening.
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
    const profile = await loadProfile(client, user.id).catch((error: unknown) => {
      log('reading the profile')(error);
      return null;
    });
    if (stale()) return;
    bus.getState().sessionChanged(summarise(user, profile));

    void loadCartCount(client, user.id).then(
      (count) => !stale() && bus.getState().cartChanged(count),
      log('counting the cart'),
    );
    void loadFavoritesCount(client, user.id).then(
      (count) => !stale() && bus.getState().favoritesChanged(count),
      log('counting the favourites'),
    );
    void loadPoints(client, user.id).then(
      (points) => !stale() && bus.getState().pointsChanged(points),
      log('reading the points'),
    );

    channel = client
      .channel(`session:${user.id}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'user_points', filter: `user_id=eq.${user.id}` },
        (payload) => {
          const row = payload.new as { current_points?: number };
          if (!stale() && typeof row.current_points === 'number') {
            bus.getState().pointsChanged(row.current_points);
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
