import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import type { CategoryTileRow } from '../../../lib/category-tiles';

/**
 * Every active category by name, with its active-product count (kept by the database).
 * `is_active` is filtered here too: RLS lets admins read inactive ones. Throws the PostgREST
 * error.
 */
export async function getAllCategories(client: BonisClient): Promise<CategoryTileRow[]> {
  const { data, error } = await client
    .from('categories')
    .select('id, name, slug, image_url, product_count')
    .eq('is_active', true)
    .order('name');
  if (error) throw error;
  return data;
}

/** Under `['categories', …]`, so a category change (or a new count) shows live. */
export const allCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'all'] as const,
    queryFn: () => getAllCategories(getSupabase()),
    staleTime: 60_000,
  });

export function useAllCategories() {
  return useQuery(allCategoriesQueryOptions());
}
