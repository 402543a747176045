import { describe, expect, it } from 'vitest';
import {
  categoryHref,
  categoryVisual,
  FALLBACK_CATEGORY_TILES,
  productCountLabel,
  toCategoryTile,
} from './category-tiles';

describe('categoryHref', () => {
  it('sends the main categories to their own pages and any other to /<slug>', () => {
    expect(categoryHref('perros')).toBe('/dogs');
    expect(categoryHref('gatos')).toBe('/cats');
    expect(categoryHref('accesorios')).toBe('/accessories');
    expect(categoryHref('servicios')).toBe('/services');
    expect(categoryHref('promociones')).toBe('/deals');
    expect(categoryHref('aves')).toBe('/aves');
    expect(categoryHref('snacks-naturales')).toBe('/snacks-naturales');
  });
});

describe('productCountLabel', () => {
  it("says 'N+ productos', or 'Próximamente' while the category is empty", () => {
    expect(productCountLabel(39)).toBe('39+ productos');
    expect(productCountLabel(1)).toBe('1+ productos');
    expect(productCountLabel(0)).toBe('Próximamente');
  });
});

describe('categoryVisual', () => {
  it('tells an emoji from an image URL or object path', () => {
    expect(categoryVisual('🐶')).toEqual({ kind: 'emoji', emoji: '🐶' });
    expect(categoryVisual('✂️')).toEqual({ kind: 'emoji', emoji: '✂️' });
    expect(categoryVisual('https://cdn.test/aves.png')).toEqual({
      kind: 'image',
      image: 'https://cdn.test/aves.png',
    });
    expect(categoryVisual('categories/aves.png')).toEqual({
      kind: 'image',
      image: 'categories/aves.png',
    });
    expect(categoryVisual(null)).toEqual({ kind: 'emoji', emoji: '🐾' });
    expect(categoryVisual('  ')).toEqual({ kind: 'emoji', emoji: '🐾' });
  });
});

describe('toCategoryTile', () => {
  it('maps a category row to its tile', () => {
    expect(
      toCategoryTile({ id: 'c1', name: 'Aves', slug: 'aves', image_url: '🐦', product_count: 0 }),
    ).toEqual({
      key: 'c1',
      name: 'Aves',
      href: '/aves',
      visual: { kind: 'emoji', emoji: '🐦' },
      detail: 'Próximamente',
    });
  });
});

describe('FALLBACK_CATEGORY_TILES', () => {
  it('are the five built-in categories of the spec, insurance and membership with 3 plans', () => {
    expect(FALLBACK_CATEGORY_TILES.map(({ name, href, detail }) => [name, href, detail])).toEqual([
      ['Perros', '/dogs', 'Ver productos'],
      ['Gatos', '/cats', 'Ver productos'],
      ['Accesorios', '/accessories', 'Ver productos'],
      ['Pólizas', '/policies', '3 planes'],
      ['Membresía', '/membership', '3 planes'],
    ]);
  });
});
