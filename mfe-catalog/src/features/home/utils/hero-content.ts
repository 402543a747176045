import { productImageUrl, type BonisClient } from '@bonis/supabase-client';
import type { HomeBannerRow } from '../api/get-home-banner';

/** Where the hero's call to action goes. */
export type HeroTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** What the hero shows: the latest active banner, or the built-in default. */
export interface HeroContent {
  title: string;
  description: string;
  /** the image's URL; null shows the built-in illustration */
  imageUrl: string | null;
  cta: { text: string; target: HeroTarget } | null;
}

/** The hero without a banner (none active, or the banner can't be read). */
export const DEFAULT_HERO: HeroContent = {
  title: 'Todo lo que tu mascota necesita',
  description:
    'Alimento, snacks, juguetes, accesorios y farmacia para perros y gatos, con envío a toda Colombia.',
  imageUrl: null,
  cta: { text: 'Ver productos', target: { kind: 'internal', to: '/all-products' } },
};

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
 * can't be empty), its image through the product-images bucket, and its CTA when the link is
 * one the store can follow.
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
    cta: target ? { text: row.cta_text?.trim() || DEFAULT_CTA_TEXT, target } : null,
  };
}
