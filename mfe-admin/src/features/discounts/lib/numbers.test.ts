import { describe, expect, it } from 'vitest';
import { formatForField, formatMoney, formatPercent, isMultipleOf, parseDecimal } from './numbers';

/** Intl separates with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('parseDecimal', () => {
  it('reads digits, es-CO groups and a decimal comma or point', () => {
    expect(parseDecimal('20000')).toBe(20000);
    expect(parseDecimal(' 20.000 ')).toBe(20000);
    expect(parseDecimal('$ 1.250.000,50')).toBe(1250000.5);
    expect(parseDecimal('20 000')).toBe(20000);
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('0.125')).toBe(0.125);
  });

  it('reads a dot before exactly three digits as a thousands separator', () => {
    expect(parseDecimal('12.345')).toBe(12345);
    expect(parseDecimal('12,345')).toBe(12.345);
  });

  it('is undefined when empty and NaN for anything else', () => {
    expect(parseDecimal('   ')).toBeUndefined();
    for (const text of ['-5', 'diez', '1,2,3', '1.2.3', '12,', '1e3', '+3']) {
      expect(parseDecimal(text)).toBeNaN();
    }
  });
});

describe('isMultipleOf', () => {
  it('tells whether a value has at most the step’s decimals', () => {
    expect(isMultipleOf(12.34, 0.01)).toBe(true);
    expect(isMultipleOf(9_999_999_999.99, 0.01)).toBe(true);
    expect(isMultipleOf(12.345, 0.01)).toBe(false);
    expect(isMultipleOf(1.5, 0.1)).toBe(true);
    expect(isMultipleOf(1.55, 0.1)).toBe(false);
  });
});

describe('the screen’s numbers', () => {
  it("writes percentages as '10 %' and pesos with cents only when there are some", () => {
    expect(plain(formatPercent(10))).toBe('10 %');
    expect(plain(formatPercent('12.5'))).toBe('12,5 %');
    expect(plain(formatMoney(20000))).toBe('$ 20.000');
    expect(plain(formatMoney(19999.5))).toBe('$ 19.999,50');
  });

  it('writes a stored number back into a field the es-CO way', () => {
    expect(formatForField(1.5)).toBe('1,5');
    expect(formatForField(20000)).toBe('20000');
  });
});
