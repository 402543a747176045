import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, parsePage, showingLine } from './pages';

describe('parsePage', () => {
  it('reads a whole page number from 1', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('2')).toBe(2);
    expect(parsePage('12')).toBe(12);
  });
  it('refuses anything else', () => {
    for (const value of [null, '', '0', '-1', '1.5', 'abc', '2x', ' 2', '1e3', '9999999']) {
      expect(parsePage(value)).toBeNull();
    }
  });
});

describe('pageRange and pageCount', () => {
  it('asks PostgREST for rows 10-19 on page 2 of 10', () => {
    expect(pageRange(1)).toEqual({ from: 0, to: 9 });
    expect(pageRange(2)).toEqual({ from: 10, to: 19 });
  });
  it('counts the pages rows fill, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(15)).toBe(2);
  });
});

describe('showingLine', () => {
  it('says which orders are shown, counted from 1', () => {
    expect(showingLine(1, 10, 15)).toBe('Mostrando 1-10 de 15 pedidos');
    expect(showingLine(2, 5, 15)).toBe('Mostrando 11-15 de 15 pedidos');
    expect(showingLine(1, 1, 1)).toBe('Mostrando 1-1 de 1 pedido');
  });
});
