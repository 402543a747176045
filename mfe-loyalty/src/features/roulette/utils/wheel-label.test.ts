import { describe, expect, it } from 'vitest';
import { LABEL_LINE_MAX, wheelLabelLines } from './wheel-label';

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
