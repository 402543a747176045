import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatCOP } from '@bonis/design-system';
import { bus as pageBus } from '@bonis/design-system/bus';
import {
  deferred,
  recordBusRequests,
  renderWithProviders,
  resetBus,
  signInOnBus,
  supabaseMock,
  SUPABASE_TEST_URL,
  type TableRequest,
} from '@bonis/test-utils';
import { FavoritesPage } from './favorites-page';

type Product = {
  id: string;
  name: string;
  price: number;
  discount_percentage: number;
  images: string[];
  featured: boolean;
  stock_quantity: number;
  category: { name: string } | null;
};

type Row = {
  created_at: string;
  product: Product | null;
};

const row = (n: number, overrides: Partial<Product> = {}): Row => ({
  created_at: `2026-01-0${n}T10:00:00Z`,
  product: {
    id: `p${n}`,
    name: `Producto ${n}`,
    price: n * 10000,
    discount_percentage: 0,
    images: [`catalog/p${n}.svg`],
    featured: false,
    stock_quantity: 20,
    category: { name: 'Perros' },
    ...overrides,
  },
});

const LIST_SELECT =
  'created_at,product:products(id,name,price,discount_percentage,images,featured,stock_quantity,category:categories(name))';

let bus: ReturnType<typeof recordBusRequests>;
let rows: Row[];
/** the list reads, as the page sent them */
let listReads: TableRequest[];

/** user_favorites as the database answers this user: the list (and the shared hearts' ids). */
function favoritesTable(answer?: (request: TableRequest) => unknown) {
  supabaseMock.table('user_favorites').get(async (request) => {
    if (request.select === 'product_id') {
      return rows.flatMap((r) => (r.product ? [{ product_id: r.product.id }] : []));
    }
    listReads.push(request);
    const custom = await answer?.(request);
    return custom !== undefined ? (custom as Row[]) : rows;
  });
}

/** toggle_favorite removing the product: the row goes and the new count comes back. */
function removals() {
  supabaseMock.rpc('toggle_favorite', ({ body }) => {
    rows = rows.filter((r) => r.product?.id !== body.p_product_id);
    return { product_id: body.p_product_id, favorite: false, favorites_count: rows.length };
  });
}

