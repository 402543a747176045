import type { BonisClient } from './client';

/** The public bucket of product and banner images (admins write, everyone reads). */
export const PRODUCT_IMAGES_BUCKET = 'product-images';

/** A URL with a scheme (https:, data:, blob:), or one relative to the site (/…, //cdn…). */
const URL_NOT_OBJECT_PATH = /^(?:[a-z][a-z\d+.-]*:|\/)/i;

/** Vector images draw sharp at any size: they are served as uploaded, never transformed. */
const SVG = /\.svg$/i;

/** The quality transformed images are asked for (Storage's own default is 80). */
export const IMAGE_QUALITY = 75;

/**
 * Whether the project transforms images: Supabase Storage's `render/image` endpoint (hosted Pro
 * plan and above, self-hosted with imgproxy, and this repo's local server). One switch for the
 * page, as the client is one per page: @bonis/supabase-client is a shared federation singleton.
 */
let transformations = true;

/**
 * Turns Storage's image transformation on or off for every `productImageSources` on the page
 * (on by default). The shell sets it from runtime-config.json's
 * `supabase.imageTransformations` before anything renders, on the server and in the browser
 * alike, so both draw the same markup. Off (a hosted Free-plan project, or one with "Enable
 * Image Transformations" off in the dashboard), the same markup points at the originals.
 */
export function configureImageTransformations(enabled: boolean): void {
  transformations = enabled;
}

/** Whether `productImageSources` asks Storage for resized images (`configureImageTransformations`). */
export function imageTransformationsEnabled(): boolean {
  return transformations;
}

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

/** What an `<img>` needs to load an image at the width its slot is drawn at. */
export interface ImageSources {
  /** the image at a middle width (or as uploaded): what a browser without srcset loads */
  src: string;
  /** the image at each width (`<url> 640w, …`); absent when there is one size only */
  srcSet?: string;
  /** how wide the slot is drawn, per breakpoint; absent without srcSet */
  sizes?: string;
}

export interface ImageSourcesOptions {
  /**
   * the widths (px) the image is offered at, from the slot's rendered widths at the screens and
   * pixel densities that matter; kept to a few, each one is a URL in the page
   */
  widths: readonly number[];
  /** the `<img sizes>`: the slot's rendered width per breakpoint, as the page's CSS lays it out */
  sizes: string;
  /** the width `src` gets; the middle of `widths` by default */
  srcWidth?: number;
  /** 20 to 100; IMAGE_QUALITY by default */
  quality?: number;
}

/**
 * The `src`, `srcSet` and `sizes` of an entry of `products.images` (or a banner's, category's or
 * reward's image) for a slot of the page. An object path of the product-images bucket is served
 * through Supabase Storage's image transformation (`getPublicUrl(path, { transform })`, the
 * `render/image` endpoint) at each of `widths`, in the best format the browser accepts (Storage
 * reads the request's `Accept`: WebP where it is taken); `src` is a middle width. An SVG, an
 * absolute URL or a path of the site is left as `productImageUrl` gives it, without srcset, and
 * so is every image while transformations are off (`configureImageTransformations(false)`).
 * Empty input gives undefined (the caller's placeholder). The server and the browser draw the
 * same markup from the same row.
 */
export function productImageSources(
  client: Pick<BonisClient, 'storage'>,
  image: string | null | undefined,
  { widths, sizes, srcWidth, quality = IMAGE_QUALITY }: ImageSourcesOptions,
): ImageSources | undefined {
  const value = image?.trim();
  if (!value) return undefined;
  const original = productImageUrl(client, value);
  if (original === undefined) return undefined;
  const candidates = [...new Set(widths.map(Math.round))]
    .filter((width) => width > 0)
    .sort((a, b) => a - b);
  const [smallest] = candidates;
  if (
    smallest === undefined ||
    URL_NOT_OBJECT_PATH.test(value) ||
    SVG.test(value) ||
    !transformations
  ) {
    return { src: original };
  }
  const bucket = client.storage.from(PRODUCT_IMAGES_BUCKET);
  const at = (width: number) =>
    bucket.getPublicUrl(value, { transform: { width, quality } }).data.publicUrl;
  const middle = candidates[Math.floor((candidates.length - 1) / 2)] ?? smallest;
  return {
    src: at(srcWidth ?? middle),
    srcSet: candidates.map((width) => `${at(width)} ${width}w`).join(', '),
    sizes,
  };
}

/**
 * The widths a product's photo is offered at, wherever it is drawn large (cards in grids and
 * carousels, the product page, favourites, rewards): one ladder, so a card's image and the
 * product page's are often the same URL (cached by the browser and by Storage). From the slots'
 * rendered widths: a card is 240–360 px wide and the product page's image up to 600 px, at
 * pixel densities 1 to 3 (Lighthouse's phone: 412 px at 1.75).
 */
export const PRODUCT_IMAGE_WIDTHS = [360, 560, 720, 960, 1200] as const;

/** The widths of a small square image (48–64 px: thumbnails, category tiles), at 1x to 3x. */
export const THUMBNAIL_IMAGE_WIDTHS = [64, 128, 192] as const;
