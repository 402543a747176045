import { describe, expect, it } from 'vitest';
import { bus, createBus } from '@bonis/design-system/bus';
import { createTestQueryClient, supabaseMock } from '@bonis/test-utils';
import { getSupabase } from '../browser-client';
import { fetchHeaderCounts, publishCounts, refreshHeaderCounts } from './header-counts';

const COUNTS = { cart_units: 7, favorites: 3, points: 1250 };

describe('fetchHeaderCounts', () => {
  it('reads the three badges in one header_counts call', async () => {
    supabaseMock.signedIn();
    supabaseMock.rpc('header_counts', ({ userId }) => (userId === 'user-1' ? COUNTS : null));

    await expect(fetchHeaderCounts(getSupabase())).resolves.toEqual(COUNTS);
    expect(supabaseMock.rpcCalls('header_counts')).toEqual([{}]);
  });

  it("throws the database's error", async () => {
    supabaseMock.rpc('header_counts', () =>
      supabaseMock.error({
        code: '42501',
        message: 'permission denied for function header_counts',
      }),
    );

    await expect(fetchHeaderCounts(getSupabase())).rejects.toMatchObject({
      code: '42501',
      message: 'permission denied for function header_counts',
    });
  });
});

describe('publishCounts', () => {
  it("publishes each count on the page's bus", () => {
    publishCounts.cart(4);
    publishCounts.favorites(2);
    publishCounts.points(90);

    expect(bus.getState()).toMatchObject({ cartCount: 4, favoritesCount: 2, points: 90 });

    publishCounts.points(null);
    expect(bus.getState().points).toBeNull();
  });

  it('publishes all three at once, on the bus it is given', () => {
    const other = createBus();

    publishCounts.all(COUNTS, other);

    expect(other.getState()).toMatchObject({ cartCount: 7, favoritesCount: 3, points: 1250 });
    expect(bus.getState()).toMatchObject({ cartCount: 0, favoritesCount: 0, points: null });
  });
});

describe('refreshHeaderCounts', () => {
  it('reads the counts again every time (never from the cache) and publishes them', async () => {
    supabaseMock.signedIn();
    let cartUnits = 1;
    supabaseMock.rpc('header_counts', () => ({ ...COUNTS, cart_units: cartUnits++ }));
    const queryClient = createTestQueryClient();

    await expect(refreshHeaderCounts(queryClient, 'user-1')).resolves.toMatchObject({
      cart_units: 1,
    });
    expect(bus.getState().cartCount).toBe(1);

    await refreshHeaderCounts(queryClient, 'user-1');

    expect(supabaseMock.rpcCalls('header_counts')).toHaveLength(2);
    expect(bus.getState()).toMatchObject({ cartCount: 2, favoritesCount: 3, points: 1250 });
  });
});
