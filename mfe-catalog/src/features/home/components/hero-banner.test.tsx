import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { deferred, renderWithProviders, supabaseMock, type MockRow } from '@bonis/test-utils';
import { useLiveCatalog } from '../../../lib/live-catalog';
import { DEFAULT_HERO, HERO_IMAGE_SIZES } from '../utils/hero-content';
import { HOME_BANNER_REFRESH_MS } from '../api/get-home-banner';
import { HeroBanner } from './hero-banner';

const IMAGES = 'http://supabase.test/storage/v1/object/public/product-images';

const banner = {
  id: 'b1',
  title: '¡Todo para consentir a tu peludo!',
  description: 'Alimento, snacks y juguetes con envío a toda Colombia.',
  image_url: 'banners/hero.svg',
  cta_text: 'Comprar para perros',
  cta_link: '/dogs',
};

/** Answers the banner read; `undefined` from the answer means no active banner. */
function setup(answer: () => MockRow | undefined | Promise<MockRow | undefined> = () => banner) {
  supabaseMock.table('banner_settings').get(async () => {
    const row = await answer();
    return row ? [row] : [];
  });
  return renderWithProviders(<HeroBanner titleId="hero-title" />);
}

const failing = () => supabaseMock.error({ code: 'PGRST000', message: 'down' });

const title = () => screen.getByRole('heading', { level: 1 });
const heroImage = (container: HTMLElement) => container.querySelector('img');
const illustration = (container: HTMLElement) =>
  container.querySelector('[data-hero-illustration]');

describe('HeroBanner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the latest active banner', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: banner.title });

    expect(supabaseMock.requests).toEqual([
      {
        method: 'GET',
        path: '/rest/v1/banner_settings',
        query: {
          select: 'id,title,description,image_url,cta_text,cta_link',
          is_active: 'eq.true',
          order: 'updated_at.desc',
          limit: '1',
        },
        body: undefined,
      },
    ]);
  });

  it("shows the banner's title as the h1, its text, its image first and unlazy, and its CTA", async () => {
    const { container, user, location } = setup();

    const heading = await screen.findByRole('heading', { level: 1, name: banner.title });
    expect(heading).toHaveAttribute('id', 'hero-title');
    expect(screen.getByText(banner.description)).toBeInTheDocument();

    const image = heroImage(container);
    expect(image).toHaveAttribute('src', `${IMAGES}/banners/hero.svg`);
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('width', '1920');
    expect(image).toHaveAttribute('height', '700');

    const cta = screen.getByRole('link', { name: 'Comprar para perros' });
    expect(cta).toHaveAttribute('href', '/dogs');
    await user.click(cta);
    expect(location()).toBe('/dogs');
  });

  it('loads a photo banner at the width the hero is drawn at, still first and unlazy', async () => {
    const { container } = setup(() => ({ ...banner, image_url: 'banners/mes-del-gato.jpg' }));
    await screen.findByRole('heading', { level: 1, name: banner.title });
    const render = 'http://supabase.test/storage/v1/render/image/public/product-images';
    const image = heroImage(container);
    expect(image).toHaveAttribute(
      'src',
      `${render}/banners/mes-del-gato.jpg?width=1280&quality=75`,
    );
    expect(image?.getAttribute('srcset')?.split(', ')).toEqual(
      [640, 960, 1280, 1600, 1920].map(
        (width) => `${render}/banners/mes-del-gato.jpg?width=${width}&quality=75 ${width}w`,
      ),
    );
    expect(image).toHaveAttribute('sizes', HERO_IMAGE_SIZES);
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
  });

  it('links an external CTA as a plain link', async () => {
    setup(() => ({ ...banner, cta_text: 'Ver la promo', cta_link: 'https://promo.test/mascotas' }));
    expect(await screen.findByRole('link', { name: 'Ver la promo' })).toHaveAttribute(
      'href',
      'https://promo.test/mascotas',
    );
  });

  it('shows no CTA when the banner links somewhere unsafe', async () => {
    setup(() => ({ ...banner, cta_link: 'javascript:alert(1)' }));
    await screen.findByRole('heading', { level: 1, name: banner.title });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the default texts and illustration when no banner is active', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = setup(() => undefined);

    await screen.findByRole('heading', { level: 1, name: 'Todo lo que tu mascota necesita' });
    expect(heroImage(container)).toBeNull();
    expect(illustration(container)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute(
      'href',
      '/all-products',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed read and shows the default texts and illustration', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    supabaseMock.table('banner_settings').get(failing);
    const { container } = renderWithProviders(<HeroBanner titleId="hero-title" />);

    await screen.findByRole('heading', { level: 1, name: 'Todo lo que tu mascota necesita' });
    expect(illustration(container)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      '[mfe-catalog] reading the banner failed',
      expect.objectContaining({ code: 'PGRST000', message: 'down' }),
    );
  });

  it("shows the illustration when the banner's image fails to load", async () => {
    const { container } = setup();
    await screen.findByRole('heading', { level: 1, name: banner.title });

    // the browser fires `error` when an image can't be loaded; no user action does
    fireEvent.error(heroImage(container) as HTMLImageElement);

    expect(heroImage(container)).toBeNull();
    expect(illustration(container)).toBeInTheDocument();
    expect(title()).toHaveTextContent(banner.title);
  });

  it('never cuts the title: it wraps, with no clamp, ellipsis or hidden overflow', async () => {
    const long = 'Todo para consentir a tu peludo, con envío gratis a toda Colombia desde hoy';
    setup(() => ({ ...banner, title: long }));

    const heading = await screen.findByRole('heading', { level: 1, name: long });
    const style = getComputedStyle(heading);
    expect(style.overflow).not.toBe('hidden');
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.getPropertyValue('-webkit-line-clamp')).toMatch(/^(none)?$/);
    expect(style.whiteSpace).not.toBe('nowrap');
  });

  it('keeps an h1 and the same boxes while loading', async () => {
    const response = deferred<undefined>();
    const { container } = setup(async () => {
      await response.promise;
      return banner;
    });

    const hero = container.querySelector('[data-state="loading"]');
    expect(hero).toHaveAttribute('aria-busy', 'true');
    expect(title()).toHaveAttribute('id', 'hero-title');
    expect(title()).toHaveTextContent(/^Cargando…$/);

    response.resolve(undefined);
    expect(
      await screen.findByRole('heading', { level: 1, name: banner.title }),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-state="loading"]')).toBeNull();
  });

  it("shows an admin's new banner when the banner queries are invalidated, without a remount", async () => {
    let current = banner;
    const { queryClient, container } = setup(() => current);
    const heading = await screen.findByRole('heading', { level: 1, name: banner.title });

    current = {
      ...banner,
      title: 'Mes de los gatos',
      description: 'Rascadores y arena con precios especiales.',
      image_url: 'banners/gatos.svg',
      cta_text: 'Ver productos para gatos',
      cta_link: '/cats',
    };
    await act(() => queryClient.invalidateQueries({ queryKey: ['banner'] }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes de los gatos' })).toBe(
      heading,
    );
    expect(screen.getByText('Rascadores y arena con precios especiales.')).toBeInTheDocument();
    expect(heroImage(container)).toHaveAttribute('src', `${IMAGES}/banners/gatos.svg`);
    expect(screen.getByRole('link', { name: 'Ver productos para gatos' })).toBeInTheDocument();
  });

  it('keeps the banner on screen when a refresh fails (logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    supabaseMock.table('banner_settings').get(() => (fail ? failing() : [banner]));
    const { queryClient } = renderWithProviders(<HeroBanner titleId="hero-title" />);
    await screen.findByRole('heading', { level: 1, name: banner.title });

    fail = true;
    await act(() => queryClient.invalidateQueries({ queryKey: ['banner'] }));

    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[mfe-catalog] reading the banner failed',
        expect.objectContaining({ code: 'PGRST000' }),
      ),
    );
    expect(title()).toHaveTextContent(banner.title);
  });
});

