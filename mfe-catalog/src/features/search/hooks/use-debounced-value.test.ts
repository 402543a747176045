import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the new value only after it stayed unchanged for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'kon' },
    });
    rerender({ value: 'kong' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('kon');

    rerender({ value: 'kong ' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('kon');

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('kong ');
  });
});
