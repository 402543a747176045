/** A file the page downloads once it starts: `[href]`, or `[href, 1]` for `fetchpriority="low"`. */
export type StartFile = readonly [href: string, low?: 1];

/**
 * How long a page waits, once what it shows is loaded, for the browser to report the largest
 * paint before it starts anyway (an image smaller than the page's text is never reported).
 */
export const PAINT_REPORT_MS = 300;

/**
 * Starts a server-rendered page's JavaScript once the page the shopper sees has painted
 * (ARCHITECTURE §3, shell/README.md "Performance"): once the browser has reported the page's
 * largest paint and, when images of the first viewport were still loading after the first frame,
 * the largest paint of one of them (or `paintReportMs` after they all loaded: a smaller image
 * is never reported). Then it asks for `preloads` — every start-up file at once, so nothing
 * waits for the entry chunk to ask for it — and runs `scripts` in order. The shopper's first
 * touch, click or key starts it at once, and it starts after `latestMs` whatever happens.
 *
 * The page reads without its scripts; downloading and running them before the largest paint
 * only competes with it for a phone's network and main thread.
 *
 * It runs in the page, inlined by the server's document (`server/document.ts`) as its source
 * text: it must stay self-contained (no imports, no closure over module values).
 */
export function startWhenPainted(
  preloads: readonly StartFile[],
  scripts: readonly string[],
  latestMs: number,
  paintReportMs: number,
): void {
  const page = document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const [href, low] of preloads) {
      const link = page.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      if (low) link.setAttribute('fetchpriority', 'low');
      page.head.append(link);
    }
    for (const src of scripts) {
      const script = page.createElement('script');
      script.src = src;
      script.async = false;
      page.body.append(script);
    }
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    window.addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  setTimeout(start, latestMs);
  requestAnimationFrame(() =>
    setTimeout(() => {
      // after the first frame: the layout says which images the shopper sees
      const loading = new Set<HTMLImageElement>();
      for (const image of Array.from(page.querySelectorAll('img'))) {
        if (image.complete) continue;
        const box = image.getBoundingClientRect();
        if (box.width > 0 && box.bottom > 0 && box.top < window.innerHeight) loading.add(image);
      }
      // Shown: the browser reported a paint (a frame can be made and shown much later); in a
      // browser that reports none (Safari, Firefox), the frame above.
      const reports =
        typeof PerformanceObserver === 'function' &&
        PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
      let shown = !reports;
      let loaded = loading.size === 0;
      const startIfShown = () => {
        if (shown && loaded) start();
      };
      if (reports) {
        new PerformanceObserver((list) => {
          shown = true;
          for (const entry of list.getEntries()) {
            const element = (entry as PerformanceEntry & { element?: Element | null }).element;
            if (loading.has(element as HTMLImageElement)) start();
          }
          startIfShown();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }
      if (loaded) {
        startIfShown();
        return;
      }
      // An image smaller than the page's largest text is never reported: started a moment after
      // it could be painted.
      const decoded = Array.from(loading, (image) => image.decode().catch(() => {}));
      void Promise.all(decoded).then(() =>
        setTimeout(() => {
          loaded = true;
          startIfShown();
        }, paintReportMs),
      );
    }, 0),
  );
}
