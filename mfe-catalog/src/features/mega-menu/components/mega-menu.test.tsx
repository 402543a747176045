import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MegaMenuProps } from '@bonis/contracts';
import {
  deferred,
  renderWithProviders,
  supabaseMock,
  type TableHandler,
  type TableReply,
} from '@bonis/test-utils';
import { MegaMenu } from './mega-menu';

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

function setup(answer: TableHandler | TableReply = [perros], props: Partial<MegaMenuProps> = {}) {
  supabaseMock.table('categories').get(answer);
  const onNavigate = vi.fn();
  const view = renderWithProviders(
    <MegaMenu category="perros" onNavigate={onNavigate} {...props} />,
  );
  return { ...view, onNavigate };
}

const link = (name: string | RegExp) => screen.getByRole('link', { name });

describe('MegaMenu', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('links each product group and its subcategories to the filtered product listing', async () => {
    setup();

    expect(await screen.findByRole('link', { name: 'Alimento' })).toBeInTheDocument();
    expect(supabaseMock.requests[0]?.query).toMatchObject({ slug: 'eq.perros' });
    expect(link('Alimento')).toHaveAttribute(
      'href',
      '/products?category=cat-perros&group=perros-alimento',
    );
    expect(link('Cachorros')).toHaveAttribute(
      'href',
      '/products?category=cat-perros&group=perros-alimento&subcategory=Cachorros',
    );
    expect(link('Húmedo')).toHaveAttribute(
      'href',
      '/products?category=cat-perros&group=perros-alimento&subcategory=H%C3%BAmedo',
    );
    expect(link('Collares y traíllas')).toHaveAttribute(
      'href',
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

    const icon = (name: string) => link(name).querySelector('svg[data-icon]');
    expect(icon('Alimento')).toHaveAttribute('data-icon', 'bowl');
    expect(icon('Accesorios')).toHaveAttribute('data-icon', 'collar');
    expect(icon('Ropa de temporada')).not.toBeInTheDocument();
    // decorative: the link is named by the group alone
    expect(link('Ropa de temporada')).toHaveTextContent(/^🧥Ropa de temporada$/);
  });

  it('lists the featured brands, each linking to the category filtered by brand', async () => {
    setup();

    const brands = await screen.findByRole('list', { name: 'Marcas destacadas' });
    const links = within(brands).getAllByRole('link');
    expect(links.map((item) => item.getAttribute('href'))).toEqual([
      '/products?category=cat-perros&brand=Pro+Plan',
      '/products?category=cat-perros&brand=Hill%27s',
    ]);
  });

  it('links to the whole category', async () => {
    setup();

    expect(await screen.findByRole('link', { name: 'Ver todo Perros' })).toBeInTheDocument();
    expect(link('Ver todo Perros')).toHaveAttribute('href', '/products?category=cat-perros');
  });

  it('navigates and tells the shell when a link is followed', async () => {
    const { onNavigate, user, location } = setup();

    await user.click(await screen.findByRole('link', { name: 'Cachorros' }));

    expect(location()).toBe(
      '/products?category=cat-perros&group=perros-alimento&subcategory=Cachorros',
    );
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton, announced as loading, until the menu arrives', async () => {
    const response = deferred<undefined>();
    setup(async () => {
      await response.promise;
      return [perros];
    });

    expect(screen.getByRole('status').textContent).toBe('Cargando categorías…');
    expect(screen.queryAllByRole('link')).toHaveLength(0);

    response.resolve(undefined);
    expect(await screen.findByRole('link', { name: 'Ver todo Perros' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders the stacked layout for the mobile drawer with the same links', async () => {
    setup(undefined, { layout: 'stacked' });

    await screen.findByRole('link', { name: 'Alimento' });
    expect(document.querySelector('[data-widget="catalog-mega-menu"]')).toHaveAttribute(
      'data-layout',
      'stacked',
    );
    expect(screen.getAllByRole('link')).toHaveLength(9);
  });

  it('logs a failed request and offers a plain link to all products', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onNavigate, user } = setup(() =>
      supabaseMock.error({ code: 'PGRST000', message: 'down' }),
    );

    const plain = await screen.findByRole('link', { name: 'Ver productos' });
    expect(plain).toHaveAttribute('href', '/products');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(
      '[mfe-catalog] mega-menu "perros" failed to load',
      expect.objectContaining({ code: 'PGRST000', message: 'down' }),
    );

    await user.click(plain);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('logs an unknown or inactive category and offers a plain link to all products', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup([]);

    expect(await screen.findByRole('link', { name: 'Ver productos' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      '[mfe-catalog] mega-menu: there is no active category "perros"',
    );
  });
});
