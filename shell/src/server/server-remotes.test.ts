import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: vi.fn(),
}));

const { ServerRemotes, serverUrlOf } = await import('./server-remotes');

const MANIFEST = 'http://catalog.test/mf-manifest.json';
let serverManifest = '{"build":1}';
const server = setupServer(
  http.get('http://catalog.test/server/mf-manifest.json', () => HttpResponse.text(serverManifest)),
  http.get(MANIFEST, () =>
    HttpResponse.json({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [],
    }),
  ),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // after msw has patched fetch: counts the code's own calls
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
/** the server manifest reads the code made (the DOM's fetch may revalidate on its own) */
const reads = () =>
  fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/server/mf-manifest.json')).length;
let fetchSpy: { mock: { calls: unknown[][] }; mockClear: () => void };

afterEach(() => {
  registerRemotes.mockClear();
  fetchSpy.mockClear();
  serverManifest = '{"build":1}';
});
afterAll(() => server.close());

describe('ServerRemotes', () => {
  it('finds a remote’s server build beside its browser build', () => {
    expect(serverUrlOf(MANIFEST, 'remoteEntry.js')).toBe(
      'http://catalog.test/server/remoteEntry.js',
    );
  });

  it('registers the server container once, then trusts it for 10 s', async () => {
    let now = 0;
    const remotes = new ServerRemotes(() => now);
    await remotes.ensure('catalog', MANIFEST, 1_000);
    await remotes.ensure('catalog', MANIFEST, 1_000);
    now = 9_999;
    await remotes.ensure('catalog', MANIFEST, 1_000);
    expect(reads()).toBe(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    const [[entries, options]] = registerRemotes.mock.calls as [
      [Array<{ entry: string }>, { force: boolean }],
    ];
    expect(entries[0]?.entry).toMatch(/^http:\/\/catalog\.test\/server\/remoteEntry\.js\?v=\w+$/);
    expect(options.force).toBe(true);
    expect(remotes.browserManifestOf('catalog')?.metaData.remoteEntry.name).toBe('remoteEntry.js');
  });

  it('re-registers (forced, new entry URL) when a redeploy changed the server manifest', async () => {
    let now = 0;
    const remotes = new ServerRemotes(() => now);
    await remotes.ensure('catalog', MANIFEST, 1_000);
    now = 10_001;
    await remotes.ensure('catalog', MANIFEST, 1_000);
    expect(registerRemotes).toHaveBeenCalledTimes(1); // same build: nothing to do
    serverManifest = '{"build":2}';
    now = 20_002;
    await remotes.ensure('catalog', MANIFEST, 1_000);
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    const calls = registerRemotes.mock.calls as Array<
      [Array<{ entry: string }>, { force: boolean }]
    >;
    expect(calls[1]?.[1].force).toBe(true);
    expect(calls[1]?.[0][0]?.entry).not.toBe(calls[0]?.[0][0]?.entry);
  });

  it('fails when the server build is missing, and tries again on the next request', async () => {
    server.use(
      http.get(
        'http://catalog.test/server/mf-manifest.json',
        () => new HttpResponse(null, { status: 404 }),
        {
          once: true,
        },
      ),
    );
    const remotes = new ServerRemotes(() => 0);
    await expect(remotes.ensure('catalog', MANIFEST, 1_000)).rejects.toThrow(/HTTP 404/);
    expect(registerRemotes).not.toHaveBeenCalled();
    await remotes.ensure('catalog', MANIFEST, 1_000);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });
});
