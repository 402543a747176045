import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BonisClient } from '@bonis/supabase-client';
import { createBus } from '@bonis/design-system/bus';
import { startSession, summarise, type ProfileSummaryRow } from './session';

const user = { id: 'u1', email: 'ana@bonis.co', phone: '' };
const profile: ProfileSummaryRow = {
  first_name: 'Ana',
  is_admin: false,
  membership_type: 'mensual',
  membership_expiry: '2999-01-01',
};

describe('summarise', () => {
  it('takes the first name, admin flag and membership from the profile', () => {
    expect(summarise(user, profile)).toEqual({
      userId: 'u1',
      name: 'Ana',
      isAdmin: false,
      membershipType: 'mensual',
    });
  });

  it('counts an expired membership as regular, as the database prices it', () => {
    const expired = { ...profile, membership_expiry: '2026-11-20' };
    expect(summarise(user, expired, new Date('2026-11-21T12:00:00Z')).membershipType).toBe(
      'regular',
    );
    expect(summarise(user, expired, new Date('2026-11-20T12:00:00Z')).membershipType).toBe(
      'mensual',
    );
  });

  it('falls back to the email name and a regular, non-admin shopper without a profile', () => {
    expect(summarise(user, null)).toEqual({
      userId: 'u1',
      name: 'ana',
      isAdmin: false,
      membershipType: 'regular',
    });
    expect(summarise({ id: 'u2', email: '', phone: '573001234567' }, null).name).toBe(
      '+573001234567',
    );
  });
});

type AuthCallback = (event: string, session: { user: typeof user } | null) => void;
type ChangeHandler = (payload: { new: Record<string, unknown> }) => void;

/** A supabase-js stand-in with just the calls the session makes, and handles to drive it. */
function fakeClient(rows: {
  profile?: ProfileSummaryRow | null;
  cart?: Array<{ quantity: number }>;
  favorites?: number;
  points?: number;
  failProfile?: boolean;
}) {
  let authCallback: AuthCallback = () => {};
  const handlers: Record<string, ChangeHandler> = {};
  const removed: unknown[] = [];
  const result = (table: string) => {
    switch (table) {
      case 'user_profiles':
        return rows.failProfile
          ? { data: null, error: new Error('boom') }
          : { data: rows.profile ?? null, error: null };
      case 'cart_items':
        return { data: rows.cart ?? [], error: null };
      case 'user_favorites':
        return { data: null, count: rows.favorites ?? 0, error: null };
      default:
        return { data: { current_points: rows.points ?? 0 }, error: null };
    }
  };
  const from = (table: string) => {
    const builder = {
      select: () => builder,
      eq: () => builder,
      maybeSingle: () => Promise.resolve(result(table)),
      then: (resolve: (value: unknown) => unknown) => Promise.resolve(result(table)).then(resolve),
    };
    return builder;
  };
  const channel = {
    on: (_type: string, filter: { table: string }, handler: ChangeHandler) => {
      handlers[filter.table] = handler;
      return channel;
    },
    subscribe: () => channel,
  };
  const client = {
    from,
    channel: () => channel,
    removeChannel: (value: unknown) => {
      removed.push(value);
      return Promise.resolve('ok');
    },
    auth: {
      onAuthStateChange: (callback: AuthCallback) => {
        authCallback = callback;
        return { data: { subscription: { unsubscribe: vi.fn() } } };
      },
    },
  };
  return {
    client: client as unknown as BonisClient,
    emit: async (event: string, session: { user: typeof user } | null) => {
      authCallback(event, session);
      await vi.runAllTimersAsync();
    },
    change: (table: string, row: Record<string, unknown>) => handlers[table]?.({ new: row }),
    removed,
  };
}

describe('startSession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('publishes a restored session with the cart units, favourites and points', async () => {
    const bus = createBus();
    const fake = fakeClient({
      profile,
      cart: [{ quantity: 2 }, { quantity: 3 }],
      favorites: 4,
      points: 1250,
    });
    startSession({ client: fake.client, bus });
    await fake.emit('INITIAL_SESSION', { user });
    expect(bus.getState()).toMatchObject({
      session: { userId: 'u1', name: 'Ana', membershipType: 'mensual' },
      cartCount: 5,
      favoritesCount: 4,
      points: 1250,
    });
  });

  it('says signed out when there is no stored session', async () => {
    const bus = createBus();
    const fake = fakeClient({});
    startSession({ client: fake.client, bus });
    expect(bus.getState().session).toBeUndefined();
    await fake.emit('INITIAL_SESSION', null);
    expect(bus.getState().session).toBeNull();
  });

  it('keeps the points and the membership live from realtime changes of the own rows', async () => {
    const bus = createBus();
    const fake = fakeClient({ profile, points: 100 });
    startSession({ client: fake.client, bus });
    await fake.emit('SIGNED_IN', { user });
    fake.change('user_points', { user_id: 'u1', current_points: 40 });
    expect(bus.getState().points).toBe(40);
    fake.change('user_profiles', { ...profile, membership_type: 'anual' });
    expect(bus.getState().session?.membershipType).toBe('anual');
  });

  it('clears every count and closes the realtime channel on sign-out', async () => {
    const bus = createBus();
    const fake = fakeClient({ profile, cart: [{ quantity: 1 }], favorites: 2, points: 10 });
    startSession({ client: fake.client, bus });
    await fake.emit('SIGNED_IN', { user });
    await fake.emit('SIGNED_OUT', null);
    expect(bus.getState()).toMatchObject({
      session: null,
      cartCount: 0,
      favoritesCount: 0,
      points: null,
    });
    expect(fake.removed).toHaveLength(1);
  });

  it('does not reload anything when only the token is refreshed', async () => {
    const bus = createBus();
    const fake = fakeClient({ profile, points: 10 });
    startSession({ client: fake.client, bus });
    await fake.emit('SIGNED_IN', { user });
    bus.getState().cartChanged(7); // a remote published a newer count meanwhile
    await fake.emit('TOKEN_REFRESHED', { user });
    expect(bus.getState().cartCount).toBe(7);
    expect(fake.removed).toHaveLength(0);
  });

  it('still signs the shopper in, as a regular non-admin, when the profile cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createBus();
    const fake = fakeClient({ failProfile: true });
    startSession({ client: fake.client, bus });
    await fake.emit('SIGNED_IN', { user });
    expect(bus.getState().session).toEqual({
      userId: 'u1',
      name: 'ana',
      isAdmin: false,
      membershipType: 'regular',
    });
  });
});
