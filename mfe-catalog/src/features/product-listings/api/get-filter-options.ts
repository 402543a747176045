import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';

/** What the /products filter bar narrows by (URL parameters of the same names). */
export interface ProductFacets {
  /** categories.id */
  category: string;
  /** product_groups.id */
  group: string;
  /** a subcategory name */
  subcategory: string;
  brand: string;
}

export interface FilterOption {
  value: string;
  label: string;
  /** active products with that value, in the current scope */
  products: number;
}

export interface FilterOptions {
  groups: FilterOption[];
  subcategories: FilterOption[];
  brands: FilterOption[];
}

type Scope = Pick<ProductFacets, 'category' | 'group' | 'subcategory'>;

/**
 * The filter bar's options, from the database's `product_filter_options`: the distinct groups,
 * subcategories and brands of the active products in scope (in menu order, brands by name),
 * each with its product count, narrowing as the category, group and subcategory are chosen.
 * Throws the PostgREST error.
 */
export async function getFilterOptions(
  client: BonisClient,
  { category, group, subcategory }: Scope,
): Promise<FilterOptions> {
  const { data, error } = await client.rpc('product_filter_options', {
    ...(category ? { p_category_id: category } : {}),
    ...(group ? { p_group: group } : {}),
    ...(subcategory ? { p_subcategory: subcategory } : {}),
  });
  if (error) throw error;
  const options: FilterOptions = { groups: [], subcategories: [], brands: [] };
  for (const row of data) {
    const option = { value: row.value, label: row.label, products: row.products };
    if (row.facet === 'group') options.groups.push(option);
    else if (row.facet === 'subcategory') options.subcategories.push(option);
    else if (row.facet === 'brand') options.brands.push(option);
  }
  return options;
}

/** Under `['products']`: a product change refreshes the options with the listing (realtime). */
export const filterOptionsQuery = (scope: Scope) =>
  queryOptions({
    queryKey: ['products', 'filter-options', scope] as const,
    queryFn: () => getFilterOptions(getSupabase(), scope),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useFilterOptions(scope: Scope, { enabled = true } = {}) {
  return useQuery({ ...filterOptionsQuery(scope), enabled });
}
