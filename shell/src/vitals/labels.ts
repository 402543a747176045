import { matchPath } from 'react-router';
import { manifests } from '../routes/manifests';
import { ADMIN_ROUTE } from '../routes/owned-routes';
import { ownerOf } from '../routes/route-table';

/*
 * What a measurement is labelled with (record_web_vitals, supabase/migrations/
 * 20261208100000_web_vitals.sql, checks the same rules): the route pattern, never the URL; the
 * app that drew the page; the release of every app loaded; how the page was rendered; the device
 * class. Nothing about who is browsing.
 */

/** The apps a measurement is labelled with: the five remotes and the shell itself. */
export const VITAL_APPS = ['catalog', 'checkout', 'loyalty', 'account', 'admin', 'shell'] as const;
export type VitalApp = (typeof VITAL_APPS)[number];

export type RenderSource = 'server' | 'cache' | 'browser';
export type DeviceClass = 'mobile' | 'desktop';

/** The route a URL no route matched is labelled with (the not-found page). */
export const NOT_FOUND_ROUTE = '*';

/**
 * A route pattern as the route tables write them (`/`, `/product/:id`, `/admin/*`, `*`), at most
 * 120 characters, with nothing that looks like a concrete id (four digits in a row, a long hex
 * run). The database refuses anything else.
 */
export function isRoutePattern(route: string): boolean {
  return (
    route.length >= 1 &&
    route.length <= 120 &&
    (route === NOT_FOUND_ROUTE ||
      route === '/' ||
      /^(\/([A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9_]*|\*))+$/.test(route)) &&
    !/[0-9]{4,}/.test(route) &&
    !/[0-9A-Fa-f]{16,}/.test(route)
  );
}

const isVitalApp = (value: string): value is VitalApp =>
  (VITAL_APPS as readonly string[]).includes(value);

/** A page root's `data-remote` (the build's folder, `mfe-catalog`) as an app (`catalog`). */
export function appOf(dataRemote: string | undefined): VitalApp | undefined {
  const name = (dataRemote ?? '').replace(/^mfe-/, '');
  return isVitalApp(name) ? name : undefined;
}

/**
 * A release label as the database takes it: letters, digits, `.`, `_`, `+`, `-`, up to 64,
 * starting with a letter or digit. Other characters of a `BONIS_RELEASE` become `-`; a label
 * that still doesn't fit is left out.
 */
export function releaseLabel(release: string | undefined): string | undefined {
  const label = (release ?? '')
    .trim()
    .replace(/[^A-Za-z0-9._+-]+/g, '-')
    .slice(0, 64);
  return /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/.test(label) ? label : undefined;
}

export interface PageLabels {
  route: string;
  app: VitalApp;
}

/** The route pattern and the app of `pathname` from the shell's route table alone. */
export function tableLabels(pathname: string): PageLabels {
  const owner = ownerOf(pathname);
  if (!owner) return { route: NOT_FOUND_ROUTE, app: 'shell' };
  if (owner === ADMIN_ROUTE) {
    // the gate owns every /admin URL; mfe-admin's manifest knows its pages
    const page = manifests.admin.find((route) => matchPath(route.path, pathname));
    return { route: page?.path ?? ADMIN_ROUTE.path, app: 'admin' };
  }
  return { route: owner.path, app: owner.remote };
}

/**
 * The labels the page root gives when it is on screen for `pathname`: the remote that drew the
 * page stamps its root with `data-remote` and the `data-route` that matched (more precise than
 * the table under `/admin/*`). Undefined while a remote loads, on its fallback, on the shell's
 * not-found page, or once the page has moved on to another URL.
 */
export function pageRootLabels(pathname: string, doc: Document): PageLabels | undefined {
  if (doc.location.pathname !== pathname) return undefined;
  const root = doc.querySelector<HTMLElement>('[data-remote][data-route]');
  const app = appOf(root?.dataset.remote);
  const route = root?.dataset.route;
  return app && route && isRoutePattern(route) ? { route, app } : undefined;
}

/**
 * The release of every app on the page: each remote stamps `data-release` beside `data-remote`
 * on what it draws; the shell's is its own build's.
 */
export function releasesOf(doc: Document, shellRelease: string): Partial<Record<VitalApp, string>> {
  const releases: Partial<Record<VitalApp, string>> = {};
  for (const element of doc.querySelectorAll<HTMLElement>('[data-remote][data-release]')) {
    const app = appOf(element.dataset.remote);
    const release = releaseLabel(element.dataset.release);
    if (app && release) releases[app] = release;
  }
  const shell = releaseLabel(shellRelease);
  if (shell) releases.shell = shell;
  return releases;
}

/**
 * How the document was rendered, from its navigation entry's `Server-Timing: render;desc=…`
 * (the shell's server sends `server`, `cache` or `browser`); without it, the browser rendered it.
 */
export function renderSourceOf(
  performance: Pick<Performance, 'getEntriesByType'> | undefined,
): RenderSource {
  const [entry] = (performance?.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  const render = entry?.serverTiming?.find((timing) => timing.name === 'render')?.description;
  return render === 'server' || render === 'cache' ? render : 'browser';
}

/** Phones (and small tablets held upright) below 768 px wide; desktop otherwise. */
export const MOBILE_MAX_WIDTH = 767;

export function deviceClassOf(viewportWidth: number): DeviceClass {
  return viewportWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}
