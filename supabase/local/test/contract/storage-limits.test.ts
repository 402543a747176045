import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.mjs';
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

/** The start of a lossless WebP file: `RIFF`, its size, `WEBP`, the VP8L chunk's name. */
const WEBP_HEADER = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
]);

/** A raw HTTP request whose path is sent exactly as given (fetch would resolve `..`). */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(inject('apiUrl'));
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('storage size limits', () => {
  it('refuses a 3 MB avatar in the 2 MB bucket', async () => {
    const user = await storageUser();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(3 * 1024 * 1024, 1)]);
    const { data, error } = await user.supabase.storage
      .from('avatars')
      .upload(`${user.id}/huge.png`, pngBlob(big));
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect((await user.supabase.storage.from('avatars').exists(`${user.id}/huge.png`)).data).toBe(
      false,
    );
  });

  it('answers the size error in Storage format, for raw and streamed bodies too', async () => {
    const user = await storageUser();
    const response = await fetch(`${storageUrl()}/object/avatars/${user.id}/raw.png`, {
      method: 'POST',
      headers: { ...authHeaders(user.jwt), 'content-type': 'image/png' },
      body: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    // Without a Content-Length the server counts the bytes as they arrive. Each chunk starts
    // as a PNG does, so the first one passes the content check.
    const chunk = new Uint8Array(256 * 1024);
    chunk.set(PNG_BYTES);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 3 * 1024 * 1024) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const streamed = await user.supabase.storage
      .from('avatars')
      .upload(`${user.id}/streamed.png`, stream, { contentType: 'image/png' });
    expect(streamed.error).toMatchObject({ statusCode: '413' });
  });

  it('accepts a file exactly at the bucket limit', async () => {
    const bucket = await createTestBucket({ fileSizeLimit: 1000 });
    const exact = await admin()
      .from(bucket)
      .upload('exact.bin', new Blob([Buffer.alloc(1000)]));
    expect(exact.error).toBeNull();
    const over = await admin()
      .from(bucket)
      .upload('over.bin', new Blob([Buffer.alloc(1001)]));
    expect(over.error).toMatchObject({ statusCode: '413' });
  });

  it('enforces the global upload limit on buckets without their own', async () => {
    const { storageMaxFileBytes } = loadConfig();
    const bucket = await createTestBucket();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > storageMaxFileBytes) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const { error } = await admin()
      .from(bucket)
      .upload('too-big.bin', stream, { contentType: 'application/octet-stream' });
    expect(error).toMatchObject({ statusCode: '413' });
    expect((await admin().from(bucket).list()).data).toEqual([]);
  });
});

