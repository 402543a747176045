import { describe, expect, it } from 'vitest';
import { createBus, onBusEvent } from './bus';

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

describe('bus session', () => {
  it('holds the session summary and forgets it with every count on sign-out', () => {
    const bus = createBus();
    expect(bus.getState().session).toBeUndefined();
    bus.getState().sessionChanged({
      userId: 'u1',
      name: 'Ana',
      isAdmin: false,
      membershipType: 'anual',
    });
    bus.getState().favoritesChanged(4);
    expect(bus.getState().session?.membershipType).toBe('anual');
    bus.getState().signedOut();
    expect(bus.getState()).toMatchObject({ session: null, favoritesCount: 0 });
  });
});

describe('bus requests', () => {
  it('delivers each loginRequested to handlers, with the modal (login by default)', () => {
    const bus = createBus();
    const modals: string[] = [];
    onBusEvent('loginRequested', ({ modal }) => modals.push(modal), bus);
    bus.getState().loginRequested();
    bus.getState().loginRequested('register');
    bus.getState().loginRequested('register');
    expect(modals).toEqual(['login', 'register', 'register']);
  });

  it('delivers toasts and bonus store requests, and nothing once unsubscribed', () => {
    const bus = createBus();
    const toasts: unknown[] = [];
    let opened = 0;
    const stop = onBusEvent('toastRequested', (toast) => toasts.push(toast), bus);
    onBusEvent('bonusStoreRequested', () => (opened += 1), bus);
    bus.getState().toastRequested({ title: '¡Agregado!', tone: 'success' });
    bus.getState().cartChanged(2);
    bus.getState().bonusStoreRequested();
    stop();
    bus.getState().toastRequested({ title: 'Otro' });
    expect(toasts).toEqual([{ title: '¡Agregado!', tone: 'success' }]);
    expect(opened).toBe(1);
  });

  it('does not replay a request made before the handler subscribed', () => {
    const bus = createBus();
    bus.getState().loginRequested('phone-login');
    const modals: string[] = [];
    onBusEvent('loginRequested', ({ modal }) => modals.push(modal), bus);
    bus.getState().cartChanged(1);
    expect(modals).toEqual([]);
  });
});
