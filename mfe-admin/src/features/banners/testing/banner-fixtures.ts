import { BYTES_PER_MB } from '../../../lib/image-files';
import type { BannerRow } from '../api/get-banners';

/** A banner as the screen reads it. */
export function bannerRow(overrides: Partial<BannerRow> = {}): BannerRow {
  return {
    id: 'banner-perros',
    title: '¡Todo para consentir a tu peludo!',
    description: 'Alimento, snacks, juguetes y farmacia de las mejores marcas.',
    image_url: 'banners/hero.svg',
    cta_text: 'Comprar para perros',
    cta_link: '/dogs',
    is_active: true,
    created_at: '2026-11-20T15:00:00+00:00',
    updated_at: '2026-11-25T15:00:00+00:00',
    ...overrides,
  };
}

export { mockStorage, type StorageLog } from '../../../lib/testing/mock-image-bucket';

/** An image file of the given name and size (a few bytes unless told). */
export const imageFile = (name: string, bytes = 3, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Just over the 5MB limit. */
export const TOO_LARGE_BYTES = 5 * BYTES_PER_MB + 1;
