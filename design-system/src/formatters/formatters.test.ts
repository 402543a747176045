import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  formatCOP,
  formatCompactCOP,
  formatDate,
  formatDecimal,
  formatMegabytes,
  formatNumber,
  formatPercent,
  formatPhone,
  slugify,
} from './formatters';

/** Intl separates the sign with a no-break space; compare with plain spaces. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatCOP', () => {
  it('writes pesos with es-CO grouping and no decimals', () => {
    expect(plain(formatCOP(25000))).toBe('$ 25.000');
    expect(plain(formatCOP(1299900))).toBe('$ 1.299.900');
    expect(plain(formatCOP(0))).toBe('$ 0');
  });
  it('rounds to whole pesos and reads numeric strings (PostgREST numeric)', () => {
    expect(plain(formatCOP(19999.6))).toBe('$ 20.000');
    expect(plain(formatCOP('8000.00'))).toBe('$ 8.000');
  });
  it('shows $ 0 for missing or invalid amounts instead of NaN', () => {
    expect(plain(formatCOP(null))).toBe('$ 0');
    expect(plain(formatCOP('abc'))).toBe('$ 0');
  });
  it('keeps the cents of an amount that has some when asked, and no decimals otherwise', () => {
    expect(plain(formatCOP(8000.5, { keepCents: true }))).toBe('$ 8.000,50');
    expect(plain(formatCOP('19999.99', { keepCents: true }))).toBe('$ 19.999,99');
    expect(plain(formatCOP(100000, { keepCents: true }))).toBe('$ 100.000');
  });
});

describe('formatCompactCOP', () => {
  it('writes amounts in a few characters for a chart axis', () => {
    expect(plain(formatCompactCOP(1_300_000))).toBe('$1,3 M');
    expect(plain(formatCompactCOP(350_000))).toBe('$350 k');
  });
});

describe('formatNumber', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(1500)).toBe('1.500');
    expect(formatNumber(1_250_000)).toBe('1.250.000');
  });
  it('rounds to a whole number and reads numeric strings', () => {
    expect(formatNumber(2.6)).toBe('3');
    expect(formatNumber('1200')).toBe('1.200');
    expect(formatNumber(Number.NaN)).toBe('0');
  });
});

describe('formatDecimal', () => {
  it('writes the es-CO decimal comma with at most the decimals asked for', () => {
    expect(formatDecimal(1234.5)).toBe('1.234,5');
    expect(formatDecimal(12.345)).toBe('12,35');
    expect(formatDecimal(1.23456789, 10)).toBe('1,23456789');
    expect(formatDecimal('12.5')).toBe('12,5');
  });
  it('pads to the minimum decimals asked for', () => {
    expect(formatDecimal(100, 2, 1)).toBe('100,0');
    expect(formatDecimal(87.5, 2, 1)).toBe('87,5');
  });
});

describe('formatPercent', () => {
  it('writes percentage points with a no-break space before the sign', () => {
    expect(formatPercent(10)).toBe('10\u00a0%');
    expect(formatPercent('12.5')).toBe('12,5\u00a0%');
    expect(formatPercent(33.333)).toBe('33,33\u00a0%');
  });
  it('takes the number of decimals and can leave the space out', () => {
    expect(formatPercent(33.333, { maximumFractionDigits: 1 })).toBe('33,3\u00a0%');
    expect(formatPercent(15, { spaced: false })).toBe('15%');
    expect(formatPercent(100, { minimumFractionDigits: 1, spaced: false })).toBe('100,0%');
  });
});

describe('formatMegabytes', () => {
  it('writes file sizes as the spec does', () => {
    expect(formatMegabytes(5 * BYTES_PER_MB)).toBe('5MB');
    expect(formatMegabytes(2 * BYTES_PER_MB)).toBe('2MB');
    expect(formatMegabytes(1.5 * BYTES_PER_MB)).toBe('1,5MB');
  });
});

describe('formatDate', () => {
  it('writes dates in es-CO in Bogotá time', () => {
    // 02:00 UTC on the 22nd is still the 21st in Bogotá (UTC-5)
    expect(formatDate('2026-11-22T02:00:00Z', 'long')).toBe('21 de noviembre de 2026');
    expect(formatDate('2026-11-22T02:00:00Z', 'short')).toBe('21/11/2026');
  });
  it('keeps a date-only value on its calendar day', () => {
    expect(formatDate('2027-01-05', 'long')).toBe('5 de enero de 2027');
  });
  it('includes the time for datetime', () => {
    expect(plain(formatDate('2026-11-21T20:05:00Z', 'datetime'))).toBe(
      '21 de nov de 2026, 3:05 p. m.',
    );
  });
  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('no es fecha')).toBe('');
  });
});

describe('slugify', () => {
  it('lowercases, strips accents, drops non-alphanumerics and joins words with hyphens', () => {
    expect(slugify('Alimento para Perros!')).toBe('alimento-para-perros');
    expect(slugify('Peluquería & Spa')).toBe('peluqueria-spa');
    expect(slugify('  Ñandú   Feliz  ')).toBe('nandu-feliz');
    expect(slugify('Promo 2x1 ¡Ya!')).toBe('promo-2x1-ya');
  });
});

describe('formatPhone', () => {
  it('writes Colombian numbers as +57 300 123 4567', () => {
    expect(formatPhone('3001234567')).toBe('+57 300 123 4567');
    expect(formatPhone('+573001234567')).toBe('+57 300 123 4567');
    expect(formatPhone('57 300 123 4567')).toBe('+57 300 123 4567');
  });
  it('leaves other numbers as typed', () => {
    expect(formatPhone(' +1 555 0100 ')).toBe('+1 555 0100');
    expect(formatPhone(null)).toBe('');
  });
});
