import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { bus } from '@bonis/design-system/bus';
import {
  recordBusRequests,
  renderWithProviders,
  signInOnBus,
  signOutOnBus,
  supabaseMock,
} from '@bonis/test-utils';
import { cssRulesOf, declared } from '@bonis/test-utils/css-rules';
import { ProductPage } from './product-page';

const ID = '8005c5a1-6f0f-510a-b53a-02ca1cc33994';
const IMAGES = 'http://supabase.test/storage/v1/object/public/product-images';

const row = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
  name: 'Chunky Cachorros Pollo 4 kg',
  description: 'Con pollo real.\n\nHecho en Colombia.',
  brand: 'Chunky',
  price: 58_410,
  regular_price: 64_900,
  member_price: null,
  discount_percentage: 10,
  images: ['catalog/a.svg', 'catalog/b.svg'],
  stock_quantity: 4,
  featured: false,
  home_section: null,
  pet_type: 'perros',
  created_at: '2026-01-01T00:00:00Z',
  subcategory: 'Cachorros',
  category: { name: 'Perros', slug: 'perros' },
  group: { name: 'Alimento' },
  ...overrides,
});

/** Answers the product, the store's settings, the member prices and the saved favourites. */
function serve(product: unknown, { memberPrice }: { memberPrice?: number } = {}) {
  supabaseMock.table('products').get(product === null ? [] : [product]);
  supabaseMock.table('app_settings').get({ free_shipping_threshold: 150_000 });
  supabaseMock.rpc('member_prices', () =>
    memberPrice === undefined ? [] : [{ product_id: ID, member_price: memberPrice }],
  );
  supabaseMock.table('user_favorites').get([]);
}

const renderPage = (id: string) =>
  renderWithProviders(<ProductPage id={id} />, { route: `/product/${id}` });

const member = () => signInOnBus({ membershipType: 'anual' });

