import { describe, expect, it } from 'vitest';
import { conversionRate, formatRate } from './conversion';

describe('the conversion rate', () => {
  it('is the subscriptions whose discount was used over all subscriptions, in percent', () => {
    expect(conversionRate(1, 3)).toBeCloseTo(33.333, 3);
    expect(conversionRate(3, 4)).toBe(75);
    expect(conversionRate(0, 10)).toBe(0);
  });

  it('is 0 % without subscriptions', () => {
    expect(conversionRate(0, 0)).toBe(0);
  });

  it('is written the es-CO way with one decimal at most, the sign after a no-break space', () => {
    expect(formatRate(conversionRate(1, 3))).toBe('33,3\u00a0%');
    expect(formatRate(75)).toBe('75\u00a0%');
    expect(formatRate(0)).toBe('0\u00a0%');
  });
});
