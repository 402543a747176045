/**
 * `./prefetch`: the server's entry to the loyalty route records (ARCHITECTURE §3; the README's
 * "Server rendering"). Its default export is what the shell's server calls before it renders one
 * of this remote's pages: the prefetch of the page's record (`src/server/pages.ts`), which fills
 * the QueryClient with the queries the page renders with for nobody signed in and says its
 * status and head. `records` are the route records themselves, which the shell's server asks for
 * their sitemap entries (these pages have none beyond their own URL).
 */
import { matchPath } from 'react-router';
import type { PrefetchContext, PrefetchResult } from '@bonis/contracts';
import { records } from '../app/route-records';

export { records };

/**
 * Fills `queryClient` with the queries the page at `url` renders with for nobody signed in and
 * says its status and head. A failed read throws: the shell's server then leaves this remote to
 * the browser for the request.
 */
export default async function prefetch({
  url,
  queryClient,
}: PrefetchContext): Promise<PrefetchResult> {
  for (const record of records) {
    const match = matchPath(record.path, url.pathname);
    if (!match) continue;
    const server = await record.server();
    if (!server.prefetch) return { status: 200 };
    return server.prefetch({ url, queryClient, params: match.params, route: record });
  }
  return { status: 404 };
}
