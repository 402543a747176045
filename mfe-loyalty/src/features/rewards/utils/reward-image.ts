import { productImageUrl, type BonisClient } from '@bonis/supabase-client';

/** An object path inside the bucket: letters, digits, '-', '_', '.', '/' — never '..'. */
const OBJECT_PATH = /^[\w-][\w./-]*$/;

/**
 * The URL to show for a reward's `image_url`, or undefined (the card draws its placeholder).
 * The seed stores object paths of the public `product-images` bucket ('rewards/kong-classic.svg'),
 * served by Supabase Storage at the page's own Supabase URL. Besides those, only a path of this
 * site ('/…') or an https URL is shown: nothing else (data:, javascript:, http:, '//host')
 * ever reaches an `<img src>`.
 */
export function rewardImageUrl(
  client: Pick<BonisClient, 'storage'>,
  imageUrl: string | null | undefined,
): string | undefined {
  const value = imageUrl?.trim();
  if (!value) return undefined;
  if (value.startsWith('/')) return value.startsWith('//') ? undefined : value;
  if (/^https:\/\//i.test(value)) return value;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return undefined;
  if (!OBJECT_PATH.test(value) || value.split('/').includes('..')) return undefined;
  return productImageUrl(client, value);
}
