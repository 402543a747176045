import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatCOP, vars } from '@bonis/design-system';
import { bus as pageBus } from '@bonis/design-system/bus';
import {
  recordBusRequests,
  renderWithProviders,
  resetBus,
  signInOnBus,
  supabaseMock,
  SUPABASE_TEST_URL,
  type TableRequest,
} from '@bonis/test-utils';
import FavoritesDropdownWidget from '../../../widgets/favorites-dropdown';

type Row = {
  created_at: string;
  product: {
    id: string;
    name: string;
    price: number;
    images: string[];
    stock_quantity: number;
  } | null;
};

const row = (n: number, overrides: Partial<NonNullable<Row['product']>> = {}): Row => ({
  created_at: `2026-01-0${n}T10:00:00Z`,
  product: {
    id: `p${n}`,
    name: `Producto ${n}`,
    price: n * 10000,
    images: [`catalog/p${n}.svg`],
    stock_quantity: 5,
    ...overrides,
  },
});

let bus: ReturnType<typeof recordBusRequests>;
let rows: Row[];
let failLoads: boolean;
/** the count and list reads, as the dropdown sent them */
let countReads: TableRequest[];
let listReads: TableRequest[];

beforeEach(() => {
  rows = [row(3), row(2), row(1)];
  failLoads = false;
  countReads = [];
  listReads = [];
  supabaseMock.table('user_favorites').get((request) => {
    if (request.select === 'product_id') {
      return rows.flatMap((r) => (r.product ? [{ product_id: r.product.id }] : []));
    }
    if (failLoads) return supabaseMock.error({ code: 'XX000', message: 'boom' });
    if (request.method === 'HEAD') {
      countReads.push(request);
      return { rows: [], count: rows.length };
    }
    listReads.push(request);
    return rows.slice(0, request.limit);
  });
  supabaseMock.rpc('toggle_favorite', ({ body }) => {
    rows = rows.filter((r) => r.product?.id !== body.p_product_id);
    return { product_id: body.p_product_id, favorite: false, favorites_count: rows.length };
  });
  supabaseMock.signedIn();
  signInOnBus();
  bus = recordBusRequests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

function renderDropdown(onNavigate = vi.fn()) {
  return {
    ...renderWithProviders(<FavoritesDropdownWidget onNavigate={onNavigate} />),
    onNavigate,
  };
}

const heading = () => screen.findByRole('heading', { name: /^Mis Favoritos/ });
const restRequests = () => supabaseMock.requests.filter((r) => r.path.startsWith('/rest/'));

describe('FavoritesDropdown signed out', () => {
  it('invites to sign in and asks for the login dialog', async () => {
    resetBus(null);
    const { onNavigate, user } = renderDropdown();
    expect(screen.getByText('Inicia sesión para ver tus favoritos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(bus.logins).toEqual(['login']);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(restRequests()).toEqual([]);
  });

  it('shows the skeleton while the session is still loading', () => {
    resetBus(undefined);
    renderDropdown();
    expect(screen.getAllByTestId('favorite-skeleton')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent(/^Cargando favoritos…$/);
  });
});

describe('FavoritesDropdown signed in', () => {
  it('shows a skeleton, then the total and the newest favourites', async () => {
    renderDropdown();
    expect(screen.getAllByTestId('favorite-skeleton')).toHaveLength(3);
    expect(await heading()).toHaveTextContent(/^Mis Favoritos \(3\)$/);
    const names = within(screen.getByRole('list'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([3, 2, 1].map((n) => `Producto ${n}${formatCOP(n * 10000)}`));
  });

  it("asks for the user's count and up to 5 newest favourites with their product", async () => {
    renderDropdown();
    await heading();
    const [count] = countReads;
    expect(count?.count).toBe('exact');
    expect(count?.select).toBe('id');
    expect(count?.eq('user_id')).toBe('user-1');
    const [list] = listReads;
    expect(list?.select).toBe('created_at,product:products(id,name,price,images,stock_quantity)');
    expect(list?.eq('user_id')).toBe('user-1');
    expect(list?.order).toBe('created_at.desc');
    expect(list?.limit).toBe(5);
  });

  it('counts every favourite while listing 5', async () => {
    rows = [7, 6, 5, 4, 3, 2, 1].map((n) => row(n));
    renderDropdown();
    expect(await heading()).toHaveTextContent(/^Mis Favoritos \(7\)$/);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('links each favourite to its product page with a 48 px image, and closes on choosing', async () => {
    const { onNavigate, location, user } = renderDropdown();
    await heading();
    const link = screen.getByRole('link', { name: /Producto 2/ });
    expect(link).toHaveAttribute('href', '/product/p2');
    const image = link.querySelector('img');
    expect(image).toHaveAttribute(
      'src',
      `${SUPABASE_TEST_URL}/storage/v1/object/public/product-images/catalog/p2.svg`,
    );
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');
    expect(image).toHaveAttribute('alt', '');
    await user.click(link);
    expect(location()).toBe('/product/p2');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('offers a photo as a 48 px thumbnail at 1x to 3x', async () => {
    rows = [row(1, { images: ['catalog/p1.png'] })];
    renderDropdown();
    await heading();
    const image = screen.getByRole('link', { name: /Producto 1/ }).querySelector('img');
    const render = `${SUPABASE_TEST_URL}/storage/v1/render/image/public/product-images`;
    expect(image).toHaveAttribute('src', `${render}/catalog/p1.png?width=128&quality=75`);
    expect(image?.getAttribute('srcset')?.split(', ')).toEqual(
      [64, 128, 192].map((width) => `${render}/catalog/p1.png?width=${width}&quality=75 ${width}w`),
    );
    expect(image).toHaveAttribute('sizes', '48px');
  });

  it('draws a placeholder for a product without images and says when it is sold out', async () => {
    rows = [row(1, { images: [], stock_quantity: 0 })];
    renderDropdown();
    await heading();
    const link = screen.getByRole('link', { name: /Producto 1/ });
    expect(link.querySelector('img')).not.toBeInTheDocument();
    expect(link.querySelector('[data-placeholder]')).toBeInTheDocument();
    expect(within(link).getByText('Agotado')).toBeInTheDocument();
  });

  it('leaves out a favourite whose product is no longer shown', async () => {
    rows = [row(2), { created_at: '2026-01-01T00:00:00Z', product: null }];
    renderDropdown();
    await heading();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it("links to all favourites with 'Ver todos mis favoritos'", async () => {
    const { onNavigate, location, user } = renderDropdown();
    await heading();
    await user.click(screen.getByRole('link', { name: 'Ver todos mis favoritos' }));
    expect(location()).toBe('/favorites');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("says 'Aún no tienes favoritos' when there are none", async () => {
    rows = [];
    renderDropdown();
    expect(await heading()).toHaveTextContent(/^Mis Favoritos \(0\)$/);
    expect(screen.getByText('Aún no tienes favoritos')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver todos mis favoritos' })).not.toBeInTheDocument();
  });

  it('leaves the badge to the shared counts: opening it publishes nothing', async () => {
    pageBus.getState().favoritesChanged(9);
    renderDropdown();
    await heading();
    await waitFor(() => expect(listReads).toHaveLength(1));
    expect(pageBus.getState().favoritesCount).toBe(9);
  });

  it('removes a favourite, says so, refetches and publishes the new total', async () => {
    const { user } = renderDropdown();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Quitar Producto 2 de favoritos' }));

    await waitFor(() => expect(bus.toasts).toHaveLength(1));
    expect(bus.toasts[0]).toEqual({
      title: 'Eliminado de favoritos',
      description: 'Producto 2',
      tone: 'success',
    });
    expect(supabaseMock.rpcCalls('toggle_favorite')).toEqual([
      { p_product_id: 'p2', p_favorite: false },
    ]);
    expect(await heading()).toHaveTextContent(/^Mis Favoritos \(2\)$/);
    expect(screen.queryByRole('link', { name: /Producto 2/ })).not.toBeInTheDocument();
    expect(pageBus.getState().favoritesCount).toBe(2);
    expect(await heading()).toHaveFocus();
  });

  it("toasts 'No se pudo actualizar los favoritos' when removing fails, and keeps the row", async () => {
    supabaseMock.rpc('toggle_favorite', () =>
      supabaseMock.error({ code: '42501', message: 'permission denied' }),
    );
    pageBus.getState().favoritesChanged(3);
    const { user } = renderDropdown();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Quitar Producto 2 de favoritos' }));
    await waitFor(() =>
      expect(bus.toasts).toEqual([{ title: 'No se pudo actualizar los favoritos', tone: 'error' }]),
    );
    expect(screen.getByRole('link', { name: /Producto 2/ })).toBeInTheDocument();
    expect(pageBus.getState().favoritesCount).toBe(3);
  });

  it('says the favourites could not be loaded, logs it, and retries on demand', async () => {
    failLoads = true;
    const { user } = renderDropdown();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - No se pudieron cargar los favoritos$/,
    );
    expect(console.error).toHaveBeenCalled();

    failLoads = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await heading()).toHaveTextContent(/^Mis Favoritos \(3\)$/);
  });
});

describe('FavoritesDropdown layout', () => {
  /**
   * The padding the panel's stylesheet gives it (happy-dom computes no `var(…)` value, so the
   * declaration styled-components wrote for the element's classes is read instead).
   */
  const paddingOf = (element: Element | null) => {
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join(
      '',
    );
    const declarations = Array.from(element?.classList ?? []).flatMap((name) =>
      Array.from(css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g')), (rule) => rule[1]),
    );
    return declarations
      .flatMap((block) => block?.split(';') ?? [])
      .filter((declaration) => /^padding\s*:/.test(declaration))
      .map((declaration) => declaration.replace(/\s+/g, ''));
  };
  /** mfe-checkout's cart dropdown: `padding: ${vars.space[3]}` on its root */
  const cartDropdownPadding = [`padding:${vars.space[3]}`];

  it('pads the list with the cart dropdown’s inner padding', async () => {
    renderDropdown();
    expect(paddingOf((await heading()).closest('section'))).toEqual(cartDropdownPadding);
  });

  it('pads the sign-in invitation, the loading rows and the load error the same way', async () => {
    resetBus(null);
    const signedOut = renderDropdown();
    expect(
      paddingOf(screen.getByText('Inicia sesión para ver tus favoritos').closest('section')),
    ).toEqual(cartDropdownPadding);
    signedOut.unmount();

    resetBus(undefined);
    const loading = renderDropdown();
    expect(paddingOf(screen.getByRole('status').closest('section'))).toEqual(cartDropdownPadding);
    loading.unmount();

    failLoads = true;
    signInOnBus();
    renderDropdown();
    expect(paddingOf((await screen.findByRole('alert')).closest('section'))).toEqual(
      cartDropdownPadding,
    );
  });
});
