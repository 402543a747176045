import { describe, expect, it } from 'vitest';
import { productBadges, type ProductCardProduct } from './product-badges';

const product = (overrides: Partial<ProductCardProduct> = {}): ProductCardProduct => ({
  id: 'p1',
  name: 'Collar reflectivo',
  price: 25000,
  stockQuantity: 20,
  ...overrides,
});

const labels = (p: ProductCardProduct) => productBadges(p).map((b) => b.label);

describe('productBadges', () => {
  it('shows no badge for a plain product in stock', () => {
    expect(productBadges(product())).toEqual([]);
  });

  it('shows the discount as -N% on a sale product', () => {
    expect(productBadges(product({ discountPercentage: 15 }))).toEqual([
      { variant: 'oferta', label: '-15%' },
    ]);
    expect(labels(product({ discountPercentage: 12.6 }))).toEqual(['-13%']);
  });

  it('shows Popular instead of the sale badge when the product is featured', () => {
    expect(labels(product({ featured: true, discountPercentage: 20 }))).toEqual(['Popular']);
  });

  it('adds Nuevo next to the others', () => {
    expect(labels(product({ isNew: true, discountPercentage: 10 }))).toEqual(['-10%', 'Nuevo']);
  });

  it('shows Agotado without stock', () => {
    expect(labels(product({ stockQuantity: 0 }))).toEqual(['Agotado']);
    expect(labels(product({ stockQuantity: -2 }))).toEqual(['Agotado']);
  });

  it('shows Pocas unidades from 1 to 9 units', () => {
    expect(labels(product({ stockQuantity: 1 }))).toEqual(['Pocas unidades']);
    expect(labels(product({ stockQuantity: 9 }))).toEqual(['Pocas unidades']);
    expect(labels(product({ stockQuantity: 10 }))).toEqual([]);
  });

  it('ignores a zero, negative or impossible discount', () => {
    expect(labels(product({ discountPercentage: 0 }))).toEqual([]);
    expect(labels(product({ discountPercentage: -5 }))).toEqual([]);
    expect(labels(product({ discountPercentage: 100 }))).toEqual([]);
    expect(labels(product({ discountPercentage: null }))).toEqual([]);
  });
});
