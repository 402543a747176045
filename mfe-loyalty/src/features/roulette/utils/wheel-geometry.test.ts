import { describe, expect, it } from 'vitest';
import {
  MIN_FULL_TURNS,
  segmentAtPointer,
  segmentCenter,
  segmentPath,
  stopAngle,
} from './wheel-geometry';

/** `value` modulo 360, in [0, 360). */
const mod360 = (value: number) => ((value % 360) + 360) % 360;

/** Where a spin may start: at rest, part-way, after earlier spins, below zero, fractional. */
const STARTS = [0, 17, 90, 180, 359.5, 360, 1845, 3750.25, 12_345.6, -30];

describe('stopAngle', () => {
  // the seed's 8 prizes, and every other wheel size the admin may leave active
  const SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12];

  describe.each(SIZES)('on a wheel of %i segments', (count) => {
    const indexes = Array.from({ length: count }, (_, index) => index);

    it.each(indexes)('stops with the pointer on the middle of segment %i', (index) => {
      for (const from of STARTS) {
        const stop = stopAngle(from, index, count);
        expect(segmentAtPointer(stop, count)).toBe(index);
        // the pointer reads the wheel at −rotation: exactly the segment's middle
        expect(mod360(-stop)).toBeCloseTo(segmentCenter(index, count), 6);
      }
    });

    it.each(indexes)(
      'turns segment %i forward at least five full turns and less than six',
      (index) => {
        for (const from of STARTS) {
          const turned = stopAngle(from, index, count) - from;
          expect(turned).toBeGreaterThanOrEqual(MIN_FULL_TURNS * 360);
          expect(turned).toBeLessThan((MIN_FULL_TURNS + 1) * 360);
        }
      },
    );
  });

  it('lands the seed wheel (8 prizes, from rest) on the angles a reader can check', () => {
    // segment i's middle is at (i + 0.5) × 45°; the wheel turns by 5 × 360 + (360 − middle)
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((index) => stopAngle(0, index, 8))).toEqual([
      2137.5, 2092.5, 2047.5, 2002.5, 1957.5, 1912.5, 1867.5, 1822.5,
    ]);
  });

  it('chains spins: each starts where the last stopped and turns forward again', () => {
    let rotation = 0;
    for (const index of [3, 3, 0, 7, 5]) {
      const next = stopAngle(rotation, index, 8);
      expect(next - rotation).toBeGreaterThanOrEqual(1800);
      expect(segmentAtPointer(next, 8)).toBe(index);
      rotation = next;
    }
  });

  it('refuses a segment that is not on the wheel', () => {
    expect(() => stopAngle(0, 8, 8)).toThrow(RangeError);
    expect(() => stopAngle(0, -1, 8)).toThrow(RangeError);
    expect(() => stopAngle(0, 0, 0)).toThrow(RangeError);
    expect(() => stopAngle(0, 1.5, 8)).toThrow(RangeError);
  });
});

describe('segmentAtPointer', () => {
  it('reads segment 0 at rest and the last one just after', () => {
    expect(segmentAtPointer(0, 8)).toBe(0);
    // turning clockwise brings the segments before it (counter-clockwise) under the pointer
    expect(segmentAtPointer(1, 8)).toBe(7);
    expect(segmentAtPointer(-1, 8)).toBe(0);
    expect(segmentAtPointer(-46, 8)).toBe(1);
  });
});

describe('segmentPath', () => {
  it('draws a slice from the centre along the segment, clockwise', () => {
    expect(segmentPath(0, 4, 100)).toBe('M 0 0 L 0 -100 A 100 100 0 0 1 100 0 Z');
    expect(segmentPath(1, 4, 100)).toBe('M 0 0 L 100 0 A 100 100 0 0 1 0 100 Z');
  });

  it('uses the large arc for a segment wider than half the wheel', () => {
    expect(segmentPath(0, 1, 10)).toContain(' 0 1 1 ');
  });
});
