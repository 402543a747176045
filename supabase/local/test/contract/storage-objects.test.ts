import { describe, expect, inject, it } from 'vitest';
import { sql } from '../support/admin';
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
const bytesOf = async (blob: Blob | null) => Buffer.from(await (blob as Blob).arrayBuffer());

describe('storage object upload and download', () => {
  it('uploads a PNG into the user folder and downloads it with its content type', async () => {
    const user = await storageUser();
    const path = `${user.id}/avatar.png`;
    const upload = await user.supabase.storage.from('avatars').upload(path, pngBlob());
    expect(upload.error).toBeNull();
    expect(upload.data).toEqual({
      path,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fullPath: `avatars/${path}`,
    });

    const { data, error } = await user.supabase.storage.from('avatars').download(path);
    expect(error).toBeNull();
    expect(data?.type).toBe('image/png');
    expect(await bytesOf(data)).toEqual(PNG_BYTES);
  });

  it('records the object row with owner, size, MIME type, ETag and cache control', async () => {
    const user = await storageUser();
    const path = `${user.id}/row.png`;
    const { data } = await user.supabase.storage
      .from('avatars')
      .upload(path, pngBlob(), { cacheControl: '60' });
    const [row] = await sql<{
      id: string;
      owner: string;
      owner_id: string;
      path_tokens: string[];
      metadata: Record<string, unknown>;
    }>(
      `select id, owner, owner_id, path_tokens, metadata from storage.objects
       where bucket_id = 'avatars' and name = '${path}'`,
    );
    expect(row).toMatchObject({
      id: data?.id,
      owner: user.id,
      owner_id: user.id,
      path_tokens: [user.id, 'row.png'],
      metadata: {
        size: PNG_BYTES.length,
        contentLength: PNG_BYTES.length,
        mimetype: 'image/png',
        cacheControl: 'max-age=60',
        eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
        httpStatusCode: 200,
        lastModified: expect.any(String),
      },
    });
  });

  it('uploads raw bytes with the given content type and serves its headers', async () => {
    const bucket = await createTestBucket({ public: true });
    const body = Buffer.from('hola, mundo');
    const upload = await admin()
      .from(bucket)
      .upload('docs/hello.txt', body, { contentType: 'text/plain', cacheControl: '120' });
    expect(upload.error).toBeNull();
    const url = admin().from(bucket).getPublicUrl('docs/hello.txt').data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(response.headers.get('cache-control')).toBe('max-age=120');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect(await response.text()).toBe('hola, mundo');
  });

  it('uploads a FormData body as storage-js sends it', async () => {
    const bucket = await createTestBucket();
    const form = new FormData();
    form.append('cacheControl', '30');
    form.append('file', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'logo.svg');
    const { error } = await admin().from(bucket).upload('logo.svg', form);
    expect(error).toBeNull();
    const { data } = await admin().from(bucket).download('logo.svg');
    expect(data?.type).toBe('image/svg+xml');
    expect(await data?.text()).toBe('<svg/>');
    const info = await admin().from(bucket).info('logo.svg');
    expect(info.data).toMatchObject({ contentType: 'image/svg+xml', cacheControl: 'max-age=30' });
  });

  it('streams a larger upload to disk and back intact', async () => {
    const bucket = await createTestBucket();
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) % 251;
    const { error } = await admin()
      .from(bucket)
      .upload('big.bin', new Blob([bytes], { type: 'application/octet-stream' }));
    expect(error).toBeNull();
    const { data } = await admin().from(bucket).download('big.bin');
    expect((await bytesOf(data)).equals(bytes)).toBe(true);
  });

  it('accepts a streamed body without a Content-Length', async () => {
    const bucket = await createTestBucket();
    const chunk = new Uint8Array(64 * 1024).fill(7);
    let chunks = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (chunks === 64) controller.close();
        else {
          chunks += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const { error } = await admin()
      .from(bucket)
      .upload('streamed.bin', stream, { contentType: 'application/octet-stream' });
    expect(error).toBeNull();
    const { data } = await admin().from(bucket).download('streamed.bin');
    const bytes = await bytesOf(data);
    expect(bytes.length).toBe(64 * 64 * 1024);
    expect(bytes.every((byte) => byte === 7)).toBe(true);
  });

  it('stores user metadata from a Blob upload and from a raw upload', async () => {
    const bucket = await createTestBucket();
    await admin()
      .from(bucket)
      .upload('a.png', pngBlob(), { metadata: { alt: 'Perro feliz' } });
    await admin()
      .from(bucket)
      .upload('b.txt', 'hola', { contentType: 'text/plain', metadata: { lang: 'es' } });
    expect((await admin().from(bucket).info('a.png')).data?.metadata).toEqual({
      alt: 'Perro feliz',
    });
    expect((await admin().from(bucket).info('b.txt')).data?.metadata).toEqual({ lang: 'es' });
  });

  it('refuses to overwrite an existing object without upsert', async () => {
    const user = await storageUser();
    const path = `${user.id}/once.png`;
    await user.supabase.storage.from('avatars').upload(path, pngBlob());
    const { error } = await user.supabase.storage.from('avatars').upload(path, pngBlob());
    expect(error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
  });

  it('overwrites with upsert, keeping the object id and serving the new bytes', async () => {
    const user = await storageUser();
    const path = `${user.id}/upsert.png`;
    const first = await user.supabase.storage.from('avatars').upload(path, pngBlob());
    const replacement = Buffer.concat([PNG_BYTES, Buffer.from('v2')]);
    const second = await user.supabase.storage
      .from('avatars')
      .upload(path, pngBlob(replacement), { upsert: true });
    expect(second.error).toBeNull();
    expect(second.data?.id).toBe(first.data?.id);
    const { data } = await user.supabase.storage.from('avatars').download(path);
    expect(await bytesOf(data)).toEqual(replacement);
  });

  it('lets exactly one of several simultaneous uploads of a new name win', async () => {
    const bucket = await createTestBucket();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admin().from(bucket).upload('race.txt', `writer ${i}`, { contentType: 'text/plain' }),
      ),
    );
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    for (const result of results.filter((r) => r.error)) {
      expect(result.error).toMatchObject({ statusCode: '409' });
    }
    const winner = results.findIndex((result) => result.error === null);
    const { data } = await admin().from(bucket).download('race.txt');
    expect(await data?.text()).toBe(`writer ${winner}`);
  });

  it('keeps one consistent version when simultaneous upserts race', async () => {
    const bucket = await createTestBucket();
    const bodies = Array.from({ length: 6 }, (_, i) => `version ${i} `.repeat(1000));
    const results = await Promise.all(
      bodies.map((body) =>
        admin().from(bucket).upload('same.txt', body, { contentType: 'text/plain', upsert: true }),
      ),
    );
    expect(results.every((result) => result.error === null)).toBe(true);
    const { data } = await admin().from(bucket).download('same.txt');
    const text = await data?.text();
    expect(bodies).toContain(text);
    const info = await admin().from(bucket).info('same.txt');
    expect(info.data?.size).toBe(Buffer.byteLength(text ?? ''));
  });

  it('replaces an object with update (PUT)', async () => {
    const user = await storageUser();
    const path = `${user.id}/update.png`;
    await user.supabase.storage.from('avatars').upload(path, pngBlob());
    const replacement = Buffer.concat([PNG_BYTES, Buffer.from('updated')]);
    const { data, error } = await user.supabase.storage
      .from('avatars')
      .update(path, pngBlob(replacement));
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`avatars/${path}`);
    const download = await user.supabase.storage.from('avatars').download(path);
    expect(await bytesOf(download.data)).toEqual(replacement);
  });

  it('answers 304 to a matching If-None-Match and serves byte ranges', async () => {
    const bucket = await createTestBucket({ public: true });
    await admin().from(bucket).upload('range.txt', '0123456789', { contentType: 'text/plain' });
    const url = admin().from(bucket).getPublicUrl('range.txt').data.publicUrl;
    const first = await fetch(url);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const cached = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    const changed = await fetch(url, { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
    const partial = await fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await partial.text()).toBe('2345');
  });

  it('sends a Content-Disposition header when asked to download', async () => {
    const bucket = await createTestBucket({ public: true });
    await admin().from(bucket).upload('report.txt', 'x', { contentType: 'text/plain' });
    const url = admin().from(bucket).getPublicUrl('report.txt', { download: 'informe.txt' })
      .data.publicUrl;
    const response = await fetch(url);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename=informe.txt; filename*=UTF-8''informe.txt",
    );
  });

  it('never serves stored HTML as HTML', async () => {
    const bucket = await createTestBucket({ public: true });
    await admin().from(bucket).upload('page.html', '<script>1</script>', {
      contentType: 'text/html',
    });
    const response = await fetch(admin().from(bucket).getPublicUrl('page.html').data.publicUrl);
    expect(response.headers.get('content-type')).toBe('text/plain');
  });

  it('answers Object not found for a missing object', async () => {
    const { data, error } = await admin().from('avatars').download('nobody/missing.png');
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400 });
    const info = await admin().from('avatars').info('nobody/missing.png');
    expect(info.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect((await admin().from('avatars').exists('nobody/missing.png')).data).toBe(false);
  });

  it('tells whether an object exists and describes it', async () => {
    const user = await storageUser();
    const path = `${user.id}/info.png`;
    const { data: uploaded } = await user.supabase.storage.from('avatars').upload(path, pngBlob());
    expect((await user.supabase.storage.from('avatars').exists(path)).data).toBe(true);
    const { data } = await user.supabase.storage.from('avatars').info(path);
    expect(data).toMatchObject({
      id: uploaded?.id,
      name: path,
      bucketId: 'avatars',
      size: PNG_BYTES.length,
      contentType: 'image/png',
      cacheControl: 'max-age=3600',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
    });
  });

  it('answers Bucket not found when uploading into a missing bucket', async () => {
    const { error } = await admin().from('no-such-bucket').upload('a.png', pngBlob());
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});

