import { describe, expect, it } from 'vitest';
import type { CartLine } from '../api/get-cart-lines';
import { subtotal } from './cart-totals';

const line = (id: string, quantity: number, price: number | null): CartLine => ({
  id,
  productId: `p-${id}`,
  quantity,
  product: price === null ? null : { id: `p-${id}`, name: id, price, images: [] },
});

describe('cart totals', () => {
  it('sums price times quantity over every line', () => {
    expect(subtotal([line('a', 2, 25000), line('b', 1, 9900)])).toBe(59900);
  });

  it('leaves a product that is no longer on sale out of the subtotal', () => {
    const lines = [line('a', 1, 10000), line('gone', 4, null)];
    expect(subtotal(lines)).toBe(10000);
  });
});
