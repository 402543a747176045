import { describe, expect, it } from 'vitest';
import { originalPrice, savings } from './price-math';

describe('originalPrice', () => {
  it('derives the price before the discount and rounds it to whole pesos', () => {
    expect(originalPrice(25500, 15)).toBe(30000);
    expect(originalPrice(45000, 10)).toBe(50000);
    expect(originalPrice(10000, 33)).toBe(14925);
  });

  it('has no original price without a discount above 0', () => {
    expect(originalPrice(25000, 0)).toBeNull();
    expect(originalPrice(25000, -5)).toBeNull();
    expect(originalPrice(25000, null)).toBeNull();
    expect(originalPrice(25000, undefined)).toBeNull();
  });

  it('refuses discounts of 100 % or more and values that are not numbers', () => {
    expect(originalPrice(25000, 100)).toBeNull();
    expect(originalPrice(25000, 120)).toBeNull();
    expect(originalPrice(25000, Number.NaN)).toBeNull();
    expect(originalPrice(Number.NaN, 10)).toBeNull();
  });
});

describe('savings', () => {
  it('is the difference between the original and the price', () => {
    expect(savings(25500, 30000)).toBe(4500);
    expect(savings(299900, 358800)).toBe(58900);
  });

  it('is 0 without an original price or when the original is not higher', () => {
    expect(savings(25000, null)).toBe(0);
    expect(savings(25000, undefined)).toBe(0);
    expect(savings(25000, 25000)).toBe(0);
    expect(savings(25000, 20000)).toBe(0);
  });

  it('rounds to whole pesos', () => {
    expect(savings(100.4, 200.9)).toBe(101);
  });
});
