import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@bonis/design-system/bus';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import type { CatalogProduct } from '../lib/catalog-product';
import { useProductCards } from './use-product-cards';

const product = (id: string, name: string, price: number): CatalogProduct => ({
  id,
  name,
  price,
  discountPercentage: 0,
  memberPrice: null,
  brand: 'Chunky',
  category: 'Perros',
  petType: 'perros',
  images: [],
  stockQuantity: 5,
  featured: false,
  isNew: false,
});

const PRODUCTS = [
  product('p1', 'Chunky Cachorros', 50_000),
  product('p2', 'Chunky Adultos', 40_000),
];

function Cards({ products }: { products: readonly CatalogProduct[] }) {
  const renderCard = useProductCards(products);
  return (
    <ul>
      {products.map((item) => (
        <li key={item.id}>{renderCard(item)}</li>
      ))}
    </ul>
  );
}

const card = (name: string) => screen.getByRole('article', { name });

/**
 * The cards' wiring: the shared add-to-cart and favourites of `@bonis/supabase-client/queries`,
 * and the member prices, as a shopper meets them on a grid or a carousel.
 */
describe('useProductCards', () => {
  it('asks a signed-out shopper to sign in to add to the cart, and sends nothing', async () => {
    signOutOnBus();
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<Cards products={PRODUCTS} />);
    await user.click(
      within(card('Chunky Cachorros')).getByRole('button', { name: 'Agregar al carrito' }),
    );
    expect(requests.toasts).toEqual([
      { title: 'Debes iniciar sesión para agregar productos al carrito', tone: 'info' },
    ]);
    expect(requests.logins).toEqual(['login']);
    expect(supabaseMock.rpcCalls('add_to_cart')).toEqual([]);
  });

  it("adds one unit through add_to_cart, puts the cart's units on the badge and says '¡Agregado!'", async () => {
    signInOnBus();
    supabaseMock.table('user_favorites').get([]);
    supabaseMock.rpc('add_to_cart', () => ({ added: 1, line_quantity: 1, cart_units: 4 }));
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<Cards products={PRODUCTS} />);
    await user.click(
      within(card('Chunky Adultos')).getByRole('button', { name: 'Agregar al carrito' }),
    );

    await waitFor(() => expect(bus.getState().cartCount).toBe(4));
    expect(supabaseMock.rpcCalls('add_to_cart')).toEqual([{ p_product_id: 'p2', p_quantity: 1 }]);
    expect(requests.toasts).toContainEqual({
      title: '¡Agregado!',
      description: 'Chunky Adultos se agregó al carrito',
      tone: 'success',
    });
  });

  it("says 'No se pudo agregar el producto al carrito' when adding fails", async () => {
    signInOnBus();
    supabaseMock.table('user_favorites').get([]);
    supabaseMock.rpc('add_to_cart', () =>
      supabaseMock.error({ code: 'P0001', message: 'Este producto ya no está disponible' }),
    );
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<Cards products={PRODUCTS} />);
    await user.click(
      within(card('Chunky Cachorros')).getByRole('button', { name: 'Agregar al carrito' }),
    );

    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'No se pudo agregar el producto al carrito',
        description: 'Este producto ya no está disponible',
        tone: 'error',
      }),
    );
    expect(bus.getState().cartCount).toBe(0);
  });

  it('asks a signed-out shopper to sign in to save favourites', async () => {
    signOutOnBus();
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<Cards products={PRODUCTS} />);
    await user.click(
      within(card('Chunky Cachorros')).getByRole('button', { name: 'Agregar a favoritos' }),
    );
    expect(requests.toasts).toEqual([
      { title: 'Debes iniciar sesión para guardar favoritos', tone: 'info' },
    ]);
    expect(requests.logins).toEqual(['login']);
    expect(supabaseMock.rpcCalls('toggle_favorite')).toEqual([]);
  });

  it("fills the hearts of the shopper's saved products", async () => {
    signInOnBus();
    supabaseMock
      .table('user_favorites')
      .get(({ eq }) => (eq('user_id') === 'user-1' ? [{ product_id: 'p2' }] : []));
    renderWithProviders(<Cards products={PRODUCTS} />);

    expect(
      await within(card('Chunky Adultos')).findByRole('button', { name: 'Quitar de favoritos' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(card('Chunky Cachorros')).getByRole('button', { name: 'Agregar a favoritos' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves a favourite (the state wanted), fills the heart and puts the count on the badge', async () => {
    signInOnBus();
    let saved: string[] = [];
    supabaseMock
      .table('user_favorites')
      .get(() => saved.map((productId) => ({ product_id: productId })));
    supabaseMock.rpc('toggle_favorite', ({ body }) => {
      saved = [String(body.p_product_id)];
      return { favorite: true, favorites_count: 1 };
    });
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<Cards products={PRODUCTS} />);
    await user.click(
      within(card('Chunky Cachorros')).getByRole('button', { name: 'Agregar a favoritos' }),
    );

    expect(
      within(card('Chunky Cachorros')).getByRole('button', { name: 'Quitar de favoritos' }),
    ).toBeInTheDocument();
    expect(supabaseMock.rpcCalls('toggle_favorite')).toEqual([
      { p_product_id: 'p1', p_favorite: true },
    ]);
    await waitFor(() => expect(bus.getState().favoritesCount).toBe(1));
    expect(requests.toasts).toContainEqual({
      title: '¡Agregado!',
      description: 'Producto agregado a favoritos',
      tone: 'success',
    });
  });

  it("removes a favourite with 'Eliminado de favoritos' and the product's name", async () => {
    signInOnBus();
    let saved = ['p1'];
    supabaseMock
      .table('user_favorites')
      .get(() => saved.map((productId) => ({ product_id: productId })));
    supabaseMock.rpc('toggle_favorite', () => {
      saved = [];
      return { favorite: false, favorites_count: 0 };
    });
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<Cards products={PRODUCTS} />);
    await user.click(
      await within(card('Chunky Cachorros')).findByRole('button', { name: 'Quitar de favoritos' }),
    );

    expect(
      within(card('Chunky Cachorros')).getByRole('button', { name: 'Agregar a favoritos' }),
    ).toBeInTheDocument();
    expect(supabaseMock.rpcCalls('toggle_favorite')).toEqual([
      { p_product_id: 'p1', p_favorite: false },
    ]);
    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'Eliminado de favoritos',
        description: 'Chunky Cachorros',
        tone: 'success',
      }),
    );
  });

  it("puts the heart back and says 'No se pudo actualizar los favoritos' when saving fails", async () => {
    signInOnBus();
    supabaseMock.table('user_favorites').get([]);
    supabaseMock.rpc('toggle_favorite', () =>
      supabaseMock.error({ code: '42501', message: 'permission denied' }),
    );
    const requests = recordBusRequests();
    const { user } = renderWithProviders(<Cards products={PRODUCTS} />);
    await user.click(
      within(card('Chunky Cachorros')).getByRole('button', { name: 'Agregar a favoritos' }),
    );

    await waitFor(() =>
      expect(requests.toasts).toContainEqual({
        title: 'No se pudo actualizar los favoritos',
        tone: 'error',
      }),
    );
    expect(
      within(card('Chunky Cachorros')).getByRole('button', { name: 'Agregar a favoritos' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(bus.getState().favoritesCount).toBe(0);
  });

  it('shows a member the member prices that save something, in one request', async () => {
    signInOnBus({ membershipType: 'mensual' });
    supabaseMock.table('user_favorites').get([]);
    supabaseMock.rpc('member_prices', () => [
      { product_id: 'p1', member_price: 45_000 },
      { product_id: 'p2', member_price: 40_000 },
    ]);
    renderWithProviders(<Cards products={PRODUCTS} />);

    expect(await within(card('Chunky Cachorros')).findByText('Precio socio')).toBeInTheDocument();
    expect(card('Chunky Cachorros')).toHaveTextContent('$ 45.000');
    // 40.000 is the price everyone pays: no 'Precio socio' that saves nothing
    expect(within(card('Chunky Adultos')).queryByText('Precio socio')).not.toBeInTheDocument();
    expect(supabaseMock.rpcCalls('member_prices')).toEqual([{ p_product_ids: ['p1', 'p2'] }]);
  });

  it('prices a shopper again the moment their membership starts or changes, without a reload', async () => {
    signInOnBus({ membershipType: 'regular' });
    supabaseMock.table('user_favorites').get([]);
    let percent = 10;
    supabaseMock.rpc('member_prices', () => [
      { product_id: 'p1', member_price: (50_000 * (100 - percent)) / 100 },
      { product_id: 'p2', member_price: (40_000 * (100 - percent)) / 100 },
    ]);
    renderWithProviders(<Cards products={PRODUCTS} />);
    await screen.findByRole('article', { name: 'Chunky Cachorros' });
    expect(within(card('Chunky Cachorros')).queryByText('Precio socio')).not.toBeInTheDocument();

    // the shell publishes the new membership from the profile's realtime change
    act(() => void signInOnBus({ membershipType: 'mensual' }));
    expect(await within(card('Chunky Cachorros')).findByText('Precio socio')).toBeInTheDocument();
    expect(card('Chunky Cachorros')).toHaveTextContent('$ 45.000');

    percent = 15;
    act(() => void signInOnBus({ membershipType: 'anual' }));
    await waitFor(() => expect(card('Chunky Cachorros')).toHaveTextContent('$ 42.500'));
    expect(supabaseMock.rpcCalls('member_prices')).toHaveLength(2);
  });
});
