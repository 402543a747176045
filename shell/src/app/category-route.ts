import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';

export async function fetchCategoryBySlug(client: BonisClient, slug: string) {
  const { data, error } = await client
    .from('categories')
    .select('id, name')
    .eq('slug', slug)
    .eq('is_active', true)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const categoryBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: ['shell', 'category-by-slug', slug],
    queryFn: () => fetchCategoryBySlug(getSupabase(), slug),
    staleTime: 60_000,
  });

/**
 * `/:slug` is a category page only when an active category has that slug; anything else is
 * the not-found page. A lookup that fails lets the catalog render (it shows its own state)
 * rather than calling a real category missing.
 */
export function useCategoryRoute(slug: string | undefined) {
  const { data, isPending, error } = useQuery({
    ...categoryBySlugQuery(slug ?? ''),
    enabled: slug !== undefined,
  });
  if (slug === undefined) return { state: 'not-category' as const };
  if (error) {
    console.error('[shell] category lookup failed', error);
    return { state: 'found' as const, name: undefined };
  }
  if (isPending) return { state: 'loading' as const };
  return data ? { state: 'found' as const, name: data.name } : { state: 'missing' as const };
}