beforeEach(() => {
  rows = [row(3), row(2), row(1)];
  listReads = [];
  favoritesTable();
  removals();
  supabaseMock.signedIn();
  signInOnBus();
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

const renderPage = () => renderWithProviders(<FavoritesPage titleId="favorites-title" />);
const title = () => screen.getByRole('heading', { level: 1, name: 'Mis Favoritos' });
const grid = () => screen.findByRole('list', { name: 'Tus productos favoritos' });
const card = (name: string) => screen.getByRole('article', { name });
const addButton = (name: string) =>
  screen.getByRole('button', { name: `Agregar ${name} al carrito` });
const restRequests = () => supabaseMock.requests.filter((r) => r.path.startsWith('/rest/'));

describe('FavoritesPage signed out', () => {
  it('invites to sign in and asks the shell for the login dialog', async () => {
    resetBus(null);
    const { user } = renderPage();
    expect(title()).toHaveAttribute('id', 'favorites-title');
    expect(screen.getByText('Inicia sesión para ver tus favoritos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(bus.logins).toEqual(['login']);
    expect(restRequests()).toEqual([]);
  });

  it('shows a skeleton grid while the session is still loading', () => {
    resetBus(undefined);
    renderPage();
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByText('Cargando favoritos')).toBeInTheDocument();
    expect(screen.queryByText('Inicia sesión para ver tus favoritos')).not.toBeInTheDocument();
    expect(restRequests()).toEqual([]);
  });
});

describe('FavoritesPage signed in', () => {
  it('shows a skeleton grid until the favourites arrive, then a card for each', async () => {
    const gate = deferred<undefined>();
    favoritesTable(async () => {
      await gate.promise;
      return undefined;
    });
    renderPage();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Cargando favoritos')).toBeInTheDocument();
    gate.resolve(undefined);
    const list = await grid();
    expect(list).not.toHaveAttribute('aria-busy');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Producto 3', 'Producto 2', 'Producto 1']);
    expect(screen.getByText('3 productos')).toBeInTheDocument();
  });

  it("asks for every one of the user's favourites, newest first, with their product", async () => {
    renderPage();
    await grid();
    const [list] = listReads;
    expect(list?.select).toBe(LIST_SELECT);
    expect(list?.eq('user_id')).toBe('user-1');
    expect(list?.order).toBe('created_at.desc');
    expect(list?.limit).toBeUndefined();
    expect(list?.userId).toBe('user-1');
  });

  it("shows each product's image, category, linked name and price", async () => {
    renderPage();
    await grid();
    const item = card('Producto 2');
    expect(within(item).getByRole('link', { name: 'Producto 2' })).toHaveAttribute(
      'href',
      '/product/p2',
    );
    const image = item.querySelector('img');
    expect(image).toHaveAttribute(
      'src',
      `${SUPABASE_TEST_URL}/storage/v1/object/public/product-images/catalog/p2.svg`,
    );
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(item).getByText('Perros')).toBeInTheDocument();
    // the price's non-breaking space is kept by textContent (toHaveTextContent folds it)
    expect(item.textContent).toContain(formatCOP(20000));
    expect(within(item).queryByText('Agotado')).not.toBeInTheDocument();
  });

  it('offers a photo at the product widths for its grid column, lazily', async () => {
    rows = [row(1, { images: ['catalog/p1.jpg'] })];
    renderPage();
    await grid();
    const image = card('Producto 1').querySelector('img');
    const render = `${SUPABASE_TEST_URL}/storage/v1/render/image/public/product-images`;
    expect(image).toHaveAttribute('src', `${render}/catalog/p1.jpg?width=720&quality=75`);
    expect(image?.getAttribute('srcset')?.split(', ')).toEqual(
      [360, 560, 720, 960, 1200].map(
        (width) => `${render}/catalog/p1.jpg?width=${width}&quality=75 ${width}w`,
      ),
    );
    // one column on phones, then 2, 3 and 4 in the account's 1200 px column
    expect(image).toHaveAttribute(
      'sizes',
      '(min-width: 1264px) 270px, (min-width: 1024px) calc(25vw - 46px), (min-width: 768px) calc(33.3vw - 53px), (min-width: 480px) calc(50vw - 24px), calc(100vw - 32px)',
    );
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it("falls back to 'General', strikes the original price of a discount and says 'Agotado'", async () => {
    rows = [
      row(1, {
        category: null,
        price: 25500,
        discount_percentage: 15,
        stock_quantity: 0,
        images: [],
      }),
    ];
    renderPage();
    await grid();
    const item = card('Producto 1');
    expect(within(item).getByText('General')).toBeInTheDocument();
    expect(item.textContent).toContain(formatCOP(25500));
    // 25 500 / (1 - 0.15) = 30 000, read out as the earlier price
    expect(within(item).getByText(/Precio anterior/).parentElement?.textContent).toBe(
      `Precio anterior ${formatCOP(30000)}`,
    );
    expect(within(item).getByText('Agotado')).toBeInTheDocument();
    expect(item.querySelector('img')).not.toBeInTheDocument();
    expect(item.querySelector('[data-placeholder]')).toBeInTheDocument();
    expect(screen.getByText('1 producto')).toBeInTheDocument();
  });

  it('disables add to cart for a product out of stock only', async () => {
    rows = [row(2, { stock_quantity: 0 }), row(1)];
    const { user } = renderPage();
    await grid();
    expect(addButton('Producto 2')).toBeDisabled();
    expect(addButton('Producto 1')).toBeEnabled();
    await user.click(addButton('Producto 2'));
    expect(supabaseMock.rpcCalls('add_to_cart')).toEqual([]);
  });

  it("adds one unit with add_to_cart, publishes the cart's units and toasts '¡Agregado!'", async () => {
    supabaseMock.rpc('add_to_cart', ({ body }) => ({
      product_id: body.p_product_id,
      quantity: 1,
      added: 1,
      cart_units: 5,
    }));
    const { user } = renderPage();
    await grid();
    await user.click(addButton('Producto 2'));
    await waitFor(() => expect(pageBus.getState().cartCount).toBe(5));
    // one database call: the upsert, its caps and the units are the database's
    expect(supabaseMock.rpcCalls('add_to_cart')).toEqual([{ p_product_id: 'p2', p_quantity: 1 }]);
    expect(restRequests().filter((r) => r.path.includes('cart_items'))).toEqual([]);
    expect(bus.toasts).toEqual([
      { title: '¡Agregado!', description: 'Producto 2 se agregó al carrito', tone: 'success' },
    ]);
  });

  it('says when the line already holds every unit in stock, without changing the count', async () => {
    pageBus.getState().cartChanged(20);
    supabaseMock.rpc('add_to_cart', ({ body }) => ({
      product_id: body.p_product_id,
      quantity: 20,
      added: 0,
      cart_units: 20,
    }));
    const { user } = renderPage();
    await grid();
    await user.click(addButton('Producto 2'));
    await waitFor(() =>
      expect(bus.toasts).toEqual([
        {
          title: 'No se pudo agregar el producto al carrito',
          description: 'Ya tienes en el carrito todas las unidades disponibles',
          tone: 'info',
        },
      ]),
    );
    expect(pageBus.getState().cartCount).toBe(20);
  });

  it("tells the database's refusal of a product no longer sold", async () => {
    supabaseMock.rpc('add_to_cart', () =>
      supabaseMock.error({ code: 'P0001', message: 'Este producto ya no está disponible' }),
    );
    const { user } = renderPage();
    await grid();
    await user.click(addButton('Producto 2'));
    await waitFor(() =>
      expect(bus.toasts).toEqual([
        {
          title: 'No se pudo agregar el producto al carrito',
          description: 'Este producto ya no está disponible',
          tone: 'error',
        },
      ]),
    );
  });

  it('keeps the button busy while adding', async () => {
    const gate = deferred<undefined>();
    supabaseMock.rpc('add_to_cart', async () => {
      await gate.promise;
      return supabaseMock.error({ code: 'XX000', message: 'caído' });
    });
    const { user } = renderPage();
    await grid();
    const button = addButton('Producto 2');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    // a loading button keeps its focus: it says it is unavailable instead of being disabled
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(addButton('Producto 1')).not.toHaveAttribute('aria-disabled');
    gate.resolve(undefined);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it("toasts 'No se pudo agregar el producto al carrito' when adding fails", async () => {
    supabaseMock.rpc('add_to_cart', () => supabaseMock.networkError());
    const { user } = renderPage();
    await grid();
    await user.click(addButton('Producto 2'));
    await waitFor(() =>
      expect(bus.toasts).toEqual([
        expect.objectContaining({
          title: 'No se pudo agregar el producto al carrito',
          tone: 'error',
        }),
      ]),
    );
    expect(console.error).toHaveBeenCalled();
    expect(pageBus.getState().cartCount).toBe(0);
  });

  it('removes a favourite, says so, publishes the new total and focuses the heading', async () => {
    const { user } = renderPage();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Quitar Producto 2 de favoritos' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([
        { title: 'Eliminado de favoritos', description: 'Producto 2', tone: 'success' },
      ]),
    );
    // the state wanted, not a toggle: a stale button never saves it again
    expect(supabaseMock.rpcCalls('toggle_favorite')).toEqual([
      { p_product_id: 'p2', p_favorite: false },
    ]);
    expect(screen.queryByRole('article', { name: 'Producto 2' })).not.toBeInTheDocument();
    expect(screen.getByText('2 productos')).toBeInTheDocument();
    expect(pageBus.getState().favoritesCount).toBe(2);
    expect(title()).toHaveFocus();
  });

  it('keeps the removal busy until the list has been read again, one removal at a time', async () => {
    const gate = deferred<undefined>();
    const { user } = renderPage();
    await grid();
    favoritesTable(async () => {
      await gate.promise;
      return undefined;
    });
    await user.click(screen.getByRole('button', { name: 'Quitar Producto 2 de favoritos' }));
    await waitFor(() => expect(supabaseMock.rpcCalls('toggle_favorite')).toHaveLength(1));
    await waitFor(() => expect(listReads.length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'Quitar Producto 2 de favoritos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Quitar Producto 1 de favoritos' })).toBeDisabled();
    gate.resolve(undefined);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Producto 2' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Quitar Producto 1 de favoritos' })).toBeEnabled();
  });

  it("toasts 'No se pudo actualizar los favoritos' when removing fails, and keeps the card", async () => {
    supabaseMock.rpc('toggle_favorite', () =>
      supabaseMock.error({ code: '42501', message: 'permission denied' }),
    );
    pageBus.getState().favoritesChanged(3);
    const { user } = renderPage();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Quitar Producto 2 de favoritos' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'No se pudo actualizar los favoritos', tone: 'error' }]),
    );
    expect(card('Producto 2')).toBeInTheDocument();
    expect(pageBus.getState().favoritesCount).toBe(3);
  });

  it('says the favourites could not be loaded, logs it, and retries on demand', async () => {
    let fail = true;
    favoritesTable(() =>
      fail ? supabaseMock.error({ code: 'XX000', message: 'boom' }) : undefined,
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - No se pudieron cargar los favoritos$/,
    );
    expect(console.error).toHaveBeenCalled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await grid()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('3 productos')).toBeInTheDocument();
  });

  it('leaves out a favourite whose product is no longer shown', async () => {
    rows = [row(2), { created_at: '2026-01-01T00:00:00Z', product: null }];
    renderPage();
    const list = await grid();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 producto')).toBeInTheDocument();
  });

  it("says 'Aún no tienes favoritos' with a link to explore the products", async () => {
    rows = [];
    const { location, user } = renderPage();
    expect(await screen.findByText('Aún no tienes favoritos')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('0 productos')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Explorar productos' }));
    expect(location()).toBe('/all-products');
  });

  it('shows the empty state once the last favourite is removed', async () => {
    rows = [row(1)];
    const { user } = renderPage();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Quitar Producto 1 de favoritos' }));
    expect(await screen.findByText('Aún no tienes favoritos')).toBeInTheDocument();
    expect(pageBus.getState().favoritesCount).toBe(0);
  });
});
