import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { provideSupabase } from '@bonis/supabase-client';
import {
  createFakeSupabase,
  deferred,
  type FakeResult,
  type Respond,
} from '../../../testing/fake-supabase';
import { renderWidget } from '../../../testing/render';
import { MegaMenu, type MegaMenuProps } from './mega-menu';

const perros = {
  id: 'cat-perros',
  name: 'Perros',
  slug: 'perros',
  featured_brands: ['Pro Plan', "Hill's"],
  product_groups: [
    {
      id: 'perros-alimento',
      name: 'Alimento',
      icon: '🍖',
      position: 1,
      product_subcategories: [
        { name: 'Cachorros', position: 1 },
        { name: 'Húmedo', position: 2 },
      ],
    },
    {
      id: 'perros-accesorios',
      name: 'Accesorios',
      icon: '🦮',
      position: 2,
      product_subcategories: [{ name: 'Collares y traíllas', position: 1 }],
    },
    {
      id: 'perros-ropa-de-temporada',
      name: 'Ropa de temporada',
      icon: '🧥',
      position: 3,
      product_subcategories: [],
    },
  ],
};

function setup(
  respond: Respond = () => ({ data: perros, error: null }),
  props: Partial<MegaMenuProps> = {},
) {
  const fake = createFakeSupabase(respond);
  provideSupabase(fake.client);
  const onNavigate = vi.fn();
  renderWidget(<MegaMenu category="perros" onNavigate={onNavigate} {...props} />);
  return { ...fake, onNavigate };
}

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('MegaMenu', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('links each product group and its subcategories to the filtered product listing', async () => {
    const { requests } = setup();

    expect(await screen.findByRole('link', { name: 'Alimento' })).toBeTruthy();
    expect(requests[0]?.calls).toContainEqual({ method: 'eq', args: ['slug', 'perros'] });
    expect(href('Alimento')).toBe('/products?category=cat-perros&group=perros-alimento');
    expect(href('Cachorros')).toBe(
      '/products?category=cat-perros&group=perros-alimento&subcategory=Cachorros',
    );
    expect(href('Húmedo')).toBe(
      '/products?category=cat-perros&group=perros-alimento&subcategory=H%C3%BAmedo',
    );
    expect(href('Collares y traíllas')).toBe(
      '/products?category=cat-perros&group=perros-accesorios&subcategory=Collares+y+tra%C3%ADllas',
    );
  });

  it('keeps the groups and subcategories in the order the server gave them', async () => {
    setup();
    await screen.findByRole('link', { name: 'Alimento' });

    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'Alimento',
      'Cachorros',
      'Húmedo',
      'Accesorios',
      'Collares y traíllas',
      '🧥Ropa de temporada',
      'Pro Plan',
      "Hill's",
      'Ver todo Perros',
    ]);
  });

  it("draws the store's icons for its own groups and keeps an admin's emoji for theirs", async () => {
    setup();
    await screen.findByRole('link', { name: 'Alimento' });

    const icon = (name: string) =>
      screen.getByRole('link', { name }).querySelector('svg[data-icon]')?.getAttribute('data-icon');
    expect(icon('Alimento')).toBe('bowl');
    expect(icon('Accesorios')).toBe('collar');
    expect(icon('Ropa de temporada')).toBeUndefined();
    // decorative: the link is named by the group alone
    expect(screen.getByRole('link', { name: 'Ropa de temporada' }).textContent).toBe(
      '🧥Ropa de temporada',
    );
  });

  it('lists the featured brands, each linking to the category filtered by brand', async () => {
    setup();

    const brands = await screen.findByRole('list', { name: 'Marcas destacadas' });
    const links = within(brands).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products?category=cat-perros&brand=Pro+Plan',
      '/products?category=cat-perros&brand=Hill%27s',
    ]);
  });

  it('links to the whole category', async () => {
    setup();

    expect(await screen.findByRole('link', { name: 'Ver todo Perros' })).toBeTruthy();
    expect(href('Ver todo Perros')).toBe('/products?category=cat-perros');
  });

  it('navigates and tells the shell when a link is followed', async () => {
    const { onNavigate } = setup();

    fireEvent.click(await screen.findByRole('link', { name: 'Cachorros' }));

    expect(screen.getByTestId('location').textContent).toBe(
      '/products?category=cat-perros&group=perros-alimento&subcategory=Cachorros',
    );
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton, announced as loading, until the menu arrives', async () => {
    const response = deferred<FakeResult>();
    setup(() => response.promise);

    expect(screen.getByRole('status').textContent).toBe('Cargando categorías…');
    expect(screen.queryAllByRole('link')).toHaveLength(0);

    response.resolve({ data: perros, error: null });
    expect(await screen.findByRole('link', { name: 'Ver todo Perros' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders the stacked layout for the mobile drawer with the same links', async () => {
    setup(undefined, { layout: 'stacked' });

    await screen.findByRole('link', { name: 'Alimento' });
    expect(
      document.querySelector('[data-widget="catalog-mega-menu"]')?.getAttribute('data-layout'),
    ).toBe('stacked');
    expect(screen.getAllByRole('link')).toHaveLength(9);
  });

  it('logs a failed request and offers a plain link to all products', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { code: 'PGRST000', message: 'down' };
    const { onNavigate } = setup(() => ({ data: null, error: failure }));

    const link = await screen.findByRole('link', { name: 'Ver productos' });
    expect(link.getAttribute('href')).toBe('/products');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('[mfe-catalog] mega-menu "perros" failed to load', failure);

    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('logs an unknown or inactive category and offers a plain link to all products', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(() => ({ data: null, error: null }));

    expect(await screen.findByRole('link', { name: 'Ver productos' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith(
      '[mfe-catalog] mega-menu: there is no active category "perros"',
    );
  });
});
