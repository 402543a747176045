import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type Banner, type BonisClient } from '@bonis/supabase-client';

/** The banner columns the hero shows. */
export type HomeBannerRow = Pick<
  Banner,
  'id' | 'title' | 'description' | 'image_url' | 'cta_text' | 'cta_link'
>;

/**
 * The latest active banner (the most recently updated one), or null when there is none.
 * `is_active` is filtered here and not left to RLS: an admin browsing the store may read
 * inactive banners too. Throws the PostgREST error.
 */
export async function getHomeBanner(client: BonisClient): Promise<HomeBannerRow | null> {
  const { data, error } = await client
    .from('banner_settings')
    .select('id, title, description, image_url, cta_text, cta_link')
    .eq('is_active', true)
    .order('updated_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/**
 * Under `['banner', …]`, so the App's realtime refresh shows an admin's new banner at once
 * (the data stays on screen while it is read again: no skeleton flash).
 */
export const homeBannerQueryOptions = () =>
  queryOptions({
    queryKey: ['banner', 'home'] as const,
    queryFn: () => getHomeBanner(getSupabase()),
    staleTime: 60_000,
  });

/**
 * How often the home reads the banner again while it is on screen. Realtime shows a banner that
 * is created, edited, shown or deleted at once, but not one that is hidden: a shopper may read
 * active banners only, so the change that hides one is not delivered to them (Realtime checks
 * the new row against RLS, as hosted Supabase does). This re-read bounds how long a hidden
 * banner stays on an open home page.
 */
export const HOME_BANNER_REFRESH_MS = 60_000;

export function useHomeBanner() {
  return useQuery({ ...homeBannerQueryOptions(), refetchInterval: HOME_BANNER_REFRESH_MS });
}
