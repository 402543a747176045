import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@bonis/design-system/bus';
import { provideSupabase } from '@bonis/supabase-client';
import { createFakeSupabase, type FakeRequest } from '../../../testing/fake-supabase';
import { renderWidget } from '../../../testing/render';
import { ProductPage } from './product-page';

const ID = '8005c5a1-6f0f-510a-b53a-02ca1cc33994';

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
  created_at: '2026-01-01T00:00:00Z',
  subcategory: 'Cachorros',
  pet_type: 'perros',
  category: { name: 'Perros', slug: 'perros' },
  group: { name: 'Alimento' },
  ...overrides,
});

/** Answers the product, the settings, the member prices and the favourites. */
function serve(product: unknown, { memberPrice }: { memberPrice?: number } = {}) {
  return createFakeSupabase((request: FakeRequest) => {
    if (request.kind === 'rpc' && request.name === 'member_prices') {
      return {
        data: memberPrice === undefined ? [] : [{ product_id: ID, member_price: memberPrice }],
        error: null,
      };
    }
    if (request.name === 'products') return { data: product, error: null };
    if (request.name === 'app_settings')
      return { data: { free_shipping_threshold: 150_000 }, error: null };
    return { data: [], error: null };
  });
}

const renderPage = (id: string, fake: ReturnType<typeof serve>) => {
  provideSupabase(fake.client);
  return renderWidget(<ProductPage id={id} />, { route: `/product/${id}` });
};

describe('ProductPage', () => {
  afterEach(() => act(() => bus.getState().signedOut()));

  it('reads one active product by id, with its category and group', async () => {
    const fake = serve(row());
    renderPage(ID, fake);
    await screen.findByRole('heading', { level: 1, name: 'Chunky Cachorros Pollo 4 kg' });
    const request = fake.requests.find((candidate) => candidate.name === 'products');
    expect(request?.calls.filter((call) => call.method === 'eq').map((call) => call.args)).toEqual([
      ['id', ID],
      ['is_active', true],
    ]);
    expect(request?.calls.at(-1)?.method).toBe('maybeSingle');
    expect(String(request?.calls[0]?.args[0])).toContain('category:categories(name, slug)');
  });

  it("says 'Producto no encontrado' for an unknown or inactive product, with Volver", async () => {
    renderPage(ID, serve(null));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeTruthy();
  });

  it('does not even ask for an id that cannot be a product', async () => {
    const fake = serve(row());
    renderPage('123', fake);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Producto no encontrado' }),
    ).toBeTruthy();
    expect(fake.requests.filter((request) => request.name === 'products')).toEqual([]);
  });

  it('shows the price, the original price derived from the discount, the badge and the stock', async () => {
    renderPage(ID, serve(row()));
    const main = await screen.findByRole('region');
    await screen.findByRole('heading', { level: 1 });
    expect(main.textContent).toContain('$\u00a058.410');
    expect(main.textContent).toContain('$\u00a064.900'); // 58.410 / (1 - 10 %)
    expect(screen.getByText('-10%')).toBeTruthy();
    expect(screen.getByText('Solo quedan 4 unidades')).toBeTruthy();
    expect(screen.queryByText('Precio socio')).toBeNull();
  });

  it('shows the member price to a member only', async () => {
    act(() =>
      bus
        .getState()
        .sessionChanged({ userId: 'u1', name: 'Ana', isAdmin: false, membershipType: 'anual' }),
    );
    renderPage(ID, serve(row(), { memberPrice: 52_000 }));
    expect(await screen.findByText('Precio socio')).toBeTruthy();
    expect(screen.getByRole('region').textContent).toContain('$\u00a052.000');
  });

  it('shows no member price that saves nothing', async () => {
    act(() =>
      bus
        .getState()
        .sessionChanged({ userId: 'u1', name: 'Ana', isAdmin: false, membershipType: 'anual' }),
    );
    const fake = serve(row(), { memberPrice: 58_410 });
    const { queryClient } = renderPage(ID, fake);
    await screen.findByRole('heading', { level: 1, name: 'Chunky Cachorros Pollo 4 kg' });
    await waitFor(() => {
      expect(fake.requests.some((request) => request.name === 'member_prices')).toBe(true);
      expect(queryClient.isFetching()).toBe(0);
    });

    expect(screen.queryByText('Precio socio')).toBeNull();
    expect(screen.getByRole('region').textContent).toContain('$\u00a058.410');
  });

  it('lets the quantity go from 1 up to the stock when the stock is under 10', async () => {
    renderPage(ID, serve(row({ stock_quantity: 3 })));
    const quantity = await screen.findByRole('spinbutton', { name: 'Cantidad' });
    const more = screen.getByRole('button', { name: 'Aumentar cantidad' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(more);
    expect((quantity as HTMLInputElement).value).toBe('3');
  });

  it('caps the quantity at 10', async () => {
    renderPage(ID, serve(row({ stock_quantity: 50 })));
    const quantity = await screen.findByRole('spinbutton', { name: 'Cantidad' });
    const more = screen.getByRole('button', { name: 'Aumentar cantidad' });
    for (let i = 0; i < 15; i += 1) fireEvent.click(more);
    expect((quantity as HTMLInputElement).value).toBe('10');
  });

  it('cannot add an out-of-stock product to the cart', async () => {
    renderPage(ID, serve(row({ stock_quantity: 0 })));
    const button = await screen.findByRole('button', { name: 'Agotado' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Agotado').length).toBeGreaterThan(1);
  });

  it('asks a signed-out shopper to sign in when adding to the cart', async () => {
    act(() => bus.getState().sessionChanged(null));
    const asked = vi.fn();
    const { onBusEvent } = await import('@bonis/design-system/bus');
    const stop = onBusEvent('loginRequested', asked);
    renderPage(ID, serve(row()));
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    stop();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked.mock.calls[0]?.[0]).toMatchObject({ modal: 'login' });
  });

  it('switches the main image from the thumbnails', async () => {
    renderPage(ID, serve(row()));
    const thumbnails = await screen.findByRole('list', { name: 'Imágenes del producto' });
    const second = within(thumbnails).getByRole('button', { name: 'Ver imagen 2 de 2' });
    fireEvent.click(second);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    const main = screen.getByRole('img', { name: 'Chunky Cachorros Pollo 4 kg' });
    expect(main.getAttribute('src')).toBe('https://storage.test/product-images/catalog/b.svg');
  });

  it('quotes the free-shipping threshold from the settings', async () => {
    renderPage(ID, serve(row()));
    await waitFor(() =>
      expect(screen.getByText(/^Envío gratis en compras desde \$\s150\.000$/)).toBeTruthy(),
    );
  });

  it('writes the description as plain paragraphs and the product information', async () => {
    renderPage(ID, serve(row({ description: '<b>Con pollo</b>\n\nHecho en Colombia.' })));
    expect(await screen.findByText('<b>Con pollo</b>')).toBeTruthy();
    expect(screen.getByText('Hecho en Colombia.')).toBeTruthy();
    expect(screen.getByText('Alimento · Cachorros')).toBeTruthy();
    // the category, and who the product is for
    expect(screen.getAllByText('Perros', { selector: 'dd' })).toHaveLength(2);
  });
});
