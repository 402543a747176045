import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LOW_STOCK_THRESHOLD } from '@bonis/design-system';
import { getSupabase, type BonisClient, type Product } from '@bonis/supabase-client';
import type { SortState } from '../../../components/admin-kit';
import type { HomeSection } from '../schemas/product-form';
import { productKeys } from './keys';

/** The list's sort keys, as the URL writes them (`sort=price.asc`). */
export const PRODUCT_SORT_KEYS = ['name', 'price', 'stock', 'created_at'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];

/** Newest first, as the spec reads the list (§7). */
export const DEFAULT_PRODUCT_SORT: SortState<ProductSortKey> = {
  key: 'created_at',
  direction: 'desc',
};

/** The database column behind each sort key (name: the Spanish sort key, ñ after n). */
const SORT_COLUMNS: Readonly<Record<ProductSortKey, string>> = {
  name: 'name_sort',
  price: 'price',
  stock: 'stock_quantity',
  created_at: 'created_at',
};

export type ProductStatusFilter = '' | 'active' | 'inactive';
export type ProductStockFilter = '' | 'low';

/** What the list shows: the search, the filters and the sort (the page is apart). */
export interface ProductListQuery {
  q: string;
  /** a category id, '' for all */
  category: string;
  status: ProductStatusFilter;
  stock: ProductStockFilter;
  section: '' | HomeSection;
  sort: SortState<ProductSortKey>;
}

export const PRODUCT_LIST_COLUMNS =
  'id, name, brand, description, short_description, price, regular_price, member_price, discount_percentage, stock_quantity, is_active, featured, home_section, images, pet_type, category_id, product_group, subcategory, created_at, category:categories(name)';

/** A row of the list: what the table shows and the edit dialog starts from. */
export type ProductListRow = Pick<
  Product,
  | 'id'
  | 'name'
  | 'brand'
  | 'description'
  | 'short_description'
  | 'price'
  | 'regular_price'
  | 'member_price'
  | 'discount_percentage'
  | 'stock_quantity'
  | 'is_active'
  | 'featured'
  | 'home_section'
  | 'images'
  | 'pet_type'
  | 'category_id'
  | 'product_group'
  | 'subcategory'
  | 'created_at'
> & { category: { name: string } | null };

export interface ProductPage {
  rows: ProductListRow[];
  /** the exact count of the filtered list */
  total: number;
}

/** A value quoted for a PostgREST logic tree (`or=(…)`): `"` and `\` escaped, the rest literal. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;

/**
 * The `or` filter of a search by name or brand: `name.ilike."*term*",brand.ilike."*term*"`, or
 * undefined for an empty search. What the admin types is matched literally: the value is
 * quoted (so `,` `.` `:` `(` `)` cannot break the tree), LIKE's own wildcards `%` `_` and its
 * escape `\` are escaped, and `*` (PostgREST's wildcard, which has no escape) matches any one
 * character.
 */
export function productSearchFilter(term: string): string | undefined {
  const text = term.trim();
  if (!text) return undefined;
  const literal = text.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '_');
  const pattern = quoted(`*${literal}*`);
  return `name.ilike.${pattern},brand.ilike.${pattern}`;
}

/** The filtered, sorted select of the list (`count: 'exact'` when a page needs the total). */
function selectProducts(client: BonisClient, query: ProductListQuery, count: boolean) {
  let request = client
    .from('products')
    .select(PRODUCT_LIST_COLUMNS, count ? { count: 'exact' } : undefined);
  const search = productSearchFilter(query.q);
  if (search) request = request.or(search);
  if (query.category) request = request.eq('category_id', query.category);
  if (query.status) request = request.eq('is_active', query.status === 'active');
  if (query.stock === 'low') request = request.lt('stock_quantity', LOW_STOCK_THRESHOLD);
  if (query.section) request = request.eq('home_section', query.section);
  // ties by id, so that a page never repeats or skips a row
  return request
    .order(SORT_COLUMNS[query.sort.key], { ascending: query.sort.direction === 'asc' })
    .order('id', { ascending: true });
}

/** One page of the list (`from`–`to`, 0-based and inclusive) with the exact total. */
export async function getProducts(
  client: BonisClient,
  query: ProductListQuery,
  range: { from: number; to: number },
): Promise<ProductPage> {
  const { data, error, count } = await selectProducts(client, query, true).range(
    range.from,
    range.to,
  );
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** Rows `from`–`to` of the list without the count: the CSV export reads it 1000 at a time. */
export async function getProductRange(
  client: BonisClient,
  query: ProductListQuery,
  from: number,
  to: number,
): Promise<ProductListRow[]> {
  const { data, error } = await selectProducts(client, query, false).range(from, to);
  if (error) throw error;
  return data;
}

export const productsQueryOptions = (
  query: ProductListQuery,
  range: { from: number; to: number },
) =>
  queryOptions({
    queryKey: productKeys.list({ ...query, ...range }),
    queryFn: () => getProducts(getSupabase(), query, range),
    // paging and sorting keep the rows on screen until the next page arrives
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductListQuery, range: { from: number; to: number }) {
  return useQuery(productsQueryOptions(query, range));
}
