import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { provideSupabase } from '@bonis/supabase-client';
import { PRODUCT_CARD_COLUMNS } from '../../../lib/catalog-product';
import {
  createFakeSupabase,
  deferred,
  type FakeResult,
  type Respond,
} from '../../../testing/fake-supabase';
import {
  holdIntersections,
  observedMargins,
  revealObserved,
} from '../../../testing/intersection-observer';
import { renderWidget } from '../../../testing/render';
import { HOME_CAROUSELS, ProductCarousel } from './product-carousel';

const product = (index: number) => ({
  id: `p${index}`,
  name: `Producto ${index}`,
  price: 10_000 * index,
  regular_price: 10_000 * index,
  member_price: null,
  discount_percentage: 0,
  images: [`catalog/p${index}.svg`],
  stock_quantity: 5,
  featured: false,
  home_section: 'bestsellers',
  brand: 'Pro Plan',
  created_at: '2026-11-01T00:00:00Z',
  category: { name: 'Perros', slug: 'perros' },
});

const eight = Array.from({ length: 8 }, (_, index) => product(index + 1));

function setup(respond: Respond = () => ({ data: eight, error: null })) {
  const fake = createFakeSupabase(respond);
  provideSupabase(fake.client);
  const view = renderWidget(<ProductCarousel section="bestsellers" title="Más Vendidos" />);
  return { ...fake, ...view };
}

/** every card's name, including slides out of view (inert, hidden from assistive technology) */
const cardNames = () =>
  screen.getAllByRole('heading', { level: 3, hidden: true }).map((heading) => heading.textContent);

describe('ProductCarousel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reads its products only once it comes near the viewport, showing the skeleton until then', async () => {
    holdIntersections();
    const { requests } = setup();

    expect(screen.getByText('Cargando productos…')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    expect(observedMargins()).toEqual(['300px 0px']);

    revealObserved();
    expect(await screen.findByRole('heading', { level: 3, name: 'Producto 1' })).toBeTruthy();
    expect(requests.map((request) => request.name)).toEqual(['products']);
  });

  it('names the three home carousels as the spec does', () => {
    expect(HOME_CAROUSELS).toEqual([
      { section: 'featured', title: 'Productos Destacados' },
      { section: 'bestsellers', title: 'Más Vendidos' },
      { section: 'new', title: 'Nuevos Productos' },
    ]);
  });

  it("reads up to 8 of the section's active products, newest first", async () => {
    const { requests } = setup();
    await screen.findByRole('region', { name: 'Más Vendidos' });

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ kind: 'from', name: 'products' });
    expect(requests[0]?.calls).toEqual([
      { method: 'select', args: [PRODUCT_CARD_COLUMNS] },
      { method: 'eq', args: ['is_active', true] },
      { method: 'eq', args: ['home_section', 'bestsellers'] },
      { method: 'order', args: ['created_at', { ascending: false }] },
      { method: 'limit', args: [8] },
    ]);
  });

  it('shows the products as cards (h3 under the h2) in a carousel named by the title', async () => {
    setup();

    const carousel = await screen.findByRole('region', { name: 'Más Vendidos' });
    expect(screen.getByRole('heading', { level: 2, name: 'Más Vendidos' })).toBeTruthy();
    expect(carousel.getAttribute('aria-roledescription')).toBe('carrusel');
    expect(cardNames()).toEqual(eight.map((row) => row.name));

    const first = within(carousel).getByRole('link', { name: 'Producto 1' });
    expect(first.getAttribute('href')).toBe('/product/p1');
    const image = within(carousel).getByRole('img', { name: 'Producto 1' });
    expect(image.getAttribute('src')).toBe('https://storage.test/product-images/catalog/p1.svg');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it.each([
    [1280, 4],
    [1100, 3],
    [768, 2],
    [320, 1],
  ])('at %i px shows %i whole slides', async (width, count) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { container } = setup();
    await screen.findByRole('region', { name: 'Más Vendidos' });
    expect(container.querySelectorAll('[data-state="visible"]')).toHaveLength(count);
  });

  it('shows skeleton cards while loading', async () => {
    const response = deferred<FakeResult>();
    const { container } = setup(() => response.promise);

    expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.getByText('Cargando productos…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Más Vendidos' })).toBeTruthy();

    response.resolve({ data: eight, error: null });
    await screen.findByRole('region', { name: 'Más Vendidos' });
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });

  it("says 'No hay productos disponibles' when the section is empty", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(() => ({ data: [], error: null }));

    expect(await screen.findByText('No hay productos disponibles')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Más Vendidos' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver todos los productos' }).getAttribute('href')).toBe(
      '/all-products',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed read and shows the empty state instead of failing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { code: 'PGRST000', message: 'down' };
    setup(() => ({ data: null, error: failure }));

    expect(await screen.findByText('No hay productos disponibles')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Más Vendidos' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith(
      "[mfe-catalog] reading the home's bestsellers products failed",
      failure,
    );
  });
});
