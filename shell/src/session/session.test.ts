import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createBus, type BusStore } from '@bonis/design-system/bus';
import type { ProfileSummaryRow } from '@bonis/supabase-client/queries';
import { supabaseMock } from '@bonis/test-utils';
import { startSession } from './session';

const USER = { id: 'u1', email: 'ana@bonis.co' };

const profile: ProfileSummaryRow = {
  first_name: 'Ana',
  is_admin: false,
  role: 'customer',
  membership_type: 'mensual',
  membership_expiry: '2999-01-01',
};

/** The database as the session reads it: the profile row and the header counts. */
function database({
  profileRow = profile as ProfileSummaryRow | null,
  counts = { cart_units: 0, favorites: 0, points: 0 },
  failProfile = false,
} = {}) {
  supabaseMock.table('user_profiles').get(() =>
    failProfile
      ? supabaseMock.error({
          code: '42501',
          message: 'permission denied for table user_profiles',
        })
      : profileRow
        ? [profileRow]
        : [],
  );
  supabaseMock.rpc('header_counts', () => counts);
}

let stop: (() => void) | undefined;

/** Starts the session on a fresh bus with the page's client, as the shell's bootstrap does. */
function start(): BusStore {
  const bus = createBus();
  stop = startSession({ client: supabaseMock.client, bus });
  return bus;
}

afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('startSession', () => {
  it('publishes a restored session with the cart units, favourites and points, in one counts call', async () => {
    database({ counts: { cart_units: 5, favorites: 4, points: 1250 } });
    supabaseMock.signedIn(USER);
    const bus = start();

    await waitFor(() =>
      expect(bus.getState()).toMatchObject({
        session: { userId: 'u1', name: 'Ana', membershipType: 'mensual' },
        cartCount: 5,
        favoritesCount: 4,
        points: 1250,
      }),
    );
    expect(supabaseMock.rpcCalls('header_counts')).toHaveLength(1);
    // the session reads no other remote's table: the counts come from the database function
    const tables = supabaseMock.requests.map((request) => request.path);
    expect(tables).not.toContain('/rest/v1/cart_items');
    expect(tables).not.toContain('/rest/v1/user_favorites');
    expect(tables).not.toContain('/rest/v1/user_points');
  });

  it('says signed out when there is no stored session, and reads nothing', async () => {
    database();
    const bus = start();
    expect(bus.getState().session).toBeUndefined();

    await waitFor(() => expect(bus.getState().session).toBeNull());
    expect(supabaseMock.requests.filter((r) => r.path.startsWith('/rest/'))).toEqual([]);
  });

  it('keeps the points and the membership live from realtime changes of the own rows', async () => {
    database({ counts: { cart_units: 0, favorites: 0, points: 100 } });
    supabaseMock.signedIn(USER);
    const bus = start();
    await waitFor(() => expect(bus.getState().points).toBe(100));
    await supabaseMock.realtime.subscribed('user_points');
    await supabaseMock.realtime.subscribed('user_profiles');

    supabaseMock.realtime.push({
      table: 'user_points',
      eventType: 'UPDATE',
      new: { user_id: 'u1', current_points: 40 },
    });
    await waitFor(() => expect(bus.getState().points).toBe(40));

    supabaseMock.realtime.push({
      table: 'user_profiles',
      eventType: 'UPDATE',
      new: { id: 'u1', ...profile, membership_type: 'anual' },
    });
    await waitFor(() => expect(bus.getState().session?.membershipType).toBe('anual'));
  });

  it('clears every count and closes the realtime channel on sign-out', async () => {
    database({ counts: { cart_units: 1, favorites: 2, points: 10 } });
    supabaseMock.signedIn(USER);
    const bus = start();
    await waitFor(() => expect(bus.getState().points).toBe(10));
    await supabaseMock.realtime.subscribed('user_points');

    await supabaseMock.client.auth.signOut();

    await waitFor(() =>
      expect(bus.getState()).toMatchObject({
        session: null,
        cartCount: 0,
        favoritesCount: 0,
        points: null,
      }),
    );
    await waitFor(() => expect(supabaseMock.realtime.channels()).toEqual([]));
  });

  it('does not reload anything when only the token is refreshed', async () => {
    database({ counts: { cart_units: 1, favorites: 0, points: 10 } });
    supabaseMock.signedIn(USER);
    const bus = start();
    await waitFor(() => expect(bus.getState().points).toBe(10));
    bus.getState().cartChanged(7); // a remote published a newer count meanwhile

    const refreshed = await supabaseMock.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();

    // The refresh's auth event runs on the next task; a reload would read the profile first.
    // One more round trip through the mock lets any request started by then be recorded.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await supabaseMock.client.from('user_profiles').select('first_name').eq('id', 'u1');
    const profileReads = supabaseMock.requests.filter((r) => r.path === '/rest/v1/user_profiles');
    expect(profileReads).toHaveLength(2); // the sign-in's read and this test's own
    expect(bus.getState().cartCount).toBe(7);
    expect(supabaseMock.rpcCalls('header_counts')).toHaveLength(1);
    expect(supabaseMock.realtime.channels()).toEqual(['realtime:session:u1']);
  });

  it('still signs the shopper in, as a regular non-admin, when the profile cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    database({ failProfile: true });
    supabaseMock.signedIn(USER);
    const bus = start();

    await waitFor(() =>
      expect(bus.getState().session).toEqual({
        userId: 'u1',
        name: 'ana',
        isAdmin: false,
        role: 'customer',
        membershipType: 'regular',
      }),
    );
  });
});
