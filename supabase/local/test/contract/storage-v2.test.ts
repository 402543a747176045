// Storage's newer surface, as storage-api answers it: list-v2 (storage-js `listV2`), signed
// URLs' transform options (the image transformations themselves: storage-render.test.ts), the
// multipart and range edge cases (busboy, range-parser).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { client } from '../support/clients';
import {
  authHeaders,
  createTestBucket,
  PNG_BYTES,
  pngBlob,
  storageUrl,
  storageUser,
} from '../support/storage';

const admin = () => client('service_role').storage;
const serviceHeaders = () => ({
  apikey: inject('serviceRoleKey'),
  authorization: `Bearer ${inject('serviceRoleKey')}`,
});
const base64 = (text: string) => Buffer.from(text).toString('base64');

type Listed = { name: string; key?: string; id: string | null };
type Page = {
  hasNext: boolean;
  nextCursor?: string;
  nextCursorKey?: string;
  folders: Listed[];
  objects: Listed[];
};

/** Every page of a listing, following `nextCursor`. */
async function allPages(bucket: string, options: Record<string, unknown>) {
  const pages: Page[] = [];
  let cursor: string | undefined;
  do {
    const { data, error } = await admin()
      .from(bucket)
      .listV2({ ...options, ...(cursor ? { cursor } : {}) });
    expect(error).toBeNull();
    const page = data as unknown as Page;
    pages.push(page);
    cursor = page.hasNext ? page.nextCursor : undefined;
    if (page.hasNext) expect(cursor).toEqual(expect.any(String));
    else expect(page).not.toHaveProperty('nextCursor');
  } while (cursor && pages.length < 20);
  return pages;
}

/** Each page's entry names (folders and objects are separate arrays within a page). */
const pageNames = (pages: Page[]) =>
  pages.map((page) => [...page.folders, ...page.objects].map((entry) => entry.name).sort());

/** The object names of a listing without folders, in order. */
const objectNames = (pages: Page[]) =>
  pages.flatMap((page) => page.objects.map((entry) => entry.name));

