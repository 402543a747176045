import { afterEach, describe, expect, it } from 'vitest';
import { configureImageTransformations, getSupabase } from '@bonis/supabase-client';
import {
  DEFAULT_HERO,
  HERO_IMAGE_SIZES,
  HERO_IMAGE_WIDTHS,
  heroTarget,
  toHeroContent,
} from './hero-content';

const client = () => getSupabase();

const row = {
  id: 'b1',
  title: '¡Todo para consentir a tu peludo!',
  description: 'Alimento y juguetes.',
  image_url: 'banners/hero.svg',
  cta_text: 'Comprar para perros',
  cta_link: '/dogs',
};

describe('heroTarget', () => {
  it('follows store paths with the router and https addresses as links', () => {
    expect(heroTarget('/dogs')).toEqual({ kind: 'internal', to: '/dogs' });
    expect(heroTarget(' /products?category=1 ')).toEqual({
      kind: 'internal',
      to: '/products?category=1',
    });
    expect(heroTarget('https://example.com/promo')).toEqual({
      kind: 'external',
      href: 'https://example.com/promo',
    });
  });

  it('refuses links it cannot trust or follow', () => {
    expect(heroTarget('javascript:alert(1)')).toBeNull();
    expect(heroTarget('data:text/html,hi')).toBeNull();
    expect(heroTarget('//evil.test/x')).toBeNull();
    expect(heroTarget('/\\evil.test')).toBeNull();
    expect(heroTarget('dogs')).toBeNull();
    // the database allows https only (banner_settings_cta_link_safe)
    expect(heroTarget('http://example.com/promo')).toBeNull();
    expect(heroTarget('https://')).toBeNull();
    expect(heroTarget('')).toBeNull();
    expect(heroTarget(null)).toBeNull();
  });
});

describe('toHeroContent', () => {
  it("shows the banner's texts, its image from the product-images bucket and its CTA", () => {
    expect(toHeroContent(client(), row)).toEqual({
      title: '¡Todo para consentir a tu peludo!',
      description: 'Alimento y juguetes.',
      imageUrl: 'http://supabase.test/storage/v1/object/public/product-images/banners/hero.svg',
      // a drawing is drawn sharp at any size: as uploaded
      image: {
        src: 'http://supabase.test/storage/v1/object/public/product-images/banners/hero.svg',
      },
      cta: { text: 'Comprar para perros', target: { kind: 'internal', to: '/dogs' } },
    });
  });

  describe('a photo banner', () => {
    const RENDER = 'http://supabase.test/storage/v1/render/image/public/product-images';
    const photo = { ...row, image_url: 'banners/mes-del-gato.jpg' };
    afterEach(() => configureImageTransformations(true));

    it('is drawn from 640 to 1920 px wide as the hero’s box needs, and shared as uploaded', () => {
      const content = toHeroContent(client(), photo);
      expect(content.imageUrl).toBe(
        'http://supabase.test/storage/v1/object/public/product-images/banners/mes-del-gato.jpg',
      );
      expect(content.image).toEqual({
        src: `${RENDER}/banners/mes-del-gato.jpg?width=1280&quality=75`,
        srcSet: HERO_IMAGE_WIDTHS.map(
          (width) => `${RENDER}/banners/mes-del-gato.jpg?width=${width}&quality=75 ${width}w`,
        ).join(', '),
        sizes: HERO_IMAGE_SIZES,
      });
      expect(HERO_IMAGE_WIDTHS).toEqual([640, 960, 1280, 1600, 1920]);
    });

    it('is the original, without srcset, in a project without image transformations', () => {
      configureImageTransformations(false);
      expect(toHeroContent(client(), photo).image).toEqual({
        src: 'http://supabase.test/storage/v1/object/public/product-images/banners/mes-del-gato.jpg',
      });
    });
  });

  it('keeps absolute image URLs as they are', () => {
    const content = toHeroContent(client(), { ...row, image_url: 'https://cdn.test/b.webp' });
    expect(content.imageUrl).toBe('https://cdn.test/b.webp');
  });

  it('gives the default texts without a banner, and the default title to an empty one', () => {
    expect(toHeroContent(client(), null)).toBe(DEFAULT_HERO);
    expect(toHeroContent(client(), { ...row, title: '  ' }).title).toBe(DEFAULT_HERO.title);
  });

  it("labels a CTA without text 'Ver más' and drops one without a usable link", () => {
    expect(toHeroContent(client(), { ...row, cta_text: null }).cta?.text).toBe('Ver más');
    expect(toHeroContent(client(), { ...row, cta_link: null }).cta).toBeNull();
    expect(toHeroContent(client(), { ...row, cta_link: 'javascript:void(0)' }).cta).toBeNull();
  });
});
