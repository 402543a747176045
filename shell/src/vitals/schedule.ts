import type { VitalsConfig, startVitals } from './start-vitals';

export interface ScheduleOptions {
  /** the reporter's chunk (web-vitals with it); `import('./start-vitals')` */
  load?: () => Promise<{ startVitals: typeof startVitals }>;
  window?: Window;
}

/**
 * Starts the real-user vitals reporter (`startVitals`) once the page has loaded and the browser
 * is idle, from a chunk of its own: web-vitals and the reporter never delay the first paint or
 * the hydration. web-vitals reads the buffered performance entries: the load's paints and shifts
 * before it arrived still count (and earlier interactions slow enough for the browser to buffer).
 * A chunk that fails to load only costs the measurements (a console warning).
 */
export function scheduleVitals(config: VitalsConfig, options: ScheduleOptions = {}): void {
  const { load = () => import('./start-vitals'), window: win = window } = options;
  const begin = () => {
    load()
      .then(({ startVitals }) => startVitals(config))
      .catch((error: unknown) => console.warn('[shell] real-user vitals not started', error));
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(begin, { timeout: 5_000 });
    } else {
      win.setTimeout(begin, 1_000);
    }
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
