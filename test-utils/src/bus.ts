import {
  bus,
  createBus,
  onBusEvent,
  type AuthModal,
  type BusState,
  type SessionSummary,
  type ToastRequest,
} from '@bonis/design-system/bus';
import { afterThisTest } from './lifecycle';

/** The shopper a test signs in unless it says otherwise. */
export const TEST_SESSION: SessionSummary = {
  userId: 'user-1',
  name: 'Ana',
  isAdmin: false,
  membershipType: 'regular',
};

/** The bus's state as a page starts (read from a fresh bus, so new fields are covered). */
function initialBusState(): BusState {
  const fresh = createBus().getState();
  return Object.fromEntries(
    Object.entries(fresh).filter(([, value]) => typeof value !== 'function'),
  ) as unknown as BusState;
}

/**
 * Puts the page's bus back as a page starts: counts at zero, no requests, and the given session
 * (default `undefined`: the shell has not read it yet; `null`: signed out). The shared setup
 * file calls it after every test.
 */
export function resetBus(session: SessionSummary | null | undefined = undefined): void {
  bus.setState({ ...initialBusState(), session });
}

/** Publishes a signed-in session on the bus, as the shell does; returns it. */
export function signInOnBus(session: Partial<SessionSummary> = {}): SessionSummary {
  const signedIn = { ...TEST_SESSION, ...session };
  bus.getState().sessionChanged(signedIn);
  return signedIn;
}

/** Publishes a sign-out on the bus, as the shell does (counts and points cleared too). */
export function signOutOnBus(): void {
  bus.getState().signedOut();
}

export interface BusRequestLog {
  /** every `toastRequested`, in order */
  toasts: ToastRequest[];
  /** the modal of every `loginRequested`, in order */
  logins: AuthModal[];
  /** how many `bonusStoreRequested` */
  bonusStoreRequests: () => number;
  /** stops recording (also done after the test) */
  stop: () => void;
}

/** Records the bus requests (toasts and UI intents) made from now on, until the test ends. */
export function recordBusRequests(): BusRequestLog {
  const toasts: ToastRequest[] = [];
  const logins: AuthModal[] = [];
  let bonusStoreRequests = 0;
  const stops = [
    onBusEvent('toastRequested', (toast) => toasts.push(toast)),
    onBusEvent('loginRequested', ({ modal }) => logins.push(modal)),
    onBusEvent('bonusStoreRequested', () => (bonusStoreRequests += 1)),
  ];
  const stop = () => stops.forEach((unsubscribe) => unsubscribe());
  afterThisTest(stop);
  return { toasts, logins, bonusStoreRequests: () => bonusStoreRequests, stop };
}
