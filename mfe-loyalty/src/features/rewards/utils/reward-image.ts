import {
  PRODUCT_IMAGE_WIDTHS,
  productImageSources,
  productImageUrl,
  type BonisClient,
  type ImageSources,
} from '@bonis/supabase-client';

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
  const value = showable(imageUrl);
  return value === undefined ? undefined : productImageUrl(client, value);
}

/** The reward's image value when it may be shown (see rewardImageUrl), trimmed. */
function showable(imageUrl: string | null | undefined): string | undefined {
  const value = imageUrl?.trim();
  if (!value) return undefined;
  if (value.startsWith('/')) return value.startsWith('//') ? undefined : value;
  if (/^https:\/\//i.test(value)) return value;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return undefined;
  if (!OBJECT_PATH.test(value) || value.split('/').includes('..')) return undefined;
  return value;
}

/**
 * How wide a reward card's image is drawn (rewards-page.styles.ts: RewardMedia spans the card,
 * in a Grid of one column, 2 from 480 px 16 px apart and 3 from 1024 px, in a loyalty page of
 * 1200 px at most with 16 px of side padding, 24 px and the floating controls' 64 px gutter
 * from md).
 */
export const REWARD_IMAGE_SIZES =
  '(min-width: 1264px) 373px, (min-width: 1024px) calc(33.3vw - 48px), (min-width: 768px) calc(50vw - 64px), (min-width: 480px) calc(50vw - 24px), calc(100vw - 32px)';

/**
 * What a reward card's `<img>` loads: the image `rewardImageUrl` allows, an object path of the
 * bucket at the product photo widths (Storage's image transformation) for the card's width, or
 * undefined (the card draws its placeholder).
 */
export function rewardImageSources(
  client: Pick<BonisClient, 'storage'>,
  imageUrl: string | null | undefined,
): ImageSources | undefined {
  return productImageSources(client, showable(imageUrl), {
    widths: PRODUCT_IMAGE_WIDTHS,
    sizes: REWARD_IMAGE_SIZES,
  });
}
