import type { BusStore } from '@bonis/design-system/bus';
import { publishCounts } from '@bonis/supabase-client/queries';

export interface PointsHold {
  /**
   * Stops holding. Returns the last balance published while it held (what was put back), or
   * undefined when nothing was: the caller applies it, or a fresher one.
   */
  release: () => number | undefined;
}

/**
 * Holds the bus's points where they are while the wheel turns. A spin is one transaction in
 * the database, and the shell's realtime subscription on `user_points` publishes the new
 * balance about a second later, while the wheel still has three seconds to go: the header chip
 * and the page would show the result before the wheel does. While held, a balance published
 * on the bus is put back at once (in the same tick, before React renders it) and kept;
 * `release` stops holding and hands it over. Signing out (points back to null) ends the hold
 * without putting anything back.
 */
export function holdPoints(store: BusStore): PointsHold {
  const held = store.getState().points;
  let pending: number | undefined;
  let holding = true;
  let restoring = false;

  const unsubscribe = store.subscribe((state, previous) => {
    if (!holding || restoring || state.points === previous.points) return;
    if (state.points === null || state.session === null) {
      // signed out: nothing to hold any more
      holding = false;
      pending = undefined;
      unsubscribe();
      return;
    }
    pending = state.points;
    restoring = true;
    try {
      publishCounts.points(held, store);
    } finally {
      restoring = false;
    }
  });

  return {
    release: () => {
      if (!holding) return undefined;
      holding = false;
      unsubscribe();
      return pending;
    },
  };
}
