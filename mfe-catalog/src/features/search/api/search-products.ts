import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Product } from '@bonis/supabase-client';

/** The search starts at this many characters (spec §5: "more than 2"). */
export const SEARCH_MIN_LENGTH = 3;
/** Suggestions shown under the search box (spec §9). */
export const SEARCH_LIMIT = 6;

/** What a suggestion shows. */
export type SearchSuggestion = Pick<Product, 'id' | 'name' | 'price' | 'images' | 'brand'>;

/** Whether a text is long enough to search for (after trimming). */
export const isSearchable = (text: string) => text.trim().length >= SEARCH_MIN_LENGTH;

/**
 * Active products whose name, brand or description contains `term`, at most `limit`
 * (the database's `search_products`, which matches `%`/`_` literally). Too short a term finds
 * nothing without asking. Throws the PostgREST error.
 */
export async function searchProducts(
  client: BonisClient,
  term: string,
  { limit = SEARCH_LIMIT, signal }: { limit?: number; signal?: AbortSignal } = {},
): Promise<SearchSuggestion[]> {
  const text = term.trim();
  if (!isSearchable(text)) return [];
  let query = client
    .rpc('search_products', { p_term: text, p_limit: limit })
    .select('id, name, price, images, brand');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data ?? [];
}

/**
 * Under `['products', …]`, so whatever refreshes products (realtime, an admin edit) refreshes
 * suggestions too. No retries: a type-ahead that retried would answer after the next keystroke;
 * the next keystroke asks again anyway.
 */
export const searchProductsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['products', 'search', term.trim(), SEARCH_LIMIT] as const,
    queryFn: ({ signal }) => searchProducts(getSupabase(), term, { signal }),
    enabled: isSearchable(term),
    staleTime: 60_000,
    retry: false,
  });

export function useSearchProducts(term: string) {
  return useQuery(searchProductsQueryOptions(term));
}
