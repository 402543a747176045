import type { BonisClient } from '@bonis/supabase-client';
import {
  hasRows,
  removeImages,
  removeUnreferencedImages as removeUnreferenced,
  uploadImage,
} from '../../../lib/bucket-images';

/** The folder of the product-images bucket new product images go to. */
export const PRODUCT_IMAGES_FOLDER = 'products';

/** A URL with a scheme or a site-relative one: not an object of the bucket (seeded images). */
const NOT_OBJECT_PATH = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/** Whether an entry of `products.images` is an object of the bucket (and so ours to remove). */
export function isObjectPath(image: string): boolean {
  return image.trim() !== '' && !NOT_OBJECT_PATH.test(image.trim());
}

/** Uploads one product image under `products/`; returns what `products.images` stores. */
export const uploadProductImage = (client: BonisClient, file: File) =>
  uploadImage(client, PRODUCT_IMAGES_FOLDER, file);

/** Removes objects from the bucket (paths only; URLs are left alone). */
export const removeProductImages = (client: BonisClient, images: readonly string[]) =>
  removeImages(client, images.filter(isObjectPath));

/** Whether some product still lists the image. */
const isReferenced = (client: BonisClient, path: string) =>
  hasRows(
    client.from('products').select('id', { count: 'exact', head: true }).contains('images', [path]),
  );

/**
 * After a save that dropped images: removes each object path no product references any more.
 * URLs (seeded images) are never touched.
 */
export const removeUnreferencedImages = (client: BonisClient, images: readonly string[]) =>
  removeUnreferenced(client, images.filter(isObjectPath), isReferenced);
