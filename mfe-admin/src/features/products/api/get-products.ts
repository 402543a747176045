import { LOW_STOCK_THRESHOLD } from '@bonis/design-system';
import type { BonisClient, Product } from '@bonis/supabase-client';
import {
  orValue,
  readPage,
  toActiveStatus,
  type ResourceListQuery,
  type RowRange,
  type SortState,
  type PageFetcher,
} from '../../../components/admin-kit';
import { HOME_SECTIONS } from '../schemas/product-form';

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
  const pattern = orValue(`*${literal}*`);
  return `name.ilike.${pattern},brand.ilike.${pattern}`;
}

/**
 * The select of the list the URL describes (the dashboard links to it): `q`, `category` (a
 * category id), `status` (active|inactive), `stock` (low) and `section` (featured|bestsellers|
 * new); an unknown value is no filter.
 */
function selectProducts(
  client: BonisClient,
  { q, filters }: ResourceListQuery<ProductSortKey>,
  count: boolean,
) {
  let request = client
    .from('products')
    .select(PRODUCT_LIST_COLUMNS, count ? { count: 'exact' } : undefined);
  const search = productSearchFilter(q);
  if (search) request = request.or(search);
  if (filters.category) request = request.eq('category_id', filters.category);
  const status = toActiveStatus(filters.status);
  if (status) request = request.eq('is_active', status === 'active');
  if (filters.stock === 'low') request = request.lt('stock_quantity', LOW_STOCK_THRESHOLD);
  const section = HOME_SECTIONS.find((known) => known === filters.section);
  if (section) request = request.eq('home_section', section);
  return request;
}

const sortColumn = ({ key, direction }: SortState<ProductSortKey>): SortState => ({
  key: SORT_COLUMNS[key],
  direction,
});

/** One page of the list with the exact total (ties by id: a page never repeats or skips a row). */
export const getProductsPage: PageFetcher<ProductListRow, ProductSortKey> = (
  client,
  query,
  range,
) => {
  return readPage(selectProducts(client, query, true), sortColumn(query.sort), range);
};

/** Rows of the list without the count: the CSV export reads it 1000 at a time. */
export async function getProductRows(
  client: BonisClient,
  query: ResourceListQuery<ProductSortKey>,
  range: RowRange,
): Promise<ProductListRow[]> {
  const page = await readPage(selectProducts(client, query, false), sortColumn(query.sort), range);
  return page.rows;
}
