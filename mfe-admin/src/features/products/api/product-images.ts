import { PRODUCT_IMAGES_BUCKET, type BonisClient } from '@bonis/supabase-client';

/** The folder of the product-images bucket new product images go to. */
export const PRODUCT_IMAGES_FOLDER = 'products';

/** A URL with a scheme or a site-relative one: not an object of the bucket (seeded images). */
const NOT_OBJECT_PATH = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/** Whether an entry of `products.images` is an object of the bucket (and so ours to remove). */
export function isObjectPath(image: string): boolean {
  return image.trim() !== '' && !NOT_OBJECT_PATH.test(image.trim());
}

/** The file's extension, lowercased ('Foto.PNG' → 'png'), else one from its type, else 'img'. */
export function imageExtension(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]{1,10})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = /^image\/([a-z0-9]+)/i.exec(file.type)?.[1];
  return fromType ? fromType.toLowerCase() : 'img';
}

/** `products/<random uuid>.<ext>`: a fresh object path for an uploaded file. */
export function newProductImagePath(file: Pick<File, 'name' | 'type'>): string {
  return `${PRODUCT_IMAGES_FOLDER}/${crypto.randomUUID()}.${imageExtension(file)}`;
}

/**
 * Uploads one image to the product-images bucket under a fresh path and returns that path
 * (what `products.images` stores). The bucket enforces the size (5 MB) and image types.
 */
export async function uploadProductImage(client: BonisClient, file: File): Promise<string> {
  const path = newProductImagePath(file);
  const { error } = await client.storage.from(PRODUCT_IMAGES_BUCKET).upload(path, file, {
    contentType: file.type || undefined,
    cacheControl: '31536000',
    upsert: false,
  });
  if (error) throw error;
  return path;
}

/** Removes objects from the bucket (paths only; URLs are left alone). */
export async function removeProductImages(client: BonisClient, images: readonly string[]) {
  const paths = [...new Set(images.filter(isObjectPath))];
  if (paths.length === 0) return;
  const { error } = await client.storage.from(PRODUCT_IMAGES_BUCKET).remove(paths);
  if (error) throw error;
}

/** Whether some product still lists the image. */
async function isReferenced(client: BonisClient, path: string): Promise<boolean> {
  const { count, error } = await client
    .from('products')
    .select('id', { count: 'exact', head: true })
    .contains('images', [path]);
  if (error) throw error;
  return (count ?? 0) > 0;
}

/**
 * After a save that dropped images: removes from the bucket each object path that no product
 * references any more (never at a delete: a 'Deshacer' needs the images back). URLs (seeded images) are never touched. A failure is logged,
 * never reported as a failed save: the product is already right, only storage keeps a file.
 */
export async function removeUnreferencedImages(
  client: BonisClient,
  images: readonly string[],
): Promise<void> {
  try {
    const paths = [...new Set(images.filter(isObjectPath))];
    const referenced = await Promise.all(paths.map((path) => isReferenced(client, path)));
    const orphans = paths.filter((_, index) => !referenced[index]);
    await removeProductImages(client, orphans);
  } catch (error) {
    console.warn('[products] could not remove unused product images', error);
  }
}
