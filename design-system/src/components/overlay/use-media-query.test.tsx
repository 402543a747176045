import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

type Listener = () => void;

function fakeMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<Listener>>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return Boolean(state[query]);
    },
    addEventListener: (_: string, listener: Listener) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)?.add(listener);
    },
    removeEventListener: (_: string, listener: Listener) => listeners.get(query)?.delete(listener),
  }));
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      for (const listener of listeners.get(query) ?? []) listener();
    },
    listening: (query: string) => listeners.get(query)?.size ?? 0,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers whether the query matches and follows its changes', () => {
    const media = fakeMatchMedia({ '(min-width: 1024px)': false });
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 1024px)'));
    expect(result.current).toBe(false);
    act(() => media.set('(min-width: 1024px)', true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listening('(min-width: 1024px)')).toBe(0);
  });

  it('follows a new query when the argument changes', () => {
    fakeMatchMedia({ '(min-width: 640px)': true, '(min-width: 1024px)': false });
    const { result, rerender } = renderHook(({ query }) => useMediaQuery(query), {
      initialProps: { query: '(min-width: 640px)' },
    });
    expect(result.current).toBe(true);
    rerender({ query: '(min-width: 1024px)' });
    expect(result.current).toBe(false);
  });
});
