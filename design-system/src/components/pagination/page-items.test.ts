import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it('shows the single page of a one-page listing', () => {
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shows the current page with its neighbours, the first and the last', () => {
    expect(pageItems(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
  });

  it('puts an ellipsis only where pages are left out', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, '…', 5]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, '…', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, '…', 10]);
    expect(pageItems(9, 10)).toEqual([1, '…', 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, '…', 9, 10]);
  });

  it('hides even a single left-out page behind an ellipsis, as the spec says', () => {
    expect(pageItems(4, 10)).toEqual([1, '…', 3, 4, 5, '…', 10]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
  });

  it('lists every page of short listings without gaps', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 2)).toEqual([1, 2]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('never repeats a page or puts two ellipses side by side', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageItems(current, total);
        const numbers = items.filter((item): item is number => item !== '…');
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect(numbers).toContain(current);
        items.forEach((item, i) => {
          if (item === '…') expect(items[i + 1]).not.toBe('…');
        });
      }
    }
  });

  it('clamps a current page outside the listing and has no pages for no results', () => {
    expect(pageItems(0, 5)).toEqual([1, 2, '…', 5]);
    expect(pageItems(99, 5)).toEqual([1, '…', 4, 5]);
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, -3)).toEqual([]);
    expect(pageItems(1, Number.NaN)).toEqual([]);
  });
});
