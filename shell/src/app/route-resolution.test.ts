import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { RemoteLoader } from '../remotes/remote-loader';
import { ownerOf } from '../routes/route-table';
import { resolveWith, routeResolutionKey, routeResolutionQuery } from './route-resolution';

const URL_OF_SLUG = new URL('https://bonis.co/snacks-naturales?page=2');

/** A remote loader that gives `app` for every expose, and the loads it was asked for. */
function loaderOf(app: object): RemoteLoader & { loads: string[] } {
  const loads: string[] = [];
  return {
    loads,
    load: <T>(remote: string, expose: string) => {
      loads.push(`${remote}/${expose}`);
      return Promise.resolve(app as T);
    },
    forget: () => {},
    retry: () => {},
    preload: async () => {},
    entryOf: () => undefined,
  };
}

describe('asking a remote about a URL of its catch-all route', () => {
  it("asks the owning remote's App, with the page's URL and QueryClient, under one key per path", async () => {
    const route = ownerOf(URL_OF_SLUG.pathname);
    if (!route) throw new Error('/:slug is not in the route table');
    const resolveRoute = vi.fn(async () => ({ title: 'Snacks naturales' }));
    const loader = loaderOf({ default: () => null, resolveRoute });
    const queryClient = new QueryClient();

    const query = routeResolutionQuery(route, URL_OF_SLUG, loader, queryClient);
    expect(query.queryKey).toEqual(routeResolutionKey('catalog', '/snacks-naturales'));
    expect(await queryClient.fetchQuery(query)).toEqual({ title: 'Snacks naturales' });
    expect(loader.loads).toEqual(['catalog/App']);
    expect(resolveRoute).toHaveBeenCalledWith({ url: URL_OF_SLUG, queryClient });
  });

  it('passes on "no page here" as null', async () => {
    const app = { resolveRoute: async () => null };
    expect(await resolveWith(app, { url: URL_OF_SLUG, queryClient: new QueryClient() })).toBeNull();
  });

  it('takes a remote whose App cannot say (an older build) at its word that the page is there', async () => {
    expect(await resolveWith({}, { url: URL_OF_SLUG, queryClient: new QueryClient() })).toEqual({});
  });
});
