import { afterEach, describe, expect, it } from 'vitest';
import { createBonisClient } from './client';
import {
  IMAGE_QUALITY,
  PRODUCT_IMAGES_BUCKET,
  PRODUCT_IMAGE_WIDTHS,
  THUMBNAIL_IMAGE_WIDTHS,
  configureImageTransformations,
  imageTransformationsEnabled,
  productImageSources,
  productImageUrl,
} from './product-images';

const client = createBonisClient({
  url: 'http://127.0.0.1:54321',
  anonKey: 'anon-key',
  options: { auth: { persistSession: false } },
});

describe('productImageUrl', () => {
  it('turns an object path of the product-images bucket into its public URL', () => {
    expect(productImageUrl(client, 'catalog/pro-plan-cachorro.svg')).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/product-images/catalog/pro-plan-cachorro.svg',
    );
    expect(PRODUCT_IMAGES_BUCKET).toBe('product-images');
  });

  it('gives the same URL as storage.getPublicUrl, spaces and accents encoded', () => {
    const path = 'banners/mes de los gatos ñ.png';
    const url = productImageUrl(client, path);
    expect(url).toBe(client.storage.from('product-images').getPublicUrl(path).data.publicUrl);
    expect(url).toContain('/product-images/banners/mes%20de%20los%20gatos%20%C3%B1.png');
  });

  it('returns absolute and site-relative URLs unchanged', () => {
    for (const url of [
      'https://cdn.example.com/p/1.jpg',
      'http://127.0.0.1:8080/x.png',
      'data:image/svg+xml;base64,PHN2Zy8+',
      'blob:http://localhost:3000/9b1d',
      '//cdn.example.com/p/2.jpg',
      '/images/placeholder.svg',
    ]) {
      expect(productImageUrl(client, url)).toBe(url);
    }
  });

  it('gives undefined for a missing or blank image so the caller shows its placeholder', () => {
    expect(productImageUrl(client, undefined)).toBeUndefined();
    expect(productImageUrl(client, null)).toBeUndefined();
    expect(productImageUrl(client, '')).toBeUndefined();
    expect(productImageUrl(client, '   ')).toBeUndefined();
  });

  it('reads the first image of a product row', () => {
    const images: string[] = [];
    expect(productImageUrl(client, images[0])).toBeUndefined();
    images.push(' catalog/a.svg ');
    expect(productImageUrl(client, images[0])).toMatch(/\/product-images\/catalog\/a\.svg$/);
  });
});

describe('productImageSources', () => {
  const RENDER = 'http://127.0.0.1:54321/storage/v1/render/image/public/product-images';
  const OBJECT = 'http://127.0.0.1:54321/storage/v1/object/public/product-images';
  const slot = { widths: [320, 640, 960], sizes: '(min-width: 768px) 300px, 100vw' };

  afterEach(() => configureImageTransformations(true));

  it('offers an object path at each width through Storage’s render endpoint, src at the middle one', () => {
    expect(productImageSources(client, 'catalog/chunky.jpg', slot)).toEqual({
      src: `${RENDER}/catalog/chunky.jpg?width=640&quality=75`,
      srcSet: [
        `${RENDER}/catalog/chunky.jpg?width=320&quality=75 320w`,
        `${RENDER}/catalog/chunky.jpg?width=640&quality=75 640w`,
        `${RENDER}/catalog/chunky.jpg?width=960&quality=75 960w`,
      ].join(', '),
      sizes: '(min-width: 768px) 300px, 100vw',
    });
  });

  it('builds each URL as storage.getPublicUrl with a width and quality 75 does', () => {
    const path = 'banners/mes de los gatos ñ.png';
    const sources = productImageSources(client, ` ${path} `, { widths: [960], sizes: '100vw' });
    const expected = client.storage
      .from('product-images')
      .getPublicUrl(path, { transform: { width: 960, quality: 75 } }).data.publicUrl;
    expect(sources?.src).toBe(expected);
    expect(sources?.srcSet).toBe(`${expected} 960w`);
    expect(IMAGE_QUALITY).toBe(75);
  });

  it('sorts the widths, drops repeats and takes the src width and quality asked for', () => {
    const sources = productImageSources(client, 'catalog/a.webp', {
      widths: [960, 320, 320, 640],
      sizes: '320px',
      srcWidth: 320,
      quality: 60,
    });
    expect(sources?.srcSet?.match(/ \d+w/g)).toEqual([' 320w', ' 640w', ' 960w']);
    expect(sources?.srcSet).not.toContain('quality=75');
    expect(sources?.src).toBe(`${RENDER}/catalog/a.webp?width=320&quality=60`);
  });

  it('leaves an SVG as uploaded, without srcset (a drawing is sharp at any size)', () => {
    expect(productImageSources(client, 'catalog/pro-plan-cachorro.svg', slot)).toEqual({
      src: `${OBJECT}/catalog/pro-plan-cachorro.svg`,
    });
    expect(productImageSources(client, 'rewards/KONG.SVG', slot)).toEqual({
      src: `${OBJECT}/rewards/KONG.SVG`,
    });
  });

  it('leaves absolute URLs and paths of the site unchanged, without srcset', () => {
    for (const url of [
      'https://cdn.example.com/p/1.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      '//cdn.example.com/p/2.jpg',
      '/images/placeholder.png',
    ]) {
      expect(productImageSources(client, url, slot)).toEqual({ src: url });
    }
  });

  it('points at the originals, without srcset, while transformations are off (Free plan)', () => {
    configureImageTransformations(false);
    expect(imageTransformationsEnabled()).toBe(false);
    expect(productImageSources(client, 'catalog/chunky.jpg', slot)).toEqual({
      src: `${OBJECT}/catalog/chunky.jpg`,
    });
    configureImageTransformations(true);
    expect(productImageSources(client, 'catalog/chunky.jpg', slot)?.srcSet).toContain(
      '/render/image/public/product-images/catalog/chunky.jpg?width=320&quality=75 320w',
    );
  });

  it('gives undefined for a missing or blank image, and the original with no widths', () => {
    expect(productImageSources(client, null, slot)).toBeUndefined();
    expect(productImageSources(client, '  ', slot)).toBeUndefined();
    expect(productImageSources(client, 'catalog/a.jpg', { widths: [], sizes: '100vw' })).toEqual({
      src: `${OBJECT}/catalog/a.jpg`,
    });
  });

  it('offers product photos and thumbnails at a few widths up to 1200 px', () => {
    expect(PRODUCT_IMAGE_WIDTHS.length).toBeLessThanOrEqual(6);
    expect(Math.max(...PRODUCT_IMAGE_WIDTHS)).toBeLessThanOrEqual(1200);
    expect(THUMBNAIL_IMAGE_WIDTHS).toEqual([64, 128, 192]);
  });
});
