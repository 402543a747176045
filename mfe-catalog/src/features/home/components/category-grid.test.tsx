import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { provideSupabase } from '@bonis/supabase-client';
import {
  createFakeSupabase,
  deferred,
  type FakeResult,
  type Respond,
} from '../../../testing/fake-supabase';
import { renderWidget } from '../../../testing/render';
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

function setup(respond: Respond = () => ({ data: rows, error: null })) {
  const fake = createFakeSupabase(respond);
  provideSupabase(fake.client);
  const view = renderWidget(<CategoryGrid />);
  return { ...fake, ...view };
}

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
    const { requests } = setup();
    await screen.findByRole('heading', { level: 3, name: 'Perros' });

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ kind: 'from', name: 'categories' });
    expect(requests[0]?.calls).toEqual([
      { method: 'select', args: ['id, name, slug, image_url, product_count'] },
      { method: 'eq', args: ['is_active', true] },
      { method: 'order', args: ['created_at', { ascending: false }] },
      { method: 'limit', args: [12] },
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
    expect(screen.getByRole('link', { name: 'Perros 39+ productos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Snacks 3+ productos' })).toBeTruthy();
  });

  it('shows an image category with a lazy 64 px image from the product-images bucket', async () => {
    setup();
    const aves = await screen.findByRole('link', { name: 'Aves 2+ productos' });
    const image = aves.querySelector('img');
    expect(image?.getAttribute('src')).toBe(
      'https://storage.test/product-images/categories/aves.png',
    );
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('64');
    expect(image?.getAttribute('height')).toBe('64');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it("has a 'Ver todas' link to /categories", async () => {
    setup();
    const all = screen.getByRole('link', { name: 'Ver todas las categorías' });
    expect(all.getAttribute('href')).toBe('/categories');
    await screen.findByRole('heading', { level: 3, name: 'Perros' });
  });

  it('shows 6 skeleton cards while loading', async () => {
    const response = deferred<FakeResult>();
    const { container } = setup(() => response.promise);

    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(6);
    expect(screen.getByText('Cargando categorías…')).toBeTruthy();

    response.resolve({ data: rows, error: null });
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
    setup(() => ({ data: [], error: null }));

    await screen.findByRole('heading', { level: 3, name: 'Pólizas' });
    expect(tiles()).toEqual(fallback);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed read and shows the five built-in categories', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { code: 'PGRST000', message: 'down' };
    setup(() => ({ data: null, error: failure }));

    await screen.findByRole('heading', { level: 3, name: 'Pólizas' });
    expect(tiles()).toEqual(fallback);
    expect(error).toHaveBeenCalledWith('[mfe-catalog] reading the categories failed', failure);
  });

  it('shows a new category when the category queries are invalidated', async () => {
    let current = rows.slice(0, 2);
    const { queryClient } = setup(() => ({ data: current, error: null }));
    await screen.findByRole('heading', { level: 3, name: 'Promociones' });

    current = [category('snacks', 'Snacks', '🍪', 4), ...current];
    await act(() => queryClient.invalidateQueries({ queryKey: ['categories'] }));

    expect(await screen.findByRole('link', { name: 'Snacks 4+ productos' })).toBeTruthy();
    expect(tiles()[0]?.[1]).toBe('/snacks');
  });
});
