import { describe, expect, it } from 'vitest';
import { compareSortValues, nextSort, sortRows } from './sort-rows';

describe('sortRows', () => {
  const rows = [
    { name: 'Ñandú', price: 300, at: new Date('2026-01-03') },
    { name: 'árbol', price: 100, at: new Date('2026-01-01') },
    { name: 'Zorro', price: null, at: null },
    { name: 'Burro', price: 200, at: new Date('2026-01-02') },
  ];

  it('orders text as Spanish does, ignoring case and accents', () => {
    expect(sortRows(rows, (r) => r.name, 'asc').map((r) => r.name)).toEqual([
      'árbol',
      'Burro',
      'Ñandú',
      'Zorro',
    ]);
  });

  it('orders numbers and dates by size, both ways, with missing values last', () => {
    expect(sortRows(rows, (r) => r.price, 'asc').map((r) => r.price)).toEqual([
      100,
      200,
      300,
      null,
    ]);
    expect(sortRows(rows, (r) => r.price, 'desc').map((r) => r.price)).toEqual([
      300,
      200,
      100,
      null,
    ]);
    expect(sortRows(rows, (r) => r.at, 'desc').map((r) => r.name)).toEqual([
      'Ñandú',
      'Burro',
      'árbol',
      'Zorro',
    ]);
  });

  it('keeps equal rows in their order and leaves the input untouched', () => {
    const input = [
      { id: 1, v: 1 },
      { id: 2, v: 0 },
      { id: 3, v: 1 },
    ];
    expect(sortRows(input, (r) => r.v, 'asc').map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortRows(input, (r) => r.v, 'desc').map((r) => r.id)).toEqual([1, 3, 2]);
    expect(input.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('compares numbers inside text naturally', () => {
    expect(compareSortValues('Pedido 9', 'Pedido 10')).toBeLessThan(0);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'price')).toEqual({ key: 'price', direction: 'asc' });
    expect(nextSort({ key: 'price', direction: 'asc' }, 'price')).toEqual({
      key: 'price',
      direction: 'desc',
    });
    expect(nextSort({ key: 'price', direction: 'desc' }, 'price')).toEqual({
      key: 'price',
      direction: 'asc',
    });
    expect(nextSort({ key: 'price', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    });
  });
});
