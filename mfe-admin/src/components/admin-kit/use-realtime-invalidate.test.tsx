import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import { createProviders, createTestQueryClient, supabaseMock } from '@bonis/test-utils';
import { useRealtimeInvalidate } from './use-realtime-invalidate';

/** Renders the hook with `options`; returns the spy on the query client's invalidations. */
function watch(options: Parameters<typeof useRealtimeInvalidate>[0]) {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const { Providers } = createProviders({ queryClient });
  renderHook(() => useRealtimeInvalidate(options), { wrapper: Providers });
  return invalidate;
}

describe('useRealtimeInvalidate', () => {
  it("invalidates the query key when the table's rows change", async () => {
    const invalidate = watch({
      channel: 'admin-products',
      table: 'products',
      queryKey: ['admin', 'products'],
    });
    await supabaseMock.realtime.subscribed('products');
    supabaseMock.realtime.push({ table: 'products', eventType: 'UPDATE', new: { id: 'p1' } });
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'products'] }),
    );
  });

  it('listens only to the events and rows it was given', async () => {
    const invalidate = watch({
      channel: 'admin-order-7',
      table: 'orders',
      events: ['UPDATE'],
      filter: 'id=eq.7',
      queryKey: ['admin', 'order', '7'],
    });
    await supabaseMock.realtime.subscribed('orders');
    expect(
      supabaseMock.realtime.push({ table: 'orders', eventType: 'INSERT', new: { id: 7 } }),
    ).toBe(0);
    expect(
      supabaseMock.realtime.push({ table: 'orders', eventType: 'UPDATE', new: { id: 8 } }),
    ).toBe(0);
    expect(
      supabaseMock.realtime.push({ table: 'orders', eventType: 'UPDATE', new: { id: 7 } }),
    ).toBe(1);
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
  });

  it('leaves the channel on unmount and joins none while disabled', async () => {
    const { Providers } = createProviders();
    const { unmount, rerender } = renderHook(
      ({ enabled }) =>
        useRealtimeInvalidate({
          channel: 'admin-users',
          table: 'user_profiles',
          queryKey: ['u'],
          enabled,
        }),
      { wrapper: Providers, initialProps: { enabled: false } },
    );
    expect(supabaseMock.realtime.channels()).toEqual([]);
    rerender({ enabled: true });
    await supabaseMock.realtime.subscribed('user_profiles');
    expect(supabaseMock.realtime.channels()).toEqual(['realtime:admin-users']);
    unmount();
    await waitFor(() => expect(supabaseMock.realtime.channels()).toEqual([]));
  });
});
