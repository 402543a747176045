import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  deferred,
  renderWithProviders,
  supabaseMock,
  type TableHandler,
  type TableReply,
} from '@bonis/test-utils';
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

function setup(answer: TableHandler | TableReply = rows) {
  supabaseMock.table('categories').get(answer);
  return renderWithProviders(<CategoriesPage />, { route: '/categories' });
}

const tiles = () =>
  within(screen.getByRole('list', { name: 'Categorías' }))
    .getAllByRole('link')
    .map((link) => [link.getAttribute('href'), link.textContent]);

describe('CategoriesPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads every active category by name', async () => {
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Perros' });
    expect(supabaseMock.requests).toHaveLength(1);
    expect(supabaseMock.requests[0]).toMatchObject({
      path: '/rest/v1/categories',
      query: {
        select: 'id,name,slug,image_url,product_count',
        is_active: 'eq.true',
        order: 'name.asc',
      },
    });
  });

  it("links each category to its page with 'N+ productos' or 'Próximamente'", async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Categorías' }),
    ).toBeInTheDocument();
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
    const response = deferred<undefined>();
    const { container } = setup(async () => {
      await response.promise;
      return rows;
    });
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(6);
    expect(screen.getByText('Cargando categorías…')).toBeInTheDocument();
    response.resolve(undefined);
    await screen.findByRole('heading', { level: 2, name: 'Perros' });
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });

  it('logs a failed read and shows the five built-in categories', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(() => supabaseMock.error({ code: 'PGRST000', message: 'caído' }));
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
    setup([]);
    await screen.findByRole('heading', { level: 2, name: 'Membresía' });
    expect(tiles()).toHaveLength(5);
  });
});
