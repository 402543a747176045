import {
  Children,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { IconButton } from '../icon-button';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../overlay/icons';
import { useHydrated } from '../overlay/use-hydrated';
import { useReducedMotion } from '../overlay/use-reduced-motion';
import { VisuallyHidden } from '../visually-hidden';
import { Controls, Region, Slide, Track, Viewport } from './carousel.styles';
import { useEmbla } from './embla';
import { useVisibleCount, type CarouselVisible } from './use-visible-count';

export type { CarouselVisible };

export interface CarouselProps {
  /** names the carousel: 'Productos Destacados' */
  label: string;
  /** one child per slide */
  children: ReactNode;
  /** slide width in px (default 280) */
  slideWidth?: number;
  /** space between slides in px (default 16) */
  gap?: number;
  /** slides in view, per breakpoint (default 1 / sm 2 / md 3 / lg 4) */
  visible?: CarouselVisible;
  /** rotate on its own (default true; never under prefers-reduced-motion) */
  autoplay?: boolean;
  /** milliseconds between automatic moves (default 5000) */
  interval?: number;
  className?: string;
  ref?: Ref<HTMLElement>;
}

const DEFAULT_VISIBLE: CarouselVisible = { base: 1, sm: 2, md: 3, lg: 4 };

/** One slide in view: at least this much of the next one shows beside it (px). */
const PEEK = 32;

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]';

const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** What the live region says: 'Diapositiva 2 de 8', 'Diapositivas 2 y 3 de 8', '… 2 a 4 de 8'. */
function positionText(start: number, shown: number, count: number): string {
  if (shown === 1) return `Diapositiva ${start + 1} de ${count}`;
  const joiner = shown === 2 ? 'y' : 'a';
  return `Diapositivas ${start + 1} ${joiner} ${start + shown} de ${count}`;
}

/**
 * The home page's product carousels, on Embla (embla-carousel-react, its Autoplay plugin). Shows
 * `visible` slides of `slideWidth` that follow touch and pointer swipes, moves one slide with
 * Anterior/Siguiente or ArrowLeft/ArrowRight (wrapping at both ends), and rotates every
 * `interval` ms, wrapping to the start after the last. Rotation pauses while hovered, focused
 * or touched, stops with the Pausar/Reproducir button (WCAG 2.2.2) and never starts under
 * reduced motion. With one slide in view (a phone) it fills its column: a slide (at most
 * `slideWidth`) with the next one peeking in beside it, looping, each stop a whole slide at the
 * left edge. Slides out of view, and the one peeking in, are inert and hidden from assistive
 * technology; a polite live region (off while rotating) announces the position after a move.
 */
