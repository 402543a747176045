import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type ProductGroup } from '@bonis/supabase-client';
import { taxonomyKeys } from './keys';

export type GroupOption = Pick<ProductGroup, 'id' | 'name' | 'icon'>;

/** The groups of a main category, in their menu order. */
export async function getProductGroups(
  client: BonisClient,
  categoryId: string,
): Promise<GroupOption[]> {
  const { data, error } = await client
    .from('product_groups')
    .select('id, name, icon')
    .eq('category_id', categoryId)
    .order('position', { ascending: true });
  if (error) throw error;
  return data;
}

export const productGroupsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: taxonomyKeys.groups(categoryId),
    queryFn: () => getProductGroups(getSupabase(), categoryId),
    staleTime: 60_000,
  });

/** The chosen category's groups; nothing is read until a category is chosen. */
export function useProductGroups(categoryId: string) {
  return useQuery({ ...productGroupsQueryOptions(categoryId), enabled: categoryId !== '' });
}
