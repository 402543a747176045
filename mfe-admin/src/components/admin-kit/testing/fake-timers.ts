import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * For tests: Vitest's fake timers plus a user-event instance that advances them. Testing
 * Library only flushes fake timers after an event when it finds a global `jest`, so one that
 * forwards to Vitest is stubbed (undone by `teardownFakeTimers`). The design system's own
 * helper is not part of its package exports, hence this copy.
 */
export function setupFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Undoes setupFakeTimers. */
export function teardownFakeTimers() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
