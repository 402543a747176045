import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type ProductSubcategory } from '@bonis/supabase-client';
import { taxonomyKeys } from './keys';

export type SubcategoryOption = Pick<ProductSubcategory, 'id' | 'name'>;

/** The subcategories of a group, in their menu order (products store the name). */
export async function getProductSubcategories(
  client: BonisClient,
  groupId: string,
): Promise<SubcategoryOption[]> {
  const { data, error } = await client
    .from('product_subcategories')
    .select('id, name')
    .eq('group_id', groupId)
    .order('position', { ascending: true });
  if (error) throw error;
  return data;
}

export const productSubcategoriesQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: taxonomyKeys.subcategories(groupId),
    queryFn: () => getProductSubcategories(getSupabase(), groupId),
    staleTime: 60_000,
  });

/** The chosen group's subcategories; nothing is read until a group is chosen. */
export function useProductSubcategories(groupId: string) {
  return useQuery({ ...productSubcategoriesQueryOptions(groupId), enabled: groupId !== '' });
}
