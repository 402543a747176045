import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * The cross-remote event bus: counts, the session summary and UI requests; never server data
 * (that is TanStack Query's). One instance per page because @bonis/design-system/bus is a shared
 * singleton.
 *
 * A remote publishes by calling an event: `bus.getState().cartChanged(3)`. The shell (or any
 * remote) reacts to state with `useBus((s) => s.cartCount)`, and to requests with
 * `onBusEvent('loginRequested', ({ modal }) => open(modal))`.
 */

export type MembershipType = 'regular' | 'mensual' | 'anual' | 'premium' | 'vip';

/** What an account may do in the back office: nothing (a shopper), staff ('Personal'), or all. */
export type UserRole = 'customer' | 'staff' | 'admin';

/** Who is signed in, as every remote needs to know it (no tokens, no personal data). */
export interface SessionSummary {
  userId: string;
  /** first name, or the email's name part */
  name: string;
  isAdmin: boolean;
  /**
   * The account's role (`isAdmin` is `role === 'admin'`); staff and admins work in the back
   * office. Optional for remotes built against an older bus: missing reads as `isAdmin`'s.
   */
  role?: UserRole;
  membershipType: MembershipType;
}

/** The sign-in modals mfe-account can open. */
export type AuthModal = 'login' | 'register' | 'forgot-password' | 'phone-login';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastRequest {
  title: string;
  description?: string;
  tone?: ToastTone;
}

/** A request event: what was asked and a sequence number, so asking twice is two events. */
export type Requested<T> = T & { seq: number };

export interface BusState {
  cartCount: number;
  favoritesCount: number;
  /** null while signed out or not yet loaded */
  points: number | null;
  /** null while signed out; undefined until the shell has read the session */
  session: SessionSummary | null | undefined;
  loginRequest: Requested<{ modal: AuthModal }> | null;
  bonusStoreRequest: Requested<object> | null;
  toastRequest: Requested<ToastRequest> | null;
}

export interface BusEvents {
  cartChanged: (count: number) => void;
  favoritesChanged: (count: number) => void;
  pointsChanged: (points: number | null) => void;
  sessionChanged: (session: SessionSummary | null) => void;
  signedOut: () => void;
  /** asks for a sign-in modal (mfe-account opens it) */
  loginRequested: (modal?: AuthModal) => void;
  /** asks for the bonus store modal (mfe-loyalty opens it) */
  bonusStoreRequested: () => void;
  /** asks the shell's toast host to show a toast */
  toastRequested: (toast: ToastRequest) => void;
}

export type Bus = BusState & BusEvents;

/** The request events and what their handlers receive. */
export interface BusRequests {
  loginRequested: { modal: AuthModal };
  bonusStoreRequested: object;
  toastRequested: ToastRequest;
}

const REQUEST_FIELD = {
  loginRequested: 'loginRequest',
  bonusStoreRequested: 'bonusStoreRequest',
  toastRequested: 'toastRequest',
} as const satisfies Record<keyof BusRequests, keyof BusState>;

const initialState: BusState = {
  cartCount: 0,
  favoritesCount: 0,
  points: null,
  session: undefined,
  loginRequest: null,
  bonusStoreRequest: null,
  toastRequest: null,
};

const count = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

export function createBus() {
  let seq = 0;
  return createStore<Bus>()((set) => ({
    ...initialState,
    cartChanged: (value) => set({ cartCount: count(value) }),
    favoritesChanged: (value) => set({ favoritesCount: count(value) }),
    pointsChanged: (value) => set({ points: value === null ? null : count(value) }),
    sessionChanged: (session) => set({ session }),
    signedOut: () => set({ cartCount: 0, favoritesCount: 0, points: null, session: null }),
    loginRequested: (modal = 'login') => set({ loginRequest: { modal, seq: ++seq } }),
    bonusStoreRequested: () => set({ bonusStoreRequest: { seq: ++seq } }),
    toastRequested: (toast) => set({ toastRequest: { ...toast, seq: ++seq } }),
  }));
}

export type BusStore = ReturnType<typeof createBus>;

export const bus = createBus();

/** Selects from the bus in React; re-renders only when the selected value changes. */
export function useBus<T>(selector: (state: Bus) => T): T {
  return useStore(bus, selector);
}

/**
 * Calls `handler` every time the request event happens (not for requests made before).
 * Returns the unsubscribe function.
 */
export function onBusEvent<E extends keyof BusRequests>(
  event: E,
  handler: (payload: BusRequests[E]) => void,
  store: BusStore = bus,
): () => void {
  const field = REQUEST_FIELD[event];
  return store.subscribe((state, previous) => {
    const request = state[field];
    if (request && request !== previous[field]) {
      const payload: Record<string, unknown> = { ...request };
      delete payload.seq;
      handler(payload as BusRequests[E]);
    }
  });
}
