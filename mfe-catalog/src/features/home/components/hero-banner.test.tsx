import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { provideSupabase } from '@bonis/supabase-client';
import {
  createFakeSupabase,
  deferred,
  type FakeResult,
  type Respond,
} from '../../../testing/fake-supabase';
import { renderWidget } from '../../../testing/render';
import { HeroBanner } from './hero-banner';

const banner = {
  id: 'b1',
  title: '¡Todo para consentir a tu peludo!',
  description: 'Alimento, snacks y juguetes con envío a toda Colombia.',
  image_url: 'banners/hero.svg',
  cta_text: 'Comprar para perros',
  cta_link: '/dogs',
};

function setup(respond: Respond = () => ({ data: banner, error: null })) {
  const fake = createFakeSupabase(respond);
  provideSupabase(fake.client);
  const view = renderWidget(<HeroBanner titleId="hero-title" />);
  return { ...fake, ...view };
}

const title = () => screen.getByRole('heading', { level: 1 });
const heroImage = (container: HTMLElement) => container.querySelector('img');
const illustration = (container: HTMLElement) =>
  container.querySelector('[data-hero-illustration]');

describe('HeroBanner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the latest active banner', async () => {
    const { requests } = setup();
    await screen.findByRole('heading', { level: 1, name: banner.title });

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ kind: 'from', name: 'banner_settings' });
    expect(requests[0]?.calls).toEqual([
      { method: 'select', args: ['id, title, description, image_url, cta_text, cta_link'] },
      { method: 'eq', args: ['is_active', true] },
      { method: 'order', args: ['updated_at', { ascending: false }] },
      { method: 'limit', args: [1] },
      { method: 'maybeSingle', args: [] },
    ]);
  });

  it("shows the banner's title as the h1, its text, its image first and unlazy, and its CTA", async () => {
    const { container } = setup();

    const heading = await screen.findByRole('heading', { level: 1, name: banner.title });
    expect(heading.id).toBe('hero-title');
    expect(screen.getByText(banner.description)).toBeTruthy();

    const image = heroImage(container);
    expect(image?.getAttribute('src')).toBe('https://storage.test/product-images/banners/hero.svg');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('loading')).toBeNull();
    expect(image?.getAttribute('width')).toBe('1920');
    expect(image?.getAttribute('height')).toBe('700');

    const cta = screen.getByRole('link', { name: 'Comprar para perros' });
    expect(cta.getAttribute('href')).toBe('/dogs');
    fireEvent.click(cta);
    expect(screen.getByTestId('location').textContent).toBe('/dogs');
  });

  it('links an external CTA as a plain link', async () => {
    setup(() => ({
      data: { ...banner, cta_text: 'Ver la promo', cta_link: 'https://promo.test/mascotas' },
      error: null,
    }));
    const cta = await screen.findByRole('link', { name: 'Ver la promo' });
    expect(cta.getAttribute('href')).toBe('https://promo.test/mascotas');
  });

  it('shows no CTA when the banner links somewhere unsafe', async () => {
    setup(() => ({ data: { ...banner, cta_link: 'javascript:alert(1)' }, error: null }));
    await screen.findByRole('heading', { level: 1, name: banner.title });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the default texts and illustration when no banner is active', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = setup(() => ({ data: null, error: null }));

    await screen.findByRole('heading', { level: 1, name: 'Todo lo que tu mascota necesita' });
    expect(heroImage(container)).toBeNull();
    expect(illustration(container)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ver productos' }).getAttribute('href')).toBe(
      '/all-products',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed read and shows the default texts and illustration', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { code: 'PGRST000', message: 'down' };
    const { container } = setup(() => ({ data: null, error: failure }));

    await screen.findByRole('heading', { level: 1, name: 'Todo lo que tu mascota necesita' });
    expect(illustration(container)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('[mfe-catalog] reading the banner failed', failure);
  });

  it("shows the illustration when the banner's image fails to load", async () => {
    const { container } = setup();
    await screen.findByRole('heading', { level: 1, name: banner.title });

    fireEvent.error(heroImage(container) as HTMLImageElement);

    expect(heroImage(container)).toBeNull();
    expect(illustration(container)).not.toBeNull();
    expect(title().textContent).toBe(banner.title);
  });

  it('never cuts the title: it wraps, with no clamp, ellipsis or hidden overflow', async () => {
    const long = 'Todo para consentir a tu peludo, con envío gratis a toda Colombia desde hoy';
    setup(() => ({ data: { ...banner, title: long }, error: null }));

    const heading = await screen.findByRole('heading', { level: 1, name: long });
    const style = getComputedStyle(heading);
    expect(style.overflow).not.toBe('hidden');
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.getPropertyValue('-webkit-line-clamp')).toMatch(/^(none)?$/);
    expect(style.whiteSpace).not.toBe('nowrap');
  });

  it('keeps an h1 and the same boxes while loading', async () => {
    const response = deferred<FakeResult>();
    const { container } = setup(() => response.promise);

    const hero = container.querySelector('[data-state="loading"]');
    expect(hero?.getAttribute('aria-busy')).toBe('true');
    expect(title().id).toBe('hero-title');
    expect(title().textContent).toBe('Cargando…');

    response.resolve({ data: banner, error: null });
    expect(await screen.findByRole('heading', { level: 1, name: banner.title })).toBeTruthy();
    expect(container.querySelector('[data-state="loading"]')).toBeNull();
  });

  it("shows an admin's new banner when the banner queries are invalidated, without a remount", async () => {
    let current = banner;
    const { queryClient, container } = setup(() => ({ data: current, error: null }));
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
    expect(screen.getByText('Rascadores y arena con precios especiales.')).toBeTruthy();
    expect(heroImage(container)?.getAttribute('src')).toBe(
      'https://storage.test/product-images/banners/gatos.svg',
    );
    expect(screen.getByRole('link', { name: 'Ver productos para gatos' })).toBeTruthy();
  });

  it('keeps the banner on screen when a refresh fails (logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { code: 'PGRST000', message: 'down' };
    let result: FakeResult = { data: banner, error: null };
    const { queryClient } = setup(() => result);
    await screen.findByRole('heading', { level: 1, name: banner.title });

    result = { data: null, error: failure };
    await act(() => queryClient.invalidateQueries({ queryKey: ['banner'] }));

    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('[mfe-catalog] reading the banner failed', failure),
    );
    expect(title().textContent).toBe(banner.title);
  });
});
