import {
  Children,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { IconButton } from '../icon-button';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  getFocusable,
  PauseIcon,
  PlayIcon,
  useHydrated,
  useReducedMotion,
} from '../overlay';
import { Controls, Region, Slide, Track, Viewport } from './carousel.styles';
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

const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The home page's product carousels. Shows `visible` slides of `slideWidth`, moves one slide
 * with Anterior/Siguiente or ArrowLeft/ArrowRight, and rotates every `interval` ms, wrapping to
 * the start after the last. Rotation pauses while hovered or focused, stops with the
 * Pausar/Reproducir button (WCAG 2.2.2) and never starts under reduced motion. Slides out of
 * view are inert and hidden from assistive technology.
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
  const hydrated = useHydrated();
  const measured = Math.min(useVisibleCount(visible), Math.max(count, 1));
  const shown = hydrated ? measured : count;
  const lastStart = Math.max(0, count - shown);

  const reducedMotion = useReducedMotion();
  const [start, setStart] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** the slide to move focus into once the carousel has moved (keyboard from inside a slide) */
  const focusSlide = useRef<number | null>(null);
  const slideRefs = useRef<Array<HTMLDivElement | null>>([]);

  const index = Math.min(start, lastStart);
  const rotates = autoplay && lastStart > 0;
  const playing = rotates && (choice === 'play' || (choice === null && !reducedMotion));
  const running = playing && !hovered && !focused;

  const next = () => setStart(index >= lastStart ? 0 : index + 1);
  const previous = () => setStart(index <= 0 ? lastStart : index - 1);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(
      () => setStart((value) => (value >= lastStart ? 0 : value + 1)),
      interval,
    );
    return () => clearTimeout(timer);
  }, [running, index, interval, lastStart]);

  useEffect(() => {
    const target = focusSlide.current;
    focusSlide.current = null;
    if (target === null) return;
    const slide = slideRefs.current[target];
    if (slide) getFocusable(slide)[0]?.focus();
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (isEditable(event.target) || lastStart === 0) return;
    event.preventDefault();
    const forward = event.key === 'ArrowRight';
    const target = forward
      ? index >= lastStart
        ? 0
        : index + 1
      : index <= 0
        ? lastStart
        : index - 1;
    setStart(target);
    // focus on a slide that scrolls away goes to the slide that came into view
    const inSlide = slideRefs.current.some((slide) => slide?.contains(event.target as Node));
    if (inSlide) focusSlide.current = forward ? target + shown - 1 : target;
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
      data-state={running ? 'playing' : 'paused'}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
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
          <IconButton label="Anterior" variant="secondary" size="sm" onClick={previous}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton label="Siguiente" variant="secondary" size="sm" onClick={next}>
            <ChevronRightIcon />
          </IconButton>
        </Controls>
      )}
      <Viewport
        data-state={hydrated ? 'paged' : 'scrolling'}
        style={hydrated ? { width: shown * slideWidth + (shown - 1) * gap } : undefined}
      >
        <Track
          $gap={gap}
          aria-live={running ? 'off' : 'polite'}
          style={{ transform: `translateX(-${index * (slideWidth + gap)}px)` }}
        >
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
                style={{ width: slideWidth }}
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
