import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupFakeTimers, teardownFakeTimers } from '../overlay/fake-timers';
import { Carousel, type CarouselProps } from './carousel';

afterEach(() => teardownFakeTimers());

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduced-motion') ? reduce : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderCarousel(props: Partial<CarouselProps> = {}, slides = 6) {
  render(
    <>
      <Carousel label="Productos Destacados" visible={2} {...props}>
        {Array.from({ length: slides }, (_, i) => (
          <a key={i} href={`/product/${i + 1}`}>
            Producto {i + 1}
          </a>
        ))}
      </Carousel>
      <button type="button">Fuera</button>
    </>,
  );
}

/** The labels of the slides in view ("1 de 6"…); slides out of view are aria-hidden. */
const visibleSlides = () =>
  screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Carousel', () => {
  it('is a named carousel region of slides labelled "N de M"', () => {
    setupFakeTimers();
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Productos Destacados' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    const [first] = screen.getAllByRole('group');
    expect(first).toHaveAttribute('aria-roledescription', 'diapositiva');
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
  });

  it('makes slides out of view inert and hidden', () => {
    setupFakeTimers();
    renderCarousel();
    const hidden = screen.getAllByRole('group', { hidden: true }).slice(2);
    for (const slide of hidden) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide.hasAttribute('inert')).toBe(true);
    }
    expect(screen.queryByRole('link', { name: 'Producto 3' })).not.toBeInTheDocument();
  });

  it('advances one slide every 5 seconds and wraps to the start after the last', () => {
    setupFakeTimers();
    renderCarousel();
    tick(4999);
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
    tick(1);
    expect(visibleSlides()).toEqual(['2 de 6', '3 de 6']);
    for (let step = 0; step < 3; step += 1) tick(5000);
    expect(visibleSlides()).toEqual(['5 de 6', '6 de 6']);
    tick(5000);
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
  });

  it('uses the interval it is given', () => {
    setupFakeTimers();
    renderCarousel({ interval: 1000 });
    tick(1000);
    expect(visibleSlides()).toEqual(['2 de 6', '3 de 6']);
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    const user = setupFakeTimers();
    renderCarousel();
    await user.hover(screen.getByRole('region'));
    tick(20_000);
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
    await user.unhover(screen.getByRole('region'));
    tick(5000);
    expect(visibleSlides()).toEqual(['2 de 6', '3 de 6']);
  });

  it('pauses while focus is inside', async () => {
    const user = setupFakeTimers();
    renderCarousel();
    act(() => screen.getByRole('link', { name: 'Producto 1' }).focus());
    tick(20_000);
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
    await user.click(screen.getByRole('button', { name: 'Fuera' }));
    tick(5000);
    expect(visibleSlides()).toEqual(['2 de 6', '3 de 6']);
  });

  it('stops and restarts with the Pausar/Reproducir button', async () => {
    const user = setupFakeTimers();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pausar carrusel' }));
    await user.click(screen.getByRole('button', { name: 'Fuera' }));
    await user.unhover(screen.getByRole('region'));
    tick(20_000);
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
    await user.click(screen.getByRole('button', { name: 'Reproducir carrusel' }));
    await user.click(screen.getByRole('button', { name: 'Fuera' }));
    await user.unhover(screen.getByRole('region'));
    tick(5000);
    expect(visibleSlides()).toEqual(['2 de 6', '3 de 6']);
  });

  it('never rotates on its own under prefers-reduced-motion', () => {
    setupFakeTimers();
    stubReducedMotion(true);
    renderCarousel();
    tick(60_000);
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
    expect(screen.getByRole('button', { name: 'Reproducir carrusel' })).toBeInTheDocument();
  });

  it('moves with Anterior and Siguiente, wrapping at both ends', async () => {
    const user = setupFakeTimers();
    renderCarousel({ autoplay: false });
    expect(screen.queryByRole('button', { name: /carrusel/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(visibleSlides()).toEqual(['5 de 6', '6 de 6']);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(visibleSlides()).toEqual(['2 de 6', '3 de 6']);
  });

  it('moves with ArrowLeft and ArrowRight while focused, keeping focus on a visible slide', async () => {
    const user = setupFakeTimers();
    renderCarousel({ autoplay: false });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.keyboard('{ArrowRight}');
    expect(visibleSlides()).toEqual(['3 de 6', '4 de 6']);
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlides()).toEqual(['2 de 6', '3 de 6']);
    act(() => screen.getByRole('link', { name: 'Producto 3' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(visibleSlides()).toEqual(['3 de 6', '4 de 6']);
    expect(screen.getByRole('link', { name: 'Producto 4' })).toHaveFocus();
  });

  it('shows no controls when every slide fits', () => {
    setupFakeTimers();
    renderCarousel({}, 2);
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    tick(10_000);
    expect(visibleSlides()).toEqual(['1 de 2', '2 de 2']);
  });
});

describe('Carousel, server-rendered', () => {
  const slides = (count: number) =>
    Array.from({ length: count }, (_, i) => (
      <a key={i} href={`/product/${i + 1}`}>
        Producto {i + 1}
      </a>
    ));

  it('sends every slide reachable in a row that scrolls, then pages once hydrated', async () => {
    stubReducedMotion(true);
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const element = (
      <Carousel label="Productos Destacados" visible={2}>
        {slides(5)}
      </Carousel>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    // the server's HTML: no slide hidden or inert, the viewport scrolls, no fixed width
    const viewport = container.querySelector('[data-state="scrolling"]') as HTMLElement;
    expect(viewport).not.toBeNull();
    expect(viewport.style.width).toBe('');
    expect(container.querySelectorAll('[aria-roledescription="diapositiva"][inert]')).toHaveLength(
      0,
    );
    expect(container.querySelectorAll('[aria-hidden="true"][aria-roledescription]')).toHaveLength(
      0,
    );

    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // hydrated: two slides in a viewport as wide as two, the rest inert
    const paged = container.querySelector('[data-state="paged"]') as HTMLElement;
    expect(paged.style.width).toBe(`${2 * 280 + 16}px`);
    expect(container.querySelectorAll('[aria-roledescription="diapositiva"][inert]')).toHaveLength(
      3,
    );
    act(() => root?.unmount());
    container.remove();
  });
});
