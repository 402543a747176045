import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';

export interface MenuGroup {
  /** product_groups.id, the `group` filter of /products */
  id: string;
  name: string;
  /** an emoji */
  icon: string;
  /** subcategory names in menu order, the `subcategory` filter of /products */
  subcategories: string[];
}

/** One category's mega-menu: its groups with their subcategories, and its featured brands. */
export interface CategoryMenu {
  /** categories.id, the `category` filter of /products */
  id: string;
  name: string;
  slug: string;
  featuredBrands: string[];
  groups: MenuGroup[];
}

/**
 * The category with `slug` and its taxonomy in one request (groups and subcategories embedded,
 * each ordered by position on the server), or null when there is no such active category
 * (RLS hides inactive ones from shoppers). Throws the PostgREST error.
 */
export async function getCategoryMenu(
  client: BonisClient,
  slug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CategoryMenu | null> {
  let query = client
    .from('categories')
    .select(
      'id, name, slug, featured_brands, product_groups(id, name, icon, position, product_subcategories(name, position))',
    )
    .eq('slug', slug)
    .order('position', { referencedTable: 'product_groups' })
    .order('position', { referencedTable: 'product_groups.product_subcategories' });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return {
    id: data.id,
    name: data.name,
    slug: data.slug,
    featuredBrands: data.featured_brands,
    groups: data.product_groups.map((group) => ({
      id: group.id,
      name: group.name,
      icon: group.icon,
      subcategories: group.product_subcategories.map((subcategory) => subcategory.name),
    })),
  };
}

/**
 * Under `['categories', …]`, so whatever refreshes categories refreshes the menus. The
 * taxonomy changes rarely: a menu opened again within 5 minutes shows at once.
 */
export const categoryMenuQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['categories', 'mega-menu', slug] as const,
    queryFn: ({ signal }) => getCategoryMenu(getSupabase(), slug, { signal }),
    staleTime: 5 * 60_000,
  });

export function useCategoryMenu(slug: string) {
  return useQuery(categoryMenuQueryOptions(slug));
}
