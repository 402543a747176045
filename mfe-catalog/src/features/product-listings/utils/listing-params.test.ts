import { describe, expect, it } from 'vitest';
import {
  pageCount,
  pageRange,
  readPage,
  readSort,
  productsTitle,
  showingLine,
  CATEGORY_SORTS,
} from './listing-params';

describe('listing parameters', () => {
  it('reads the sort from the URL, falling back to the first allowed one', () => {
    expect(readSort('price-desc', CATEGORY_SORTS)).toBe('price-desc');
    expect(readSort('name', CATEGORY_SORTS)).toBe('relevance');
    expect(readSort(null, CATEGORY_SORTS)).toBe('relevance');
  });

  it('reads whole page numbers from 1, anything else is page 1', () => {
    expect(readPage('3')).toBe(3);
    for (const bad of [null, '0', '-2', '1.5', 'dos']) expect(readPage(bad)).toBe(1);
  });

  it('asks the database for 12 rows per page', () => {
    expect(pageRange(1)).toEqual({ from: 0, to: 11 });
    expect(pageRange(2)).toEqual({ from: 12, to: 23 });
  });

  it("says 'Mostrando a-b de n productos'", () => {
    expect(showingLine(2, 12, 30)).toBe('Mostrando 13-24 de 30 productos');
    expect(showingLine(3, 6, 30)).toBe('Mostrando 25-30 de 30 productos');
    expect(showingLine(1, 0, 0)).toBe('Mostrando 0 de 0 productos');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });
});

describe('productsTitle', () => {
  it('titles /products by its main category, another category by its name, none as all products', () => {
    expect(productsTitle({ slug: 'perros', name: 'Perros' })).toBe('Productos para Perros');
    expect(productsTitle({ slug: 'gatos', name: 'Gatos' })).toBe('Productos para Gatos');
    expect(productsTitle({ slug: 'accesorios', name: 'Accesorios' })).toBe('Accesorios');
    expect(productsTitle({ slug: 'servicios', name: 'Servicios' })).toBe('Servicios');
    expect(productsTitle({ slug: 'promociones', name: 'Promociones' })).toBe('Promociones');
    expect(productsTitle({ slug: 'aves', name: 'Aves' })).toBe('Aves');
    expect(productsTitle(undefined)).toBe('Todos los Productos');
  });
});
