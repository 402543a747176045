import { describe, expect, it } from 'vitest';
import { segmentCenter } from './wheel-geometry';
import { LABEL_LINE_MAX, labelPlacement, labelReadingAngle, wheelLabelLines } from './wheel-label';

describe('wheelLabelLines', () => {
  it('keeps a short name on one line', () => {
    expect(wheelLabelLines('50 puntos')).toEqual(['50 puntos']);
  });

  it('breaks a longer name at the space nearest its middle', () => {
    expect(wheelLabelLines('10% de descuento')).toEqual(['10% de', 'descuento']);
    expect(wheelLabelLines('Snack sorpresa')).toEqual(['Snack', 'sorpresa']);
  });

  it("cuts a line that still doesn't fit with '…'", () => {
    const [line = ''] = wheelLabelLines('Supercalifragilístico');
    expect(line).toHaveLength(LABEL_LINE_MAX);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('labelPlacement', () => {
  /** The label's reading direction as a screen vector (x to the right, y down). */
  const readingVector = (center: number) => {
    const radians = (labelReadingAngle(labelPlacement(center)) * Math.PI) / 180;
    return { x: Math.cos(radians), y: Math.sin(radians) };
  };

  it('runs a right-half label along its radius, reading outwards from the hub', () => {
    // 22.5°: the first of 8 segments, up and to the right of the hub
    expect(labelPlacement(22.5)).toEqual({ along: -67.5, flip: false });
    expect(labelReadingAngle(labelPlacement(22.5))).toBe(-67.5);
    // 90°: straight to the right
    expect(labelPlacement(90)).toEqual({ along: 0, flip: false });
    expect(labelReadingAngle(labelPlacement(90))).toBe(0);
  });

  it('turns a left-half label a further 180°, so it reads inwards, left-to-right', () => {
    // 270°: straight to the left of the hub; reading outwards would be upside down
    expect(labelPlacement(270)).toEqual({ along: 180, flip: true });
    expect(labelReadingAngle(labelPlacement(270))).toBe(0);
    // 202.5°: the 5th of 8 segments, down and to the left
    expect(labelPlacement(202.5)).toEqual({ along: 112.5, flip: true });
    expect(labelReadingAngle(labelPlacement(202.5))).toBe(-67.5);
    // 337.5°: the last of 8, up and to the left
    expect(labelPlacement(337.5)).toEqual({ along: 247.5, flip: true });
    expect(labelReadingAngle(labelPlacement(337.5))).toBe(67.5);
  });

  it('leaves a label at the very bottom reading top-to-bottom, not flipped', () => {
    expect(labelPlacement(180)).toEqual({ along: 90, flip: false });
    expect(labelReadingAngle(labelPlacement(180))).toBe(90);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12])(
    'never writes a label right-to-left on a wheel of %i segments',
    (count) => {
      for (let index = 0; index < count; index += 1) {
        const center = segmentCenter(index, count);
        const { flip } = labelPlacement(center);
        expect(flip).toBe(center > 180);
        // reading left-to-right: the text never runs towards the left of the screen
        expect(readingVector(center).x).toBeGreaterThanOrEqual(-1e-9);
        const angle = labelReadingAngle(labelPlacement(center));
        expect(angle).toBeGreaterThanOrEqual(-90);
        expect(angle).toBeLessThanOrEqual(90);
      }
    },
  );
});
