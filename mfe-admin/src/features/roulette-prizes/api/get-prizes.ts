import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';
import type { SortState } from '../../../components/admin-kit';
import type { PrizeType } from '../lib/prize-options';

/** What the prizes screen shows of a prize. */
export type PrizeRow = Pick<
  Tables<'roulette_prizes'>,
  | 'id'
  | 'name'
  | 'description'
  | 'icon'
  | 'type'
  | 'value'
  | 'probability'
  | 'is_active'
  | 'created_at'
>;

export const PRIZE_COLUMNS =
  'id, name, description, icon, type, value, probability, is_active, created_at';

/** The columns the list sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const PRIZE_SORTS = ['probability', 'name', 'value', 'created_at'] as const;
export type PrizeSort = (typeof PRIZE_SORTS)[number];

/** The status filter (the URL's `status`; '' is every prize). */
export const PRIZE_STATUSES = ['', 'active', 'inactive'] as const;
export type PrizeStatus = (typeof PRIZE_STATUSES)[number];

export const toPrizeStatus = (value: string | undefined): PrizeStatus =>
  PRIZE_STATUSES.find((status) => status === value) ?? '';

/** The type filter (the URL's `type`; '' is every type, 'product' for prizes stored before). */
export const PRIZE_TYPE_FILTERS = ['', 'points', 'discount', 'free_shipping', 'product'] as const;
export type PrizeTypeFilter = '' | PrizeType;

export const toPrizeTypeFilter = (value: string | undefined): PrizeTypeFilter =>
  PRIZE_TYPE_FILTERS.find((type) => type === value) ?? '';

/** The list as the URL describes it: search, filters and sort (paging apart). */
export interface PrizeListQuery {
  q: string;
  status: PrizeStatus;
  type: PrizeTypeFilter;
  sort: SortState<PrizeSort>;
}

export interface RowRange {
  from: number;
  to: number;
}

export interface PrizesPage {
  rows: PrizeRow[];
  /** every prize that matches, across pages */
  total: number;
}

/** `%`, `_` and `\` typed in the search are looked for as themselves, not as LIKE wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The prizes that match, sorted (the spec's admin order is probability descending); ties by
 * name, then id, so pages never overlap.
 */
function selectPrizes(client: BonisClient, query: PrizeListQuery, count: boolean) {
  let request = client
    .from('roulette_prizes')
    .select(PRIZE_COLUMNS, count ? { count: 'exact' } : undefined);
  const q = query.q.trim();
  if (q) request = request.ilike('name', likePattern(q));
  if (query.status) request = request.eq('is_active', query.status === 'active');
  if (query.type) request = request.eq('type', query.type);
  request = request.order(query.sort.key, { ascending: query.sort.direction === 'asc' });
  if (query.sort.key !== 'name') request = request.order('name', { ascending: true });
  return request.order('id', { ascending: true });
}

/** One page of the list and the total count (admins read every prize, active or not). */
export async function getPrizesPage(
  client: BonisClient,
  query: PrizeListQuery,
  range: RowRange,
): Promise<PrizesPage> {
  const { data, error, count } = await selectPrizes(client, query, true).range(
    range.from,
    range.to,
  );
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** Rows `from`..`to` of the list, without counting (the CSV export reads every page). */
export async function getPrizeRows(
  client: BonisClient,
  query: PrizeListQuery,
  range: RowRange,
): Promise<PrizeRow[]> {
  const { data, error } = await selectPrizes(client, query, false).range(range.from, range.to);
  if (error) throw error;
  return data;
}

export const prizeKeys = {
  all: ['admin', 'roulette-prizes'] as const,
  lists: () => [...prizeKeys.all, 'list'] as const,
  list: (query: PrizeListQuery, range: RowRange) => [...prizeKeys.lists(), query, range] as const,
  probabilities: () => [...prizeKeys.all, 'probabilities'] as const,
};

export const prizesPageQueryOptions = (query: PrizeListQuery, range: RowRange) =>
  queryOptions({
    queryKey: prizeKeys.list(query, range),
    queryFn: () => getPrizesPage(getSupabase(), query, range),
    // the page on screen stays while the next one (or the next search) loads
    placeholderData: keepPreviousData,
  });

export function usePrizesPage(query: PrizeListQuery, range: RowRange) {
  return useQuery(prizesPageQueryOptions(query, range));
}
