import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import type { CategoryTileRow } from '../../../lib/category-tiles';

/** The most tiles the home grid shows; 'Ver todas' leads to the full list. */
export const HOME_CATEGORIES_LIMIT = 12;

/**
 * The active categories, newest first (index categories_active_created_idx), at most
 * HOME_CATEGORIES_LIMIT. `is_active` is filtered here too: RLS lets admins read inactive ones.
 * Throws the PostgREST error.
 */
export async function getHomeCategories(client: BonisClient): Promise<CategoryTileRow[]> {
  const { data, error } = await client
    .from('categories')
    .select('id, name, slug, image_url, product_count')
    .eq('is_active', true)
    .order('created_at', { ascending: false })
    .limit(HOME_CATEGORIES_LIMIT);
  if (error) throw error;
  return data;
}

/** Under `['categories', …]`, so a category change shows live. */
export const homeCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'home'] as const,
    queryFn: () => getHomeCategories(getSupabase()),
    staleTime: 60_000,
  });

export function useHomeCategories() {
  return useQuery(homeCategoriesQueryOptions());
}
