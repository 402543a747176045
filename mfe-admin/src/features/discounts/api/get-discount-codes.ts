import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';
import type { SortState } from '../../../components/admin-kit';
import { DISCOUNT_STATES, isExhausted, type DiscountState } from '../lib/discount-state';
import type { DiscountType } from '../schemas/discount-form';

/** What the discounts screen shows of a code. */
export type DiscountCodeRow = Pick<
  Tables<'discount_codes'>,
  | 'id'
  | 'code'
  | 'description'
  | 'type'
  | 'value'
  | 'min_purchase'
  | 'max_uses'
  | 'current_uses'
  | 'expires_at'
  | 'is_active'
  | 'first_purchase_only'
  | 'owner_email'
  | 'owner_user_id'
  | 'created_at'
>;

export const DISCOUNT_COLUMNS =
  'id, code, description, type, value, min_purchase, max_uses, current_uses, expires_at, is_active, first_purchase_only, owner_email, owner_user_id, created_at';

/** The columns the list sorts by (the URL's `sort=<key>.<asc|desc>`). */
export const DISCOUNT_SORTS = ['created_at', 'code', 'expires_at'] as const;
export type DiscountSort = (typeof DISCOUNT_SORTS)[number];

export type DiscountStateFilter = DiscountState | '';
export type DiscountTypeFilter = DiscountType | '';

/** The URL's `state` as a filter ('' for a missing or unknown value). */
export const toDiscountStateFilter = (value: string | undefined): DiscountStateFilter =>
  DISCOUNT_STATES.find((state) => state === value) ?? '';

/** The URL's `type` as a filter ('' for a missing or unknown value). */
export const toDiscountTypeFilter = (value: string | undefined): DiscountTypeFilter =>
  value === 'percentage' || value === 'fixed' ? value : '';

/** The list as the URL describes it: search, filters and sort (paging apart). */
export interface DiscountListQuery {
  q: string;
  state: DiscountStateFilter;
  type: DiscountTypeFilter;
  sort: SortState<DiscountSort>;
}

export interface RowRange {
  from: number;
  to: number;
}

export interface DiscountCodesPage {
  rows: DiscountCodeRow[];
  /** every code that matches, across pages */
  total: number;
}

/** `%`, `_` and `\` typed in the search are looked for as themselves, not as LIKE wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Rows read per request when a filter has to look at every candidate (see below). */
export const SCAN_BATCH = 1000;

/**
 * The codes that match, sorted (ties broken by id, so pages never overlap). The state filter
 * is the display state (`discountState`) at `now`: 'inactive' and 'expired' are plain filters;
 * 'active' and 'exhausted' also compare two columns (`current_uses` with `max_uses`), which a
 * PostgREST filter can't, so the database narrows them to switched-on, unexpired codes and
 * `usesMatch` finishes the job.
 */
function selectCodes(client: BonisClient, query: DiscountListQuery, now: Date, count: boolean) {
  let request = client
    .from('discount_codes')
    .select(DISCOUNT_COLUMNS, count ? { count: 'exact' } : undefined);
  const q = query.q.trim();
  if (q) request = request.ilike('code', likePattern(q));
  if (query.type) request = request.eq('type', query.type);
  const at = now.toISOString();
  switch (query.state) {
    case 'inactive':
      request = request.eq('is_active', false);
      break;
    case 'expired':
      request = request.eq('is_active', true).lte('expires_at', at);
      break;
    case 'exhausted':
      request = request
        .eq('is_active', true)
        .or(`expires_at.is.null,expires_at.gt."${at}"`)
        .not('max_uses', 'is', null);
      break;
    case 'active':
      request = request.eq('is_active', true).or(`expires_at.is.null,expires_at.gt."${at}"`);
      break;
    case '':
      break;
  }
  const ascending = query.sort.direction === 'asc';
  return request
    .order(query.sort.key, {
      ascending,
      // no expiry is the latest expiry: last when sorting by the soonest
      ...(query.sort.key === 'expires_at' ? { nullsFirst: !ascending } : {}),
    })
    .order('id', { ascending: true });
}

/** Whether a candidate row of the 'active'/'exhausted' filters has the uses that state needs. */
function usesMatch(state: DiscountStateFilter, row: DiscountCodeRow): boolean {
  if (state === 'exhausted') return isExhausted(row);
  if (state === 'active') return !isExhausted(row);
  return true;
}

const needsScan = (state: DiscountStateFilter) => state === 'active' || state === 'exhausted';

/** Every row of a scanned filter, read SCAN_BATCH at a time and narrowed by their uses. */
async function scanCodes(
  client: BonisClient,
  query: DiscountListQuery,
  now: Date,
): Promise<DiscountCodeRow[]> {
  const rows: DiscountCodeRow[] = [];
  for (let from = 0; ; from += SCAN_BATCH) {
    const { data, error } = await selectCodes(client, query, now, false).range(
      from,
      from + SCAN_BATCH - 1,
    );
    if (error) throw error;
    rows.push(...data.filter((row) => usesMatch(query.state, row)));
    if (data.length < SCAN_BATCH) return rows;
  }
}

/** One page of the list and the total count (admins read every code). */
export async function getDiscountCodesPage(
  client: BonisClient,
  query: DiscountListQuery,
  range: RowRange,
  now: Date = new Date(),
): Promise<DiscountCodesPage> {
  if (needsScan(query.state)) {
    const rows = await scanCodes(client, query, now);
    return { rows: rows.slice(range.from, range.to + 1), total: rows.length };
  }
  const { data, error, count } = await selectCodes(client, query, now, true).range(
    range.from,
    range.to,
  );
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** Rows `from`..`to` of the list, without counting (the CSV export reads every page). */
export async function getDiscountCodeRows(
  client: BonisClient,
  query: DiscountListQuery,
  range: RowRange,
  now: Date = new Date(),
): Promise<DiscountCodeRow[]> {
  if (needsScan(query.state)) {
    return (await scanCodes(client, query, now)).slice(range.from, range.to + 1);
  }
  const { data, error } = await selectCodes(client, query, now, false).range(range.from, range.to);
  if (error) throw error;
  return data;
}

export const discountKeys = {
  all: ['admin', 'discount-codes'] as const,
  lists: () => [...discountKeys.all, 'list'] as const,
  list: (query: DiscountListQuery, range: RowRange) =>
    [...discountKeys.lists(), query, range] as const,
};

export const discountCodesPageQueryOptions = (query: DiscountListQuery, range: RowRange) =>
  queryOptions({
    queryKey: discountKeys.list(query, range),
    queryFn: () => getDiscountCodesPage(getSupabase(), query, range),
    // the page on screen stays while the next one (or the next search) loads
    placeholderData: keepPreviousData,
  });

export function useDiscountCodesPage(query: DiscountListQuery, range: RowRange) {
  return useQuery(discountCodesPageQueryOptions(query, range));
}
