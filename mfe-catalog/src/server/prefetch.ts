/**
 * `./prefetch`: the server's entry to the catalog's route records (ARCHITECTURE §3; the README's
 * "Server rendering"). Its default export is what the shell's server calls before it renders one
 * of this remote's pages: the prefetch of the page's record (`src/server/pages.ts`), which fills
 * the QueryClient with exactly the queries the page renders with and says the page's status and
 * head. `records` are the route records themselves, whose sitemap entries the shell's server
 * asks for.
 */
import type { PrefetchContext, PrefetchResult } from '@bonis/contracts';
import { matchRecord } from '../app/match-record';
import { records } from '../app/route-records';

export { records };

/**
 * Fills `queryClient` with the queries the page at `url` renders with and says its status and
 * head. A missing row is a 404, never a throw; a failed read of what the page is (the product,
 * the listing and its categories, the category grid) throws, and the shell's server then
 * leaves this remote to the browser for the request.
 */
export default async function prefetch({
  url,
  queryClient,
}: PrefetchContext): Promise<PrefetchResult> {
  const match = matchRecord(records, url.pathname);
  if (!match) return { status: 404 };
  const { record, params } = match;
  const server = await record.server();
  if (!server.prefetch) return { status: 200 };
  return server.prefetch({ url, queryClient, params, route: record });
}
