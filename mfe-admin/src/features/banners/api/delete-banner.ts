import type { BonisClient } from '@bonis/supabase-client';
import { removeUnusedBannerImages } from './banner-images';

/**
 * Deletes banners by id, then removes their images from storage when no other banner shows
 * them (`banners/` paths only). Fewer rows deleted than asked (gone already, or refused by RLS)
 * is a failure.
 */
export async function deleteBanners(client: BonisClient, ids: readonly string[]): Promise<void> {
  const { data, error } = await client
    .from('banner_settings')
    .delete()
    .in('id', [...ids])
    .select('id, image_url');
  if (error) throw error;
  await removeUnusedBannerImages(
    client,
    data.map((row) => row.image_url),
  );
  if (data.length < ids.length) throw new Error('Banners sin eliminar');
}
