import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './carousel';
import { cssRulesOf, declared } from '@bonis/test-utils/css-rules';
import { loadEmbla } from './embla';

// Embla is fetched when the first carousel mounts; loaded up front, every carousel of these tests
// starts it in its first effect, as every carousel after the first does on a page.
beforeAll(async () => {
  await loadEmbla();
});

/**
 * For tests: the layout Embla measures, which happy-dom doesn't compute. An element with an
 * inline width (the carousel's viewport, each slide) is that wide; Embla's container takes its
 * viewport's width; a slide sits at its index × (width + gap); every element is laid out (has
 * an offsetParent). Only what the carousel itself sets is read, so the geometry is the one a
 * browser would give it.
 */
function stubCarouselLayout(gap = 16) {
  const proto = HTMLElement.prototype;
  /** a viewport that fills its column (one slide in view, a peek): a 390 px phone's 358 px */
  const column = (element: HTMLElement | null) =>
    element?.dataset.layout === 'peek' ? PHONE_COLUMN : 0;
  const width = (element: HTMLElement): number => {
    if (element.dataset.layout === 'peek') return PHONE_COLUMN;
    if (element.style.width) return parseFloat(element.style.width);
    const parent = element.parentElement;
    if (parent?.style.width) return parseFloat(parent.style.width);
    // a slide of a peeking carousel: min(280px, calc(100% - 48px)) of the track, whose width
    // is its viewport's (the carousel's CSS, which happy-dom doesn't lay out)
    const viewport = parent?.parentElement ?? null;
    if (element.getAttribute('aria-roledescription') === 'diapositiva' && column(viewport) > 0)
      return Math.min(280, column(viewport) - (gap + 32));
    return column(parent);
  };
  const left = (element: HTMLElement): number => {
    if (element.getAttribute('aria-roledescription') !== 'diapositiva') return 0;
    const siblings = Array.from(element.parentElement?.children ?? []);
    return siblings.indexOf(element) * (width(element) + gap);
  };
  const saved = {
    offsetWidth: Object.getOwnPropertyDescriptor(proto, 'offsetWidth'),
    offsetLeft: Object.getOwnPropertyDescriptor(proto, 'offsetLeft'),
    offsetParent: Object.getOwnPropertyDescriptor(proto, 'offsetParent'),
  };
  Object.defineProperty(proto, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.isConnected ? this.parentElement : null;
    },
  });
  Object.defineProperty(proto, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return width(this);
    },
  });
  Object.defineProperty(proto, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return left(this);
    },
  });
  return () => {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else Reflect.deleteProperty(proto, name);
    }
  };
}

/**
 * Vitest's fake timers plus a user-event instance that advances them. Testing Library only
 * flushes fake timers after an event when it finds a global `jest`, so one that forwards to
 * Vitest is stubbed for the test (undone by `vi.unstubAllGlobals()` in afterEach).
 */
function setupFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** The home's column on a 390 px phone (16 px of padding each side). */
const PHONE_COLUMN = 358;

