import { afterEach, describe, expect, it, vi } from 'vitest';
import { discountState, isExhausted, isExpired } from './discount-state';

const NOW = new Date('2026-11-27T15:00:00Z');
const code = {
  is_active: true,
  expires_at: null as string | null,
  max_uses: null as number | null,
  current_uses: 0,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('discountState (spec §4)', () => {
  it('is active when switched on, unexpired and with uses left', () => {
    expect(discountState({ ...code, expires_at: '2026-11-28T04:59:59Z' }, NOW)).toBe('active');
    expect(discountState({ ...code, max_uses: 50, current_uses: 49 }, NOW)).toBe('active');
    expect(discountState({ ...code, current_uses: 10_000 }, NOW)).toBe('active');
  });

  it('is expired once its expiry has passed, the very instant included', () => {
    expect(discountState({ ...code, expires_at: '2026-11-27T14:59:59Z' }, NOW)).toBe('expired');
    expect(discountState({ ...code, expires_at: NOW.toISOString() }, NOW)).toBe('expired');
  });

  it('is exhausted when its uses reached the maximum', () => {
    expect(discountState({ ...code, max_uses: 50, current_uses: 50 }, NOW)).toBe('exhausted');
    expect(isExhausted({ max_uses: 1, current_uses: 1 })).toBe(true);
    expect(isExhausted({ max_uses: null, current_uses: 99 })).toBe(false);
  });

  it('checks in the spec order: inactive, then expired, then exhausted', () => {
    const everything = {
      is_active: false,
      expires_at: '2026-01-01T00:00:00Z',
      max_uses: 5,
      current_uses: 5,
    };
    expect(discountState(everything, NOW)).toBe('inactive');
    expect(discountState({ ...everything, is_active: true }, NOW)).toBe('expired');
    expect(discountState({ ...everything, is_active: true, expires_at: null }, NOW)).toBe(
      'exhausted',
    );
  });

  it('reads the clock when no moment is given', () => {
    vi.useFakeTimers({ now: NOW });
    const tomorrow = { ...code, expires_at: '2026-11-28T15:00:00Z' };
    expect(discountState(tomorrow)).toBe('active');
    vi.setSystemTime(new Date('2026-11-29T00:00:00Z'));
    expect(discountState(tomorrow)).toBe('expired');
  });

  it('never expires a code without expiry or with an unreadable one', () => {
    expect(isExpired({ expires_at: null }, NOW)).toBe(false);
    expect(isExpired({ expires_at: 'mañana' }, NOW)).toBe(false);
  });
});
