import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import {
  deferred,
  renderWithProviders,
  supabaseMock,
  type TableHandler,
  type TableReply,
} from '@bonis/test-utils';
import { CategoryGrid } from './category-grid';

const category = (slug: string, name: string, image_url: string | null, product_count: number) => ({
  id: `id-${slug}`,
  name,
  slug,
  image_url,
  product_count,
});

const rows = [
  category('peces', 'Peces', '🐠', 0),
  category('promociones', 'Promociones', '🏷️', 8),
  category('servicios', 'Servicios', '✂️', 8),
  category('accesorios', 'Accesorios', '🦴', 9),
  category('gatos', 'Gatos', '🐱', 23),
  category('perros', 'Perros', '🐶', 39),
  category('aves', 'Aves', 'categories/aves.png', 2),
  category('snacks', 'Snacks', '🍪', 3),
];

/** Answers the categories read with `answer` and renders the grid. */
function setup(answer: TableHandler | TableReply = rows) {
  supabaseMock.table('categories').get(answer);
  return renderWithProviders(<CategoryGrid />);
}

const failing = () => supabaseMock.error({ code: 'PGRST000', message: 'down' });

const grid = () => within(screen.getByRole('region', { name: 'Categorías' })).getByRole('list');
/** What a tile shows as its picture: the store's icon, an admin's emoji, or an image. */
const visualOf = (link: HTMLElement) => {
  const icon = link.querySelector('svg[data-icon]');
  if (icon) return `icon:${icon.getAttribute('data-icon')}`;
  if (link.querySelector('img')) return 'image';
  return `emoji:${link.querySelector('[aria-hidden="true"]')?.textContent}`;
};
const tiles = () =>
  within(grid())
    .getAllByRole('link')
    .map((link) => [
      within(link).getByRole('heading', { level: 3 }).textContent,
      link.getAttribute('href'),
      link.textContent,
      visualOf(link),
    ]);

describe('CategoryGrid', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the active categories, newest first', async () => {
    setup();
    await screen.findByRole('heading', { level: 3, name: 'Perros' });

    expect(supabaseMock.requests).toEqual([
      {
        method: 'GET',
        path: '/rest/v1/categories',
        query: {
          select: 'id,name,slug,image_url,product_count',
          is_active: 'eq.true',
          order: 'created_at.desc',
          limit: '12',
        },
        body: undefined,
      },
    ]);
  });

  it("links each category to its page with 'N+ productos' or 'Próximamente'", async () => {
    setup();
    await screen.findByRole('heading', { level: 3, name: 'Perros' });

    expect(tiles()).toEqual([
      ['Peces', '/peces', 'PecesPróximamente', 'icon:fish'],
      ['Promociones', '/deals', 'Promociones8+ productos', 'icon:tag'],
      ['Servicios', '/services', 'Servicios8+ productos', 'icon:scissors'],
      ['Accesorios', '/accessories', 'Accesorios9+ productos', 'icon:bone'],
      ['Gatos', '/cats', 'Gatos23+ productos', 'icon:cat'],
      ['Perros', '/dogs', 'Perros39+ productos', 'icon:dog'],
      ['Aves', '/aves', 'Aves2+ productos', 'image'],
      ['Snacks', '/snacks', '🍪Snacks3+ productos', 'emoji:🍪'],
    ]);
    // the icon and the emoji are decorative: the link reads as name and count
    expect(screen.getByRole('link', { name: 'Perros 39+ productos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Snacks 3+ productos' })).toBeInTheDocument();
  });

  it('shows an image category with a lazy 64 px image from the product-images bucket, at 1x to 3x', async () => {
    setup();
    const aves = await screen.findByRole('link', { name: 'Aves 2+ productos' });
    const image = aves.querySelector('img');
    const render = 'http://supabase.test/storage/v1/render/image/public/product-images';
    expect(image).toHaveAttribute('src', `${render}/categories/aves.png?width=128&quality=75`);
    expect(image).toHaveAttribute(
      'srcset',
      [64, 128, 192]
        .map((width) => `${render}/categories/aves.png?width=${width}&quality=75 ${width}w`)
        .join(', '),
    );
    expect(image).toHaveAttribute('sizes', '64px');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');
    expect(image).toHaveAttribute('alt', '');
  });

  it("has a 'Ver todas' link to /categories", async () => {
    setup();
    const all = screen.getByRole('link', { name: 'Ver todas las categorías' });
    expect(all).toHaveAttribute('href', '/categories');
    await screen.findByRole('heading', { level: 3, name: 'Perros' });
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
    await screen.findByRole('heading', { level: 3, name: 'Perros' });
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });

  const fallback = [
    ['Perros', '/dogs', 'PerrosVer productos', 'icon:dog'],
    ['Gatos', '/cats', 'GatosVer productos', 'icon:cat'],
    ['Accesorios', '/accessories', 'AccesoriosVer productos', 'icon:bone'],
    ['Pólizas', '/policies', 'Pólizas3 planes', 'icon:shield'],
    ['Membresía', '/membership', 'Membresía3 planes', 'icon:crown'],
  ];

  it('shows the five built-in categories when none is active', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup([]);

    await screen.findByRole('heading', { level: 3, name: 'Pólizas' });
    expect(tiles()).toEqual(fallback);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed read and shows the five built-in categories', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(failing);

    await screen.findByRole('heading', { level: 3, name: 'Pólizas' });
    expect(tiles()).toEqual(fallback);
    expect(error).toHaveBeenCalledWith(
      '[mfe-catalog] reading the categories failed',
      expect.objectContaining({ code: 'PGRST000', message: 'down' }),
    );
  });

  it('shows a new category when the category queries are invalidated', async () => {
    let current = rows.slice(0, 2);
    const { queryClient } = setup(() => current);
    await screen.findByRole('heading', { level: 3, name: 'Promociones' });

    current = [category('snacks', 'Snacks', '🍪', 4), ...current];
    await act(() => queryClient.invalidateQueries({ queryKey: ['categories'] }));

    expect(await screen.findByRole('link', { name: 'Snacks 4+ productos' })).toBeInTheDocument();
    expect(tiles()[0]?.[1]).toBe('/snacks');
  });
});
