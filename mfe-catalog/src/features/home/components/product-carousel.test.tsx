import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  createTestQueryClient,
  deferred,
  renderWithProviders,
  stubIntersectionObserver,
  supabaseMock,
  type TableHandler,
  type TableReply,
} from '@bonis/test-utils';
import { PRODUCT_CARD_COLUMNS } from '../../../lib/catalog-product';
import { homeProductsQueryOptions } from '../api/get-home-products';
import { HOME_CAROUSELS, ProductCarousel } from './product-carousel';

const observer = stubIntersectionObserver();

const product = (index: number) => ({
  id: `p${index}`,
  name: `Producto ${index}`,
  price: 10_000 * index,
  regular_price: 10_000 * index,
  member_price: null,
  discount_percentage: 0,
  images: [`catalog/p${index}.svg`],
  stock_quantity: 5,
  featured: false,
  home_section: 'bestsellers',
  brand: 'Pro Plan',
  pet_type: 'perros',
  created_at: '2026-11-01T00:00:00Z',
  category: { name: 'Perros', slug: 'perros' },
});

const eight = Array.from({ length: 8 }, (_, index) => product(index + 1));

function setup(answer: TableHandler | TableReply = eight) {
  supabaseMock.table('products').get(answer);
  return renderWithProviders(<ProductCarousel section="bestsellers" title="Más Vendidos" />);
}

const productReads = () =>
  supabaseMock.requests.filter((request) => request.path === '/rest/v1/products');

/** The home's column is `width` px wide where the carousel measures it (its section). */
function stubColumnWidth(width: number) {
  const boxOf = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!this.hasAttribute('data-section')) return boxOf.call(this);
    return { width, height: 480, top: 0, left: 0, right: width, bottom: 480 } as DOMRect;
  });
}

/** every card's name, including slides out of view (inert, hidden from assistive technology) */
const cardNames = () =>
  screen.getAllByRole('heading', { level: 3, hidden: true }).map((heading) => heading.textContent);

