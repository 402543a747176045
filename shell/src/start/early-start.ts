import {
  fetchRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
} from '../config/runtime-config';
import {
  createRemoteLoader,
  type FederationRuntime,
  type RemoteLoader,
} from '../remotes/remote-loader';
import { pageRemoteOf } from '../routes/owned-routes';

export interface EarlyStart {
  config: RuntimeConfig;
  loader: RemoteLoader;
}

export interface EarlyStartOptions {
  runtime: FederationRuntime;
  /** the page's path, `location.pathname` */
  pathname: string;
  /** where the preconnect hint goes */
  head: HTMLElement;
  fetchConfig?: () => Promise<RuntimeConfig>;
}

/**
 * The part of start-up that needs no shared module, run by the entry chunk while the shared
 * singletons (react, react-dom, the router, supabase-js…) are still downloading: read
 * runtime-config.json, register the remotes, start downloading the remote this page needs and
 * open the connection to Supabase. Without it, each of those waits for every shared module.
 * The admin remote is never preloaded: nothing of it is fetched before the session says admin.
 */
export async function startEarly({
  runtime,
  pathname,
  head,
  fetchConfig = () => inlineRuntimeConfig(head.ownerDocument) ?? fetchRuntimeConfig(),
}: EarlyStartOptions): Promise<EarlyStart> {
  markStoredSession(head.ownerDocument);
  const config = await fetchConfig();
  preconnect(head, config.supabase.url);
  const loader = createRemoteLoader(runtime, config.remotes);
  const remote = pageRemoteOf(pathname);
  if (remote && remote !== 'admin') void loader.preload(remote, 'App');
  return { config, loader };
}

/**
 * `<html data-session="maybe">` when the browser holds a stored supabase-js session, as the
 * server page's inline script does (server/document.ts), for pages the browser renders itself:
 * a page's signed-out invitation stays hidden until the session is read.
 */
export function markStoredSession(document: Document) {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (/^sb-.+-auth-token$/.test(localStorage.key(index) ?? '')) {
        document.documentElement.dataset.session = 'maybe';
        return;
      }
    }
  } catch {
    // storage refused (privacy mode): nothing is hidden
  }
}

/** `<link rel="preconnect" crossorigin>`: supabase-js requests are CORS without credentials. */
function preconnect(head: HTMLElement, url: string) {
  const link = head.ownerDocument.createElement('link');
  link.rel = 'preconnect';
  link.href = new URL(url).origin;
  link.crossOrigin = 'anonymous';
  head.append(link);
}

/** The element the server-rendered page carries its runtime config in (server/document.ts). */
export const INLINE_CONFIG_ID = 'bonis-runtime-config';

/**
 * The runtime config a server-rendered page carries inline, or null (a browser-rendered page
 * fetches /runtime-config.json).
 */
export function inlineRuntimeConfig(document: Document): Promise<RuntimeConfig> | null {
  const element = document.getElementById(INLINE_CONFIG_ID);
  if (!element?.textContent) return null;
  try {
    const { config, problems } = parseRuntimeConfig(JSON.parse(element.textContent));
    for (const problem of problems) console.warn(problem);
    return Promise.resolve(config);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