describe('storage list-v2', () => {
  let bucket: string;
  // Uploaded in this order, so creation order is not name order.
  const uploads = ['e.txt', 'd/e/f.txt', 'c.txt', 'b/2.txt', 'b/1.txt', 'b.txt', 'a.txt'];

  beforeAll(async () => {
    bucket = await createTestBucket();
    for (const name of uploads) {
      const { error } = await admin()
        .from(bucket)
        .upload(name, Buffer.from(name), { contentType: 'text/plain' });
      if (error) throw error;
    }
  });

  it('lists folders and objects at one level, a page at a time, in byte order', async () => {
    const first = await admin().from(bucket).listV2({ with_delimiter: true, limit: 2 });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({
      hasNext: true,
      nextCursor: base64('l:b.txt'),
      nextCursorKey: 'b.txt',
      folders: [],
      objects: [
        {
          key: 'a.txt',
          name: 'a.txt',
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          created_at: expect.any(String),
          last_accessed_at: expect.any(String),
          metadata: expect.objectContaining({ size: 5, mimetype: 'text/plain' }),
        },
        expect.objectContaining({ key: 'b.txt', name: 'b.txt' }),
      ],
    });
    const second = await admin()
      .from(bucket)
      .listV2({ with_delimiter: true, limit: 2, cursor: first.data?.nextCursor });
    // `b.txt` sorts before the folder `b/` ('.' < '/'). A cursor made from a cursor names
    // the order it carried (storage-api decodes a missing order as `asc`).
    expect(second.data).toEqual({
      hasNext: true,
      nextCursor: base64('l:c.txt\no:asc'),
      nextCursorKey: 'c.txt',
      folders: [
        {
          key: 'b',
          name: 'b/',
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        },
      ],
      objects: [expect.objectContaining({ name: 'c.txt' })],
    });
    const third = await admin()
      .from(bucket)
      .listV2({ with_delimiter: true, limit: 2, cursor: second.data?.nextCursor });
    expect(third.data).toEqual({
      hasNext: false,
      folders: [expect.objectContaining({ key: 'd', name: 'd/', id: null })],
      objects: [expect.objectContaining({ name: 'e.txt' })],
    });
    // A page ending on a folder goes on after everything in it.
    const threes = await allPages(bucket, { with_delimiter: true, limit: 3 });
    expect(threes[0]?.nextCursorKey).toBe('b');
    expect(pageNames(threes)).toEqual([
      ['a.txt', 'b.txt', 'b/'],
      ['c.txt', 'd/', 'e.txt'],
    ]);
  });

  it('pages backwards by name and by creation time, folders dated by their first object', async () => {
    const backwards = await allPages(bucket, {
      with_delimiter: true,
      limit: 2,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(pageNames(backwards)).toEqual([
      ['d/', 'e.txt'],
      ['b/', 'c.txt'],
      ['a.txt', 'b.txt'],
    ]);
    expect(Buffer.from(backwards[0]?.nextCursor ?? '', 'base64').toString()).toBe(
      'l:d\no:desc\nc:name',
    );

    const byCreation = await allPages(bucket, {
      with_delimiter: true,
      limit: 1,
      sortBy: { column: 'created_at', order: 'asc' },
    });
    expect(pageNames(byCreation)).toEqual([
      ['e.txt'],
      ['d/'],
      ['c.txt'],
      ['b/'],
      ['b.txt'],
      ['a.txt'],
    ]);
    const cursor = Buffer.from(byCreation[0]?.nextCursor ?? '', 'base64').toString();
    expect(cursor).toMatch(
      /^l:e\.txt\no:asc\nc:created_at\na:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
    // A folder carries its first object's creation time in both timestamps.
    const folder = byCreation[1]?.folders[0] as unknown as Record<string, unknown>;
    expect(folder).toMatchObject({ key: 'd', name: 'd/', id: null, metadata: null });
    expect(folder.created_at).toEqual(expect.any(String));
    expect(folder.updated_at).toBe(folder.created_at);
  });

  it('lists every object under a prefix without folders, flat, with no key', async () => {
    const pages = await allPages(bucket, { prefix: 'b', limit: 2 });
    expect(objectNames(pages)).toEqual(['b.txt', 'b/1.txt', 'b/2.txt']);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.objects[0]).toEqual({
      id: expect.any(String),
      name: 'b.txt',
      metadata: expect.objectContaining({ size: 5 }),
      updated_at: expect.any(String),
      created_at: expect.any(String),
      last_accessed_at: expect.any(String),
    });
    expect(objectNames(await allPages(bucket, {}))).toEqual([
      'a.txt',
      'b.txt',
      'b/1.txt',
      'b/2.txt',
      'c.txt',
      'd/e/f.txt',
      'e.txt',
    ]);
  });

  it('names entries below a prefix by their own segment (key)', async () => {
    const { data } = await admin().from(bucket).listV2({ prefix: 'b/', with_delimiter: true });
    expect(data?.objects.map((o) => [o.key, o.name])).toEqual([
      ['1.txt', 'b/1.txt'],
      ['2.txt', 'b/2.txt'],
    ]);
    const nested = await admin().from(bucket).listV2({ prefix: 'd/', with_delimiter: true });
    expect(nested.data).toEqual({
      hasNext: false,
      folders: [expect.objectContaining({ key: 'e', name: 'd/e/' })],
      objects: [],
    });
  });

  it('takes % and _ in a prefix literally', async () => {
    const wild = await createTestBucket();
    await admin().from(wild).upload('wild_1/hit.txt', 'x', { contentType: 'text/plain' });
    await admin().from(wild).upload('wildX1/miss.txt', 'x', { contentType: 'text/plain' });
    const underscore = await admin().from(wild).listV2({ prefix: 'wild_' });
    expect(underscore.data?.objects.map((o) => o.name)).toEqual(['wild_1/hit.txt']);
    const percent = await admin().from(wild).listV2({ prefix: '%', with_delimiter: true });
    expect(percent.data).toEqual({ hasNext: false, folders: [], objects: [] });
  });

  it('lists only what the caller may read, and an existing bucket it may not read as empty', async () => {
    const owner = await storageUser();
    const other = await storageUser();
    const prefix = `v2-${owner.id}`;
    const upload = await owner.supabase.storage
      .from('documents')
      .upload(`${prefix}/mine.txt`, 'mine', { contentType: 'text/plain' });
    expect(upload.error).toBeNull();

    const own = await owner.supabase.storage.from('documents').listV2({ prefix });
    expect(own.data?.objects.map((o) => o.name)).toEqual([`${prefix}/mine.txt`]);
    for (const caller of [other.supabase, client('anon')]) {
      const { data, error } = await caller.storage
        .from('documents')
        .listV2({ prefix, with_delimiter: true });
      expect(error).toBeNull();
      expect(data).toEqual({ hasNext: false, folders: [], objects: [] });
    }
    // A bucket that does not exist lists as empty too: listing never reads the bucket row.
    const missing = await admin().from('no-such-bucket-v2').listV2();
    expect(missing).toEqual({ data: { hasNext: false, folders: [], objects: [] }, error: null });
  });

  it('refuses a bad cursor and a bad body as storage-api does', async () => {
    const bad = await admin()
      .from(bucket)
      .listV2({ cursor: base64('nonsense') });
    expect(bad.error).toMatchObject({
      status: 400,
      statusCode: '400',
      message: 'Invalid Parameter continuation token',
    });
    const limit = await admin().from(bucket).listV2({ limit: 0 });
    expect(limit.error).toMatchObject({ statusCode: '400', message: 'body/limit must be >= 1' });
    const sort = await fetch(`${storageUrl()}/object/list-v2/${bucket}`, {
      method: 'POST',
      headers: { ...serviceHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ sortBy: { order: 'desc' } }),
    });
    expect(sort.status).toBe(400);
    expect(await sort.json()).toMatchObject({
      statusCode: '400',
      message: "body/sortBy must have required property 'column'",
    });
  });
});

describe('signed URLs with transform options', () => {
  let bucket: string;
  const path = 'pics/dog.png';

  beforeAll(async () => {
    bucket = await createTestBucket({ public: true });
    const { error } = await admin().from(bucket).upload(path, pngBlob());
    if (error) throw error;
  });

  // What they sign, and the transformations themselves: storage-render.test.ts.
  it("checks transform options against storage-api's schema", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ quality: 10 }, 'body/transform/quality must be >= 20'],
      [{ width: -1 }, 'body/transform/width must be >= 0'],
      [{ resize: 'stretch' }, 'body/transform/resize must be equal to one of the allowed values'],
      [
        { gravity: 'fp', x_offset: 0.5 },
        'body/transform must have required property \'y_offset\', body/transform must match "then" schema',
      ],
    ];
    for (const [transform, message] of cases) {
      const { error } = await admin()
        .from(bucket)
        .createSignedUrl(path, 60, { transform: transform as never });
      expect(error, message).toMatchObject({ status: 400, statusCode: '400', message });
    }
  });
});

