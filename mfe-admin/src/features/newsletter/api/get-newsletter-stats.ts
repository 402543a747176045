import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient } from '@bonis/supabase-client';
import { conversionRate } from '../lib/conversion';
import { newsletterKeys } from './get-subscriptions';

/** The four cards above the list. */
export interface NewsletterStats {
  total: number;
  active: number;
  unsubscribed: number;
  /** subscriptions whose welcome discount was used */
  usedDiscount: number;
  /** usedDiscount ÷ total, in percent */
  conversion: number;
}

/**
 * Counted by the database (`head` requests with `count: 'exact'`, no rows sent), so the cards
 * hold for any number of subscribers.
 */
export async function getNewsletterStats(client: BonisClient): Promise<NewsletterStats> {
  const subscriptions = () =>
    client.from('newsletter_subscriptions').select('id', { count: 'exact', head: true });
  const answers = await Promise.all([
    subscriptions(),
    subscriptions().eq('status', 'active'),
    subscriptions().eq('status', 'unsubscribed'),
    subscriptions().eq('used_discount', true),
  ]);
  const [total, active, unsubscribed, usedDiscount] = answers.map(({ count, error }) => {
    if (error) throw error;
    return count ?? 0;
  }) as [number, number, number, number];
  return {
    total,
    active,
    unsubscribed,
    usedDiscount,
    conversion: conversionRate(usedDiscount, total),
  };
}

export const newsletterStatsQueryOptions = () =>
  queryOptions({
    queryKey: newsletterKeys.stats(),
    queryFn: () => getNewsletterStats(getSupabase()),
  });

export const useNewsletterStats = () => useQuery(newsletterStatsQueryOptions());
