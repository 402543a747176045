import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Category } from '@bonis/supabase-client';

export type CategoryOption = Pick<
  Category,
  'id' | 'name' | 'slug' | 'description' | 'image_url' | 'pet_types'
>;

/**
 * The active categories by name (the category select, and slugs to ids), each with what its
 * page lists: `pet_types` set (perros, gatos) lists the products for those pets whatever their
 * category, null lists the category's own products: the database's one definition, which its
 * tile's `product_count` counts too. Throws.
 */
export async function getCategories(client: BonisClient): Promise<CategoryOption[]> {
  const { data, error } = await client
    .from('categories')
    .select('id, name, slug, description, image_url, pet_types')
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
