import { PRODUCT_IMAGES_BUCKET, type BonisClient } from '@bonis/supabase-client';

/** The folder of the product-images bucket that holds banner images (spec §7). */
export const BANNERS_FOLDER = 'banners';

/** `banners/<name>`: an object path of a banner image, the only kind this screen ever removes. */
const BANNER_OBJECT_PATH = /^banners\/[\w-]+(?:\.[\w-]+)*$/;

/** Whether an `image_url` is a banner image of the bucket (so ours to remove when unused). */
export function isBannerObjectPath(image: string | null | undefined): image is string {
  return BANNER_OBJECT_PATH.test(image?.trim() ?? '');
}

/** The file's extension, lowercased ('Hero.PNG' → 'png'), else one from its type, else 'img'. */
export function imageExtension(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]{1,10})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = /^image\/([a-z0-9]+)/i.exec(file.type)?.[1];
  return fromType ? fromType.toLowerCase() : 'img';
}

/** `banners/<random uuid>.<ext>`: a fresh object path for an uploaded file. */
export function newBannerImagePath(file: Pick<File, 'name' | 'type'>): string {
  return `${BANNERS_FOLDER}/${crypto.randomUUID()}.${imageExtension(file)}`;
}

/**
 * Uploads a banner image to the product-images bucket under a fresh `banners/` path and returns
 * that path (what `banner_settings.image_url` stores). The bucket enforces 5 MB and image types.
 */
export async function uploadBannerImage(client: BonisClient, file: File): Promise<string> {
  const path = newBannerImagePath(file);
  const { error } = await client.storage.from(PRODUCT_IMAGES_BUCKET).upload(path, file, {
    contentType: file.type || undefined,
    cacheControl: '31536000',
    upsert: false,
  });
  if (error) throw error;
  return path;
}

/** Removes banner images from the bucket: `banners/` object paths only, never URLs. */
export async function removeBannerImages(
  client: BonisClient,
  images: readonly (string | null | undefined)[],
): Promise<void> {
  const paths = [...new Set(images.filter(isBannerObjectPath).map((path) => path.trim()))];
  if (paths.length === 0) return;
  const { error } = await client.storage.from(PRODUCT_IMAGES_BUCKET).remove(paths);
  if (error) throw error;
}

/** Whether some banner still shows the image. */
async function isReferenced(client: BonisClient, path: string): Promise<boolean> {
  const { count, error } = await client
    .from('banner_settings')
    .select('id', { count: 'exact', head: true })
    .eq('image_url', path);
  if (error) throw error;
  return (count ?? 0) > 0;
}

/**
 * After a save that replaced an image: removes each `banners/` object path that no banner shows
 * any more (never at a delete: a 'Deshacer' needs the image back). URLs and other folders are never touched. A failure is logged, never
 * reported as a failed save: the banner is already right, only storage keeps a file.
 */
export async function removeUnusedBannerImages(
  client: BonisClient,
  images: readonly (string | null | undefined)[],
): Promise<void> {
  try {
    const paths = [...new Set(images.filter(isBannerObjectPath).map((path) => path.trim()))];
    const referenced = await Promise.all(paths.map((path) => isReferenced(client, path)));
    await removeBannerImages(
      client,
      paths.filter((_, index) => !referenced[index]),
    );
  } catch (error) {
    console.warn('[banners] could not remove unused banner images', error);
  }
}
