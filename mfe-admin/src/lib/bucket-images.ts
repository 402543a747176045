import { PRODUCT_IMAGES_BUCKET, type BonisClient } from '@bonis/supabase-client';

/**
 * The images the admin uploads to the product-images bucket (product images under `products/`,
 * banner images under `banners/`): one upload, one removal and one clean-up after a save, each
 * feature giving only its folder and how its rows reference an image.
 */

/** The file's extension, lowercased ('Foto.PNG' → 'png'), else one from its type, else 'img'. */
export function imageExtension(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]{1,10})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = /^image\/([a-z0-9]+)/i.exec(file.type)?.[1];
  return fromType ? fromType.toLowerCase() : 'img';
}

/** `<folder>/<random uuid>.<ext>`: a fresh object path for an uploaded file. */
export function newImagePath(folder: string, file: Pick<File, 'name' | 'type'>): string {
  return `${folder}/${crypto.randomUUID()}.${imageExtension(file)}`;
}

/**
 * Uploads one image under a fresh path of `folder` and returns that path (what the row stores).
 * The bucket enforces the size (5 MB) and image types.
 */
export async function uploadImage(
  client: BonisClient,
  folder: string,
  file: File,
): Promise<string> {
  const path = newImagePath(folder, file);
  const { error } = await client.storage.from(PRODUCT_IMAGES_BUCKET).upload(path, file, {
    contentType: file.type || undefined,
    cacheControl: '31536000',
    upsert: false,
  });
  if (error) throw error;
  return path;
}

/** Removes objects from the bucket: `paths` are object paths the caller has checked are its own. */
export async function removeImages(client: BonisClient, paths: readonly string[]): Promise<void> {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return;
  const { error } = await client.storage.from(PRODUCT_IMAGES_BUCKET).remove(unique);
  if (error) throw error;
}

/** Whether a head count found rows (a row that still shows the image). */
export async function hasRows(
  request: PromiseLike<{ count: number | null; error: unknown }>,
): Promise<boolean> {
  const { count, error } = await request;
  if (error) throw error;
  return (count ?? 0) > 0;
}

/**
 * After a save that replaced or dropped images: removes each object path no row references any
 * more (never at a delete: a 'Deshacer' needs the image back). A failure is logged, never
 * reported as a failed save: the row is already right, only storage keeps a file.
 */
export async function removeUnreferencedImages(
  client: BonisClient,
  paths: readonly string[],
  isReferenced: (client: BonisClient, path: string) => Promise<boolean>,
): Promise<void> {
  try {
    const unique = [...new Set(paths)];
    const referenced = await Promise.all(unique.map((path) => isReferenced(client, path)));
    await removeImages(
      client,
      unique.filter((_, index) => !referenced[index]),
    );
  } catch (error) {
    console.warn('[admin] could not remove unused images', error);
  }
}