export function Carousel({
  label,
  children,
  slideWidth = 280,
  gap = 16,
  visible = DEFAULT_VISIBLE,
  autoplay = true,
  interval = 5000,
  className,
  ref,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  // The server can't know the screen's width. Until hydrated, the carousel is a row of every
  // slide that scrolls sideways (snapping to slides) in as wide a viewport as the page gives:
  // with JavaScript off every product is reachable, and hydration moves nothing in the page.
  // Embla starts only once hydrated (it initialises in an effect and reads no window in render).
  const hydrated = useHydrated();
  const measured = Math.min(useVisibleCount(visible), Math.max(count, 1));
  const shown = hydrated ? measured : count;
  const lastStart = Math.max(0, count - shown);
  const active = hydrated && lastStart > 0;
  // One slide in view (a phone): the carousel fills its column and the next slide peeks in
  // beside it, instead of one slide and a blank strip. It loops, so after the last slide the
  // first one peeks in, and every stop has a whole slide at the left edge (a trimmed last stop
  // would cut the one before it).
  const peek = active && shown === 1;

  const reducedMotion = useReducedMotion();
  const options = useMemo(
    () => ({
      active,
      align: 'start' as const,
      loop: peek,
      containScroll: peek ? (false as const) : ('trimSnaps' as const),
      // focus moves by our keyboard handling; Embla's own would scroll a focused last slide
      // to the start
      watchFocus: false,
    }),
    [active, peek],
  );
  // the plugin only keeps the timer and wraps; when it runs is decided here (`running`)
  const autoplayOptions = useMemo(
    () => ({
      delay: interval,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
    [interval],
  );
  const [viewportRef, embla] = useEmbla(options, autoplayOptions);

  const [selected, setSelected] = useState(0);
  const [moved, setMoved] = useState(false);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  /** the slide to move focus into once the carousel has moved (keyboard from inside a slide) */
  const focusSlide = useRef<number | null>(null);
  const slideRefs = useRef<Array<HTMLDivElement | null>>([]);

  const index = hydrated ? Math.min(selected, lastStart) : 0;
  const rotates = autoplay && lastStart > 0;
  const playing = rotates && (choice === 'play' || (choice === null && !reducedMotion));
  const running = playing && !hovered && !focused && !touched;

  // Embla's selected snap is the first slide in view (snaps are trimmed to the last full page)
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      setSelected(embla.selectedScrollSnap());
      setMoved(true);
    };
    const onReInit = () => setSelected(embla.selectedScrollSnap());
    const onDown = () => setTouched(true);
    const onUp = () => setTouched(false);
    embla
      .on('select', onSelect)
      .on('reInit', onReInit)
      .on('pointerDown', onDown)
      .on('pointerUp', onUp);
    return () => {
      embla
        .off('select', onSelect)
        .off('reInit', onReInit)
        .off('pointerDown', onDown)
        .off('pointerUp', onUp);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      const plugin = embla.plugins()?.autoplay;
      // the plugin is set up only on an active carousel of more than one snap
      if (!plugin || !active || embla.scrollSnapList().length < 2) return;
      if (running) plugin.play(reducedMotion);
      else plugin.stop();
    };
    sync();
    embla.on('reInit', sync);
    return () => {
      embla.off('reInit', sync);
    };
  }, [embla, active, running, reducedMotion]);

  // Embla moves the slides with transforms: the viewport itself must never scroll. The row
  // before hydration scrolls natively (a swipe, the browser restoring it), and a browser scrolls
  // an `overflow: hidden` box to show what gets focus or is found in the page; left over, that
  // offset shifted every stop, cutting the slides at both edges.
  useEffect(() => {
    if (!embla || !active) return undefined;
    const viewport = embla.rootNode();
    const settle = () => {
      if (viewport.scrollLeft !== 0) viewport.scrollLeft = 0;
    };
    settle();
    viewport.addEventListener('scroll', settle, { passive: true });
    return () => viewport.removeEventListener('scroll', settle);
  }, [embla, active]);

  useEffect(() => {
    const target = focusSlide.current;
    focusSlide.current = null;
    if (target === null) return;
    slideRefs.current[target]?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [index]);

  const go = (target: number) => embla?.scrollTo(target, reducedMotion);
  const forwardOf = (from: number) => (from >= lastStart ? 0 : from + 1);
  const backOf = (from: number) => (from <= 0 ? lastStart : from - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (isEditable(event.target) || !active) return;
    event.preventDefault();
    const forward = event.key === 'ArrowRight';
    const target = forward ? forwardOf(index) : backOf(index);
    // focus on a slide that scrolls away goes to the slide that came into view
    const inSlide = slideRefs.current.some((slide) => slide?.contains(event.target as Node));
    if (inSlide) focusSlide.current = forward ? target + shown - 1 : target;
    go(target);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Region
      ref={ref}
      aria-roledescription="carrusel"
      aria-label={label}
      className={className}
      // A server-rendered page holding a carousel preloads and runs Embla's chunks with its
      // start-up scripts (the shell's renderer reads this; tooling's lazy-chunks.json)
      data-lazy-chunks="carousel"
      data-state={running ? 'playing' : 'paused'}
      onKeyDown={onKeyDown}
      // a mouse's hover only: a tap's emulated mouseenter would otherwise pause it for good
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {(hydrated ? lastStart > 0 : count > 1) && (
        // before hydration the buttons can't work: their row holds its place, unseen
        <Controls
          aria-hidden={hydrated ? undefined : true}
          style={hydrated ? undefined : { visibility: 'hidden' }}
        >
          {rotates && (
            <IconButton
              label={playing ? 'Pausar carrusel' : 'Reproducir carrusel'}
              variant="secondary"
              size="sm"
              onClick={() => setChoice(playing ? 'pause' : 'play')}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </IconButton>
          )}
          <IconButton
            label="Anterior"
            variant="secondary"
            size="sm"
            onClick={() => go(backOf(index))}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            label="Siguiente"
            variant="secondary"
            size="sm"
            onClick={() => go(forwardOf(index))}
          >
            <ChevronRightIcon />
          </IconButton>
        </Controls>
      )}
      <VisuallyHidden aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        {moved ? positionText(index, shown, count) : ''}
      </VisuallyHidden>
      <Viewport
        ref={viewportRef}
        data-state={hydrated ? 'paged' : 'scrolling'}
        data-layout={peek ? 'peek' : undefined}
        // paged: exactly `shown` slides wide; with a peek (and before hydration), the column
        style={hydrated && !peek ? { width: shown * slideWidth + (shown - 1) * gap } : undefined}
      >
        {/* looping, Embla needs the space after the last slide too: a margin, not a flex gap */}
        <Track $gap={peek ? 0 : gap}>
          {slides.map((slide, position) => {
            const inView = position >= index && position < index + shown;
            return (
              <Slide
                key={position}
                ref={(element) => {
                  slideRefs.current[position] = element;
                }}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${position + 1} de ${count}`}
                aria-hidden={inView ? undefined : true}
                inert={!inView}
                data-state={inView ? 'visible' : 'hidden'}
                // paged: `slideWidth`; with a peek (and before hydration) at most that, narrow
                // enough for the next slide to show beside it
                $fluidWidth={
                  hydrated && !peek
                    ? undefined
                    : `min(${slideWidth}px, calc(100% - ${gap + PEEK}px))`
                }
                style={
                  hydrated && !peek
                    ? { width: slideWidth }
                    : { marginInlineEnd: peek ? gap : undefined }
                }
              >
                {slide}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
    </Region>
  );
}
