import { describe, expect, it } from 'vitest';
import { createBus } from './bus';

describe('bus', () => {
  it('publishes cart and favourites counts to subscribers', () => {
    const bus = createBus();
    const seen: number[] = [];
    bus.subscribe((state) => seen.push(state.cartCount));
    bus.getState().cartChanged(3);
    bus.getState().favoritesChanged(2);
    expect(seen).toEqual([3, 3]);
    expect(bus.getState()).toMatchObject({ cartCount: 3, favoritesCount: 2 });
  });

  it('never holds a negative or fractional count', () => {
    const bus = createBus();
    bus.getState().cartChanged(-4);
    expect(bus.getState().cartCount).toBe(0);
    bus.getState().pointsChanged(12.7);
    expect(bus.getState().points).toBe(12);
    bus.getState().favoritesChanged(Number.NaN);
    expect(bus.getState().favoritesCount).toBe(0);
  });

  it('clears every count on sign-out', () => {
    const bus = createBus();
    bus.getState().cartChanged(5);
    bus.getState().pointsChanged(100);
    bus.getState().signedOut();
    expect(bus.getState()).toMatchObject({ cartCount: 0, favoritesCount: 0, points: null });
  });
});