describe('storage MIME type limits', () => {
  it('refuses text/plain in the images-only avatars bucket', async () => {
    const user = await storageUser();
    const { error } = await user.supabase.storage
      .from('avatars')
      .upload(`${user.id}/notes.txt`, 'hola', { contentType: 'text/plain' });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
  });

  it('refuses a Blob whose type is not allowed, and accepts image types by wildcard', async () => {
    const user = await storageUser();
    const pdf = await user.supabase.storage
      .from('avatars')
      .upload(`${user.id}/doc.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(pdf.error).toMatchObject({
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    const webp = await user.supabase.storage
      .from('avatars')
      .upload(`${user.id}/photo.webp`, new Blob([WEBP_HEADER], { type: 'image/webp' }));
    expect(webp.error).toBeNull();
  });

  it('matches exact allowed types', async () => {
    const bucket = await createTestBucket({ allowedMimeTypes: ['image/png', 'application/pdf'] });
    expect((await admin().from(bucket).upload('a.png', pngBlob())).error).toBeNull();
    expect(
      (
        await admin()
          .from(bucket)
          .upload('a.pdf', new Blob(['%PDF'], { type: 'application/pdf' }))
      ).error,
    ).toBeNull();
    const jpeg = await admin()
      .from(bucket)
      .upload('a.jpg', new Blob(['x'], { type: 'image/jpeg' }));
    expect(jpeg.error).toMatchObject({ statusCode: '415' });
  });
});

describe('storage limits on copy and move', () => {
  it('refuses to copy an object into a bucket that does not allow its type', async () => {
    const open = await createTestBucket();
    const strict = await createTestBucket({ allowedMimeTypes: ['image/png'] });
    await admin()
      .from(open)
      .upload('page.svg', new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    const { error } = await admin().from(open).copy('page.svg', 'page.svg', {
      destinationBucket: strict,
    });
    expect(error).toMatchObject({ statusCode: '415' });
    expect((await admin().from(strict).list()).data).toEqual([]);
  });

  it('refuses a copy that relabels an object with a type its bucket does not allow', async () => {
    const strict = await createTestBucket({ allowedMimeTypes: ['image/png'] });
    expect((await admin().from(strict).upload('a.png', pngBlob())).error).toBeNull();
    const response = await fetch(`${storageUrl()}/object/copy`, {
      method: 'POST',
      headers: {
        ...authHeaders(inject('serviceRoleKey')),
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        bucketId: strict,
        sourceKey: 'a.png',
        destinationKey: 'b.svg',
        copyMetadata: false,
        metadata: { mimetype: 'image/svg+xml' },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '415' });
  });

  it('refuses to copy or move an object into a bucket whose size limit it exceeds', async () => {
    const open = await createTestBucket();
    const small = await createTestBucket({ fileSizeLimit: 1024 });
    await admin()
      .from(open)
      .upload('big.png', pngBlob(Buffer.concat([PNG_BYTES, Buffer.alloc(4096, 1)])));
    const copy = await admin().from(open).copy('big.png', 'big.png', { destinationBucket: small });
    expect(copy.error).toMatchObject({ statusCode: '413' });
    const move = await admin().from(open).move('big.png', 'big.png', { destinationBucket: small });
    expect(move.error).toMatchObject({ statusCode: '413' });
    expect((await admin().from(small).list()).data).toEqual([]);
    expect((await admin().from(open).exists('big.png')).data).toBe(true);
  });
});

describe('storage object names', () => {
  it('refuses path traversal and absolute paths in object names', async () => {
    const user = await storageUser();
    const headers = { ...authHeaders(user.jwt), 'content-type': 'image/png' };
    const paths = [
      `/storage/v1/object/avatars/${user.id}/../../documents/x.png`,
      `/storage/v1/object/avatars/${user.id}/%2E%2E/%2E%2E/etc/passwd`,
      `/storage/v1/object/avatars/${user.id}%2F..%2F..%2F..%2Fescape.png`,
      `/storage/v1/object/avatars/%2Fetc%2Fpasswd`,
      `/storage/v1/object/avatars/${user.id}//double.png`,
      `/storage/v1/object/avatars/${user.id}/./dot.png`,
    ];
    for (const path of paths) {
      const response = await rawRequest('POST', path, headers, Buffer.from('x'));
      expect(response.status, path).toBe(400);
      expect(response.body, path).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
    const download = await rawRequest(
      'GET',
      `/storage/v1/object/public/avatars/${user.id}/../../../../etc/passwd`,
      {},
    );
    expect(download.body).toMatchObject({ code: 'InvalidKey' });
    const bucketTraversal = await rawRequest('POST', '/storage/v1/object/../x.png', headers);
    expect(bucketTraversal.status).toBe(400);
  });

  it('refuses names with characters Storage does not allow', async () => {
    const bucket = await createTestBucket();
    for (const name of ['niño.png', 'percent%.png', 'quote".png', 'brace{}.png', 'caret^.png']) {
      const { error } = await admin().from(bucket).upload(name, pngBlob());
      expect(error, name).toMatchObject({ statusCode: '400' });
    }
    expect((await admin().from(bucket).list()).data).toEqual([]);
  });

  it('keeps an object and a folder of the same name apart', async () => {
    const bucket = await createTestBucket();
    await admin()
      .from(bucket)
      .upload('a', new Blob(['file a']));
    await admin()
      .from(bucket)
      .upload('a/b', new Blob(['file a/b']));
    expect(await (await admin().from(bucket).download('a')).data?.text()).toBe('file a');
    expect(await (await admin().from(bucket).download('a/b')).data?.text()).toBe('file a/b');
    const { data } = await admin().from(bucket).list();
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a', false],
      ['a', true],
    ]);
  });

  it('accepts names with spaces and punctuation Storage allows', async () => {
    const bucket = await createTestBucket({ public: true });
    const name = "fotos (2024)/mi perro & yo, 'feliz'!.png";
    expect((await admin().from(bucket).upload(name, pngBlob())).error).toBeNull();
    const url = admin().from(bucket).getPublicUrl(name).data.publicUrl;
    expect((await fetch(url)).status).toBe(200);
    const { data } = await admin().from(bucket).createSignedUrl(name, 60);
    expect((await fetch(data?.signedUrl ?? '')).status).toBe(200);
  });
});
