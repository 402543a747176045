import { http, HttpResponse } from 'msw';
import { SUPABASE_TEST_URL, server } from '@bonis/test-utils';

/** For tests only: the product-images bucket (product and banner images) over HTTP, with msw. */

const STORAGE = `${SUPABASE_TEST_URL}/storage/v1/object`;

export interface StorageLog {
  /** object paths uploaded, in the order the uploads arrived */
  uploads: string[];
  /** the object paths of every remove request */
  removals: string[][];
}

export interface MockStorageOptions {
  /** every upload fails (400, as the storage server refuses a type) */
  fail?: boolean;
  /** file names whose upload fails */
  failing?: readonly string[];
  /** uploads are answered once it resolves */
  hold?: Promise<void>;
}

/**
 * The product-images bucket: uploads answer as the storage server does (a failing one answers
 * 400), removals are recorded. Uploads wait for `hold` when given.
 */
export function mockStorage({ fail = false, failing = [], hold }: MockStorageOptions = {}) {
  const log: StorageLog = { uploads: [], removals: [] };
  server.use(
    http.post(`${STORAGE}/product-images/*`, async ({ request, params }) => {
      const path = String(params[0]);
      const body = await request.formData();
      if (hold) await hold;
      const file = [...body.values()].find((value) => value instanceof File);
      if (fail || (file && failing.includes(file.name))) {
        return HttpResponse.json(
          { statusCode: '400', error: 'Bad Request', message: 'mime type not supported' },
          { status: 400 },
        );
      }
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