describe('HeroBanner on a live home', () => {
  /** The hero on a page kept live by the catalog's realtime channel, as the App renders it. */
  function LiveHero() {
    useLiveCatalog();
    return <HeroBanner titleId="hero-title" />;
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the latest active banner as soon as realtime reports an admin's new one", async () => {
    let current: MockRow | undefined = banner;
    supabaseMock.table('banner_settings').get(() => (current ? [current] : []));
    renderWithProviders(<LiveHero />);
    await screen.findByRole('heading', { level: 1, name: banner.title });
    await supabaseMock.realtime.subscribed('banner_settings');

    current = { ...banner, id: 'b2', title: 'Mes de los gatos', cta_link: '/cats' };
    supabaseMock.realtime.push({
      table: 'banner_settings',
      eventType: 'INSERT',
      new: { ...current, is_active: true },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes de los gatos' }),
    ).toBeInTheDocument();
  });

  it('drops a banner hidden by an admin within a minute, though realtime does not tell shoppers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current: MockRow | undefined = banner;
    supabaseMock.table('banner_settings').get(() => (current ? [current] : []));
    renderWithProviders(<LiveHero />);
    await screen.findByRole('heading', { level: 1, name: banner.title });

    // hidden: the update is not delivered to a shopper, who may read active banners only
    current = undefined;
    await act(() => vi.advanceTimersByTimeAsync(HOME_BANNER_REFRESH_MS));

    expect(
      await screen.findByRole('heading', { level: 1, name: DEFAULT_HERO.title }),
    ).toBeInTheDocument();
  });
});
