import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { toCatalogProduct, type CatalogProduct } from '../../../lib/catalog-product';

/** A product id as the database makes them; anything else is not a product. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductId = (id: string | undefined): id is string => !!id && UUID.test(id);

const DETAIL_COLUMNS =
  'id, name, description, brand, price, regular_price, member_price, discount_percentage, images, stock_quantity, featured, home_section, created_at, subcategory, pet_type, category:categories(name, slug), group:product_groups(name)';

/** What the product page shows beyond a card. */
export type ProductDetail = CatalogProduct & {
  description: string;
  subcategory: string | null;
  group: string | null;
  categorySlug: string | null;
};

/**
 * One active product with its category and group, or null when there is none with that id
 * (unknown, or inactive: RLS hides inactive products from shoppers, and the filter hides them
 * from admins browsing the store too). Throws the PostgREST error.
 */
export async function getProduct(client: BonisClient, id: string): Promise<ProductDetail | null> {
  const { data, error } = await client
    .from('products')
    .select(DETAIL_COLUMNS)
    .eq('id', id)
    .eq('is_active', true)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return {
    ...toCatalogProduct(data),
    description: data.description,
    subcategory: data.subcategory,
    group: data.group?.name ?? null,
    categorySlug: data.category?.slug ?? null,
  };
}

/** Under `['products']`: an admin's change to the product refreshes the open page (realtime). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id] as const,
    queryFn: () => getProduct(getSupabase(), id),
  });

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQuery(id ?? ''), enabled: isProductId(id) });
}
