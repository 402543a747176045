import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Category } from '@bonis/supabase-client';
import { taxonomyKeys } from './keys';

export type CategoryOption = Pick<Category, 'id' | 'name' | 'slug' | 'is_active'>;

/** Every category (inactive ones too: an admin files products anywhere), by name. */
export async function getCategories(client: BonisClient): Promise<CategoryOption[]> {
  const { data, error } = await client
    .from('categories')
    .select('id, name, slug, is_active')
    .order('name', { ascending: true });
  if (error) throw error;
  return data;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: taxonomyKeys.categories(),
    queryFn: () => getCategories(getSupabase()),
    staleTime: 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
