/**
 * The sitemap entries the catalog's route records contribute (the shell's server writes the
 * sitemap: ARCHITECTURE §3, shell/README.md "Search engines"): every active category's page and
 * every active product's page, each with its row's `updated_at`. Read as the anonymous role:
 * RLS shows it active rows only, and the reads filter on `is_active` as well.
 */
import type { SitemapContext, SitemapEntry } from '@bonis/contracts';
import { productHref } from '@bonis/contracts/links';
import { getSupabase } from '@bonis/supabase-client';

/** Rows per read: PostgREST's `max_rows` (supabase/config.toml) caps a response at 1000. */
export const SITEMAP_PAGE_SIZE = 1000;

type PageRead<Row> = (
  from: number,
  to: number,
) => PromiseLike<{ data: Row[] | null; error: { message: string } | null }>;

/**
 * Every row a paged read gives, `SITEMAP_PAGE_SIZE` at a time (ordered by a unique column, so
 * offsets are stable), up to `limit` rows. It reads until a page comes back empty and moves on
 * by the rows it got, so a server whose `max_rows` is below the page size loses nothing.
 * A failed read throws: no sitemap rather than one with pages missing.
 */
async function readAll<Row>(what: string, read: PageRead<Row>, limit: number): Promise<Row[]> {
  const rows: Row[] = [];
  while (rows.length < limit) {
    const from = rows.length;
    const to = from + Math.min(SITEMAP_PAGE_SIZE, limit - from) - 1;
    const { data, error } = await read(from, to);
    if (error) throw new Error(`sitemap: reading ${what} failed: ${error.message}`);
    if (!data || data.length === 0) break;
    rows.push(...data);
  }
  return rows.slice(0, limit);
}

/**
 * `/:slug`: every active category (`/<slug>`, encoded as a path segment), by slug. A blank slug
 * is no page. (The shell leaves out a category hidden behind a fixed page of the same path.)
 */
export async function categoryEntries({ limit }: SitemapContext): Promise<SitemapEntry[]> {
  const client = getSupabase();
  const rows = await readAll(
    'categories',
    (from, to) =>
      client
        .from('categories')
        .select('slug, updated_at')
        .eq('is_active', true)
        .order('slug')
        .range(from, to),
    limit,
  );
  return rows
    .filter(({ slug }) => slug.trim() !== '')
    .map(({ slug, updated_at }) => ({
      path: `/${encodeURIComponent(slug)}`,
      updatedAt: updated_at,
    }));
}

/** `/product/:id`: every active product, by id. */
export async function productEntries({ limit }: SitemapContext): Promise<SitemapEntry[]> {
  const client = getSupabase();
  const rows = await readAll(
    'products',
    (from, to) =>
      client
        .from('products')
        .select('id, updated_at')
        .eq('is_active', true)
        .order('id')
        .range(from, to),
    limit,
  );
  return rows.map(({ id, updated_at }) => ({ path: productHref(id), updatedAt: updated_at }));
}
