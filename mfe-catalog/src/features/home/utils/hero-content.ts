import {
  productImageSources,
  productImageUrl,
  type BonisClient,
  type ImageSources,
} from '@bonis/supabase-client';
import type { HomeBannerRow } from '../api/get-home-banner';

/** Where the hero's call to action goes. */
export type HeroTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** What the hero shows: the latest active banner, or the built-in default. */
export interface HeroContent {
  title: string;
  description: string;
  /** the image's URL as uploaded (the page's share image); null shows the built-in illustration */
  imageUrl: string | null;
  /** what the hero's `<img>` loads: the image at the widths the hero is drawn at */
  image: ImageSources | null;
  cta: { text: string; target: HeroTarget } | null;
}

/** The hero without a banner (none active, or the banner can't be read). */
export const DEFAULT_HERO: HeroContent = {
  title: 'Todo lo que tu mascota necesita',
  description:
    'Alimento, snacks, juguetes, accesorios y farmacia para perros y gatos, con envío a toda Colombia.',
  imageUrl: null,
  image: null,
  cta: { text: 'Ver productos', target: { kind: 'internal', to: '/all-products' } },
};

/**
 * The widths a banner is offered at: the hero draws a 1920×700 banner covering its box, so on a
 * phone (a 2:1 box) it is drawn 1.37 times the box's width, ~490–520 px, and from md up to
 * ~1260 px (the box's height, 360–460 px, times 2.74); at pixel densities 1 to 3, and never
 * wider than the banners are made.
 */
export const HERO_IMAGE_WIDTHS = [640, 960, 1280, 1600, 1920] as const;

/**
 * How wide the banner is drawn (`<img sizes>`), from hero-banner.styles.ts in the home's column
 * (16 px of side padding, 24 px and the floating controls' 64 px gutter from md, 1280 px at
 * most): on phones the 2:1 box's height times the banner's 2.74, i.e. (100vw - 32px) * 1.37;
 * from md the box's height, clamp(360px, 36vw, 460px), times 2.74.
 */
export const HERO_IMAGE_SIZES =
  '(min-width: 1280px) 1262px, (min-width: 1000px) 99vw, (min-width: 768px) 988px, calc(137vw - 44px)';

/** The CTA's label when the banner has a link but no text. */
export const DEFAULT_CTA_TEXT = 'Ver más';

/**
 * Where a banner's `cta_link` may go: a path of the store (`/dogs`, through the router) or an
 * https address (the database's `banner_settings_cta_link_safe` allows nothing else). Anything
 * else (`javascript:`, `data:`, plain `http:`, `//host`, plain words) gives null, and the hero
 * shows no button rather than a link that can't be trusted.
 */
export function heroTarget(link: string | null | undefined): HeroTarget | null {
  const value = link?.trim() ?? '';
  if (/^\/(?![/\\])/.test(value)) return { kind: 'internal', to: value };
  if (/^https:\/\/[^\s/?#]+[^\s]*$/i.test(value)) return { kind: 'external', href: value };
  return null;
}

/**
 * The hero for a banner row: its texts (an empty title takes the default one, the page's h1
 * can't be empty), its image through the product-images bucket (as uploaded, and at the widths
 * the hero is drawn at), and its CTA when the link is one the store can follow.
 */
export function toHeroContent(
  client: Pick<BonisClient, 'storage'>,
  row: HomeBannerRow | null,
): HeroContent {
  if (!row) return DEFAULT_HERO;
  const target = heroTarget(row.cta_link);
  return {
    title: row.title.trim() || DEFAULT_HERO.title,
    description: row.description.trim(),
    imageUrl: productImageUrl(client, row.image_url) ?? null,
    image:
      productImageSources(client, row.image_url, {
        widths: HERO_IMAGE_WIDTHS,
        sizes: HERO_IMAGE_SIZES,
      }) ?? null,
    cta: target ? { text: row.cta_text?.trim() || DEFAULT_CTA_TEXT, target } : null,
  };
}
