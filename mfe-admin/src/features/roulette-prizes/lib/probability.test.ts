import { describe, expect, it } from 'vitest';
import {
  exceedsProbabilityCap,
  fitsProbabilityCap,
  formatProbabilityTotal,
  probabilityLeft,
  probabilitySum,
} from './probability';

describe('the probability sum', () => {
  it('adds to the hundredth, without float drift', () => {
    expect(probabilitySum([0.1, 0.2])).toBe(0.3);
    expect(probabilitySum([33.3, 33.3, 33.4])).toBe(100);
    expect(probabilitySum([])).toBe(0);
  });

  it('lets a prize take exactly what is left, not a hundredth more', () => {
    expect(fitsProbabilityCap(87.5, 12.5)).toBe(true);
    expect(fitsProbabilityCap(87.5, 12.51)).toBe(false);
    expect(fitsProbabilityCap(99.9, 0.1)).toBe(true);
    expect(probabilityLeft(87.5)).toBe(12.5);
    expect(probabilityLeft(120)).toBe(0);
  });

  it('exceeds the cap only above 100', () => {
    expect(exceedsProbabilityCap(100)).toBe(false);
    expect(exceedsProbabilityCap(100.01)).toBe(true);
  });

  it("is written 'x.x% / 100%' with the es-CO decimal comma", () => {
    expect(formatProbabilityTotal(87.5)).toBe('87,5% / 100%');
    expect(formatProbabilityTotal(100)).toBe('100,0% / 100%');
    expect(formatProbabilityTotal(99.95)).toBe('99,95% / 100%');
  });
});
