import { describe, expect, it } from 'vitest';
import { themes } from '@bonis/design-system';
import { SEGMENT_COLORS, segmentColor } from './segment-colors';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('the wheel segment colours', () => {
  it('are 8 different design-system colours that cycle', () => {
    expect(SEGMENT_COLORS).toHaveLength(8);
    expect(new Set(SEGMENT_COLORS.map((color) => color.fill)).size).toBe(8);
    expect(segmentColor(8)).toBe(segmentColor(0));
    expect(segmentColor(13)).toBe(segmentColor(5));
  });

  describe.each(Object.entries(themes))('in the %s theme', (_name, colors) => {
    it.each(SEGMENT_COLORS.map((color) => [color.text, color.fill] as const))(
      'write the names in %s on %s at AA text contrast (4.5:1)',
      (text, fill) => {
        expect(contrast(colors[text], colors[fill])).toBeGreaterThanOrEqual(4.5);
      },
    );
  });
});
