import { describe, expect, it } from 'vitest';
import { createBonisClient } from '@bonis/supabase-client';
import { rewardImageUrl } from './reward-image';

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
