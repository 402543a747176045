import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../config/runtime-config';

/** How long a remote's server manifest is trusted before it is read again (a redeploy shows). */
const MANIFEST_TTL_MS = 10_000;

interface RemoteState {
  /** the browser mf-manifest.json URL from runtime-config.json */
  manifestUrl: string;
  /** content hash of the server manifest the registration was made for */
  version: string;
  checkedAt: number;
  /** the browser manifest (preload hints) */
  browserManifest: BrowserManifest | null;
}

export interface BrowserManifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  exposes: Array<{ name: string; path: string; assets: { js: { sync: string[] } } }>;
}

/** The server container of a remote lives beside its browser build: `<origin>/server/`. */
export const serverUrlOf = (manifestUrl: string, file: string) =>
  new URL(`server/${file}`, manifestUrl).href;

async function fetchText(url: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.text();
}

function hashOf(text: string): string {
  // FNV-1a: a cheap fingerprint of the manifest (it names every chunk by content hash).
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The remotes' server containers, loaded at runtime through the Module Federation Node runtime
 * (`@module-federation/node/runtimePlugin`, built into the shell's server bundle): registered
 * from runtime-config's manifest URL, re-registered (`force`) when the remote's server manifest
 * changes, which is checked at most every 10 s per remote — a redeployed remote is picked up
 * without a restart.
 */
export class ServerRemotes {
  private readonly states = new Map<RemoteName, RemoteState>();

  constructor(private readonly now: () => number = Date.now) {}

  private readonly checks = new Map<
    RemoteName,
    { manifestUrl: string; promise: Promise<RemoteState> }
  >();

  /** Makes sure `remote` is registered for the build now behind `manifestUrl`. */
  ensure(remote: RemoteName, manifestUrl: string, timeoutMs: number): Promise<RemoteState> {
    const state = this.states.get(remote);
    if (state?.manifestUrl === manifestUrl && this.now() - state.checkedAt < MANIFEST_TTL_MS) {
      return Promise.resolve(state);
    }
    // One check at a time per remote: concurrent requests wait for the same one.
    let pending = this.checks.get(remote);
    if (pending?.manifestUrl !== manifestUrl) {
      const promise = this.check(remote, manifestUrl, timeoutMs).finally(() => {
        if (this.checks.get(remote)?.promise === promise) this.checks.delete(remote);
      });
      pending = { manifestUrl, promise };
      this.checks.set(remote, pending);
    }
    return pending.promise;
  }

  private async check(remote: RemoteName, manifestUrl: string, timeoutMs: number) {
    const [serverManifest, browserManifest] = await Promise.all([
      fetchText(serverUrlOf(manifestUrl, 'mf-manifest.json'), timeoutMs),
      fetchText(manifestUrl, timeoutMs)
        .then((text) => JSON.parse(text) as BrowserManifest)
        .catch(() => null),
    ]);
    const version = hashOf(serverManifest);
    const previous = this.states.get(remote);
    if (previous?.version !== version || previous.manifestUrl !== manifestUrl) {
      // A new entry URL per build, and `force` so the runtime drops the old container.
      registerRemotes(
        [{ name: remote, entry: `${serverUrlOf(manifestUrl, 'remoteEntry.js')}?v=${version}` }],
        // forced: another renderer of this process (a test's second store) may hold the name
        { force: true },
      );
    }
    const state: RemoteState = { manifestUrl, version, checkedAt: this.now(), browserManifest };
    this.states.set(remote, state);
    return state;
  }

  /**
   * The builds registered now, one fingerprint per remote (`catalog@1a2b3c`, sorted): part of
   * the page cache's key, so a redeployed remote never serves a page of its previous build.
   */
  versions(): string {
    return [...this.states]
      .map(([remote, state]) => `${remote}@${state.version}`)
      .sort()
      .join(',');
  }

  /** The browser manifest read with the remote's last check (for preload hints). */
  browserManifestOf(remote: RemoteName): BrowserManifest | null {
    return this.states.get(remote)?.browserManifest ?? null;
  }

  /** Loads an exposed module of a registered remote. */
  async load<T>(remote: RemoteName, expose: string): Promise<T> {
    const module = await loadRemote<T>(`${remote}/${expose}`);
    if (module == null) throw new Error(`empty module ${remote}/${expose}`);
    return module;
  }
}
