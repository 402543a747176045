import { http, HttpResponse } from 'msw';
import { SUPABASE_TEST_URL, server } from '@bonis/test-utils';
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

const STORAGE = `${SUPABASE_TEST_URL}/storage/v1/object`;

export interface StorageLog {
  /** object paths uploaded, in the order the uploads arrived */
  uploads: string[];
  /** the object paths of every remove request */
  removals: string[][];
}

/**
 * The product-images bucket: uploads answer as the storage server does (`fail` answers 400),
 * removals are recorded. Uploads wait for `hold` when given.
 */
export function mockStorage({ fail = false, hold }: { fail?: boolean; hold?: Promise<void> } = {}) {
  const log: StorageLog = { uploads: [], removals: [] };
  server.use(
    http.post(`${STORAGE}/product-images/*`, async ({ params }) => {
      if (hold) await hold;
      if (fail) {
        return HttpResponse.json(
          { statusCode: '400', error: 'Bad Request', message: 'mime type not supported' },
          { status: 400 },
        );
      }
      const path = String(params[0]);
      log.uploads.push(path);
      return HttpResponse.json({ Key: `product-images/${path}`, Id: crypto.randomUUID() });
    }),
    http.delete(`${STORAGE}/product-images`, async ({ request }) => {
      const body = (await request.json()) as { prefixes: string[] };
      log.removals.push(body.prefixes);
      return HttpResponse.json(body.prefixes.map((name) => ({ name })));
    }),
  );
  return log;
}

/** An image file of the given name and size (a few bytes unless told). */
export const imageFile = (name: string, bytes = 3, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Just over the 5MB limit. */
export const TOO_LARGE_BYTES = 5 * BYTES_PER_MB + 1;
