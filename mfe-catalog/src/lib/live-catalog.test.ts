import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { bus } from '@bonis/design-system/bus';
import { sharedKeys } from '@bonis/supabase-client/queries';
import { createProviders, signInOnBus, supabaseMock } from '@bonis/test-utils';
import { createRefresher, useLiveCatalog } from './live-catalog';

describe('createRefresher', () => {
  afterEach(() => vi.useRealTimers());

  it("invalidates a changed table's queries once per burst of changes", () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const refresher = createRefresher(queryClient, 250);
    refresher.changed('products');
    refresher.changed('products');
    refresher.changed('banner_settings');
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['products'],
      ['banner'],
    ]);
    refresher.changed('categories');
    vi.advanceTimersByTime(250);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['categories'] });
  });

  it('reads every catalog query again once the channel joins (a change made before the join is not missed)', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    createRefresher(queryClient, 250).joined();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['products'],
      ['categories'],
      ['banner'],
    ]);
  });

  it('drops pending refreshes once stopped', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const refresher = createRefresher(queryClient, 250);
    refresher.changed('products');
    refresher.stop();
    vi.advanceTimersByTime(1_000);
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('useLiveCatalog', () => {
  it("re-reads the saved hearts when the header's favourites count moves (another remote saved one)", async () => {
    signInOnBus();
    const { Providers, queryClient } = createProviders();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderHook(() => useLiveCatalog(), { wrapper: Providers });
    await supabaseMock.realtime.subscribed('products');

    act(() => bus.getState().favoritesChanged(3));

    expect(invalidate).toHaveBeenCalledWith({ queryKey: sharedKeys.favoriteIds('user-1') });
  });
});
