import { describe, expect, it } from 'vitest';
import { isPopular, referencePrice } from './plan-pricing';

const monthly = { duration_days: 30, price: 29_900 };
const annual = { duration_days: 365, price: 299_900 };

describe('referencePrice', () => {
  it('prices the annual plan at 12 monthly payments (358 800 with the seed: 58 900 saved)', () => {
    expect(referencePrice(annual, [monthly, annual])).toBe(358_800);
    expect(358_800 - annual.price).toBe(58_900);
  });

  it('follows the monthly plan the database holds, not a fixed figure', () => {
    const cheaperYear = { duration_days: 365, price: 199_900 };
    expect(referencePrice(cheaperYear, [{ duration_days: 30, price: 20_000 }, cheaperYear])).toBe(
      240_000,
    );
  });

  it('compares with the cheapest 30-day plan when there are several', () => {
    const plans = [{ duration_days: 30, price: 25_000 }, monthly, annual];
    expect(referencePrice(annual, plans)).toBe(300_000);
  });

  it('gives no reference to the monthly plan or to any other duration', () => {
    expect(referencePrice(monthly, [monthly, annual])).toBeNull();
    expect(referencePrice({ duration_days: 90, price: 80_000 }, [monthly, annual])).toBeNull();
  });

  it('gives none without a monthly plan, or when a year of it would not cost more', () => {
    expect(referencePrice(annual, [annual])).toBeNull();
    expect(
      referencePrice(annual, [
        { duration_days: 30, price: 20_000 },
        { ...annual, price: 240_000 },
      ]),
    ).toBeNull();
  });
});

describe('isPopular', () => {
  it('marks the 365-day plan only', () => {
    expect(isPopular(annual)).toBe(true);
    expect(isPopular(monthly)).toBe(false);
  });
});
