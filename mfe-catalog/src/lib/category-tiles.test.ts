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
  it("draws the store's own icon for the seeded categories, whatever emoji they hold", () => {
    expect(categoryVisual('perros', '🐶')).toEqual({ kind: 'icon', icon: 'dog' });
    expect(categoryVisual('gatos', '🐱')).toEqual({ kind: 'icon', icon: 'cat' });
    expect(categoryVisual('accesorios', '🦴')).toEqual({ kind: 'icon', icon: 'bone' });
    expect(categoryVisual('servicios', '✂️')).toEqual({ kind: 'icon', icon: 'scissors' });
    expect(categoryVisual('promociones', '🏷️')).toEqual({ kind: 'icon', icon: 'tag' });
    expect(categoryVisual('aves', '🐦')).toEqual({ kind: 'icon', icon: 'bird' });
    expect(categoryVisual('peces', null)).toEqual({ kind: 'icon', icon: 'fish' });
  });

  it('keeps the emoji an admin picked for a category of their own, and any image they set', () => {
    expect(categoryVisual('snacks', '🍪')).toEqual({ kind: 'emoji', emoji: '🍪' });
    expect(categoryVisual('perros', 'https://cdn.test/perros.png')).toEqual({
      kind: 'image',
      image: 'https://cdn.test/perros.png',
    });
    expect(categoryVisual('reptiles', 'categories/reptiles.png')).toEqual({
      kind: 'image',
      image: 'categories/reptiles.png',
    });
  });

  it('draws the paw for a category of their own with neither emoji nor image', () => {
    expect(categoryVisual('snacks', null)).toEqual({ kind: 'icon', icon: 'paw' });
    expect(categoryVisual('snacks', '  ')).toEqual({ kind: 'icon', icon: 'paw' });
  });

  it('does not take an inherited property name for a seeded slug', () => {
    expect(categoryVisual('constructor', '🦎')).toEqual({ kind: 'emoji', emoji: '🦎' });
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
      visual: { kind: 'icon', icon: 'bird' },
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
    expect(FALLBACK_CATEGORY_TILES.map((tile) => tile.visual)).toEqual([
      { kind: 'icon', icon: 'dog' },
      { kind: 'icon', icon: 'cat' },
      { kind: 'icon', icon: 'bone' },
      { kind: 'icon', icon: 'shield' },
      { kind: 'icon', icon: 'crown' },
    ]);
  });
});
