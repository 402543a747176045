import { describe, expect, it } from 'vitest';
import { quoteItem } from '../testing/cart-quote';
import {
  cartUnits,
  hasMemberPrice,
  lineIssue,
  newestFirst,
  productsLabel,
  quantityLimits,
} from './cart-lines';

describe('cart lines', () => {
  it('lists the newest line first without touching the quote', () => {
    const items = [quoteItem(1), quoteItem(2), quoteItem(3)];
    expect(newestFirst(items).map((item) => item.product_id)).toEqual([
      'product-3',
      'product-2',
      'product-1',
    ]);
    expect(items[0]?.product_id).toBe('product-1');
  });

  it('counts the units of every line, unavailable ones included', () => {
    expect(cartUnits([quoteItem(1, { quantity: 2 }), quoteItem(2, { available: false })])).toBe(3);
    expect(productsLabel(1)).toBe('1 producto');
    expect(productsLabel(3)).toBe('3 productos');
  });

  it('says why a line can’t be bought', () => {
    expect(lineIssue(quoteItem(1))).toBeNull();
    expect(lineIssue(quoteItem(1, { is_active: false, available: false }))).toBe(
      'Este producto ya no está disponible',
    );
    expect(lineIssue(quoteItem(1, { stock_quantity: 0, available: false }))).toBe('Agotado');
    expect(lineIssue(quoteItem(1, { quantity: 4, stock_quantity: 3, available: false }))).toBe(
      'Solo quedan 3 unidades',
    );
    expect(lineIssue(quoteItem(1, { quantity: 4, stock_quantity: 1, available: false }))).toBe(
      'Solo queda 1 unidad',
    );
  });

  it('limits the quantity to the stock and 999, and offers to adjust a line above its stock', () => {
    expect(quantityLimits(quoteItem(1, { quantity: 2, stock_quantity: 8 }))).toEqual({
      max: 8,
      editable: true,
      adjustTo: null,
    });
    expect(quantityLimits(quoteItem(1, { stock_quantity: 5000 })).max).toBe(999);
    expect(
      quantityLimits(quoteItem(1, { quantity: 5, stock_quantity: 2, available: false })),
    ).toEqual({ max: 2, editable: true, adjustTo: 2 });
  });

  it('lets a hidden or sold-out product only be removed', () => {
    expect(quantityLimits(quoteItem(1, { is_active: false, available: false })).editable).toBe(
      false,
    );
    expect(quantityLimits(quoteItem(1, { stock_quantity: 0, available: false }))).toMatchObject({
      editable: false,
      adjustTo: null,
    });
  });

  it('sees a member price when the database charged less than the list price', () => {
    expect(hasMemberPrice(quoteItem(1, { unit_price: 8500, list_price: 10000 }))).toBe(true);
    expect(hasMemberPrice(quoteItem(1))).toBe(false);
  });
});
