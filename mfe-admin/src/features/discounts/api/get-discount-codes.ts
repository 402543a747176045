import type { BonisClient, Tables } from '@bonis/supabase-client';
import {
  likePattern,
  readPage,
  type ResourceListQuery,
  type ResourcePage,
  type RowRange,
} from '../../../components/admin-kit';
import { DISCOUNT_STATES, isExhausted, type DiscountState } from '../lib/discount-state';
import type { DiscountType, EditableDiscountCode } from '../schemas/discount-form';

/** What the discounts screen shows of a code: what its form edits, and its uses and owner. */
export type DiscountCodeRow = Pick<
  Tables<'discount_codes'>,
  | keyof EditableDiscountCode
  | 'id'
  | 'current_uses'
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

/** Rows read per request when a filter has to look at every candidate (see below). */
export const SCAN_BATCH = 1000;

/**
 * The codes that match. The state filter is the display state (`discountState`) at `now`:
 * 'inactive' and 'expired' are plain filters; 'active' and 'exhausted' also compare two columns
 * (`current_uses` with `max_uses`), which a PostgREST filter can't, so the database narrows
 * them to switched-on, unexpired codes and `usesMatch` finishes the job.
 */
function selectCodes(
  client: BonisClient,
  query: ResourceListQuery<DiscountSort>,
  state: DiscountStateFilter,
  now: Date,
  count: boolean,
) {
  let request = client
    .from('discount_codes')
    .select(DISCOUNT_COLUMNS, count ? { count: 'exact' } : undefined);
  const q = query.q.trim();
  if (q) request = request.ilike('code', likePattern(q));
  const type = toDiscountTypeFilter(query.filters.type);
  if (type) request = request.eq('type', type);
  const at = now.toISOString();
  switch (state) {
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
  return request;
}

/** Sorted, ties broken by id; no expiry is the latest expiry: last when sorting by the soonest. */
const readCodes = (
  request: ReturnType<typeof selectCodes>,
  query: ResourceListQuery<DiscountSort>,
  range: RowRange,
) =>
  readPage(
    request,
    query.sort,
    range,
    'id',
    query.sort.key === 'expires_at'
      ? query.sort.direction === 'asc'
        ? 'last'
        : 'first'
      : undefined,
  );

/** Whether a candidate row of the 'active'/'exhausted' filters has the uses that state needs. */
function usesMatch(state: DiscountStateFilter, row: DiscountCodeRow): boolean {
  if (state === 'exhausted') return isExhausted(row);
  if (state === 'active') return !isExhausted(row);
  return true;
}

/**
 * One page of the codes that match (admins read every code), and the total. The 'active' and
 * 'exhausted' filters read every candidate, SCAN_BATCH at a time, and page what their uses leave.
 */
export async function getDiscountCodesPage(
  client: BonisClient,
  query: ResourceListQuery<DiscountSort>,
  range: RowRange,
  now: Date = new Date(),
): Promise<ResourcePage<DiscountCodeRow>> {
  const state = toDiscountStateFilter(query.filters.state);
  if (state !== 'active' && state !== 'exhausted') {
    return readCodes(selectCodes(client, query, state, now, true), query, range);
  }
  const rows: DiscountCodeRow[] = [];
  for (let from = 0; ; from += SCAN_BATCH) {
    const batch = await readCodes(selectCodes(client, query, state, now, false), query, {
      from,
      to: from + SCAN_BATCH - 1,
    });
    rows.push(...batch.rows.filter((row) => usesMatch(state, row)));
    if (batch.rows.length < SCAN_BATCH) break;
  }
  return { rows: rows.slice(range.from, range.to + 1), total: rows.length };
}
