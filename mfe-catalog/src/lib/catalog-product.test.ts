import { describe, expect, it } from 'vitest';
import { getSupabase } from '@bonis/supabase-client';
import { toCatalogProduct, type CatalogProductRow } from './catalog-product';

const client = () => getSupabase();

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
  it('turns bucket paths into public URLs and keeps absolute ones, first image on the card', () => {
    const product = toCatalogProduct(client(), row());
    expect(product.images).toEqual([
      'http://supabase.test/storage/v1/object/public/product-images/catalog/chunky.svg',
      'https://cdn.example.com/chunky-2.jpg',
    ]);
    expect(product.image).toBe(
      'http://supabase.test/storage/v1/object/public/product-images/catalog/chunky.svg',
    );
  });

  it('has no image (the card draws the placeholder) when the product has none', () => {
    expect(toCatalogProduct(client(), row({ images: [] })).image).toBeNull();
    expect(toCatalogProduct(client(), row({ images: ['  '] })).images).toEqual([]);
  });

  it("falls back to the 'General' category", () => {
    expect(toCatalogProduct(client(), row({ category: null })).category).toBe('General');
    expect(toCatalogProduct(client(), row({ category: { name: ' ', slug: 'x' } })).category).toBe(
      'General',
    );
  });

  it('keeps which pets the product is for', () => {
    expect(toCatalogProduct(client(), row()).petType).toBe('perros');
    expect(toCatalogProduct(client(), row({ pet_type: 'todos' })).petType).toBe('todos');
  });

  it('reads the discount PostgREST sends as a numeric string', () => {
    const product = toCatalogProduct(
      client(),
      row({ discount_percentage: '15.00' as unknown as number }),
    );
    expect(product.discountPercentage).toBe(15);
  });

  it("marks the home's new products as new, and featured ones as featured", () => {
    expect(toCatalogProduct(client(), row({ home_section: 'new' })).isNew).toBe(true);
    expect(toCatalogProduct(client(), row()).isNew).toBe(false);
    expect(toCatalogProduct(client(), row({ featured: true })).featured).toBe(true);
  });
});
