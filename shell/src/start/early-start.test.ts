import { describe, expect, it, vi } from 'vitest';
import type { FederationRuntime } from '../remotes/remote-loader';
import type { RuntimeConfig } from '../config/runtime-config';
import { markStoredSession, startEarly } from './early-start';

const config: RuntimeConfig = {
  supabase: { url: 'http://127.0.0.1:54321', anonKey: 'anon' },
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    account: 'http://localhost:3004/mf-manifest.json',
    admin: 'http://localhost:3005/mf-manifest.json',
  },
};

function fakeRuntime() {
  return {
    registerRemotes: vi.fn<FederationRuntime['registerRemotes']>(),
    loadRemote: vi.fn() as unknown as FederationRuntime['loadRemote'],
    preloadRemote: vi.fn<FederationRuntime['preloadRemote']>(async () => {}),
  };
}

async function start(pathname: string) {
  const runtime = fakeRuntime();
  const head = document.createElement('head');
  const early = await startEarly({ runtime, pathname, head, fetchConfig: async () => config });
  return { runtime, head, early };
}

describe('startEarly', () => {
  it('registers every remote and hands the config and loader to the app', async () => {
    const { runtime, early } = await start('/');
    expect(early.config).toBe(config);
    expect(early.loader.entryOf('catalog')).toBe(config.remotes.catalog);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'catalog', entry: config.remotes.catalog },
      { name: 'account', entry: config.remotes.account },
      { name: 'admin', entry: config.remotes.admin },
    ]);
  });

  it.each([
    ['/', 'catalog'],
    ['/product/42', 'catalog'],
    ['/perros-grandes', 'catalog'],
    ['/profile', 'account'],
  ])('starts downloading the remote of %s (%s) before the app renders', async (path, remote) => {
    const { runtime } = await start(path);
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: remote, exposes: ['App'], resourceCategory: 'sync' },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('never preloads the admin remote: it waits for the session to say admin', async () => {
    const { runtime } = await start('/admin/dashboard');
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('preloads nothing for a path no remote owns', async () => {
    const { runtime } = await start('/no/such/page');
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('opens the connection to Supabase the way supabase-js will use it', async () => {
    const { head } = await start('/');
    const link = head.querySelector('link[rel="preconnect"]');
    expect(link).toHaveAttribute('href', 'http://127.0.0.1:54321');
    expect(link).toHaveAttribute('crossorigin', 'anonymous');
  });

  it('fails like the config read when runtime-config.json is broken', async () => {
    const runtime = fakeRuntime();
    const failure = startEarly({
      runtime,
      pathname: '/',
      head: document.createElement('head'),
      fetchConfig: async () => {
        throw new Error('runtime-config.json answered HTTP 404');
      },
    });
    await expect(failure).rejects.toThrow('HTTP 404');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });
});

describe('markStoredSession', () => {
  it('marks <html data-session="maybe"> when a supabase-js session is stored, and only then', () => {
    delete document.documentElement.dataset.session;
    localStorage.setItem('bonis-theme', 'dark');
    markStoredSession(document);
    expect(document.documentElement.dataset.session).toBeUndefined();

    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}');
    markStoredSession(document);
    expect(document.documentElement.dataset.session).toBe('maybe');

    localStorage.clear();
    delete document.documentElement.dataset.session;
  });
});
