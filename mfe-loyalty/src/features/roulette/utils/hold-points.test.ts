import { describe, expect, it } from 'vitest';
import { createBus } from '@bonis/design-system/bus';
import { publishCounts } from '@bonis/supabase-client/queries';
import { TEST_SESSION } from '@bonis/test-utils';
import { holdPoints } from './hold-points';

/** A bus of its own, signed in with `points`. */
function signedInBus(points: number) {
  const store = createBus();
  store.getState().sessionChanged(TEST_SESSION);
  publishCounts.points(points, store);
  return store;
}

describe('holdPoints', () => {
  it('puts back every balance published while it holds, and hands over the last one', () => {
    const store = signedInBus(250);
    const seen: (number | null)[] = [];
    store.subscribe((state) => void seen.push(state.points));
    const hold = holdPoints(store);

    publishCounts.points(150, store);
    publishCounts.points(200, store);

    expect(store.getState().points).toBe(250);
    expect(hold.release()).toBe(200);
    // released: nothing is put back any more
    publishCounts.points(180, store);
    expect(store.getState().points).toBe(180);
    // a subscriber hears of each balance and of the hold putting it back, in the same tick:
    // what it reads once the publish is over (the header chip renders then) is 250
    expect(seen).toEqual([150, 250, 200, 250, 180]);
  });

  it('hands over nothing when nothing was published', () => {
    const store = signedInBus(250);
    const hold = holdPoints(store);
    expect(hold.release()).toBeUndefined();
    expect(store.getState().points).toBe(250);
  });

  it('lets a sign-out through and stops holding', () => {
    const store = signedInBus(250);
    const hold = holdPoints(store);

    store.getState().signedOut();

    expect(store.getState().points).toBeNull();
    expect(hold.release()).toBeUndefined();
  });
});
