import type { DeviceClass, RenderSource, VitalApp } from './labels';

/** The metrics the store measures (web-vitals' names). */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP';

/** web-vitals' navigation types, as the database takes them. */
export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/** One measurement of a batch. */
export interface VitalMeasurement {
  name: VitalName;
  value: number;
  route: string;
  remote: VitalApp;
  render: RenderSource;
  navigation: NavigationType;
}

/** What `record_web_vitals(p_batch)` takes: one page view's measurements (1–20). */
export interface VitalsBatch {
  /** random per page load: ties a page view's reports together, and to nothing else */
  page_view: string;
  device: DeviceClass;
  releases: Partial<Record<VitalApp, string>>;
  metrics: VitalMeasurement[];
}

/** The most measurements the database takes in one call. */
export const MAX_BATCH = 20;

export interface SupabaseTarget {
  url: string;
  anonKey: string;
}

/** How a batch leaves the page. Fire and forget: nothing waits for the answer. */
export type Transport = (batch: VitalsBatch) => void;

export type TransportKind = 'beacon' | 'fetch';

/** `<project>/rest/v1/rpc/record_web_vitals` (a project URL with or without a trailing `/`). */
export function recordUrl(supabaseUrl: string): string {
  return new URL('rest/v1/rpc/record_web_vitals', `${supabaseUrl.replace(/\/+$/, '')}/`).href;
}

/**
 * `fetch(…, { keepalive: true })` with the key in the `apikey` header and the batch as JSON
 * (`{ p_batch }`): survives the page being closed, as a beacon does, but is a CORS request with
 * a preflight.
 */
export function fetchTransport(target: SupabaseTarget, fetcher: typeof fetch = fetch): Transport {
  const url = recordUrl(target.url);
  return (batch) => {
    fetcher(url, {
      method: 'POST',
      keepalive: true,
      headers: { apikey: target.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_batch: batch }),
    }).catch(() => {
      // a measurement lost is not worth a console message on a shopper's page
    });
  };
}

/** Whether the browser queued the beacon (it refuses one too big, or has none at all). */
function queueBeacon(
  navigator: Pick<Navigator, 'sendBeacon'> | undefined,
  url: string,
  body: URLSearchParams,
): boolean {
  try {
    return typeof navigator?.sendBeacon === 'function' && navigator.sendBeacon(url, body);
  } catch {
    return false;
  }
}

/**
 * `navigator.sendBeacon`: a beacon can't set headers and a JSON body isn't CORS-safelisted for
 * it, so the key goes in the query string (`?apikey=`, which hosted Supabase's gateway takes)
 * and the batch as a form field (`p_batch=<json>`, `application/x-www-form-urlencoded`, which
 * PostgREST passes to the function's named parameter). A beacon the browser won't queue (too
 * big, or none at all) goes with `fetch` instead.
 */
export function beaconTransport(
  target: SupabaseTarget,
  navigator: Pick<Navigator, 'sendBeacon'> | undefined,
  fetcher: typeof fetch = fetch,
): Transport {
  const url = `${recordUrl(target.url)}?apikey=${encodeURIComponent(target.anonKey)}`;
  const fallback = fetchTransport(target, fetcher);
  return (batch) => {
    if (!queueBeacon(navigator, url, new URLSearchParams({ p_batch: JSON.stringify(batch) }))) {
      fallback(batch);
    }
  };
}

/**
 * Beacons: hosted Supabase's gateway and the local server both take the key as the `apikey`
 * query parameter. `fetch` is what a deployment picks when its gateway doesn't (a self-hosted
 * stack that passes the parameter to PostgREST), and the fallback when a browser refuses a beacon.
 */
export function defaultTransportKind(_supabaseUrl: string): TransportKind {
  return 'beacon';
}
