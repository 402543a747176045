import { describe, expect, it } from 'vitest';
import { imageExtension } from '../../../lib/bucket-images';
import { isBannerObjectPath, newBannerImagePath } from './banner-images';

describe('banner images in storage', () => {
  it.each([
    ['banners/hero.svg', true],
    ['banners/0b7c6f1e-2d3a-4c5b-9e8f-1a2b3c4d5e6f.png', true],
    ['products/collar.png', false],
    ['hero.svg', false],
    ['banners/../products/collar.png', false],
    ['banners/', false],
    ['https://cdn.bonis.co/banners/hero.png', false],
    ['/banners/hero.svg', false],
    ['', false],
  ])('treats %j as a banner object path: %s', (image, expected) => {
    expect(isBannerObjectPath(image)).toBe(expected);
  });

  it('names an upload banners/<uuid>.<ext> from the file name, else its type', () => {
    expect(newBannerImagePath({ name: 'Portada.JPEG', type: 'image/jpeg' })).toMatch(
      /^banners\/[0-9a-f-]{36}\.jpeg$/,
    );
    expect(imageExtension({ name: 'portada', type: 'image/webp' })).toBe('webp');
    expect(imageExtension({ name: 'portada', type: '' })).toBe('img');
  });
});
