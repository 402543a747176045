import { describe, expect, it, vi } from 'vitest';
import {
  createRemoteLoader,
  RemoteUnavailableError,
  type FederationRuntime,
} from './remote-loader';

function fakeRuntime(results: Array<unknown>) {
  const registerRemotes = vi.fn<FederationRuntime['registerRemotes']>();
  const loadRemote = vi.fn(async () => {
    const next = results.shift();
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as FederationRuntime['loadRemote'];
  const preloadRemote = vi.fn<FederationRuntime['preloadRemote']>(async () => {});
  return { registerRemotes, loadRemote, preloadRemote };
}

const remotes = { catalog: 'http://localhost:3001/mf-manifest.json' };
const noWait = { sleep: async () => {} };

describe('createRemoteLoader', () => {
  it('registers every configured remote once, without loading any', () => {
    const runtime = fakeRuntime([]);
    createRemoteLoader(runtime, remotes, noWait);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'catalog', entry: 'http://localhost:3001/mf-manifest.json' },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('loads an exposed module by remote and name', async () => {
    const module = { default: 'App' };
    const runtime = fakeRuntime([module]);
    const loader = createRemoteLoader(runtime, remotes, noWait);
    await expect(loader.load('catalog', 'App')).resolves.toBe(module);
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalog/App');
  });

  it("marks a load with how it settled, so React's use() renders a loaded remote without suspending", async () => {
    const module = { default: 'App' };
    const loader = createRemoteLoader(fakeRuntime([module, new Error('x')]), remotes, {
      ...noWait,
      attempts: 1,
    });
    const load = loader.load('catalog', 'App') as Promise<unknown> & {
      status?: string;
      value?: unknown;
    };
    expect(load.status).toBeUndefined();
    await load;
    expect(load).toMatchObject({ status: 'fulfilled', value: module });

    loader.forget('catalog', 'App');
    const failed = loader.load('catalog', 'App') as Promise<unknown> & { status?: string };
    await failed.catch(() => {});
    expect(failed.status).toBe('rejected');
  });

  it('retries a failed load after forcing the runtime to forget the failure', async () => {
    const module = { default: 'App' };
    const runtime = fakeRuntime([new Error('offline'), module]);
    const sleep = vi.fn(async () => {});
    const loader = createRemoteLoader(runtime, remotes, { sleep, backoff: () => 250 });
    await expect(loader.load('catalog', 'App')).resolves.toBe(module);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'catalog', entry: remotes.catalog }],
      { force: true },
    );
    expect(sleep).toHaveBeenCalledWith(250);
  });

  it('gives up with RemoteUnavailableError once every attempt failed', async () => {
    const runtime = fakeRuntime([new Error('a'), new Error('b'), new Error('c')]);
    const loader = createRemoteLoader(runtime, remotes, { ...noWait, attempts: 3 });
    const failure = loader.load('catalog', 'App');
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failure).rejects.toMatchObject({ remote: 'catalog', cause: new Error('c') });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it("says the last failure's own words in its message (a shared version the page can't meet)", async () => {
    const mismatch =
      'Version 1.1.0 from shell of shared singleton module @bonis/design-system does not satisfy the requirement of catalog which needs ^2.0.0)';
    const runtime = fakeRuntime([new Error(mismatch), new Error(mismatch)]);
    const loader = createRemoteLoader(runtime, remotes, noWait);
    await expect(loader.load('catalog', 'App')).rejects.toThrow(
      `Remote "catalog" could not provide "./App": ${mismatch}`,
    );
  });

  it('shares one load between callers and fetches again only when told to forget it', async () => {
    const module = { default: 'App' };
    const runtime = fakeRuntime([new Error('a'), new Error('b'), module]);
    const loader = createRemoteLoader(runtime, remotes, noWait);
    const first = loader.load('catalog', 'App');
    expect(loader.load('catalog', 'App')).toBe(first);
    await expect(first).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(loader.load('catalog', 'App')).toBe(first);
    loader.forget('catalog', 'App');
    const retry = loader.load('catalog', 'App');
    expect(retry).not.toBe(first);
    await expect(retry).resolves.toBe(module);
    expect(loader.load('catalog', 'App')).toBe(retry);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('retry forgets a failed load and keeps a module that arrived', async () => {
    const module = { default: 'App' };
    const runtime = fakeRuntime([new Error('offline'), module]);
    const loader = createRemoteLoader(runtime, remotes, { ...noWait, attempts: 1 });
    const failed = loader.load('catalog', 'App');
    await failed.catch(() => {});
    loader.retry('catalog', 'App');
    const second = loader.load('catalog', 'App');
    expect(second).not.toBe(failed);
    await expect(second).resolves.toBe(module);
    loader.retry('catalog', 'App');
    expect(loader.load('catalog', 'App')).toBe(second);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('fails at once for a remote missing from runtime-config.json', async () => {
    const runtime = fakeRuntime([]);
    const loader = createRemoteLoader(runtime, remotes, noWait);
    await expect(loader.load('admin', 'App')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('preloads the exposed module of a remote once, without running it', async () => {
    const runtime = fakeRuntime([]);
    const loader = createRemoteLoader(runtime, remotes, noWait);
    await loader.preload('catalog', 'App');
    await loader.preload('catalog', 'App');
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'catalog', exposes: ['App'], resourceCategory: 'sync' },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('leaves a failed preload to load, which still fetches the module', async () => {
    const module = { default: 'App' };
    const runtime = fakeRuntime([module]);
    runtime.preloadRemote.mockRejectedValueOnce(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loader = createRemoteLoader(runtime, remotes, noWait);
    await expect(loader.preload('catalog', 'App')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      '[shell] preloading catalog/App failed',
      new Error('offline'),
    );
    await expect(loader.load('catalog', 'App')).resolves.toBe(module);
    warn.mockRestore();
  });

  it('does not preload a remote missing from runtime-config.json', async () => {
    const runtime = fakeRuntime([]);
    const loader = createRemoteLoader(runtime, remotes, noWait);
    await loader.preload('checkout', 'App');
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });
});