describe('storage object listing', () => {
  it('lists the folders and files directly under a prefix, folders with a null id', async () => {
    const bucket = await createTestBucket();
    for (const name of ['b.png', 'a.png', 'photos/1.png', 'photos/2.png', 'docs/x/y.png']) {
      await admin().from(bucket).upload(`root/${name}`, pngBlob());
    }
    await admin().from(bucket).upload('rootless.png', pngBlob());
    const { data, error } = await admin().from(bucket).list('root');
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.png', false],
      ['b.png', false],
      ['docs', true],
      ['photos', true],
    ]);
    const file = data?.find((entry) => entry.name === 'a.png');
    expect(file).toMatchObject({
      id: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      last_accessed_at: expect.any(String),
      metadata: { size: PNG_BYTES.length, mimetype: 'image/png' },
    });
    expect(data?.find((entry) => entry.name === 'docs')).toEqual({
      name: 'docs',
      id: null,
      created_at: null,
      updated_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    const nested = await admin().from(bucket).list('root/photos/');
    expect(nested.data?.map((entry) => entry.name)).toEqual(['1.png', '2.png']);
    const top = await admin().from(bucket).list();
    expect(top.data?.map((entry) => entry.name)).toEqual(['root', 'rootless.png']);
  });

  it('sorts, pages and searches a listing', async () => {
    const bucket = await createTestBucket();
    for (const name of ['c.png', 'a.png', 'b.png', 'ab.png']) {
      await admin().from(bucket).upload(`f/${name}`, pngBlob());
    }
    const desc = await admin()
      .from(bucket)
      .list('f', { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.map((entry) => entry.name)).toEqual(['c.png', 'b.png', 'ab.png', 'a.png']);
    const page = await admin().from(bucket).list('f', { limit: 2, offset: 1 });
    expect(page.data?.map((entry) => entry.name)).toEqual(['ab.png', 'b.png']);
    const search = await admin().from(bucket).list('f', { search: 'a' });
    expect(search.data?.map((entry) => entry.name)).toEqual(['a.png', 'ab.png']);
    const byDate = await admin()
      .from(bucket)
      .list('f', { sortBy: { column: 'created_at', order: 'desc' } });
    expect(byDate.data?.map((entry) => entry.name)).toEqual(['ab.png', 'b.png', 'a.png', 'c.png']);
  });

  it('lists only the objects the caller may read', async () => {
    const owner = await storageUser();
    const other = await storageUser();
    await owner.supabase.storage.from('documents').upload('shared/mine.pdf', '%PDF-1.4', {
      contentType: 'application/pdf',
    });
    await other.supabase.storage.from('documents').upload('shared/theirs.pdf', '%PDF-1.4', {
      contentType: 'application/pdf',
    });
    const mine = await owner.supabase.storage.from('documents').list('shared');
    const names = mine.data?.map((entry) => entry.name) ?? [];
    expect(names).toContain('mine.pdf');
    expect(names).not.toContain('theirs.pdf');
    const anon = await client('anon').storage.from('documents').list('shared');
    expect(anon.data).toEqual([]);
  });
});

describe('storage object removal, move and copy', () => {
  it('removes objects and answers the removed ones', async () => {
    const user = await storageUser();
    const paths = [`${user.id}/r1.png`, `${user.id}/r2.png`];
    for (const path of paths) await user.supabase.storage.from('avatars').upload(path, pngBlob());
    const { data, error } = await user.supabase.storage
      .from('avatars')
      .remove([...paths, `${user.id}/never-existed.png`]);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name).sort()).toEqual(paths);
    expect(data?.[0]).toMatchObject({
      bucket_id: 'avatars',
      owner: user.id,
      owner_id: user.id,
      id: expect.any(String),
      metadata: { mimetype: 'image/png' },
    });
    expect((await user.supabase.storage.from('avatars').exists(paths[0] ?? '')).data).toBe(false);
  });

  it('does not remove objects the caller may not delete', async () => {
    const owner = await storageUser();
    const intruder = await storageUser();
    const path = `${owner.id}/keep.png`;
    await owner.supabase.storage.from('avatars').upload(path, pngBlob());
    const { data } = await intruder.supabase.storage.from('avatars').remove([path]);
    expect(data).toEqual([]);
    expect((await owner.supabase.storage.from('avatars').exists(path)).data).toBe(true);
  });

  it('moves an object within the caller folder', async () => {
    const user = await storageUser();
    const from = `${user.id}/old.png`;
    const to = `${user.id}/sub/new.png`;
    const uploaded = await user.supabase.storage.from('avatars').upload(from, pngBlob());
    expect(await user.supabase.storage.from('avatars').move(from, to)).toEqual({
      data: { message: 'Successfully moved' },
      error: null,
    });
    expect((await user.supabase.storage.from('avatars').exists(from)).data).toBe(false);
    const { data } = await user.supabase.storage.from('avatars').download(to);
    expect(await bytesOf(data)).toEqual(PNG_BYTES);
    expect((await user.supabase.storage.from('avatars').info(to)).data?.id).toBe(uploaded.data?.id);
  });

  it('moves an object into another bucket', async () => {
    const source = await createTestBucket();
    const target = await createTestBucket();
    await admin().from(source).upload('a.txt', 'move me', { contentType: 'text/plain' });
    const moved = await admin().from(source).move('a.txt', 'b.txt', { destinationBucket: target });
    expect(moved.error).toBeNull();
    expect(await (await admin().from(target).download('b.txt')).data?.text()).toBe('move me');
    expect((await admin().from(source).exists('a.txt')).data).toBe(false);
  });

  it('refuses to move onto an existing object or out of the caller folder', async () => {
    const user = await storageUser();
    const other = await storageUser();
    await user.supabase.storage.from('avatars').upload(`${user.id}/m1.png`, pngBlob());
    await user.supabase.storage.from('avatars').upload(`${user.id}/m2.png`, pngBlob());
    const onto = await user.supabase.storage
      .from('avatars')
      .move(`${user.id}/m1.png`, `${user.id}/m2.png`);
    expect(onto.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const away = await user.supabase.storage
      .from('avatars')
      .move(`${user.id}/m1.png`, `${other.id}/stolen.png`);
    expect(away.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await user.supabase.storage.from('avatars').exists(`${user.id}/m1.png`)).data).toBe(
      true,
    );
    const missing = await user.supabase.storage
      .from('avatars')
      .move(`${user.id}/nothing.png`, `${user.id}/x.png`);
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('copies an object, keeping the original', async () => {
    const user = await storageUser();
    const from = `${user.id}/orig.png`;
    const to = `${user.id}/copy.png`;
    await user.supabase.storage.from('avatars').upload(from, pngBlob(), { cacheControl: '90' });
    const { data, error } = await user.supabase.storage.from('avatars').copy(from, to);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `avatars/${to}` });
    for (const path of [from, to]) {
      const download = await user.supabase.storage.from('avatars').download(path);
      expect(await bytesOf(download.data)).toEqual(PNG_BYTES);
    }
    expect((await user.supabase.storage.from('avatars').info(to)).data?.cacheControl).toBe(
      'max-age=90',
    );
  });

  it('refuses to copy onto an existing object or into another user folder', async () => {
    const user = await storageUser();
    const other = await storageUser();
    await user.supabase.storage.from('avatars').upload(`${user.id}/c1.png`, pngBlob());
    await user.supabase.storage.from('avatars').upload(`${user.id}/c2.png`, pngBlob());
    const onto = await user.supabase.storage
      .from('avatars')
      .copy(`${user.id}/c1.png`, `${user.id}/c2.png`);
    expect(onto.error).toMatchObject({ statusCode: '409' });
    const away = await user.supabase.storage
      .from('avatars')
      .copy(`${user.id}/c1.png`, `${other.id}/c1.png`);
    expect(away.error).toMatchObject({ statusCode: '403' });
  });

  it('deletes a single object through DELETE /object/{bucket}/{path}', async () => {
    const bucket = await createTestBucket();
    await admin().from(bucket).upload('single.txt', 'x', { contentType: 'text/plain' });
    const response = await fetch(`${storageUrl()}/object/${bucket}/single.txt`, {
      method: 'DELETE',
      headers: authHeaders(inject('serviceRoleKey')),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Successfully deleted' });
    expect((await admin().from(bucket).exists('single.txt')).data).toBe(false);
  });
});
