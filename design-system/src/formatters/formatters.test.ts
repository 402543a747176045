import { describe, expect, it } from 'vitest';
import { formatCOP, formatDate, formatNumber, formatPhone, slugify } from './formatters';

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
});

describe('formatNumber', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(1500)).toBe('1.500');
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
