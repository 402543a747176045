import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Category } from '@bonis/supabase-client';

export type CategoryOption = Pick<Category, 'id' | 'name' | 'slug' | 'description' | 'image_url'>;

/** The active categories by name (the category select, and slugs to ids). Throws. */
export async function getCategories(client: BonisClient): Promise<CategoryOption[]> {
  const { data, error } = await client
    .from('categories')
    .select('id, name, slug, description, image_url')
    .eq('is_active', true)
    .order('name');
  if (error) throw error;
  return data;
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['categories', 'listing-options'] as const,
    queryFn: () => getCategories(getSupabase()),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQuery());
}
