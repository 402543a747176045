import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { deferred, renderWithProviders, supabaseMock, type MockRow } from '@bonis/test-utils';
import AllProductsRoute from '../../../routes/all-products';
import CatsRoute from '../../../routes/cats';
import DogsRoute from '../../../routes/dogs';
import ProductsRoute from '../../../routes/products';
import SearchRoute from '../../../routes/search';

const PERROS = {
  id: 'c-perros',
  name: 'Perros',
  slug: 'perros',
  description: 'Todo para tu perro.',
  image_url: '🐶',
  pet_types: ['perros', 'todos'],
};
const GATOS = {
  id: 'c-gatos',
  name: 'Gatos',
  slug: 'gatos',
  description: null,
  image_url: '🐱',
  pet_types: ['gatos', 'todos'],
};
const AVES = {
  id: 'c-aves',
  name: 'Aves',
  slug: 'aves',
  description: null,
  image_url: '🐦',
  pet_types: null,
};

const product = (id: string, name: string, petType = 'perros') => ({
  id,
  name,
  price: 50_000,
  regular_price: 50_000,
  member_price: null,
  discount_percentage: 0,
  images: [],
  stock_quantity: 5,
  featured: false,
  home_section: null,
  brand: 'Chunky',
  pet_type: petType,
  created_at: '2026-01-01T00:00:00Z',
  category: { name: 'Perros', slug: 'perros' },
});

const OPTIONS = [
  { facet: 'group', value: 'perros-alimento', label: 'Alimento', products: 14 },
  { facet: 'group', value: 'perros-juguetes', label: 'Juguetes', products: 7 },
  { facet: 'subcategory', value: 'Cachorros', label: 'Cachorros', products: 4 },
  { facet: 'subcategory', value: 'Senior', label: 'Senior', products: 2 },
  { facet: 'brand', value: 'Chunky', label: 'Chunky', products: 3 },
  { facet: 'brand', value: 'Pro Plan', label: 'Pro Plan', products: 5 },
];

function setup(
  route: string,
  {
    products = [product('p1', 'Chunky Cachorros')],
    hold,
    holdOptions,
    page = <ProductsRoute />,
  }: {
    products?: MockRow[];
    hold?: Promise<undefined>;
    holdOptions?: Promise<undefined>;
    page?: ReactElement;
  } = {},
) {
  supabaseMock.table('categories').get([AVES, GATOS, PERROS]);
  supabaseMock.rpc('product_filter_options', async () => {
    await holdOptions;
    return OPTIONS;
  });
  supabaseMock.table('products').get(async () => {
    await hold;
    return { rows: products, count: products.length };
  });
  return renderWithProviders(page, { route });
}

/** The products reads the page sent. */
const listingReads = () =>
  supabaseMock.requests.filter((request) => request.path === '/rest/v1/products');
/** The query string of the page's latest products read. */
const listingQuery = () => listingReads().at(-1)?.query ?? {};
const optionsAsked = () => supabaseMock.rpcCalls('product_filter_options').at(-1);
const chosen = (name: string) =>
  within(screen.getByRole('combobox', { name })).getByRole('option', { selected: true });
