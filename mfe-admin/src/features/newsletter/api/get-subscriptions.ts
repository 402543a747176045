import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';
import type { SortState } from '../../../components/admin-kit';

/** What the newsletter screen shows of a subscription. */
export type SubscriptionRow = Pick<
  Tables<'newsletter_subscriptions'>,
  'id' | 'email' | 'status' | 'discount_code' | 'used_discount' | 'created_at'
>;

export const SUBSCRIPTION_COLUMNS = 'id, email, status, discount_code, used_discount, created_at';

export const SUBSCRIPTION_SORTS = ['created_at', 'email'] as const;
export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];

/** The status filter (the URL's `status`; '' is every subscription). */
export const SUBSCRIPTION_STATUSES = ['', 'active', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const toSubscriptionStatus = (value: string | undefined): SubscriptionStatus =>
  SUBSCRIPTION_STATUSES.find((status) => status === value) ?? '';

/** The list as the URL describes it: the e-mail search, the status and the sort. */
export interface SubscriptionListQuery {
  q: string;
  status: SubscriptionStatus;
  sort: SortState<SubscriptionSort>;
}

export interface RowRange {
  from: number;
  to: number;
}

export interface SubscriptionsPage {
  rows: SubscriptionRow[];
  total: number;
}

/** `%`, `_` and `\` typed in the search are looked for as themselves, not as LIKE wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The subscriptions that match (newest first by default; ties by id, so pages never overlap). */
function selectSubscriptions(client: BonisClient, query: SubscriptionListQuery, count: boolean) {
  let request = client
    .from('newsletter_subscriptions')
    .select(SUBSCRIPTION_COLUMNS, count ? { count: 'exact' } : undefined);
  const q = query.q.trim();
  // e-mails are stored lowercased (a check constraint)
  if (q) request = request.ilike('email', likePattern(q.toLowerCase()));
  if (query.status) request = request.eq('status', query.status);
  return request
    .order(query.sort.key, { ascending: query.sort.direction === 'asc' })
    .order('id', { ascending: true });
}

/** One page of the list and the total count (RLS: admins read every subscription). */
export async function getSubscriptionsPage(
  client: BonisClient,
  query: SubscriptionListQuery,
  range: RowRange,
): Promise<SubscriptionsPage> {
  const { data, error, count } = await selectSubscriptions(client, query, true).range(
    range.from,
    range.to,
  );
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/**
 * Rows `from`..`to` of the ACTIVE subscriptions matching the search, newest first (spec §7: the
 * export is of active subscribers only, whatever the status filter shows).
 */
export async function getActiveSubscriberRows(
  client: BonisClient,
  q: string,
  range: RowRange,
): Promise<SubscriptionRow[]> {
  const { data, error } = await selectSubscriptions(
    client,
    { q, status: 'active', sort: { key: 'created_at', direction: 'desc' } },
    false,
  ).range(range.from, range.to);
  if (error) throw error;
  return data;
}

export const newsletterKeys = {
  all: ['admin', 'newsletter'] as const,
  lists: () => [...newsletterKeys.all, 'list'] as const,
  list: (query: SubscriptionListQuery, range: RowRange) =>
    [...newsletterKeys.lists(), query, range] as const,
  stats: () => [...newsletterKeys.all, 'stats'] as const,
};

export const subscriptionsPageQueryOptions = (query: SubscriptionListQuery, range: RowRange) =>
  queryOptions({
    queryKey: newsletterKeys.list(query, range),
    queryFn: () => getSubscriptionsPage(getSupabase(), query, range),
    placeholderData: keepPreviousData,
  });

export function useSubscriptionsPage(query: SubscriptionListQuery, range: RowRange) {
  return useQuery(subscriptionsPageQueryOptions(query, range));
}
