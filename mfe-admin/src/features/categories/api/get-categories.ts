import type { Tables } from '@bonis/supabase-client';
import { readListPage, type PageFetcher } from '../../../components/admin-kit';

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
export const getCategoriesPage: PageFetcher<CategoryRow, CategorySort> = (client, query, range) =>
  readListPage(
    client.from('categories').select(CATEGORY_COLUMNS, { count: 'exact' }),
    query,
    range,
    { search: 'name' },
  );
