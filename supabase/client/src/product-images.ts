import type { BonisClient } from './client';

/** The public bucket of product and banner images (admins write, everyone reads). */
export const PRODUCT_IMAGES_BUCKET = 'product-images';

/** A URL with a scheme (https:, data:, blob:), or one relative to the site (/…, //cdn…). */
const URL_NOT_OBJECT_PATH = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/**
 * The URL to show for an entry of `products.images` (or a banner's `image_url`): an absolute
 * URL is returned as it is, a site-relative one (`/…`) too, and an object path of the
 * product-images bucket (`catalog/pro-plan.svg`) becomes its public URL. Empty input gives
 * undefined, so callers fall back to their placeholder.
 */
export function productImageUrl(
  client: Pick<BonisClient, 'storage'>,
  image: string | null | undefined,
): string | undefined {
  const value = image?.trim();
  if (!value) return undefined;
  if (URL_NOT_OBJECT_PATH.test(value)) return value;
  return client.storage.from(PRODUCT_IMAGES_BUCKET).getPublicUrl(value).data.publicUrl;
}
