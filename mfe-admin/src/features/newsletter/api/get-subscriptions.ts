import type { BonisClient, Tables } from '@bonis/supabase-client';
import {
  likePattern,
  readPage,
  type ResourceListQuery,
  type RowRange,
  type PageFetcher,
} from '../../../components/admin-kit';

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

export const newsletterKeys = {
  all: ['admin', 'newsletter'] as const,
  stats: () => [...newsletterKeys.all, 'stats'] as const,
};

/**
 * One page of the subscriptions that match the e-mail search and the status filter (RLS:
 * admins read every subscription), and the total.
 */
export const getSubscriptionsPage: PageFetcher<SubscriptionRow, SubscriptionSort> = (
  client,
  query,
  range,
) => {
  let request = client
    .from('newsletter_subscriptions')
    .select(SUBSCRIPTION_COLUMNS, { count: 'exact' });
  const q = query.q.trim();
  // e-mails are stored lowercased (a check constraint)
  if (q) request = request.ilike('email', likePattern(q.toLowerCase()));
  const status = toSubscriptionStatus(query.filters.status);
  if (status) request = request.eq('status', status);
  return readPage(request, query.sort, range);
};

/**
 * Rows `from`..`to` of the ACTIVE subscriptions matching the search, newest first (spec §7: the
 * export is of active subscribers only, whatever the status filter shows).
 */
export async function getActiveSubscriberRows(
  client: BonisClient,
  query: ResourceListQuery<SubscriptionSort>,
  range: RowRange,
): Promise<SubscriptionRow[]> {
  const page = await getSubscriptionsPage(
    client,
    { q: query.q, filters: { status: 'active' }, sort: { key: 'created_at', direction: 'desc' } },
    range,
  );
  return page.rows;
}
