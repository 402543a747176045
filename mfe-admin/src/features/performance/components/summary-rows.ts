import type { VitalsSummaryRow } from '../api/get-web-vitals-summary';
import { VITALS, type Vital } from './thresholds';

export interface VitalValue {
  p75: number;
  samples: number;
}

/** One line of the screen: a route drawn by an app in one release, with its five metrics. */
export interface PerformanceRow {
  id: string;
  route: string;
  remote: string;
  /** '' when the page didn't say its release */
  release: string;
  metrics: Partial<Record<Vital, VitalValue>>;
  /** page views measured: the most samples of any metric */
  pageViews: number;
}

const isVital = (metric: string): metric is Vital => (VITALS as readonly string[]).includes(metric);

/**
 * The function's rows (one per metric) as the screen's (one per route, app and release), in
 * route, app and release order (a newer release under an older one reads as a comparison).
 */
export function toPerformanceRows(rows: readonly VitalsSummaryRow[]): PerformanceRow[] {
  const byKey = new Map<string, PerformanceRow>();
  for (const row of rows) {
    if (!isVital(row.metric)) continue;
    const id = `${row.route}|${row.remote}|${row.release}`;
    const line = byKey.get(id) ?? {
      id,
      route: row.route,
      remote: row.remote,
      release: row.release,
      metrics: {},
      pageViews: 0,
    };
    line.metrics[row.metric] = { p75: row.p75, samples: row.samples };
    line.pageViews = Math.max(line.pageViews, row.samples);
    byKey.set(id, line);
  }
  const collator = new Intl.Collator('es', { numeric: true });
  return [...byKey.values()].sort(
    (a, b) =>
      collator.compare(a.route, b.route) ||
      collator.compare(a.remote, b.remote) ||
      collator.compare(a.release, b.release),
  );
}

/** The releases of the rows, newest-looking first (`0.10.0` after `0.9.0`), for the filter. */
export function releasesOf(rows: readonly VitalsSummaryRow[]): string[] {
  const collator = new Intl.Collator('es', { numeric: true });
  return [...new Set(rows.map((row) => row.release).filter(Boolean))].sort((a, b) =>
    collator.compare(b, a),
  );
}
