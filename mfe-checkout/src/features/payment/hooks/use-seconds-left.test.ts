import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { formatCountdown, secondsUntil, useSecondsLeft } from './use-seconds-left';

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown to pay', () => {
  it('writes the time left as mm:ss', () => {
    expect(formatCountdown(29 * 60 + 41)).toBe('29:41');
    expect(formatCountdown(5 * 60)).toBe('05:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('counts whole seconds rounded up, and never below zero', () => {
    expect(secondsUntil(10_000, 8_500)).toBe(2);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 60_000)).toBe(0);
  });

  it('ticks each second until the deadline, then stops at 0', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T18:00:00.000Z'));
    const { result } = renderHook(() => useSecondsLeft('2026-11-24T18:00:02.500Z'));
    expect(result.current).toBe(3);

    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('has nothing to count without a deadline', () => {
    const { result } = renderHook(() => useSecondsLeft(null));
    expect(result.current).toBeNull();
  });
});
