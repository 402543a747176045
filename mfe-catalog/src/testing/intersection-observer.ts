import { afterEach } from 'vitest';

/**
 * happy-dom's IntersectionObserver never reports anything. This stand-in reports every observed
 * element as on screen at once (what a tall test viewport would do), unless a test holds it
 * back with `holdIntersections()` and releases it with `revealObserved()`.
 */
type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const observers = new Set<FakeIntersectionObserver>();
let holding = false;

class FakeIntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: Callback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px';
  }
  observe(target: Element) {
    this.targets.add(target);
    observers.add(this);
    if (!holding) queueMicrotask(() => this.reveal());
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  reveal() {
    const entries = [...this.targets].map(
      (target) =>
        ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Observed elements stay off screen until `revealObserved()`. */
export function holdIntersections() {
  holding = true;
}

/** Reports every observed element as on screen, and stops holding. */
export function revealObserved() {
  holding = false;
  for (const observer of [...observers]) observer.reveal();
}

/** the root margins the observers were created with */
export function observedMargins() {
  return [...observers].map((observer) => observer.rootMargin);
}

globalThis.IntersectionObserver =
  FakeIntersectionObserver as unknown as typeof IntersectionObserver;
afterEach(() => {
  holding = false;
  observers.clear();
});