const optionLabels = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('/products (the filtered listing)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("titles the page by its category and lists the category's products with the URL's filters", async () => {
    setup('/products?category=c-perros&group=perros-alimento&subcategory=Cachorros&brand=Chunky');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Productos para Perros' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Chunky Cachorros' });
    expect(screen.getByRole('status')).toHaveTextContent(/^1 producto encontrado$/);
    // Perros is a pet category: its page lists the products for dogs and for every pet
    expect(listingQuery()).toMatchObject({
      pet_type: 'in.(perros,todos)',
      product_group: 'eq.perros-alimento',
      subcategory: 'eq.Cachorros',
      brand: 'eq.Chunky',
      order: expect.stringMatching(/^in_stock\.desc,/),
    });
    expect(listingQuery()).not.toHaveProperty('category_id');
    expect(optionsAsked()).toEqual({
      p_category_id: 'c-perros',
      p_group: 'perros-alimento',
      p_subcategory: 'Cachorros',
    });
  });

  it("lists any other category's own products", async () => {
    setup('/products?category=c-aves');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aves' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Chunky Cachorros' });
    expect(listingQuery()).toMatchObject({ category_id: 'eq.c-aves' });
    expect(listingQuery()).not.toHaveProperty('pet_type');
  });

  it('takes a category slug as well as its id', async () => {
    setup('/products?category=perros');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Productos para Perros' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Chunky Cachorros' });
    expect(screen.getByRole('status')).toHaveTextContent(/^1 producto encontrado$/);
    expect(listingQuery()).toMatchObject({ pet_type: 'in.(perros,todos)' });
    expect(optionsAsked()).toEqual({ p_category_id: 'c-perros' });
  });

  it("says 'Cargando productos…' until the page's products arrive", async () => {
    const gate = deferred<undefined>();
    setup('/products?category=c-perros', { hold: gate.promise });
    await screen.findByRole('heading', { level: 1, name: 'Productos para Perros' });
    expect(screen.getByRole('status')).toHaveTextContent(/^Cargando productos…$/);
    gate.resolve(undefined);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^1 producto encontrado$/),
    );
  });

  it('is titled Todos los Productos without a category', async () => {
    setup('/products');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Todos los Productos' }),
    ).toBeInTheDocument();
  });

  it('offers the groups, subcategories and brands of the scope with their counts', async () => {
    setup('/products?category=c-perros&brand=Kong');
    await waitFor(() => expect(optionLabels('Grupo')).toHaveLength(3));
    expect(optionLabels('Grupo')).toEqual(['Todos los grupos', 'Alimento (14)', 'Juguetes (7)']);
    expect(optionLabels('Subcategoría')).toEqual([
      'Todas las subcategorías',
      'Cachorros (4)',
      'Senior (2)',
    ]);
    // A brand from the URL that the scope no longer has stays chosen, with 0.
    expect(optionLabels('Marca')).toEqual([
      'Todas las marcas',
      'Chunky (3)',
      'Pro Plan (5)',
      'Kong (0)',
    ]);
    expect(screen.getByRole('combobox', { name: 'Marca' })).toHaveValue('Kong');
  });

  it("shows a chosen filter as 'Cargando…' until the options arrive, then by name and count", async () => {
    const gate = deferred<undefined>();
    setup('/products?category=c-perros&group=perros-alimento', { holdOptions: gate.promise });
    await screen.findByRole('heading', { name: 'Chunky Cachorros' });
    expect(chosen('Grupo')).toHaveTextContent(/^Cargando…$/);
    gate.resolve(undefined);
    await waitFor(() => expect(chosen('Grupo')).toHaveTextContent(/^Alimento \(14\)$/));
  });

  it('a new group clears the subcategory and the page, and keeps the category and brand', async () => {
    const { user, location } = setup(
      '/products?category=c-perros&subcategory=Senior&brand=Chunky&page=2',
    );
    await waitFor(() => expect(optionLabels('Grupo')).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grupo' }), 'perros-juguetes');
    expect(location()).toBe('/products?category=c-perros&brand=Chunky&group=perros-juguetes');
  });

  it("'Limpiar filtros' removes group, subcategory and brand but keeps the category and sort", async () => {
    const { user, location } = setup(
      '/products?category=c-perros&group=perros-alimento&brand=Chunky&sort=newest',
    );
    await screen.findByRole('heading', { name: 'Chunky Cachorros' });
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(location()).toBe('/products?category=c-perros&sort=newest');
  });

  it("'Limpiar filtros' is disabled when nothing is filtered", async () => {
    setup('/products?category=c-perros');
    await screen.findByRole('heading', { name: 'Chunky Cachorros' });
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
  });

  it('sorts by relevance, price and newest, in the URL', async () => {
    const { user, location } = setup('/products?category=c-perros');
    await screen.findByRole('heading', { name: 'Chunky Cachorros' });
    expect(optionLabels('Ordenar por')).toEqual([
      'Relevancia',
      'Precio: menor a mayor',
      'Precio: mayor a menor',
      'Más recientes',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'price-desc');
    expect(location()).toBe('/products?category=c-perros&sort=price-desc');
  });

  it('shows the empty state with a way to clear the filters', async () => {
    const { user, location } = setup('/products?category=c-perros&brand=Kong', { products: [] });
    expect(await screen.findByText('No se encontraron productos')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Limpiar filtros' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1] as HTMLElement);
    expect(location()).toBe('/products?category=c-perros');
  });

  it('asks for no products of a category that does not exist, and offers to clear it', async () => {
    const { user, location } = setup('/products?category=borrada&group=x');
    expect(await screen.findByText('No se encontraron productos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Todos los Productos$/);
    expect(listingReads()).toHaveLength(0);
    // nothing to wait for: the chosen group shows as it is, not as loading
    expect(chosen('Grupo')).toHaveTextContent(/^x \(0\)$/);
    expect(screen.getByRole('combobox', { name: 'Grupo' })).toBeEnabled();
    await user.click(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0] as HTMLElement);
    expect(location()).toBe('/products');
  });
});

describe('the listing’s product photos', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers each card’s photo at the product widths for a grid column, the first four at once', async () => {
    const photo = (id: string, name: string) => ({
      ...product(id, name),
      images: [`catalog/${id}.jpg`],
    });
    setup('/all-products', {
      products: ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => photo(id, `Producto ${id}`)),
      page: <AllProductsRoute />,
    });
    const first = await screen.findByRole('img', { name: 'Producto p1' });
    const render = 'http://supabase.test/storage/v1/render/image/public/product-images';
    expect(first).toHaveAttribute('src', `${render}/catalog/p1.jpg?width=720&quality=75`);
    expect(first.getAttribute('srcset')?.split(', ')).toEqual(
      [360, 560, 720, 960, 1200].map(
        (width) => `${render}/catalog/p1.jpg?width=${width}&quality=75 ${width}w`,
      ),
    );
    // one column on phones, then 2, 3 and 4 (ProductGrid) in the catalog's 1280 px column
    expect(first).toHaveAttribute(
      'sizes',
      '(min-width: 1408px) 290px, (min-width: 1024px) calc(25vw - 46px), (min-width: 768px) calc(33.3vw - 53px), (min-width: 480px) calc(50vw - 24px), calc(100vw - 32px)',
    );
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const fifth = screen.getByRole('img', { name: 'Producto p5' });
    expect(fifth).toHaveAttribute('loading', 'lazy');
    expect(fifth).toHaveAttribute('sizes', first.getAttribute('sizes'));
  });
});

