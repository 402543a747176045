import { describe, expect, it } from 'vitest';
import { bus } from '@bonis/design-system/bus';
import { TEST_SESSION, recordBusRequests, resetBus, signInOnBus, signOutOnBus } from './bus';

describe('bus helpers', () => {
  it('resets every count, request and the session', () => {
    bus.getState().cartChanged(4);
    bus.getState().favoritesChanged(2);
    bus.getState().pointsChanged(300);
    bus.getState().toastRequested({ title: 'Hola' });
    signInOnBus();

    resetBus();

    const state = bus.getState();
    expect(state).toMatchObject({
      cartCount: 0,
      favoritesCount: 0,
      points: null,
      session: undefined,
      loginRequest: null,
      bonusStoreRequest: null,
      toastRequest: null,
    });
    // the actions still drive the page's bus
    state.cartChanged(1);
    expect(bus.getState().cartCount).toBe(1);
  });

  it('resets to the session the test gives', () => {
    resetBus(null);
    expect(bus.getState().session).toBeNull();
  });

  it('signs a session in and out', () => {
    const session = signInOnBus({ membershipType: 'anual' });
    expect(session).toEqual({ ...TEST_SESSION, membershipType: 'anual' });
    expect(bus.getState().session).toEqual(session);
    bus.getState().cartChanged(3);

    signOutOnBus();

    expect(bus.getState()).toMatchObject({ session: null, cartCount: 0 });
  });

  it('records toasts and intents made after it starts, until stopped', () => {
    bus.getState().toastRequested({ title: 'Antes' });
    const requests = recordBusRequests();

    bus.getState().toastRequested({ title: 'Agregado', tone: 'success' });
    bus.getState().loginRequested();
    bus.getState().loginRequested('register');
    bus.getState().bonusStoreRequested();
    requests.stop();
    bus.getState().toastRequested({ title: 'Después' });

    expect(requests.toasts).toEqual([{ title: 'Agregado', tone: 'success' }]);
    expect(requests.logins).toEqual(['login', 'register']);
    expect(requests.bonusStoreRequests()).toBe(1);
  });
});

describe('after each test (the shared setup)', () => {
  let leftover: ReturnType<typeof recordBusRequests> | undefined;

  it('leaves a signed-in bus and a running recorder behind', () => {
    signInOnBus();
    bus.getState().cartChanged(9);
    leftover = recordBusRequests();
  });

  it('starts the next test with a fresh bus and the recorder stopped', () => {
    expect(bus.getState()).toMatchObject({ session: undefined, cartCount: 0 });
    bus.getState().toastRequested({ title: 'Nuevo' });
    expect(leftover?.toasts).toEqual([]);
  });
});
