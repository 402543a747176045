import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';
import type { SortState } from '../../../components/admin-kit';
import {
  BONUS_CATEGORIES,
  BONUS_TYPES,
  type BonusCategory,
  type BonusType,
} from '../lib/bonus-options';

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

export const BONUS_COLUMNS =
  'id, name, description, icon, category, type, value, points_cost, popular, is_active, created_at';

/** The columns the list sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const BONUS_SORTS = ['category', 'points_cost', 'name', 'value'] as const;
export type BonusSort = (typeof BONUS_SORTS)[number];

export const BONUS_STATUSES = ['', 'active', 'inactive', 'popular'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export const toBonusStatus = (value: string | undefined): BonusStatus =>
  BONUS_STATUSES.find((status) => status === value) ?? '';
export const toBonusCategory = (value: string | undefined): '' | BonusCategory =>
  BONUS_CATEGORIES.find((category) => category === value) ?? '';
export const toBonusType = (value: string | undefined): '' | BonusType =>
  BONUS_TYPES.find((type) => type === value) ?? '';

/** The list as the URL describes it: search, filters and sort (paging apart). */
export interface BonusListQuery {
  q: string;
  category: '' | BonusCategory;
  type: '' | BonusType;
  status: BonusStatus;
  sort: SortState<BonusSort>;
}

export interface RowRange {
  from: number;
  to: number;
}

export interface BonusesPage {
  rows: BonusRow[];
  /** every bonus that matches, across pages */
  total: number;
}

/** `%`, `_` and `\` typed in the search are looked for as themselves, not as LIKE wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The bonuses that match, sorted. The spec's order is category (the enum's order: todos,
 * deportes, casino, vip) then points cost; any sort is followed by the points cost, the name
 * and the id, so pages never overlap.
 */
function selectBonuses(client: BonisClient, query: BonusListQuery, count: boolean) {
  let request = client
    .from('bonus_store')
    .select(BONUS_COLUMNS, count ? { count: 'exact' } : undefined);
  const q = query.q.trim();
  if (q) request = request.ilike('name', likePattern(q));
  if (query.category) request = request.eq('category', query.category);
  if (query.type) request = request.eq('type', query.type);
  if (query.status === 'popular') request = request.eq('popular', true);
  else if (query.status) request = request.eq('is_active', query.status === 'active');
  request = request.order(query.sort.key, { ascending: query.sort.direction === 'asc' });
  if (query.sort.key !== 'points_cost') request = request.order('points_cost', { ascending: true });
  if (query.sort.key !== 'name') request = request.order('name', { ascending: true });
  return request.order('id', { ascending: true });
}

/** One page of the list and the total count (admins read every bonus, active or not). */
export async function getBonusesPage(
  client: BonisClient,
  query: BonusListQuery,
  range: RowRange,
): Promise<BonusesPage> {
  const { data, error, count } = await selectBonuses(client, query, true).range(
    range.from,
    range.to,
  );
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** Rows `from`..`to` of the list, without counting (the CSV export reads every page). */
export async function getBonusRows(
  client: BonisClient,
  query: BonusListQuery,
  range: RowRange,
): Promise<BonusRow[]> {
  const { data, error } = await selectBonuses(client, query, false).range(range.from, range.to);
  if (error) throw error;
  return data;
}

export const bonusKeys = {
  all: ['admin', 'bonus-store'] as const,
  lists: () => [...bonusKeys.all, 'list'] as const,
  list: (query: BonusListQuery, range: RowRange) => [...bonusKeys.lists(), query, range] as const,
};

export const bonusesPageQueryOptions = (query: BonusListQuery, range: RowRange) =>
  queryOptions({
    queryKey: bonusKeys.list(query, range),
    queryFn: () => getBonusesPage(getSupabase(), query, range),
    placeholderData: keepPreviousData,
  });

export function useBonusesPage(query: BonusListQuery, range: RowRange) {
  return useQuery(bonusesPageQueryOptions(query, range));
}
