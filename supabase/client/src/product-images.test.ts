import { describe, expect, it } from 'vitest';
import { createBonisClient } from './client';
import { PRODUCT_IMAGES_BUCKET, productImageUrl } from './product-images';

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
