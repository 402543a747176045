import { useListParams } from '../../../components/admin-kit';
import {
  DEFAULT_PRODUCT_SORT,
  PRODUCT_SORT_KEYS,
  type ProductListQuery,
  type ProductSortKey,
  type ProductStatusFilter,
  type ProductStockFilter,
} from '../api/get-products';
import { HOME_SECTIONS, type HomeSection } from '../schemas/product-form';

/**
 * The list's URL parameters (the dashboard links to them): `q`, `category` (a category id),
 * `status` (active|inactive), `stock` (low), `section` (featured|bestsellers|new), and the
 * kit's `page`, `size`, `sort` (name|price|stock|created_at).
 */
export const PRODUCT_FILTER_DEFAULTS = { category: '', status: '', stock: '', section: '' };

const STATUSES: readonly ProductStatusFilter[] = ['active', 'inactive'];
const STOCKS: readonly ProductStockFilter[] = ['low'];

const oneOf = <T extends string>(allowed: readonly T[], value: string): T | '' =>
  (allowed as readonly string[]).includes(value) ? (value as T) : '';

/** The list's state from the URL, with any unknown filter value read as no filter. */
export function useProductListParams() {
  const params = useListParams<typeof PRODUCT_FILTER_DEFAULTS, ProductSortKey>({
    sort: DEFAULT_PRODUCT_SORT,
    pageSize: 20,
    filters: PRODUCT_FILTER_DEFAULTS,
    allowedSorts: PRODUCT_SORT_KEYS,
  });
  const query: ProductListQuery = {
    q: params.q,
    category: params.filters.category,
    status: oneOf(STATUSES, params.filters.status),
    stock: oneOf(STOCKS, params.filters.stock),
    section: oneOf<HomeSection>(HOME_SECTIONS, params.filters.section),
    sort: params.sort,
  };
  const filtered =
    query.q.trim() !== '' ||
    query.category !== '' ||
    query.status !== '' ||
    query.stock !== '' ||
    query.section !== '';
  return { params, query, filtered };
}
