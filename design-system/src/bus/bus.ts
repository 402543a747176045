import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * The cross-remote event bus: counts and UI events only, never server data (that is TanStack
 * Query's). One instance per page because @bonis/design-system/bus is a shared singleton.
 */
export interface BusState {
  cartCount: number;
  favoritesCount: number;
  /** null while signed out or not yet loaded */
  points: number | null;
}

export interface BusEvents {
  cartChanged: (count: number) => void;
  favoritesChanged: (count: number) => void;
  pointsChanged: (points: number | null) => void;
  signedOut: () => void;
}

export type Bus = BusState & BusEvents;

const initialState: BusState = { cartCount: 0, favoritesCount: 0, points: null };

const count = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

export function createBus() {
  return createStore<Bus>()((set) => ({
    ...initialState,
    cartChanged: (value) => set({ cartCount: count(value) }),
    favoritesChanged: (value) => set({ favoritesCount: count(value) }),
    pointsChanged: (value) => set({ points: value === null ? null : count(value) }),
    signedOut: () => set(initialState),
  }));
}

export const bus = createBus();

export function useBus<T>(selector: (state: Bus) => T): T {
  return useStore(bus, selector);
}
