import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createRefresher } from './live-catalog';

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