let restoreLayout: () => void = () => {};
beforeEach(() => {
  restoreLayout = stubCarouselLayout();
});
afterEach(() => {
  restoreLayout();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduced-motion') ? reduce : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderCarousel(props: Partial<CarouselProps> = {}, slides = 6) {
  return render(
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
const liveRegion = () =>
  screen.getByRole('region').querySelector(':scope > [aria-live]') as HTMLElement;
/** Embla's container: the element holding the slides, which it moves. */
const slideAt = (position: number) => screen.getAllByRole('group')[position] as HTMLElement;
const track = () => slideAt(0).parentElement as HTMLElement;

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
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'playing');
    tick(4999);
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
    tick(1);
    expect(visibleSlides()).toEqual(['2 de 6', '3 de 6']);
    for (let step = 0; step < 3; step += 1) tick(5000);
    expect(visibleSlides()).toEqual(['5 de 6', '6 de 6']);
    tick(5000);
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
    // Embla has moved its container back to the start
    tick(2000);
    expect(track().style.transform).toMatch(/translate3d\(0(px)?, ?0(px)?, ?0(px)?\)/);
  });

  it('moves Embla’s container one slide (width + gap) per step', () => {
    setupFakeTimers();
    renderCarousel();
    tick(5000);
    tick(2000); // the scroll animation settles
    expect(track().style.transform).toBe('translate3d(-296px,0px,0px)');
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
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'paused');
    tick(20_000);
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
    await user.unhover(screen.getByRole('region'));
    tick(5000);
    expect(visibleSlides()).toEqual(['2 de 6', '3 de 6']);
  });

  it('is not paused by the mouse events a tap emulates, only by a mouse pointer', () => {
    setupFakeTimers();
    renderCarousel();
    fireEvent.mouseEnter(screen.getByRole('region'));
    fireEvent.pointerEnter(screen.getByRole('region'), { pointerType: 'touch' });
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'playing');
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

  it('pauses while touched and resumes when the touch ends', () => {
    setupFakeTimers();
    renderCarousel();
    const slide = slideAt(0);
    fireEvent.touchStart(slide, { touches: [{ clientX: 100, clientY: 50 }] });
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'paused');
    tick(20_000);
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
    fireEvent.touchEnd(slide, { changedTouches: [{ clientX: 100, clientY: 50 }] });
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'playing');
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

  it('ignores arrow keys when focus is outside', async () => {
    const user = setupFakeTimers();
    renderCarousel({ autoplay: false });
    act(() => screen.getByRole('button', { name: 'Fuera' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(visibleSlides()).toEqual(['1 de 6', '2 de 6']);
  });

  it('announces the position politely after a move, and not while rotating', async () => {
    const user = setupFakeTimers();
    renderCarousel();
    // nothing is said on load; the region is off while the carousel rotates on its own
    expect(liveRegion()).toHaveTextContent(/^$/);
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    tick(5000);
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion()).toHaveAttribute('aria-atomic', 'true');
    expect(liveRegion()).toHaveTextContent(/^Diapositivas 3 y 4 de 6$/);
  });

  it('words the position for one slide and for several', async () => {
    const user = setupFakeTimers();
    const { unmount } = renderCarousel({ autoplay: false, visible: 1 });
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(liveRegion()).toHaveTextContent(/^Diapositiva 6 de 6$/);
    unmount();
    renderCarousel({ autoplay: false, visible: 3 });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(liveRegion()).toHaveTextContent(/^Diapositivas 2 a 4 de 6$/);
  });

  it('follows a pointer swipe to the next slide', () => {
    setupFakeTimers();
    renderCarousel({ autoplay: false });
    const slide = slideAt(1);
    fireEvent.mouseDown(slide, { button: 0, clientX: 400, clientY: 50 });
    for (const x of [380, 330, 280, 230]) {
      tick(16);
      fireEvent.mouseMove(document, { clientX: x, clientY: 52 });
    }
    fireEvent.mouseUp(document, { clientX: 230, clientY: 52 });
    tick(2000);
    expect(visibleSlides()).toEqual(['2 de 6', '3 de 6']);
    expect(liveRegion()).toHaveTextContent(/^Diapositivas 2 y 3 de 6$/);
  });

  it('with one slide in view fills its column, the next slide peeking in, inert', () => {
    setupFakeTimers();
    renderCarousel({ visible: 1, autoplay: false });
    const viewport = track().parentElement as HTMLElement;
    expect(viewport).toHaveAttribute('data-layout', 'peek');
    // no fixed width of one slide (which left a blank strip beside it on a phone)
    expect(viewport.style.width).toBe('');
    expect(visibleSlides()).toEqual(['1 de 6']);
    const next = screen.getAllByRole('group', { hidden: true })[1] as HTMLElement;
    expect(declared(cssRulesOf(next), 'width')).toBe('min(280px, calc(100% - 48px))');
    expect(next.style.width).toBe('');
    expect(next).toHaveAttribute('aria-hidden', 'true');
    expect(next.hasAttribute('inert')).toBe(true);
    // 280 + 16 of gap + the 62 px of the next slide fill the 358 px column
    expect(next.offsetWidth + 16).toBeLessThan(PHONE_COLUMN);
  });

  it('with one slide in view stops with a whole slide at the left edge, even the last', async () => {
    const user = setupFakeTimers();
    renderCarousel({ visible: 1, autoplay: false });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    tick(2000);
    expect(visibleSlides()).toEqual(['2 de 6']);
    expect(track().style.transform).toBe('translate3d(-296px,0px,0px)');
    // the last stop is the last slide's left edge, not trimmed to show the end of the row
    for (let step = 0; step < 4; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    }
    tick(2000);
    expect(visibleSlides()).toEqual(['6 de 6']);
    expect(track().style.transform).toBe(`translate3d(-${5 * 296}px,0px,0px)`);
    // and on round to the first, which was peeking in after the last
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    tick(2000);
    expect(visibleSlides()).toEqual(['1 de 6']);
    expect(liveRegion()).toHaveTextContent(/^Diapositiva 1 de 6$/);
  });

  it('with one slide in view rotates every 5 seconds, one slide at a time', () => {
    setupFakeTimers();
    renderCarousel({ visible: 1 });
    tick(5000);
    expect(visibleSlides()).toEqual(['2 de 6']);
    tick(5000);
    expect(visibleSlides()).toEqual(['3 de 6']);
  });

  it('never lets its viewport scroll by itself: Embla alone moves the slides', () => {
    setupFakeTimers();
    renderCarousel({ autoplay: false });
    const viewport = track().parentElement as HTMLElement;
    // what a browser does to an overflow: hidden box to show a focused or found element
    viewport.scrollLeft = 120;
    fireEvent.scroll(viewport);
    expect(viewport.scrollLeft).toBe(0);
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
    // hydrated: two slides in a viewport as wide as two, the rest inert, Embla in charge
    const paged = container.querySelector('[data-state="paged"]') as HTMLElement;
    expect(paged.style.width).toBe(`${2 * 280 + 16}px`);
    expect(container.querySelectorAll('[aria-roledescription="diapositiva"][inert]')).toHaveLength(
      3,
    );
    const next = container.querySelector('button[aria-label="Siguiente"]') as HTMLButtonElement;
    await act(async () => next.click());
    const inView = container.querySelectorAll('[data-state="visible"]');
    expect(Array.from(inView, (slide) => slide.getAttribute('aria-label'))).toEqual([
      '2 de 5',
      '3 de 5',
    ]);
    act(() => root?.unmount());
    container.remove();
  });
});
