import { describe, expect, it } from 'vitest';
import { savingMemberPrices } from './member-prices';

describe('savingMemberPrices', () => {
  it('keeps only the member prices below the price everyone pays', () => {
    const products = [
      { id: 'cheaper', price: 10_000 },
      { id: 'same', price: 10_000 },
      { id: 'unpriced', price: 10_000 },
    ];
    const memberPrices = new Map([
      ['cheaper', 9_000],
      ['same', 10_000],
      ['elsewhere', 1_000],
    ]);

    expect([...savingMemberPrices(products, memberPrices)]).toEqual([['cheaper', 9_000]]);
  });
});
