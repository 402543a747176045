import { afterEach, describe, expect, it } from 'vitest';
import { configureImageTransformations, createBonisClient } from '@bonis/supabase-client';
import { REWARD_IMAGE_SIZES, rewardImageSources, rewardImageUrl } from './reward-image';

const client = createBonisClient({ url: 'https://demo.supabase.co', anonKey: 'anon-key' });

describe('rewardImageUrl', () => {
  it('serves an object path from the public product-images bucket', () => {
    expect(rewardImageUrl(client, 'rewards/snack-sorpresa.svg')).toBe(
      'https://demo.supabase.co/storage/v1/object/public/product-images/rewards/snack-sorpresa.svg',
    );
  });

  it('keeps a path of this site and an https URL', () => {
    expect(rewardImageUrl(client, '/img/premio.png')).toBe('/img/premio.png');
    expect(rewardImageUrl(client, 'https://cdn.bonis.co/premio.png')).toBe(
      'https://cdn.bonis.co/premio.png',
    );
  });

  it.each([
    ['nothing', null],
    ['blank', '  '],
    ['a data: URL', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['plain http', 'http://example.com/premio.png'],
    ['another host without a scheme', '//evil.example/premio.png'],
    ['a path that climbs out of the bucket', 'rewards/../../secret.svg'],
  ])('gives nothing for %s (the card draws its placeholder)', (_, value) => {
    expect(rewardImageUrl(client, value)).toBeUndefined();
  });
});

describe('rewardImageSources', () => {
  const RENDER = 'https://demo.supabase.co/storage/v1/render/image/public/product-images';
  afterEach(() => configureImageTransformations(true));

  it('offers a photo of the bucket at the product widths, for the card’s width', () => {
    const sources = rewardImageSources(client, ' rewards/kong.webp ');
    expect(sources?.src).toBe(`${RENDER}/rewards/kong.webp?width=720&quality=75`);
    expect(sources?.srcSet).toBe(
      [360, 560, 720, 960, 1200]
        .map((width) => `${RENDER}/rewards/kong.webp?width=${width}&quality=75 ${width}w`)
        .join(', '),
    );
    expect(sources?.sizes).toBe(REWARD_IMAGE_SIZES);
  });

  it('keeps drawings, https URLs and paths of the site as they are, without srcset', () => {
    expect(rewardImageSources(client, 'rewards/snack.svg')).toEqual({
      src: 'https://demo.supabase.co/storage/v1/object/public/product-images/rewards/snack.svg',
    });
    expect(rewardImageSources(client, 'https://cdn.bonis.co/premio.png')).toEqual({
      src: 'https://cdn.bonis.co/premio.png',
    });
    expect(rewardImageSources(client, '/img/premio.png')).toEqual({ src: '/img/premio.png' });
  });

  it('points at the original in a project without image transformations', () => {
    configureImageTransformations(false);
    expect(rewardImageSources(client, 'rewards/kong.webp')).toEqual({
      src: 'https://demo.supabase.co/storage/v1/object/public/product-images/rewards/kong.webp',
    });
  });

  it.each([
    ['nothing', null],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['plain http', 'http://example.com/premio.png'],
    ['a path that climbs out of the bucket', 'rewards/../../secret.png'],
  ])('gives nothing for %s', (_, value) => {
    expect(rewardImageSources(client, value)).toBeUndefined();
  });
});
