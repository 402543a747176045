import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';
import { settingsKeys } from './get-settings';

export type LiveBanner = Pick<
  Tables<'banner_settings'>,
  'id' | 'title' | 'image_url' | 'updated_at'
>;

/**
 * The banner the home's hero shows: the most recently updated visible one (the storefront reads
 * it the same way), or null when none is visible.
 */
export async function getLiveBanner(client: BonisClient): Promise<LiveBanner | null> {
  const { data, error } = await client
    .from('banner_settings')
    .select('id, title, image_url, updated_at')
    .eq('is_active', true)
    .order('updated_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const liveBannerQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.liveBanner(),
    queryFn: () => getLiveBanner(getSupabase()),
  });

export function useLiveBanner() {
  return useQuery(liveBannerQueryOptions());
}
