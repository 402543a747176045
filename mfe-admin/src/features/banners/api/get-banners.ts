import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, type BonisClient, type Tables } from '@bonis/supabase-client';

/** What the banners screen shows and edits of a banner. */
export type BannerRow = Pick<
  Tables<'banner_settings'>,
  | 'id'
  | 'title'
  | 'description'
  | 'image_url'
  | 'cta_text'
  | 'cta_link'
  | 'is_active'
  | 'created_at'
  | 'updated_at'
>;

export const BANNER_COLUMNS =
  'id, title, description, image_url, cta_text, cta_link, is_active, created_at, updated_at';

/**
 * Every banner, the most recently updated first (spec §7; admins read hidden ones too), ties
 * broken by id. The storefront's hero shows the first visible one of this same order.
 */
export async function getBanners(client: BonisClient): Promise<BannerRow[]> {
  const { data, error } = await client
    .from('banner_settings')
    .select(BANNER_COLUMNS)
    .order('updated_at', { ascending: false })
    .order('id', { ascending: true });
  if (error) throw error;
  return data;
}

export const bannerKeys = {
  all: ['admin', 'banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
};

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: bannerKeys.list(),
    queryFn: () => getBanners(getSupabase()),
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}

/** The banner the home's hero shows: the first visible one, in the list's order. */
export function liveBannerId(banners: readonly BannerRow[]): string | null {
  return banners.find((banner) => banner.is_active)?.id ?? null;
}

/** A banner's name on screen: its title, or 'Banner N' (N its place in the list, from 1). */
export function bannerName(banner: Pick<BannerRow, 'title'>, index: number): string {
  return banner.title.trim() || `Banner ${index + 1}`;
}
