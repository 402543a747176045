/**
 * happy-dom's IntersectionObserver never reports anything. `stubIntersectionObserver()` replaces
 * it with one that reports every observed element as on screen at once (what a tall test
 * viewport would do), unless the test holds it back with `hold()` and releases it with
 * `reveal()`. The stub stays for the test file; its state is cleared after every test.
 */
import { afterEveryTest } from './lifecycle';

type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const observers = new Set<FakeIntersectionObserver>();
let holding = false;

class FakeIntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: Callback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px';
    const threshold = options?.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
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
  takeRecords(): IntersectionObserverEntry[] {
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

export interface IntersectionObserverStub {
  /** observed elements stay off screen until `reveal()` */
  hold: () => void;
  /** reports every observed element as on screen, and stops holding */
  reveal: () => void;
  /** the root margins of the live observers, e.g. `['300px 0px']` */
  rootMargins: () => string[];
}

function resetStub() {
  holding = false;
  observers.clear();
}

/** Installs the stand-in IntersectionObserver (idempotent) and returns its controls. */
export function stubIntersectionObserver(): IntersectionObserverStub {
  globalThis.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  afterEveryTest(resetStub);
  return {
    hold: () => {
      holding = true;
    },
    reveal: () => {
      holding = false;
      for (const observer of [...observers]) observer.reveal();
    },
    rootMargins: () => [...observers].map((observer) => observer.rootMargin),
  };
}
