import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import {
  deviceClassOf,
  pageRootLabels,
  releasesOf,
  renderSourceOf,
  tableLabels,
  isRoutePattern,
  type PageLabels,
  type RenderSource,
  type VitalApp,
} from './labels';
import {
  MAX_BATCH,
  NAVIGATION_TYPES,
  beaconTransport,
  defaultTransportKind,
  fetchTransport,
  type NavigationType,
  type Transport,
  type TransportKind,
  type VitalMeasurement,
  type VitalName,
} from './transport';

export interface VitalsConfig {
  /** the project the page talks to (runtime-config.json's `supabase`) */
  supabase: { url: string; anonKey: string };
  /** the shell build's release (`__BONIS_BUILD__.release`) */
  shellRelease: string;
  /** how batches leave the page; by default beacons, `fetch` toward a Supabase on this machine */
  transport?: TransportKind;
}

/** What the reporter needs of a web-vitals metric. */
export interface MeasuredMetric {
  name: VitalName;
  value: number;
  /** unique per metric instance (a bfcache restore starts new ones) */
  id: string;
  navigationType?: string;
}

type Observe = (
  report: (metric: MeasuredMetric) => void,
  options?: { reportAllChanges?: boolean },
) => void;

/** web-vitals' observers (tests give their own). */
export interface VitalsObservers {
  onLCP: Observe;
  onINP: Observe;
  onCLS: Observe;
  onTTFB: Observe;
  onFCP: Observe;
}

/** The page the reporter runs in. Tests give a window and a fake beacon or fetch. */
export interface VitalsEnvironment {
  window: Window;
  /** the document's timings; the window's by default */
  performance?: Pick<Performance, 'getEntriesByType'>;
  observers: VitalsObservers;
  fetch: typeof fetch;
  randomId: () => string;
}

/** A random v4 uuid, also where `crypto.randomUUID` isn't (a page served over plain http). */
export function randomUuid(crypto: Crypto = globalThis.crypto): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const defaultEnvironment = (): VitalsEnvironment => ({
  window,
  observers: { onLCP, onINP, onCLS, onTTFB, onFCP },
  fetch: (...args) => fetch(...args),
  randomId: () => randomUuid(),
});

/** The metrics of the document's own load: always its landing URL's. */
const LANDING_METRICS: ReadonlySet<VitalName> = new Set(['LCP', 'FCP', 'TTFB']);

/** The largest value the database takes: CLS has no unit, the others are milliseconds. */
const MAX_VALUE: Record<VitalName, number> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  TTFB: 600_000,
  FCP: 600_000,
};

interface Pending {
  name: VitalName;
  value: number;
  navigation: NavigationType;
  /** the URL path the value belongs to */
  pathname: string;
  /** the page root's labels, when it was on screen as the value was reported */
  labels: PageLabels | undefined;
}

const navigationOf = (type: string | undefined): NavigationType =>
  (NAVIGATION_TYPES as readonly string[]).includes(type ?? '')
    ? (type as NavigationType)
    : 'navigate';

const rounded = (name: VitalName, value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10;

/** The path of the document's own URL (its navigation entry), else the current one. */
function landingPath(win: Window, performance: VitalsEnvironment['performance']): string {
  const [entry] = performance?.getEntriesByType?.('navigation') ?? [];
  try {
    if (entry?.name) return new URL(entry.name).pathname;
  } catch {
    // not a URL: the location's
  }
  return win.location.pathname;
}

/**
 * Reports the page's Core Web Vitals (LCP, INP, CLS, TTFB, FCP) to `record_web_vitals`, labelled
 * with the route pattern and the app that drew it, every loaded app's release, how the page was
 * rendered and the device class. LCP, FCP and TTFB belong to the URL the document was loaded at;
 * INP and CLS follow the pages reached in it (each is labelled with the page on screen when it
 * last grew; those pages were drawn by the browser). Measurements wait in the page and leave in
 * batches of up to 20 when it is hidden or left (`visibilitychange`, `pagehide`). Returns a
 * function that stops reporting (tests).
 *
 * Import it lazily (`scheduleVitals`): web-vitals is never on the first paint's path.
 */
export function startVitals(
  config: VitalsConfig,
  environment: VitalsEnvironment = defaultEnvironment(),
): () => void {
  const { window: win, observers } = environment;
  const doc = win.document;
  const kind = config.transport ?? defaultTransportKind(config.supabase.url);
  const send: Transport =
    kind === 'beacon'
      ? beaconTransport(config.supabase, win.navigator, environment.fetch)
      : fetchTransport(config.supabase, environment.fetch);

  let pageView = environment.randomId();
  const performance = environment.performance ?? win.performance;
  let landing = landingPath(win, performance);
  const renderSource: RenderSource = renderSourceOf(performance);
  const pending = new Map<string, Pending>();
  const releases: Partial<Record<VitalApp, string>> = {};
  let stopped = false;

  const noteReleases = () => Object.assign(releases, releasesOf(doc, config.shellRelease));

  const record = (metric: MeasuredMetric) => {
    if (stopped) return;
    const pathname = LANDING_METRICS.has(metric.name) ? landing : win.location.pathname;
    noteReleases();
    pending.set(metric.id, {
      name: metric.name,
      value: metric.value,
      navigation: navigationOf(metric.navigationType),
      pathname,
      labels: pageRootLabels(pathname, doc),
    });
  };

  const flush = () => {
    if (stopped || pending.size === 0) return;
    noteReleases();
    const measurements: VitalMeasurement[] = [];
    for (const item of pending.values()) {
      const labels =
        item.labels ?? pageRootLabels(item.pathname, doc) ?? tableLabels(item.pathname);
      const value = rounded(item.name, item.value);
      // a value or route the database would refuse would lose the whole batch
      if (!(value >= 0 && value <= MAX_VALUE[item.name]) || !isRoutePattern(labels.route)) continue;
      measurements.push({
        name: item.name,
        value,
        route: labels.route,
        remote: labels.app,
        render: item.pathname === landing ? renderSource : 'browser',
        navigation: item.navigation,
      });
    }
    pending.clear();
    const device = deviceClassOf(win.innerWidth);
    for (let start = 0; start < measurements.length; start += MAX_BATCH) {
      send({
        page_view: pageView,
        device,
        releases: { ...releases },
        metrics: measurements.slice(start, start + MAX_BATCH),
      });
    }
  };

  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  // A page restored from the back/forward cache is a new page view (web-vitals starts new
  // metrics for it).
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    pageView = environment.randomId();
    landing = win.location.pathname;
  };

  observers.onTTFB(record);
  observers.onFCP(record);
  observers.onLCP(record);
  observers.onCLS(record, { reportAllChanges: true });
  observers.onINP(record, { reportAllChanges: true });
  // after web-vitals' own listeners, so the values it reports on hiding are in the batch
  doc.addEventListener('visibilitychange', onVisibilityChange);
  win.addEventListener('pagehide', flush);
  win.addEventListener('pageshow', onPageShow);

  return () => {
    stopped = true;
    doc.removeEventListener('visibilitychange', onVisibilityChange);
    win.removeEventListener('pagehide', flush);
    win.removeEventListener('pageshow', onPageShow);
  };
}
