import type { Tables } from '@bonis/supabase-client';
import { likePattern, readPage, type PageFetcher } from '../../../components/admin-kit';
import { isBonusCategory, isBonusType } from '../lib/bonus-options';

/** What the bonus store screen shows of a bonus. */
export type BonusRow = Pick<
  Tables<'bonus_store'>,
  | 'id'
  | 'name'
  | 'description'
  | 'icon'
  | 'category'
  | 'type'
  | 'value'
  | 'points_cost'
  | 'popular'
  | 'is_active'
  | 'created_at'
>;

const BONUS_COLUMNS =
  'id, name, description, icon, category, type, value, points_cost, popular, is_active, created_at';

/** The columns the list sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const BONUS_SORTS = ['category', 'points_cost', 'name', 'value'] as const;
export type BonusSort = (typeof BONUS_SORTS)[number];

/**
 * One page of the bonuses that match (admins read every bonus, active or not), and the total.
 * The spec's order is category (the enum's order: todos, deportes, casino, vip) then points
 * cost; any sort is followed by the points cost, the name and the id, so pages never overlap.
 * The status filter also has 'popular'; an unknown category or type in the URL filters nothing.
 */
export const getBonusesPage: PageFetcher<BonusRow, BonusSort> = (client, query, range) => {
  let request = client.from('bonus_store').select(BONUS_COLUMNS, { count: 'exact' });
  const q = query.q.trim();
  if (q) request = request.ilike('name', likePattern(q));
  const { category = '', type = '', status = '' } = query.filters;
  if (isBonusCategory(category)) request = request.eq('category', category);
  if (isBonusType(type)) request = request.eq('type', type);
  if (status === 'popular') request = request.eq('popular', true);
  else if (status === 'active' || status === 'inactive') {
    request = request.eq('is_active', status === 'active');
  }
  return readPage(request, query.sort, range, ['points_cost', 'name', 'id']);
};
