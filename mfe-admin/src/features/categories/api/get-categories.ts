import type { BonisClient, Tables } from '@bonis/supabase-client';
import {
  likePattern,
  readPage,
  toActiveStatus,
  type ResourceListQuery,
  type ResourcePage,
  type RowRange,
} from '../../../components/admin-kit';

/** What the categories screen shows of a category. */
export type CategoryRow = Pick<
  Tables<'categories'>,
  | 'id'
  | 'name'
  | 'slug'
  | 'description'
  | 'image_url'
  | 'is_active'
  | 'product_count'
  | 'created_at'
>;

export const CATEGORY_COLUMNS =
  'id, name, slug, description, image_url, is_active, product_count, created_at';

/** The columns the list sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const CATEGORY_SORTS = ['created_at', 'name', 'product_count'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

/** One page of the categories that match (admins read every one, active or not), and the total. */
export function getCategoriesPage(
  client: BonisClient,
  query: ResourceListQuery<CategorySort>,
  range: RowRange,
): Promise<ResourcePage<CategoryRow>> {
  let request = client.from('categories').select(CATEGORY_COLUMNS, { count: 'exact' });
  const q = query.q.trim();
  if (q) request = request.ilike('name', likePattern(q));
  const status = toActiveStatus(query.filters.status);
  if (status) request = request.eq('is_active', status === 'active');
  return readPage(request, query.sort, range);
}
