import { describe, expect, it } from 'vitest';
import { toCatalogProduct, type CatalogProductRow } from './catalog-product';

const row = (overrides: Partial<CatalogProductRow> = {}): CatalogProductRow => ({
  id: 'p1',
  name: 'Chunky Cachorros Pollo 4 kg',
  price: 58_410,
  regular_price: 64_900,
  member_price: null,
  discount_percentage: 10,
  images: ['catalog/chunky.svg', 'https://cdn.example.com/chunky-2.jpg'],
  stock_quantity: 85,
  featured: false,
  home_section: 'bestsellers',
  brand: 'Chunky',
  pet_type: 'perros',
  created_at: '2026-01-01T00:00:00Z',
  category: { name: 'Perros', slug: 'perros' },
  ...overrides,
});

describe('toCatalogProduct (storefront spec §3)', () => {
  it('keeps the images as stored, in order, for the URLs to be made where they are drawn', () => {
    const product = toCatalogProduct(
      row({ images: [' catalog/chunky.jpg ', 'https://cdn.example.com/chunky-2.jpg'] }),
    );
    expect(product.images).toEqual(['catalog/chunky.jpg', 'https://cdn.example.com/chunky-2.jpg']);
  });

  it('has no image (the card draws the placeholder) when the product has none', () => {
    expect(toCatalogProduct(row({ images: [] })).images).toEqual([]);
    expect(toCatalogProduct(row({ images: ['  '] })).images).toEqual([]);
  });

  it("falls back to the 'General' category", () => {
    expect(toCatalogProduct(row({ category: null })).category).toBe('General');
    expect(toCatalogProduct(row({ category: { name: ' ', slug: 'x' } })).category).toBe('General');
  });

  it('keeps which pets the product is for', () => {
    expect(toCatalogProduct(row()).petType).toBe('perros');
    expect(toCatalogProduct(row({ pet_type: 'todos' })).petType).toBe('todos');
  });

  it('reads the discount PostgREST sends as a numeric string', () => {
    const product = toCatalogProduct(row({ discount_percentage: '15.00' as unknown as number }));
    expect(product.discountPercentage).toBe(15);
  });

  it("marks the home's new products as new, and featured ones as featured", () => {
    expect(toCatalogProduct(row({ home_section: 'new' })).isNew).toBe(true);
    expect(toCatalogProduct(row()).isNew).toBe(false);
    expect(toCatalogProduct(row({ featured: true })).featured).toBe(true);
  });
});
