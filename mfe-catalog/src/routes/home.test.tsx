import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { provideSupabase } from '@bonis/supabase-client';
import { createFakeSupabase, type FakeRequest } from '../testing/fake-supabase';
import { renderWidget } from '../testing/render';
import HomeRoute from './home';

const banner = {
  id: 'b1',
  title: '¡Todo para consentir a tu peludo!',
  description: 'Alimento y juguetes.',
  image_url: 'banners/hero.svg',
  cta_text: 'Comprar para perros',
  cta_link: '/dogs',
};

const sectionOf = (request: FakeRequest) =>
  request.calls.find((call) => call.method === 'eq' && call.args[0] === 'home_section')?.args[1];

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
  created_at: '2026-11-01T00:00:00Z',
  category: null,
});

function setup() {
  const fake = createFakeSupabase((request) => {
    if (request.name === 'banner_settings') return { data: banner, error: null };
    if (request.name === 'categories') {
      return {
        data: [{ id: 'c1', name: 'Perros', slug: 'perros', image_url: '🐶', product_count: 3 }],
        error: null,
      };
    }
    return { data: [product(String(sectionOf(request)))], error: null };
  });
  provideSupabase(fake.client);
  return { ...fake, ...renderWidget(<HomeRoute />) };
}

describe('home route', () => {
  it("is the catalog's '/' region, labelled by its single h1: the banner's title", async () => {
    const { container } = setup();
    const heading = await screen.findByRole('heading', { level: 1, name: banner.title });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const page = container.querySelector('[data-route="/"]');
    expect(page?.getAttribute('data-remote')).toBe('mfe-catalog');
    expect(page?.getAttribute('aria-labelledby')).toBe(heading.id);
  });

  it('shows categories, the three carousels and the newsletter under h2 headings, in order', async () => {
    const { requests } = setup();
    await screen.findByRole('heading', { level: 3, name: 'Producto new' });

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Categorías',
      'Productos Destacados',
      'Más Vendidos',
      'Nuevos Productos',
      'Suscríbete a nuestro newsletter',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Producto featured' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Producto bestsellers' })).toBeTruthy();
    expect(requests.map((request) => request.name).sort()).toEqual([
      'banner_settings',
      'categories',
      'products',
      'products',
      'products',
    ]);
    expect(requests.filter((r) => r.name === 'products').map(sectionOf)).toEqual([
      'featured',
      'bestsellers',
      'new',
    ]);
  });
});
