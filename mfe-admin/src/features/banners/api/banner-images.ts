import type { BonisClient } from '@bonis/supabase-client';
import {
  hasRows,
  newImagePath,
  removeImages,
  removeUnreferencedImages,
  uploadImage,
} from '../../../lib/bucket-images';

/** The folder of the product-images bucket that holds banner images (spec §7). */
export const BANNERS_FOLDER = 'banners';

/** `banners/<name>`: an object path of a banner image, the only kind this screen ever removes. */
const BANNER_OBJECT_PATH = /^banners\/[\w-]+(?:\.[\w-]+)*$/;

/** Whether an `image_url` is a banner image of the bucket (so ours to remove when unused). */
export function isBannerObjectPath(image: string | null | undefined): image is string {
  return BANNER_OBJECT_PATH.test(image?.trim() ?? '');
}

const bannerPaths = (images: readonly (string | null | undefined)[]) =>
  images.filter(isBannerObjectPath).map((path) => path.trim());

/** `banners/<random uuid>.<ext>`: a fresh object path for an uploaded file. */
export const newBannerImagePath = (file: Pick<File, 'name' | 'type'>) =>
  newImagePath(BANNERS_FOLDER, file);

/** Uploads a banner image under `banners/`; returns what `banner_settings.image_url` stores. */
export const uploadBannerImage = (client: BonisClient, file: File) =>
  uploadImage(client, BANNERS_FOLDER, file);

/** Removes banner images from the bucket: `banners/` object paths only, never URLs. */
export const removeBannerImages = (
  client: BonisClient,
  images: readonly (string | null | undefined)[],
) => removeImages(client, bannerPaths(images));

/** Whether some banner still shows the image. */
const isReferenced = (client: BonisClient, path: string) =>
  hasRows(
    client
      .from('banner_settings')
      .select('id', { count: 'exact', head: true })
      .eq('image_url', path),
  );

/**
 * After a save that replaced an image: removes each `banners/` object path no banner shows any
 * more. URLs and other folders are never touched.
 */
export const removeUnusedBannerImages = (
  client: BonisClient,
  images: readonly (string | null | undefined)[],
) => removeUnreferencedImages(client, bannerPaths(images), isReferenced);
