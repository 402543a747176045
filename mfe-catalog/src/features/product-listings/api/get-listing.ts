import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Product } from '@bonis/supabase-client';
import {
  PRODUCT_CARD_COLUMNS,
  toCatalogProduct,
  type CatalogProduct,
  type CatalogProductRow,
} from '../../../lib/catalog-product';
import { pageRange, type ListingSort } from '../utils/listing-params';

/** Which products a listing shows. Every field narrows it; none = every active product. */
export interface ListingScope {
  petTypes?: readonly Product['pet_type'][];
  categoryId?: string;
  /** products.product_group (a product_groups id) */
  groupId?: string;
  /** products.subcategory (a subcategory name) */
  subcategory?: string;
  brand?: string;
  /** only products with a discount */
  discounted?: boolean;
  /** text search (3+ characters), through search_products() */
  term?: string;
}

export interface ListingRequest {
  scope: ListingScope;
  sort: ListingSort;
  page: number;
}

export interface ListingPage {
  products: CatalogProduct[];
  total: number;
}

/** The search starts at 3 characters (spec §5). */
export const isSearchTerm = (term: string | undefined): term is string =>
  (term?.trim().length ?? 0) >= 3;

/**
 * One page of a listing, filtered, sorted, counted and cut in the database (exact count and
 * `range`), never by downloading the catalog. Ties are broken by id so pages never overlap.
 * Throws the PostgREST error.
 */
export async function getListing(
  client: BonisClient,
  { scope, sort, page }: ListingRequest,
): Promise<ListingPage> {
  const base = isSearchTerm(scope.term)
    ? client
        .rpc('search_products', { p_term: scope.term.trim() }, { count: 'exact' })
        .select(PRODUCT_CARD_COLUMNS)
    : client
        .from('products')
        .select(PRODUCT_CARD_COLUMNS, { count: 'exact' })
        .eq('is_active', true);
  let query = base;
  if (scope.petTypes) query = query.in('pet_type', [...scope.petTypes]);
  if (scope.categoryId) query = query.eq('category_id', scope.categoryId);
  if (scope.groupId) query = query.eq('product_group', scope.groupId);
  if (scope.subcategory) query = query.eq('subcategory', scope.subcategory);
  if (scope.brand) query = query.eq('brand', scope.brand);
  if (scope.discounted) query = query.gt('discount_percentage', 0);
  switch (sort) {
    case 'relevance':
      query = query.order('in_stock', { ascending: false }).order('price', { ascending: true });
      break;
    case 'newest':
      query = query.order('created_at', { ascending: false });
      break;
    case 'popular':
      query = query.order('sales_count', { ascending: false });
      break;
    case 'price-asc':
      query = query.order('price', { ascending: true });
      break;
    case 'price-desc':
      query = query.order('price', { ascending: false });
      break;
    case 'name':
      // Spanish dictionary order (case and accents aside, ñ after n): the database's sort key
      query = query.order('name_sort', { ascending: true });
      break;
  }
  const { from, to } = pageRange(page);
  const { data, error, count } = await query.order('id').range(from, to);
  // Past the last page PostgREST answers 416: an empty page of the same total.
  if (error && error.code === 'PGRST103') return { products: [], total: count ?? 0 };
  if (error) throw error;
  return {
    products: (data as unknown as CatalogProductRow[]).map((row) => toCatalogProduct(row)),
    total: count ?? 0,
  };
}

/** Under `['products']`: a product change anywhere refreshes open listings (realtime). */
export const listingQuery = (request: ListingRequest) =>
  queryOptions({
    queryKey: ['products', 'listing', request] as const,
    queryFn: () => getListing(getSupabase(), request),
    placeholderData: keepPreviousData,
  });

export function useListing(request: ListingRequest, { enabled = true } = {}) {
  return useQuery({ ...listingQuery(request), enabled });
}