describe('ProductPage', () => {
  it('reads one active product by id, with its category and group', async () => {
    serve(row());
    renderPage(ID);
    await screen.findByRole('heading', { level: 1, name: 'Chunky Cachorros Pollo 4 kg' });
    const request = supabaseMock.requests.find((sent) => sent.path === '/rest/v1/products');
    expect(request?.query).toMatchObject({ id: `eq.${ID}`, is_active: 'eq.true' });
    expect(request?.query.select).toContain('category:categories(name,slug)');
    expect(request?.query.select).toContain('group:product_groups(name)');
  });

  it("says 'Producto no encontrado' for an unknown or inactive product, with Volver", async () => {
    serve(null);
    renderPage(ID);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });

  it('does not even ask for an id that cannot be a product', async () => {
    serve(row());
    renderPage('123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' }),
    ).toBeInTheDocument();
    expect(supabaseMock.requests.filter((sent) => sent.path === '/rest/v1/products')).toEqual([]);
  });

  it('shows the price, the original price derived from the discount, the badge and the stock', async () => {
    serve(row());
    renderPage(ID);
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('region');
    expect(main).toHaveTextContent('$ 58.410');
    expect(main).toHaveTextContent('$ 64.900'); // 58.410 / (1 - 10 %)
    expect(screen.getByText('-10%')).toBeInTheDocument();
    expect(screen.getByText('Solo quedan 4 unidades')).toBeInTheDocument();
    expect(screen.queryByText('Precio socio')).not.toBeInTheDocument();
  });

  it('shows the member price to a member only', async () => {
    member();
    serve(row(), { memberPrice: 52_000 });
    renderPage(ID);
    expect(await screen.findByText('Precio socio')).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveTextContent('$ 52.000');
    expect(supabaseMock.rpcCalls('member_prices')).toEqual([{ p_product_ids: [ID] }]);
  });

  it("invites a shopper who isn't a member; for a member that line keeps its room, hidden", async () => {
    serve(row());
    renderPage(ID);
    expect(await screen.findByRole('link', { name: 'Conoce la membresía' })).toHaveAttribute(
      'href',
      '/membership',
    );

    member();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Conoce la membresía' })).not.toBeInTheDocument(),
    );
    // the page was drawn before the session was known: nothing under the price moves
    const room = screen.getByText(/^Los socios pagan menos en cada compra/);
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(room).toHaveAttribute('data-state', 'hidden');
  });

  it('shows no member price that saves nothing', async () => {
    member();
    serve(row(), { memberPrice: 58_410 });
    const { queryClient } = renderPage(ID);
    await screen.findByRole('heading', { level: 1, name: 'Chunky Cachorros Pollo 4 kg' });
    await waitFor(() => {
      expect(supabaseMock.rpcCalls('member_prices')).toHaveLength(1);
      expect(queryClient.isFetching()).toBe(0);
    });

    expect(screen.queryByText('Precio socio')).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveTextContent('$ 58.410');
  });

  it('lets the quantity go from 1 up to the stock when the stock is under 10', async () => {
    serve(row({ stock_quantity: 3 }));
    const { user } = renderPage(ID);
    const quantity = await screen.findByRole('spinbutton', { name: 'Cantidad' });
    const more = screen.getByRole('button', { name: 'Aumentar cantidad' });
    for (let i = 0; i < 5; i += 1) await user.click(more);
    expect(quantity).toHaveValue('3');
  });

  it('caps the quantity at 10', async () => {
    serve(row({ stock_quantity: 50 }));
    const { user } = renderPage(ID);
    const quantity = await screen.findByRole('spinbutton', { name: 'Cantidad' });
    const more = screen.getByRole('button', { name: 'Aumentar cantidad' });
    for (let i = 0; i < 15; i += 1) await user.click(more);
    expect(quantity).toHaveValue('10');
  });

  it('cannot add an out-of-stock product to the cart', async () => {
    serve(row({ stock_quantity: 0 }));
    renderPage(ID);
    expect(await screen.findByRole('button', { name: 'Agotado' })).toBeDisabled();
    expect(screen.getAllByText('Agotado').length).toBeGreaterThan(1);
  });

  it('asks a signed-out shopper to sign in when adding to the cart', async () => {
    signOutOnBus();
    serve(row());
    const requests = recordBusRequests();
    const { user } = renderPage(ID);
    await user.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    expect(requests.logins).toEqual(['login']);
    expect(requests.toasts).toContainEqual({
      title: 'Debes iniciar sesión para agregar productos al carrito',
      tone: 'info',
    });
    expect(supabaseMock.rpcCalls('add_to_cart')).toEqual([]);
  });

  it('adds the chosen quantity to the cart and shows the new units on the badge', async () => {
    signInOnBus();
    serve(row({ stock_quantity: 50 }));
    supabaseMock.rpc('add_to_cart', () => ({ added: 3, line_quantity: 3, cart_units: 5 }));
    const requests = recordBusRequests();
    const { user } = renderPage(ID);
    await user.click(await screen.findByRole('button', { name: 'Aumentar cantidad' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));

    await waitFor(() => expect(bus.getState().cartCount).toBe(5));
    expect(supabaseMock.rpcCalls('add_to_cart')).toEqual([{ p_product_id: ID, p_quantity: 3 }]);
    expect(requests.toasts).toContainEqual({
      title: '¡Agregado!',
      description: 'Chunky Cachorros Pollo 4 kg se agregó al carrito',
      tone: 'success',
    });
  });

  it('saves the product as a favourite from its heart', async () => {
    signInOnBus();
    serve(row());
    let saved = false;
    supabaseMock.table('user_favorites').get(() => (saved ? [{ product_id: ID }] : []));
    supabaseMock.rpc('toggle_favorite', () => {
      saved = true;
      return { favorite: true, favorites_count: 2 };
    });
    const { user } = renderPage(ID);
    const heart = await screen.findByRole('button', { name: 'Agregar a favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);

    expect(await screen.findByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(supabaseMock.rpcCalls('toggle_favorite')).toEqual([
      { p_product_id: ID, p_favorite: true },
    ]);
    await waitFor(() => expect(bus.getState().favoritesCount).toBe(2));
  });

  it('switches the main image from the thumbnails', async () => {
    serve(row());
    const { user } = renderPage(ID);
    const thumbnails = await screen.findByRole('list', { name: 'Imágenes del producto' });
    const second = within(thumbnails).getByRole('button', { name: 'Ver imagen 2 de 2' });
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Chunky Cachorros Pollo 4 kg' })).toHaveAttribute(
      'src',
      `${IMAGES}/catalog/b.svg`,
    );
  });

  it('loads the photos at the width the gallery draws them: the main one first, thumbnails lazily', async () => {
    serve(row({ images: ['catalog/a.jpg', 'catalog/b.png'] }));
    const { user } = renderPage(ID);
    const render = 'http://supabase.test/storage/v1/render/image/public/product-images';
    const main = await screen.findByRole('img', { name: 'Chunky Cachorros Pollo 4 kg' });
    expect(main).toHaveAttribute('src', `${render}/catalog/a.jpg?width=720&quality=75`);
    expect(main.getAttribute('srcset')?.split(', ')).toEqual(
      [360, 560, 720, 960, 1200].map(
        (width) => `${render}/catalog/a.jpg?width=${width}&quality=75 ${width}w`,
      ),
    );
    // the column on phones, the left half beside the summary from md
    expect(main).toHaveAttribute(
      'sizes',
      '(min-width: 1408px) 596px, (min-width: 768px) calc(50vw - 76px), calc(100vw - 32px)',
    );
    expect(main).toHaveAttribute('fetchpriority', 'high');

    const thumbnails = await screen.findByRole('list', { name: 'Imágenes del producto' });
    const second = within(thumbnails).getByRole('button', { name: 'Ver imagen 2 de 2' });
    const thumbnail = second.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', `${render}/catalog/b.png?width=128&quality=75`);
    expect(thumbnail).toHaveAttribute('sizes', '64px');
    expect(thumbnail?.getAttribute('srcset')).toMatch(/ 64w, .* 128w, .* 192w$/);
    expect(thumbnail).toHaveAttribute('loading', 'lazy');

    await user.click(second);
    expect(screen.getByRole('img', { name: 'Chunky Cachorros Pollo 4 kg' })).toHaveAttribute(
      'srcset',
      expect.stringContaining(`${render}/catalog/b.png?width=1200&quality=75 1200w`),
    );
  });

  it('puts the name and the price before the image on phones, beside it from md', async () => {
    serve(row());
    renderPage(ID);
    const title = await screen.findByRole('heading', { level: 1 });
    const summary = title.closest('[data-product-summary]') as HTMLElement;
    expect(summary).toHaveTextContent('$ 58.410');
    const image = screen.getByRole('img', { name: 'Chunky Cachorros Pollo 4 kg' });
    // on a phone the price is on the first screen, not under the image (and the floating bar)
    expect(summary.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const layout = summary.parentElement as HTMLElement;
    expect(declared(cssRulesOf(layout, ''), 'grid-template-areas')).toBe(
      "'summary' 'gallery' 'info'",
    );
    expect(declared(cssRulesOf(layout, '(min-width: 768px)'), 'grid-template-areas')).toBe(
      "'gallery summary' 'gallery info'",
    );
  });

  it('quotes the free-shipping threshold from the settings', async () => {
    serve(row());
    renderPage(ID);
    expect(
      await screen.findByText(/^Envío gratis en compras desde \$\s150\.000$/),
    ).toBeInTheDocument();
    expect(
      supabaseMock.requests.find((sent) => sent.path === '/rest/v1/app_settings')?.query,
    ).toMatchObject({ id: 'eq.1' });
  });

  it('writes the description as plain paragraphs and the product information', async () => {
    serve(row({ description: '<b>Con pollo</b>\n\nHecho en Colombia.' }));
    renderPage(ID);
    expect(await screen.findByText('<b>Con pollo</b>')).toBeInTheDocument();
    expect(screen.getByText('Hecho en Colombia.')).toBeInTheDocument();
    expect(screen.getByText('Alimento · Cachorros')).toBeInTheDocument();
    // the category, and who the product is for
    expect(screen.getAllByText('Perros', { selector: 'dd' })).toHaveLength(2);
  });
});