describe('/dogs and /cats (the pet categories’ pages)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists on /dogs what the Perros category says its page lists: dogs and every pet', async () => {
    setup('/dogs', {
      page: <DogsRoute />,
      products: [product('p1', 'Chunky Cachorros'), product('p2', 'Toallitas', 'todos')],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Productos para Perros' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Toallitas' });
    expect(screen.getByRole('status')).toHaveTextContent(/^2 productos encontrados$/);
    expect(listingQuery()).toMatchObject({ pet_type: 'in.(perros,todos)' });
    expect(listingQuery()).not.toHaveProperty('category_id');
  });

  it('labels each card with what the product is for, never with another pet’s category', async () => {
    setup('/cats', {
      page: <CatsRoute />,
      // a product for every pet that the store files under Perros, and one for cats
      products: [product('p1', 'Toallitas', 'todos'), product('p2', 'Arena', 'gatos')],
    });
    await screen.findByRole('heading', { name: 'Toallitas' });
    expect(listingQuery()).toMatchObject({ pet_type: 'in.(gatos,todos)' });
    const card = (name: string) => screen.getByRole('article', { name });
    expect(card('Toallitas')).toHaveTextContent('Chunky · Perros y gatos');
    expect(card('Arena')).toHaveTextContent('Chunky · Gatos');
    expect(screen.getByRole('region')).not.toHaveTextContent(/· Perros(?! y gatos)/);
  });
});

describe('/search and /all-products', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The text search's answer: `rows`, with the total in Content-Range (`count: 'exact'`). */
  function serveSearch(rows: MockRow[]) {
    supabaseMock.rpc(
      'search_products',
      () =>
        new Response(JSON.stringify(rows), {
          headers: {
            'Content-Type': 'application/json',
            'Content-Range': rows.length > 0 ? `0-${rows.length - 1}/${rows.length}` : '*/0',
          },
        }),
    );
  }

  it.each([
    ['/search?q=zzzz', <SearchRoute key="search" />],
    ['/all-products?q=zzzz', <AllProductsRoute key="all" />],
  ])('%s with no results shows only the empty state, with no count line', async (route, page) => {
    serveSearch([]);
    setup(route, { products: [], page });
    expect(await screen.findByText('No se encontraron productos')).toBeInTheDocument();
    expect(supabaseMock.rpcCalls('search_products')).toEqual([{ p_term: 'zzzz' }]);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
  });

  it("counts the results as 'Mostrando a-b de n productos' when there are some", async () => {
    serveSearch([product('p1', 'Chunky Cachorros')]);
    setup('/search?q=chunky', { page: <SearchRoute /> });
    await screen.findByRole('heading', { name: 'Chunky Cachorros' });
    expect(screen.getByRole('status')).toHaveTextContent(/^Mostrando 1-1 de 1 productos$/);
  });
});