describe('ProductCarousel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reads its products only once it comes near the viewport, showing the skeleton until then', async () => {
    observer.hold();
    const { queryClient } = setup();

    expect(screen.getByText('Cargando productos…')).toBeInTheDocument();
    expect(observer.rootMargins()).toEqual(['300px 0px']);
    // mounted and watching, and the read has not started: nothing is fetching or was sent
    expect(queryClient.isFetching()).toBe(0);
    expect(productReads()).toHaveLength(0);

    observer.reveal();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Producto 1' }),
    ).toBeInTheDocument();
    expect(productReads()).toHaveLength(1);
  });

  it('shows products already in the cache at once (a server-rendered home), far from the viewport', async () => {
    observer.hold();
    supabaseMock.table('products').get(eight);
    // what the server's prefetch read, inlined in the page and hydrated into the QueryClient
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(homeProductsQueryOptions('bestsellers'));
    const reads = productReads().length;

    renderWithProviders(<ProductCarousel section="bestsellers" title="Más Vendidos" />, {
      queryClient,
    });

    // no skeleton, no wait for the viewport: the cards are in the first render
    expect(screen.queryByText('Cargando productos…')).not.toBeInTheDocument();
    expect(cardNames()).toEqual(eight.map((row) => row.name));
    expect(queryClient.isFetching()).toBe(0);
    expect(productReads()).toHaveLength(reads);
  });

  it('names the three home carousels as the spec does', () => {
    expect(HOME_CAROUSELS).toEqual([
      { section: 'featured', title: 'Productos Destacados' },
      { section: 'bestsellers', title: 'Más Vendidos' },
      { section: 'new', title: 'Nuevos Productos' },
    ]);
  });

  it("reads up to 8 of the section's active products, newest first", async () => {
    setup();
    await screen.findByRole('region', { name: 'Más Vendidos' });

    expect(productReads()).toHaveLength(1);
    expect(productReads()[0]?.query).toEqual({
      select: PRODUCT_CARD_COLUMNS.replace(/\s/g, ''),
      is_active: 'eq.true',
      home_section: 'eq.bestsellers',
      order: 'created_at.desc',
      limit: '8',
    });
  });

  it('shows the products as cards (h3 under the h2) in a carousel named by the title', async () => {
    setup();

    const carousel = await screen.findByRole('region', { name: 'Más Vendidos' });
    expect(screen.getByRole('heading', { level: 2, name: 'Más Vendidos' })).toBeInTheDocument();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(cardNames()).toEqual(eight.map((row) => row.name));

    const first = within(carousel).getByRole('link', { name: 'Producto 1' });
    expect(first).toHaveAttribute('href', '/product/p1');
    const image = within(carousel).getByRole('img', { name: 'Producto 1' });
    expect(image).toHaveAttribute(
      'src',
      'http://supabase.test/storage/v1/object/public/product-images/catalog/p1.svg',
    );
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('offers a photo at the product widths, for a 280 px slide (narrower on a phone under 360 px)', async () => {
    setup([{ ...product(1), images: ['catalog/p1.jpg'] }, product(2)]);
    const carousel = await screen.findByRole('region', { name: 'Más Vendidos' });
    const photo = within(carousel).getByRole('img', { name: 'Producto 1' });
    const render = 'http://supabase.test/storage/v1/render/image/public/product-images';
    expect(photo).toHaveAttribute('src', `${render}/catalog/p1.jpg?width=720&quality=75`);
    expect(photo.getAttribute('srcset')?.split(', ')).toEqual(
      [360, 560, 720, 960, 1200].map(
        (width) => `${render}/catalog/p1.jpg?width=${width}&quality=75 ${width}w`,
      ),
    );
    expect(photo).toHaveAttribute('sizes', '(max-width: 359px) calc(100vw - 80px), 280px');
    expect(photo).toHaveAttribute('loading', 'lazy');
    // a drawing is as uploaded (the second slide peeks in, hidden from assistive technology)
    expect(
      within(carousel).getByRole('img', { name: 'Producto 2', hidden: true }),
    ).not.toHaveAttribute('srcset');
  });

  it.each([
    [1232, 4],
    [1168, 4],
    [1100, 3],
    [720, 2],
    [358, 1],
  ])('in a %i px column shows %i whole slides', async (width, count) => {
    stubColumnWidth(width);
    const { container } = setup();
    const carousel = await screen.findByRole('region', { name: 'Más Vendidos' });
    expect(container.querySelectorAll('[data-state="visible"]')).toHaveLength(count);
    // one slide (a phone): the carousel fills the column, the next slide peeking in
    expect(carousel.querySelector('[data-layout="peek"]') !== null).toBe(count === 1);
  });

  it('shows a whole card and the next one peeking in while loading on a phone', () => {
    stubColumnWidth(358);
    observer.hold();
    const { container } = setup();
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(2);
  });

  it('shows skeleton cards while loading', async () => {
    const response = deferred<undefined>();
    const { container } = setup(async () => {
      await response.promise;
      return eight;
    });

    expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.getByText('Cargando productos…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Más Vendidos' })).toBeInTheDocument();

    response.resolve(undefined);
    await screen.findByRole('region', { name: 'Más Vendidos' });
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(0);
  });

  it("says 'No hay productos disponibles' when the section is empty", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup([]);

    expect(await screen.findByText('No hay productos disponibles')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Más Vendidos' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute(
      'href',
      '/all-products',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed read and shows the empty state instead of failing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(() => supabaseMock.error({ code: 'PGRST000', message: 'down' }));

    expect(await screen.findByText('No hay productos disponibles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Más Vendidos' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      "[mfe-catalog] reading the home's bestsellers products failed",
      expect.objectContaining({ code: 'PGRST000', message: 'down' }),
    );
  });
});
