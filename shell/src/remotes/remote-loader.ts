import type { RemoteName, RuntimeConfig } from '../config/runtime-config';

/** The two calls of the Module Federation runtime the loader needs (injected for tests). */
export interface FederationRuntime {
  registerRemotes: (
    remotes: Array<{ name: string; entry: string }>,
    options?: { force?: boolean },
  ) => void;
  loadRemote: <T>(id: string) => Promise<T | null | undefined>;
  preloadRemote: (
    options: Array<{ nameOrAlias: string; exposes?: string[]; resourceCategory?: 'sync' | 'all' }>,
  ) => Promise<void>;
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) return `: ${cause.message}`;
  if (typeof cause === 'string') return `: ${cause}`;
  return '';
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    readonly expose: string,
    options?: { cause?: unknown },
  ) {
    // The cause's own words go into the message: a version the page can't meet ("Version 1.1.0
    // from shell of shared singleton module @bonis/design-system does not satisfy the
    // requirement of loyalty which needs ^2.0.0") must be readable in the console as it is.
    super(
      `Remote "${remote}" could not provide "./${expose}"${describeCause(options?.cause)}`,
      options,
    );
  }
}

export interface RemoteLoaderOptions {
  /** tries per load before giving up (first try + automatic retries) */
  attempts?: number;
  /** wait before retry n (1-based), in ms */
  backoff?: (retry: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface RemoteLoader {
  /**
   * The exposed module. Every call gets the same promise (React's `use()` needs a stable
   * one), including a rejected one, until `forget` is called.
   */
  load: <T>(remote: RemoteName, expose: string) => Promise<T>;
  /** Drops the remembered load, so the next `load` fetches again. */
  forget: (remote: RemoteName, expose: string) => void;
  /**
   * What a slot's reset does ("Reintentar", or a navigation while it shows its fallback): a
   * failed load is forgotten so the next `load` fetches the remote again; a module that arrived
   * is kept (rendering it again is the retry).
   */
  retry: (remote: RemoteName, expose: string) => void;
  /**
   * Starts downloading a remote's manifest, entry and the exposed module's own files without
   * running them, so `load` later finds them in the cache. Never rejects: a failed preload
   * just leaves the work to `load`, which retries and shows the fallback.
   */
  preload: (remote: RemoteName, expose: string) => Promise<void>;
  /** the manifest URL a remote is registered with, if any */
  entryOf: (remote: RemoteName) => string | undefined;
}

/**
 * Registers the remotes of runtime-config.json with the federation runtime (no network until a
 * remote is needed) and loads exposed modules on demand. A failed load is retried after a
 * pause, re-registering the remote with `force` so the runtime drops its cached failure; if it
 * still fails the caller gets a RemoteUnavailableError (shown as the Spanish fallback).
 */
export function createRemoteLoader(
  runtime: FederationRuntime,
  remotes: RuntimeConfig['remotes'],
  {
    attempts = 2,
    backoff = (retry) => 300 * retry,
    sleep = defaultSleep,
  }: RemoteLoaderOptions = {},
): RemoteLoader {
  const entries = Object.entries(remotes).map(([name, entry]) => ({ name, entry }));
  runtime.registerRemotes(entries);
  const entryOf = (remote: RemoteName) => remotes[remote];

  const loads = new Map<string, Promise<unknown>>();

  function load<T>(remote: RemoteName, expose: string): Promise<T> {
    const key = `${remote}/${expose}`;
    let promise = loads.get(key);
    if (!promise) {
      promise = settledInPlace(loadWithRetries<T>(remote, expose));
      loads.set(key, promise);
    }
    return promise as Promise<T>;
  }

  function forget(remote: RemoteName, expose: string) {
    loads.delete(`${remote}/${expose}`);
  }

  function retry(remote: RemoteName, expose: string) {
    const key = `${remote}/${expose}`;
    const promise = loads.get(key) as Settled<unknown> | undefined;
    if (promise?.status === 'rejected') loads.delete(key);
  }

  async function loadWithRetries<T>(remote: RemoteName, expose: string): Promise<T> {
    const entry = entryOf(remote);
    if (!entry) throw new RemoteUnavailableError(remote, expose, { cause: 'not configured' });
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const module = await runtime.loadRemote<T>(`${remote}/${expose}`);
        if (module == null) throw new Error(`empty module ${remote}/${expose}`);
        return module;
      } catch (error) {
        lastError = error;
        // Make the runtime forget the failed entry so the next try really refetches it.
        runtime.registerRemotes([{ name: remote, entry }], { force: true });
        if (attempt < attempts) await sleep(backoff(attempt));
      }
    }
    throw new RemoteUnavailableError(remote, expose, { cause: lastError });
  }

  const preloads = new Map<string, Promise<void>>();
  function preload(remote: RemoteName, expose: string): Promise<void> {
    const key = `${remote}/${expose}`;
    let promise = preloads.get(key);
    if (!promise) {
      promise = entryOf(remote)
        ? runtime
            .preloadRemote([{ nameOrAlias: remote, exposes: [expose], resourceCategory: 'sync' }])
            .catch((error: unknown) => console.warn(`[shell] preloading ${key} failed`, error))
        : Promise.resolve();
      preloads.set(key, promise);
    }
    return promise;
  }

  return { load, forget, retry, preload, entryOf };
}

/**
 * Marks the promise with how it settled, the way React's `use()` reads a thenable: a remote
 * already loaded renders in the same pass instead of suspending once more. A suspension shows
 * the fallback, and React then holds the content back for up to 300 ms so it doesn't flash.
 */
export type Settled<T> = Promise<T> & {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function settledInPlace<T>(promise: Promise<T>): Settled<T> {
  const tracked = promise as Settled<T>;
  // Not marked 'pending' before it settles: React instruments a promise it has not seen yet.
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

function defaultSleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
