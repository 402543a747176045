import { bus, onBusEvent, type SessionSummary, type ToastRequest } from '@bonis/design-system/bus';

export const SIGNED_IN: SessionSummary = {
  userId: 'user-1',
  name: 'Ana',
  isAdmin: false,
  membershipType: 'regular',
};

/**
 * Puts the page's bus back to a known state: counts at zero and the given session (undefined:
 * still loading, null: signed out).
 */
export function resetBus(session: SessionSummary | null | undefined) {
  bus.setState({
    cartCount: 0,
    favoritesCount: 0,
    points: null,
    session,
    loginRequest: null,
    bonusStoreRequest: null,
    toastRequest: null,
  });
}

/** Records the bus requests made from now on (call `stop` in cleanup). */
export function recordBusRequests() {
  const toasts: ToastRequest[] = [];
  const logins: string[] = [];
  let bonusStoreRequests = 0;
  const stops = [
    onBusEvent('toastRequested', (toast) => toasts.push(toast)),
    onBusEvent('loginRequested', ({ modal }) => logins.push(modal)),
    onBusEvent('bonusStoreRequested', () => (bonusStoreRequests += 1)),
  ];
  return {
    toasts,
    logins,
    bonusStoreRequests: () => bonusStoreRequests,
    stop: () => stops.forEach((stop) => stop()),
  };
}