describe('multipart uploads (busboy), as @fastify/multipart reads them', () => {
  it('refuses more than ten fields before the file', async () => {
    const bucket = await createTestBucket();
    const form = new FormData();
    for (let i = 0; i < 11; i++) form.append(`field${i}`, 'x');
    form.append('file', new Blob(['abc'], { type: 'text/plain' }), 'a.txt');
    const { error } = await admin().from(bucket).upload('a.txt', form);
    expect(error).toMatchObject({ status: 400, statusCode: '400', message: 'reach fields limit' });
  });

  it('ignores a field sent twice, as Storage reads `fields.<name>.value`', async () => {
    const bucket = await createTestBucket();
    const form = new FormData();
    form.append('cacheControl', '10');
    form.append('cacheControl', '20');
    form.append('file', new Blob(['abc'], { type: 'text/plain' }), 'a.txt');
    const { error } = await admin().from(bucket).upload('twice.txt', form);
    expect(error).toBeNull();
    const info = await admin().from(bucket).info('twice.txt');
    expect(info.data).toMatchObject({ cacheControl: 'no-cache', contentType: 'text/plain' });
  });

  it('takes the contentType field over the part type, and refuses a form without a file', async () => {
    const bucket = await createTestBucket();
    const form = new FormData();
    form.append('contentType', 'text/csv');
    form.append('file', new Blob(['a,b'], { type: 'text/plain' }), 'a.csv');
    expect((await admin().from(bucket).upload('a.csv', form)).error).toBeNull();
    expect((await admin().from(bucket).info('a.csv')).data).toMatchObject({
      contentType: 'text/csv',
    });
    const empty = new FormData();
    empty.append('cacheControl', '60');
    const { error } = await admin().from(bucket).upload('none.txt', empty);
    expect(error).toMatchObject({ statusCode: '400', message: 'No content provided' });
  });

  it('takes a form file of exactly the bucket limit and refuses one byte more', async () => {
    const bucket = await createTestBucket({ fileSizeLimit: 100 });
    const form = (size: number) => {
      const body = new FormData();
      body.append('metadata', '{"n":1}');
      body.append('file', new Blob([Buffer.alloc(size, 7)]), 'blob');
      return body;
    };
    expect((await admin().from(bucket).upload('exact.bin', form(100))).error).toBeNull();
    const { error } = await admin().from(bucket).upload('over.bin', form(101));
    expect(error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
  });

  it('refuses a truncated form and stores nothing', async () => {
    const bucket = await createTestBucket();
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(2000, 1)]), 'blob');
    const response = new Response(form);
    const body = Buffer.from(await response.arrayBuffer()).subarray(0, 1000);
    const answer = await fetch(`${storageUrl()}/object/${bucket}/cut.bin`, {
      method: 'POST',
      headers: {
        ...serviceHeaders(),
        'content-type': response.headers.get('content-type') ?? '',
      },
      body,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    expect((await admin().from(bucket).exists('cut.bin')).data).toBe(false);
  });
});

