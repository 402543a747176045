import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type HomeSection } from '@bonis/supabase-client';
import {
  PRODUCT_CARD_COLUMNS,
  toCatalogProduct,
  type CatalogProduct,
} from '../../../lib/catalog-product';

/** The most products a home carousel shows (storefront spec §2). */
export const HOME_SECTION_LIMIT = 8;

/**
 * The newest active products of one home section (index products_home_section_idx), at most
 * HOME_SECTION_LIMIT, as the catalog displays them. One request per section, so every section
 * gets its 8 even when another holds many more. Throws the PostgREST error.
 */
export async function getHomeProducts(
  client: BonisClient,
  section: HomeSection,
): Promise<CatalogProduct[]> {
  const { data, error } = await client
    .from('products')
    .select(PRODUCT_CARD_COLUMNS)
    .eq('is_active', true)
    .eq('home_section', section)
    .order('created_at', { ascending: false })
    .limit(HOME_SECTION_LIMIT);
  if (error) throw error;
  return data.map((row) => toCatalogProduct(row));
}

/** Under `['products', …]`, so a price or stock change shows live. */
export const homeProductsQueryOptions = (section: HomeSection) =>
  queryOptions({
    queryKey: ['products', 'home', section] as const,
    queryFn: () => getHomeProducts(getSupabase(), section),
    staleTime: 60_000,
  });

/** `enabled: false` waits (pending, no request) until the section is wanted. */
export function useHomeProducts(section: HomeSection, { enabled = true } = {}) {
  return useQuery({ ...homeProductsQueryOptions(section), enabled });
}
