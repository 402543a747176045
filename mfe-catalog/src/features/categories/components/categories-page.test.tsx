import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { provideSupabase } from '@bonis/supabase-client';
import {
  createFakeSupabase,
  deferred,
  type FakeResult,
  type Respond,
} from '../../../testing/fake-supabase';
import { renderWidget } from '../../../testing/render';
import { CategoriesPage } from './categories-page';

const rows = [
  { id: 'a', name: 'Accesorios', slug: 'accesorios', image_url: '🦴', product_count: 9 },
  { id: 'b', name: 'Aves', slug: 'aves', image_url: '🐦', product_count: 0 },
  { id: 'c', name: 'Perros', slug: 'perros', image_url: '🐶', product_count: 39 },
  {
    id: 'd',
    name: 'Snacks naturales',
    slug: 'snacks-naturales',
    image_url: null,
    product_count: 1,
  },
];

function setup(respond: Respond = () => ({ data: rows, error: null })) {
  const fake = createFakeSupabase(respond);
  provideSupabase(fake.client);
  return { ...fake, ...renderWidget(<CategoriesPage />, { route: '/categories' }) };
}

const tiles = () =>
  within(screen.getByRole('list', { name: 'Categorías' }))
    .getAllByRole('link')
    .map((link) => [link.getAttribute('href'), link.textContent]);

describe('CategoriesPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads every active category by name', async () => {
    const { requests } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Perros' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.calls).toEqual([
      { method: 'select', args: ['id, name, slug, image_url, product_count'] },
      { method: 'eq', args: ['is_active', true] },
      { method: 'order', args: ['name'] },
    ]);
  });

  it("links each category to its page with 'N+ productos' or 'Próximamente'", async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Perros' });
    expect(tiles()).toEqual([
      ['/accessories', 'Accesorios9+ productos'],
      ['/aves', 'AvesPróximamente'],
      ['/dogs', 'Perros39+ productos'],
      ['/snacks-naturales', 'Snacks naturales1+ productos'],
    ]);
    // the store's icons for its own categories, the paw for one with no picture
    expect(
      within(screen.getByRole('list', { name: 'Categorías' }))
        .getAllByRole('link')
        .map((link) => link.querySelector('svg[data-icon]')?.getAttribute('data-icon')),
    ).toEqual(['bone', 'bird', 'dog', 'paw']);
  });

  it('shows 6 skeleton cards while loading', async () => {
    const response = deferred<FakeResult>();
    const { container } = setup(() => response.promise);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(6);
    expect(screen.getByText('Cargando categorías…')).toBeTruthy();
    response.resolve({ data: rows, error: null });
    await screen.findByRole('heading', { level: 2, name: 'Perros' });
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });

  it('logs a failed read and shows the five built-in categories', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(() => ({ data: null, error: { code: '500', message: 'caído' } }));
    await screen.findByRole('heading', { level: 2, name: 'Pólizas' });
    expect(tiles().map(([href]) => href)).toEqual([
      '/dogs',
      '/cats',
      '/accessories',
      '/policies',
      '/membership',
    ]);
    expect(log).toHaveBeenCalledWith(
      '[mfe-catalog] reading the categories failed',
      expect.objectContaining({ message: 'caído' }),
    );
  });

  it('shows the built-in categories when none is active', async () => {
    setup(() => ({ data: [], error: null }));
    await screen.findByRole('heading', { level: 2, name: 'Membresía' });
    expect(tiles()).toHaveLength(5);
  });
});
