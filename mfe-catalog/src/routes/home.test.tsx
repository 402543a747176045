import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, stubIntersectionObserver, supabaseMock } from '@bonis/test-utils';
import HomeRoute from './home';

stubIntersectionObserver();

const banner = {
  id: 'b1',
  title: '¡Todo para consentir a tu peludo!',
  description: 'Alimento y juguetes.',
  image_url: 'banners/hero.svg',
  cta_text: 'Comprar para perros',
  cta_link: '/dogs',
};

const product = (section: string) => ({
  id: `p-${section}`,
  name: `Producto ${section}`,
  price: 20_000,
  regular_price: 20_000,
  member_price: null,
  discount_percentage: 0,
  images: [],
  stock_quantity: 3,
  featured: false,
  home_section: section,
  brand: null,
  pet_type: 'todos',
  created_at: '2026-11-01T00:00:00Z',
  category: null,
});

function setup() {
  // the newsletter reads whether it is on: no settings row, so the defaults (on)
  supabaseMock.table('app_settings').get([]);
  supabaseMock.table('banner_settings').get([banner]);
  supabaseMock
    .table('categories')
    .get([{ id: 'c1', name: 'Perros', slug: 'perros', image_url: '🐶', product_count: 3 }]);
  supabaseMock.table('products').get(({ eq }) => [product(eq('home_section') ?? '')]);
  return renderWithProviders(<HomeRoute />);
}

describe('home route', () => {
  it("is the catalog's '/' region, labelled by its single h1: the banner's title", async () => {
    const { container } = setup();
    const heading = await screen.findByRole('heading', { level: 1, name: banner.title });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const page = container.querySelector('[data-route="/"]');
    expect(page).toHaveAttribute('data-remote', 'mfe-catalog');
    expect(page).toHaveAttribute('aria-labelledby', heading.id);
  });

  it('shows categories, the three carousels and the newsletter under h2 headings, in order', async () => {
    setup();
    await screen.findByRole('heading', { level: 3, name: 'Producto new' });

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Categorías',
      'Productos Destacados',
      'Más Vendidos',
      'Nuevos Productos',
      'Suscríbete a nuestro newsletter',
    ]);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Producto featured' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Producto bestsellers' }),
    ).toBeInTheDocument();
    const reads = supabaseMock.requests;
    expect(reads.map((request) => request.path).sort()).toEqual([
      '/rest/v1/app_settings', // whether the newsletter is on (the shared settings read)
      '/rest/v1/banner_settings',
      '/rest/v1/categories',
      '/rest/v1/products',
      '/rest/v1/products',
      '/rest/v1/products',
    ]);
    expect(
      reads
        .filter((request) => request.path === '/rest/v1/products')
        .map((request) => request.query.home_section)
        .sort(),
    ).toEqual(['eq.bestsellers', 'eq.featured', 'eq.new']);
  });
});