describe('byte ranges (range-parser), as storage-api answers them', () => {
  let url: string;
  beforeAll(async () => {
    const bucket = await createTestBucket({ public: true });
    await admin().from(bucket).upload('digits.txt', '0123456789', { contentType: 'text/plain' });
    url = admin().from(bucket).getPublicUrl('digits.txt').data.publicUrl;
  });

  it('serves one range with 206 and Content-Range', async () => {
    const cases: [string, string, string][] = [
      ['bytes=2-5', '2345', 'bytes 2-5/10'],
      ['bytes=7-', '789', 'bytes 7-9/10'],
      ['bytes=-3', '789', 'bytes 7-9/10'],
      ['bytes=8-100', '89', 'bytes 8-9/10'],
      ['bytes=-20', '0123456789', 'bytes 0-9/10'],
    ];
    for (const [range, bytes, contentRange] of cases) {
      const response = await fetch(url, { headers: { range } });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range')).toBe(contentRange);
      expect(await response.text()).toBe(bytes);
    }
  });

  it('answers an unsatisfiable range, several ranges or another unit with InvalidRange (416)', async () => {
    for (const range of ['bytes=10-', 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-1']) {
      const response = await fetch(url, { headers: { range } });
      expect(response.status, range).toBe(416);
      expect(await response.json()).toEqual({
        statusCode: '416',
        code: 'InvalidRange',
        error: 'invalid_range',
        message: 'invalid range provided',
      });
    }
  });

  it('serves ranges of authenticated and signed downloads too', async () => {
    const user = await storageUser();
    const path = `${user.id}/range.png`;
    await user.supabase.storage.from('avatars').upload(path, pngBlob());
    const authenticated = await fetch(`${storageUrl()}/object/authenticated/avatars/${path}`, {
      headers: { ...authHeaders(user.jwt), range: 'bytes=0-7' },
    });
    expect(authenticated.status).toBe(206);
    expect(Buffer.from(await authenticated.arrayBuffer())).toEqual(PNG_BYTES.subarray(0, 8));
    const signed = await user.supabase.storage.from('avatars').createSignedUrl(path, 60);
    const response = await fetch(signed.data?.signedUrl ?? '', { headers: { range: 'bytes=-4' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(
      `bytes ${PNG_BYTES.length - 4}-${PNG_BYTES.length - 1}/${PNG_BYTES.length}`,
    );
  });
});
